// zod fields the spool, low-spool and material forms share: numbers typed into inputs (coerced
// by form-numbers.ts) and texts with the length limits firestore.rules enforces.
import { z } from 'zod';
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
  z.preprocess(
    toOptionalNumber,
    z.number({ error: requiredMessage }).min(0, minMessage).max(max, tooLargeMessage(max)),
  ) as unknown as z.ZodType<number, number | string>;

/** An optional number input: empty → undefined, below 0 → `minMessage`, above `max` → 'Must be at most …'. */
export const optionalNonNegativeNumber = (minMessage: string, max: number) =>
  z.preprocess(
    toOptionalNumber,
    z.number().min(0, minMessage).max(max, tooLargeMessage(max)).optional(),
  ) as unknown as z.ZodType<number | undefined, number | string | null | undefined>;

/** An optional number input from 0 to `max`, with a value when left empty. */
export const numberWithDefault = (fallback: number, max: number) =>
  z.preprocess(
    (value) => toOptionalNumber(value) ?? fallback,
    z.number().min(0, 'Must not be negative').max(max, tooLargeMessage(max)),
  ) as unknown as z.ZodType<number, number | string | undefined>;

/** A text input of at most `maxLength` characters (trimmed). */
export const limitedText = (maxLength: number) => z.string().trim().max(maxLength, tooLongMessage(maxLength));
