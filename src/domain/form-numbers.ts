// How form inputs and external lists become numbers, in one place. A number input hands a
// form a number (valueAsNumber: NaN when empty), a string (a plain register) or nothing.

/** Finite numbers and numeric text → number; '', blank, non-numeric, NaN, ±Infinity, null, undefined → undefined. */
export function toOptionalNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Like toOptionalNumber, with 0 for anything that is not a number. */
export function numberOrZero(value: unknown): number {
  return toOptionalNumber(value) ?? 0;
}
