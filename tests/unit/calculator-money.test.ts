import { describe, expect, it } from 'vitest';
import { NO_AMOUNT, currencySymbol, formatMoney, formatPlanPrice, normaliseCurrency } from '@/domain/money';

describe('formatMoney', () => {
  it('formats USD with $ by default (SPEC §9)', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(17.173333)).toBe('$17.17');
    expect(formatMoney(15.456)).toBe('$15.46');
  });

  it('formats in the user’s currency', () => {
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney(12.5, 'gbp')).toBe('£12.50');
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(12.5, 'EUR', 'de-DE')).toBe('12,50\u00a0€');
  });

  it('falls back to USD for a missing or malformed currency, never throwing', () => {
    for (const currency of [undefined, null, '', 'dollars', '$', 'U5D']) {
      expect(formatMoney(3, currency)).toBe('$3.00');
    }
  });

  it('shows losses with a minus sign, but no "-$0.00"', () => {
    expect(formatMoney(-0.4)).toBe('-$0.40');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('shows a dash for an amount that does not exist', () => {
    expect(formatMoney(null)).toBe(NO_AMOUNT);
    expect(formatMoney(undefined)).toBe(NO_AMOUNT);
    expect(formatMoney(Number.NaN)).toBe(NO_AMOUNT);
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe(NO_AMOUNT);
  });

  it('falls back to en-US for an unusable locale', () => {
    expect(formatMoney(2, 'USD', 'not a locale!')).toBe('$2.00');
  });
});

describe('normaliseCurrency and currencySymbol', () => {
  it('upper-cases valid codes and defaults to USD', () => {
    expect(normaliseCurrency(' eur ')).toBe('EUR');
    expect(normaliseCurrency('nope')).toBe('USD');
    expect(normaliseCurrency(undefined)).toBe('USD');
  });

  it('gives the symbol shown beside amount inputs', () => {
    expect(currencySymbol()).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
  });
});

describe('formatPlanPrice', () => {
  it('shows whole prices without cents and others to the cent', () => {
    expect(formatPlanPrice(0)).toBe('$0');
    expect(formatPlanPrice(5)).toBe('$5');
    expect(formatPlanPrice(49)).toBe('$49');
    expect(formatPlanPrice(1200)).toBe('$1,200');
    expect(formatPlanPrice(4.99)).toBe('$4.99');
    expect(formatPlanPrice(4.5)).toBe('$4.50');
    expect(formatPlanPrice(Number.NaN)).toBe(NO_AMOUNT);
  });
});
