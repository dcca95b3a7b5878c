// A stored spool (SPEC §3 Spool) as the app sees it after reading, its statuses and defaults.
import { z } from 'zod';
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
  name: z.string().catch(''),
  weight: z.number().catch(0),
  remainingWeight: z.number().catch(0),
  purchaseDate: z.string().catch(''),
  purchasePrice: z.number().catch(0),
  location: z.string().nullable().catch(null),
  notes: z.string().nullable().catch(null),
  status: z.enum(SPOOL_STATUSES).catch(DEFAULT_SPOOL_STATUS),
  brand: z.string().catch(''),
  colorName: z.string().catch(''),
  material: z.string().catch(''),
  diameter: z.number().catch(DEFAULT_SPOOL_DIAMETER),
  printTempMin: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  printTempMax: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  bedTempMin: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  bedTempMax: z.number().catch(DEFAULT_SPOOL_TEMPERATURE),
  filamentId: z.string().nullable().catch(null),
  lowSpoolThreshold: z.number().nullable().catch(null),
  /** The empty spool's weight, typed once for weigh-ins (null: the catalogue's, or not known yet). */
  emptySpoolWeight: z.number().nullable().catch(null),
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
