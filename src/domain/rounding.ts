// Rounding as a person expects it: halves away from zero, to a number of decimals.

/** Shifts the decimal point by `places` through the string form, so 0.125 → 12.5 exactly. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds to `decimals` places, halves away from zero (0.125 → 0.13, 12.35 → 12.4, 1.005 → 1.01),
 * without the binary floating-point surprises of `Math.round(x * 100) / 100`. Non-finite → 0.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = sign * shiftDecimal(rounded, -decimals);
  return Object.is(result, -0) ? 0 : result;
}
