// How form inputs and external lists become numbers, in one place. A number input hands a
// form a number (valueAsNumber: NaN when empty), a string (a plain register) or nothing.
// Infinity is never a number a user meant ('1e999' in a number input gives it): it counts as unreadable.

/** Blank ('' / null / undefined / NaN) → null; finite numbers and numeric text → the number; anything else → NaN. */
export function parseFormNumber(raw: unknown): number | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number') {
    if (Number.isNaN(raw)) return null;
    return Number.isFinite(raw) ? raw : Number.NaN;
  }
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : Number.NaN;
  }
  return Number.NaN;
}

/** Finite numbers and numeric text → number; blank, non-numeric, NaN, ±Infinity → undefined. */
export function toOptionalNumber(value: unknown): number | undefined {
  const parsed = parseFormNumber(value);
  return parsed === null || Number.isNaN(parsed) ? undefined : parsed;
}

/** Like toOptionalNumber, with 0 for anything that is not a number (SPEC §5: non-numeric input becomes 0). */
export function numberOrZero(value: unknown): number {
  return toOptionalNumber(value) ?? 0;
}
