// zod fields the spool, low-spool and material forms share: numbers typed into inputs (coerced
// by form-numbers.ts) and texts with the length limits firestore.rules enforces.
import { z } from 'zod';
import { toOptionalNumber } from './form-numbers';

export function isNonNegativeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A required number input: empty → `requiredMessage`, below 0 → `minMessage`. */
export const requiredNonNegativeNumber = (requiredMessage: string, minMessage: string) =>
  z.preprocess(
    toOptionalNumber,
    z.number({ error: requiredMessage }).min(0, minMessage),
  ) as unknown as z.ZodType<number, number | string>;

/** An optional number input: empty → undefined, below 0 → `minMessage`. */
export const optionalNonNegativeNumber = (minMessage: string) =>
  z.preprocess(toOptionalNumber, z.number().min(0, minMessage).optional()) as unknown as z.ZodType<
    number | undefined,
    number | string | null | undefined
  >;

/** An optional number input with a value when left empty. */
export const numberWithDefault = (fallback: number) =>
  z.preprocess((value) => toOptionalNumber(value) ?? fallback, z.number()) as unknown as z.ZodType<
    number,
    number | string | undefined
  >;

/** Said when a text is longer than the rules store (the spec gives no message). */
export const tooLongMessage = (maxLength: number) =>
  `Must be at most ${maxLength.toLocaleString('en-US')} characters`;
