// A stored spool (SPEC §3 Spool) as the app sees it after reading, its statuses and defaults.
import * as z from 'zod/mini';
import { normaliseHexColour } from './colour';
import { ownedRecordFields } from './owned-record';

export const SPOOL_STATUSES = ['new', 'used', 'done'] as const;
export type SpoolStatus = (typeof SPOOL_STATUSES)[number];

/** SPEC §3/§9 spool defaults. */
export const DEFAULT_SPOOL_DIAMETER = 1.75;
export const DEFAULT_SPOOL_STATUS: SpoolStatus = 'new';
export const DEFAULT_SPOOL_TEMPERATURE = 0;

/** A stored spool; a missing or malformed field reads as its §3 default. */
export const spoolSchema = z.object({
  ...ownedRecordFields,
  name: z.catch(z.string(), ''),
  weight: z.catch(z.number(), 0),
  remainingWeight: z.catch(z.number(), 0),
  purchaseDate: z.catch(z.string(), ''),
  purchasePrice: z.catch(z.number(), 0),
  location: z.catch(z.nullable(z.string()), null),
  notes: z.catch(z.nullable(z.string()), null),
  status: z.catch(z.enum(SPOOL_STATUSES), DEFAULT_SPOOL_STATUS),
  brand: z.catch(z.string(), ''),
  colorName: z.catch(z.string(), ''),
  /** Its colour as '#RRGGBB' (issue 32); null when none is known (spools stored before have none). */
  colorHex: z.catch(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => normaliseHexColour(value)),
    ),
    null,
  ),
  material: z.catch(z.string(), ''),
  diameter: z.catch(z.number(), DEFAULT_SPOOL_DIAMETER),
  printTempMin: z.catch(z.number(), DEFAULT_SPOOL_TEMPERATURE),
  printTempMax: z.catch(z.number(), DEFAULT_SPOOL_TEMPERATURE),
  bedTempMin: z.catch(z.number(), DEFAULT_SPOOL_TEMPERATURE),
  bedTempMax: z.catch(z.number(), DEFAULT_SPOOL_TEMPERATURE),
  filamentId: z.catch(z.nullable(z.string()), null),
  lowSpoolThreshold: z.catch(z.nullable(z.number()), null),
  /** The empty spool's weight, typed once for weigh-ins (null: the catalogue's, or not known yet). */
  emptySpoolWeight: z.catch(z.nullable(z.number()), null),
  /**
   * What it holds beyond its own low threshold (null without one), for the low-spool count;
   * undefined on a spool stored before issue 29 (domain ownThresholdMargin).
   */
  ownThresholdMargin: z.catch(z.optional(z.nullable(z.number())), undefined),
  /** The rules hold remaining = net weight + ledger for it (created by the app, or checked). */
  ledgerBalanced: z.catch(z.optional(z.boolean()), undefined),
  /** The ledger entry of its last change (the rules tie each change to it). */
  lastEntryId: z.catch(z.optional(z.nullable(z.string())), undefined),
});
export type Spool = z.infer<typeof spoolSchema>;

/** Status badge of a spool card: the label is text, the tone only reinforces it. */
export function spoolStatusBadge(status: SpoolStatus): { label: string; tone: 'green' | 'blue' | 'grey' } {
  switch (status) {
    case 'new':
      return { label: 'New', tone: 'green' };
    case 'used':
      return { label: 'Used', tone: 'blue' };
    case 'done':
      return { label: 'Done', tone: 'grey' };
  }
}

/** Remaining share of the spool, 0–100, for the card's bar. */
export function remainingPercent(spool: Pick<Spool, 'weight' | 'remainingWeight'>): number {
  if (!(spool.weight > 0)) return 0;
  const percent = (spool.remainingWeight / spool.weight) * 100;
  return Math.min(100, Math.max(0, percent));
}
