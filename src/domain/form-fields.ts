// zod fields the spool, low-spool and material forms share: numbers typed into inputs (coerced
// by form-numbers.ts) and texts with the length limits firestore.rules enforces.
import * as z from 'zod/mini';
import { toOptionalNumber } from './form-numbers';
import { tooLargeMessage, tooLongMessage } from './limits';

export { tooLargeMessage, tooLongMessage };

export function isNonNegativeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * A required number input: empty → `requiredMessage`, below 0 → `minMessage`, above `max` (a
 * bound of limits.ts, which the rules hold too) → 'Must be at most …'.
 */
export const requiredNonNegativeNumber = (requiredMessage: string, minMessage: string, max: number) =>
  z.pipe(
    z.transform(toOptionalNumber),
    z.number({ error: requiredMessage }).check(z.gte(0, minMessage), z.lte(max, tooLargeMessage(max))),
  ) as unknown as z.ZodMiniType<number, number | string>;

/** An optional number input: empty → undefined, below 0 → `minMessage`, above `max` → 'Must be at most …'. */
export const optionalNonNegativeNumber = (minMessage: string, max: number) =>
  z.pipe(
    z.transform(toOptionalNumber),
    z.optional(z.number().check(z.gte(0, minMessage), z.lte(max, tooLargeMessage(max)))),
  ) as unknown as z.ZodMiniType<number | undefined, number | string | null | undefined>;

/** An optional number input from 0 to `max`, with a value when left empty. */
export const numberWithDefault = (fallback: number, max: number) =>
  z.pipe(
    z.transform((value) => toOptionalNumber(value) ?? fallback),
    z.number().check(z.gte(0, 'Must not be negative'), z.lte(max, tooLargeMessage(max))),
  ) as unknown as z.ZodMiniType<number, number | string | undefined>;

/** A text input of at most `maxLength` characters (trimmed). */
export const limitedText = (maxLength: number) =>
  z.string().check(z.trim(), z.maxLength(maxLength, tooLongMessage(maxLength)));
