import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_FORM_DEFAULTS,
  applyCalculatorEntry,
  calculatePrintCost,
  clampWhileTyping,
  coerceCalculatorField,
  formatPercent,
  impliedProfitPercent,
  normaliseCalculatorInput,
  normaliseOnBlur,
  percentText,
  pricingFieldClearedBy,
  profitFieldText,
  type CalculatorBreakdown,
  type CalculatorField,
  type CalculatorInput,
} from '@/domain/calculator';
import { numberOrZero } from '@/domain/form-numbers';
import { formatMoney } from '@/domain/money';
import { WORKED_EXAMPLES } from '../fixtures/calculator-worked-examples';

const RATE = { electricityRate: 0.12 };

function calc(input: CalculatorInput): CalculatorBreakdown {
  const result = calculatePrintCost({ ...RATE, ...input });
  if (!result) throw new Error('expected a breakdown');
  return result;
}

const usd = (amount: number | null) => formatMoney(amount, 'USD');

describe("numberOrZero, the calculator's coercion (SPEC §5: non-numeric input becomes 0)", () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1,5', 0],
    ['Infinity', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    ['7.5', 7.5],
    ['  7.5 ', 7.5],
    ['-3', -3],
    ['1e2', 100],
    ['.5', 0.5],
    [42, 42],
  ] as const)('%j → %d', (raw, expected) => {
    expect(numberOrZero(raw)).toBe(expected);
  });
});

describe('coerceCalculatorField (SPEC §5 clamps)', () => {
  const percentFields: CalculatorField[] = ['failureRatePercent', 'profitPercent', 'discountPercent'];
  it.each(percentFields)('%s is clamped to 0–100 and non-numeric becomes 0', (field) => {
    expect(coerceCalculatorField(field, -5)).toBe(0);
    expect(coerceCalculatorField(field, '-0.01')).toBe(0);
    expect(coerceCalculatorField(field, 0)).toBe(0);
    expect(coerceCalculatorField(field, '55.5')).toBe(55.5);
    expect(coerceCalculatorField(field, 100)).toBe(100);
    expect(coerceCalculatorField(field, '150')).toBe(100);
    expect(coerceCalculatorField(field, 'abc')).toBe(0);
    expect(coerceCalculatorField(field, '')).toBe(0);
  });

  const amountFields: CalculatorField[] = [
    'printTimeHours',
    'materialWeightGrams',
    'materialCostPerKg',
    'printerCostPerHour',
    'setupFee',
    'designCost',
    'shippingCost',
    'packagingCost',
    'otherExpenses',
    'targetPrice',
  ];
  it.each(amountFields)('%s has a minimum of 0 and no maximum', (field) => {
    expect(coerceCalculatorField(field, -1)).toBe(0);
    expect(coerceCalculatorField(field, '-0.5')).toBe(0);
    expect(coerceCalculatorField(field, '12.34')).toBe(12.34);
    expect(coerceCalculatorField(field, 1_000_000)).toBe(1_000_000);
    expect(coerceCalculatorField(field, 'x')).toBe(0);
  });

  it('items is a whole number of at least 1', () => {
    expect(coerceCalculatorField('items', 0)).toBe(1);
    expect(coerceCalculatorField('items', -3)).toBe(1);
    expect(coerceCalculatorField('items', 'abc')).toBe(1);
    expect(coerceCalculatorField('items', '')).toBe(1);
    expect(coerceCalculatorField('items', '0.5')).toBe(1);
    expect(coerceCalculatorField('items', 2.7)).toBe(2);
    expect(coerceCalculatorField('items', '12')).toBe(12);
  });
});

describe('normaliseCalculatorInput', () => {
  it('fills the SPEC §9 defaults: failure 10 %, items 1, everything else 0, no target price', () => {
    expect(normaliseCalculatorInput({})).toEqual({
      ...CALCULATOR_DEFAULTS,
      failureRatePercent: 10,
      items: 1,
      targetPrice: null,
    });
  });

  it('treats an empty, zero, negative or non-numeric target price as no target', () => {
    for (const targetPrice of ['', 0, '0', -10, 'abc', null]) {
      expect(normaliseCalculatorInput({ targetPrice }).targetPrice).toBeNull();
    }
    expect(normaliseCalculatorInput({ targetPrice: '19.99' }).targetPrice).toBe(19.99);
  });

  it('keeps an explicit empty field at its coerced value, not the default', () => {
    // An emptied failure-rate field means 0 (non-numeric → 0), not the 10 % default.
    expect(normaliseCalculatorInput({ failureRatePercent: '' }).failureRatePercent).toBe(0);
  });
});

describe('calculatePrintCost: electricity rate gate (SPEC §5)', () => {
  const inputs: CalculatorInput = { printTimeHours: 2, printerCostPerHour: 1 };
  it.each([0, '', '0', null, undefined, Number.NaN, 'abc'])(
    'electricity rate %j → nothing calculated',
    (rate) => {
      expect(calculatePrintCost({ ...inputs, electricityRate: rate })).toBeNull();
    },
  );
  it.each([0.12, '0.12', 0.3])('electricity rate %j → a breakdown', (rate) => {
    expect(calculatePrintCost({ ...inputs, electricityRate: rate })?.printingCost).toBe(2);
  });
});

describe('calculatePrintCost: each formula of SPEC §9', () => {
  it('material cost = weight / 1000 × cost per kg', () => {
    expect(calc({ materialWeightGrams: 250, materialCostPerKg: 24 }).materialCost).toBeCloseTo(6, 10);
    expect(calc({ materialWeightGrams: 1000, materialCostPerKg: 19.5 }).materialCost).toBeCloseTo(19.5, 10);
    expect(calc({ materialWeightGrams: 0, materialCostPerKg: 99 }).materialCost).toBe(0);
  });

  it('printing cost = printer cost per hour × print time', () => {
    expect(calc({ printerCostPerHour: 0.75, printTimeHours: 8 }).printingCost).toBeCloseTo(6, 10);
    expect(calc({ printerCostPerHour: 2, printTimeHours: 0.25 }).printingCost).toBeCloseTo(0.5, 10);
  });

  it('per-unit subtotal = material + printing', () => {
    const b = calc({
      materialWeightGrams: 100,
      materialCostPerKg: 20,
      printerCostPerHour: 1,
      printTimeHours: 3,
    });
    expect(b.unitSubtotal).toBeCloseTo(2 + 3, 10);
  });

  it('failure cost = subtotal × failure rate', () => {
    const base = {
      materialWeightGrams: 100,
      materialCostPerKg: 20,
      printerCostPerHour: 1,
      printTimeHours: 3,
    };
    expect(calc({ ...base }).failureCost).toBeCloseTo(0.5, 10); // default 10 % of 5
    expect(calc({ ...base, failureRatePercent: 0 }).failureCost).toBe(0);
    expect(calc({ ...base, failureRatePercent: 25 }).failureCost).toBeCloseTo(1.25, 10);
    expect(calc({ ...base, failureRatePercent: 100 }).failureCost).toBeCloseTo(5, 10);
  });

  it('total cost of goods = (subtotal + failure) × items + setup + design + shipping + packaging + other', () => {
    const base = { printerCostPerHour: 1, printTimeHours: 10, failureRatePercent: 10, items: 3 };
    expect(calc(base).totalCost).toBeCloseTo(33, 10);
    // Each fixed cost is added once, not per item.
    expect(calc({ ...base, setupFee: 1 }).totalCost).toBeCloseTo(34, 10);
    expect(calc({ ...base, designCost: 2 }).totalCost).toBeCloseTo(35, 10);
    expect(calc({ ...base, shippingCost: 4 }).totalCost).toBeCloseTo(37, 10);
    expect(calc({ ...base, packagingCost: 8 }).totalCost).toBeCloseTo(41, 10);
    expect(calc({ ...base, otherExpenses: 16 }).totalCost).toBeCloseTo(49, 10);
    expect(
      calc({ ...base, setupFee: 1, designCost: 2, shippingCost: 4, packagingCost: 8, otherExpenses: 16 })
        .totalCost,
    ).toBeCloseTo(64, 10);
  });

  it('profit = total × p / (100 − p) and price = total + profit', () => {
    const base = { printerCostPerHour: 1, printTimeHours: 100, failureRatePercent: 0 }; // total 100
    const cases: Array<[number, number]> = [
      [0, 0],
      [20, 25],
      [50, 100],
      [75, 300],
      [90, 900],
    ];
    for (const [p, profit] of cases) {
      const b = calc({ ...base, profitPercent: p });
      expect(b.pricingMode).toBe('profit-percent');
      expect(b.profitPercent).toBe(p);
      expect(b.profit).toBeCloseTo(profit, 9);
      expect(b.priceBeforeDiscount).toBeCloseTo(100 + profit, 9);
      // The profit % is a margin on the price.
      expect(((b.profit ?? 0) / (b.priceBeforeDiscount ?? 1)) * 100).toBeCloseTo(p, 9);
    }
  });

  it('discount is applied to the price, then price per unit = final price / items', () => {
    const b = calc({
      printerCostPerHour: 1,
      printTimeHours: 10,
      failureRatePercent: 0,
      items: 4,
      profitPercent: 50,
    });
    // total 10 × 4 = 40, profit 40, price 80
    expect(b.priceBeforeDiscount).toBeCloseTo(80, 10);
    const discounted = calc({
      printerCostPerHour: 1,
      printTimeHours: 10,
      failureRatePercent: 0,
      items: 4,
      profitPercent: 50,
      discountPercent: 15,
    });
    expect(discounted.discountAmount).toBeCloseTo(12, 10);
    expect(discounted.finalPrice).toBeCloseTo(68, 10);
    expect(discounted.pricePerUnit).toBeCloseTo(17, 10);
    expect(discounted.profit).toBeCloseTo(40, 10); // before discount
    expect(discounted.profitAfterDiscount).toBeCloseTo(28, 10);
  });

  it('discount 0 leaves the price as it is', () => {
    const b = calc({ printerCostPerHour: 2, printTimeHours: 5, profitPercent: 20, discountPercent: 0 });
    expect(b.discountAmount).toBe(0);
    expect(b.finalPrice).toBe(b.priceBeforeDiscount);
  });

  it('discount 100 gives the print away: final price and price per unit 0, a loss of the whole cost', () => {
    const b = calc({
      printerCostPerHour: 2,
      printTimeHours: 5,
      items: 2,
      profitPercent: 20,
      discountPercent: 100,
    });
    expect(b.discountAmount).toBe(b.priceBeforeDiscount);
    expect(b.finalPrice).toBe(0);
    expect(b.pricePerUnit).toBe(0);
    expect(b.profitAfterDiscount).toBeCloseTo(-b.totalCost, 10);
  });

  it('a discount above 100 or below 0 is clamped, so the final price never goes negative or above the price', () => {
    const over = calc({ printerCostPerHour: 2, printTimeHours: 5, discountPercent: 250 });
    expect(over.finalPrice).toBe(0);
    const under = calc({ printerCostPerHour: 2, printTimeHours: 5, discountPercent: -20 });
    expect(under.finalPrice).toBe(under.priceBeforeDiscount);
  });
});

describe('calculatePrintCost: target price (SPEC §9)', () => {
  const base = { printerCostPerHour: 1, printTimeHours: 40, failureRatePercent: 0 }; // total 40

  it('price = target, profit = price − total, profit % = profit ÷ price × 100', () => {
    const b = calc({ ...base, targetPrice: 50 });
    expect(b.pricingMode).toBe('target-price');
    expect(b.priceBeforeDiscount).toBe(50);
    expect(b.profit).toBeCloseTo(10, 10);
    expect(b.profitPercent).toBeCloseTo(20, 10);
    expect(b.finalPrice).toBe(50);
    expect(b.priceUnbounded).toBe(false);
  });

  it('a target price takes precedence over a profit % given alongside it', () => {
    const b = calc({ ...base, targetPrice: 50, profitPercent: 90 });
    expect(b.pricingMode).toBe('target-price');
    expect(b.priceBeforeDiscount).toBe(50);
  });

  it('an empty or zero target price falls back to the profit %', () => {
    expect(calc({ ...base, targetPrice: '', profitPercent: 50 }).priceBeforeDiscount).toBeCloseTo(80, 10);
    expect(calc({ ...base, targetPrice: 0, profitPercent: 50 }).priceBeforeDiscount).toBeCloseTo(80, 10);
  });

  it('a target below cost is a loss with a negative margin', () => {
    const b = calc({ ...base, targetPrice: 32 });
    expect(b.profit).toBeCloseTo(-8, 10);
    expect(b.profitPercent).toBeCloseTo(-25, 10);
  });

  it('a target with nothing to cost is a 100 % margin', () => {
    const b = calc({ targetPrice: 12 });
    expect(b.totalCost).toBe(0);
    expect(b.profit).toBe(12);
    expect(b.profitPercent).toBe(100);
  });

  it('the discount applies to the target price too', () => {
    const b = calc({ ...base, targetPrice: 50, discountPercent: 10, items: 2 });
    // total (1 × 40) × 2 = 80, target 50 → loss 30 before discount; discount 5, final 45, per unit 22.50
    expect(b.totalCost).toBeCloseTo(80, 10);
    expect(b.discountAmount).toBeCloseTo(5, 10);
    expect(b.finalPrice).toBeCloseTo(45, 10);
    expect(b.pricePerUnit).toBeCloseTo(22.5, 10);
  });
});

describe('calculatePrintCost: profit % of 100 (no finite price)', () => {
  // Decision: profit = total × p/(100 − p) divides by zero at p = 100, and no finite price has a 100 %
  // margin on a non-zero cost. The breakdown then keeps every cost but reports priceUnbounded = true with
  // profit, prices and discount null (shown as '—'), never Infinity or NaN.
  const base = { printerCostPerHour: 1, printTimeHours: 10 };

  it('p = 100 on a non-zero cost: costs computed, price unbounded, no Infinity', () => {
    const b = calc({ ...base, profitPercent: 100, discountPercent: 10 });
    expect(b.totalCost).toBeCloseTo(11, 10);
    expect(b.priceUnbounded).toBe(true);
    expect(b.profitPercent).toBe(100);
    for (const value of [b.profit, b.priceBeforeDiscount, b.discountAmount, b.finalPrice, b.pricePerUnit]) {
      expect(value).toBeNull();
    }
    expect(JSON.stringify(b)).not.toMatch(/Infinity|NaN/);
  });

  it('p above 100 is capped at 100 and behaves the same', () => {
    const b = calc({ ...base, profitPercent: '250' });
    expect(b.profitPercent).toBe(100);
    expect(b.priceUnbounded).toBe(true);
  });

  it('p = 100 on a zero cost: nothing to mark up, every amount 0', () => {
    const b = calc({ profitPercent: 100 });
    expect(b.priceUnbounded).toBe(false);
    expect(b.profit).toBe(0);
    expect(b.finalPrice).toBe(0);
    expect(b.pricePerUnit).toBe(0);
  });

  it('p just below 100 is finite', () => {
    const b = calc({ ...base, profitPercent: 99.99 });
    expect(b.priceUnbounded).toBe(false);
    expect(b.priceBeforeDiscount).toBeCloseTo(110_000, 4);
  });
});

describe('calculatePrintCost: worked examples, by hand, to the cent', () => {
  // The table and its hand computations: tests/fixtures/calculator-worked-examples.ts.
  it.each(WORKED_EXAMPLES)('$name', ({ input, expected }) => {
    const b = calc(input);
    const { profitPercent, ...amounts } = expected;
    const shown = Object.fromEntries(
      Object.keys(amounts).map((key) => [key, usd(b[key as keyof typeof amounts])]),
    );
    expect(shown).toEqual(amounts);
    expect(formatPercent(b.profitPercent)).toBe(profitPercent);
  });
});

describe('property: the margin a target price implies, typed back as profit %, gives the same price', () => {
  // A small seeded generator (mulberry32) so every run checks the same thousands of cases.
  function random(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const next = random(20240601);
  const amount = (max: number) => Math.round(next() * max * 100) / 100;

  function generatedInput(): CalculatorInput {
    return {
      printTimeHours: amount(72),
      materialWeightGrams: amount(3000),
      materialCostPerKg: amount(120),
      printerCostPerHour: amount(5),
      failureRatePercent: amount(100),
      items: 1 + Math.floor(next() * 50),
      setupFee: amount(50),
      designCost: amount(200),
      shippingCost: amount(30),
      packagingCost: amount(10),
      otherExpenses: amount(20),
      discountPercent: amount(100),
    };
  }

  it('holds for 5,000 generated prints and targets at or above cost', () => {
    let checked = 0;
    for (let i = 0; i < 5000; i++) {
      const input = generatedInput();
      const costOnly = calc(input);
      if (costOnly.totalCost <= 0) continue;
      // A target from the cost itself up to 20× the cost, in cents, as a user would type it.
      const target = Math.ceil(costOnly.totalCost * (1 + next() * 19) * 100) / 100;

      const byTarget = calc({ ...input, targetPrice: target });
      expect(byTarget.priceBeforeDiscount).toBe(target);
      expect(byTarget.profitPercent).toBeGreaterThanOrEqual(0);
      expect(byTarget.profitPercent).toBeLessThan(100);

      const byPercent = calc({ ...input, profitPercent: byTarget.profitPercent });
      expect(byPercent.pricingMode).toBe('profit-percent');
      expect(byPercent.priceUnbounded).toBe(false);
      const price = byPercent.priceBeforeDiscount ?? Number.NaN;
      expect(Math.abs(price - target)).toBeLessThanOrEqual(1e-9 * target);
      expect(usd(price)).toBe(usd(target));
      // Derived amounts agree to within float noise (comparing them rounded would flip at exact half-cents).
      for (const key of ['profit', 'discountAmount', 'finalPrice', 'pricePerUnit'] as const) {
        expect(Math.abs((byPercent[key] ?? Number.NaN) - (byTarget[key] ?? Number.NaN))).toBeLessThanOrEqual(
          1e-9 * target,
        );
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(4900);
  });

  it('a target below cost implies a negative margin, which the 0–100 clamp turns into a price at cost', () => {
    const input = { printerCostPerHour: 1, printTimeHours: 40, failureRatePercent: 0 };
    const byTarget = calc({ ...input, targetPrice: 30 });
    expect(byTarget.profitPercent).toBeLessThan(0);
    const byPercent = calc({ ...input, profitPercent: byTarget.profitPercent });
    expect(byPercent.profitPercent).toBe(0);
    expect(byPercent.priceBeforeDiscount).toBe(40);
  });
});

describe('form helpers', () => {
  it('entering a profit % clears the target price and vice versa (SPEC §4)', () => {
    expect(pricingFieldClearedBy('profitPercent', '20')).toBe('targetPrice');
    expect(pricingFieldClearedBy('targetPrice', '49.99')).toBe('profitPercent');
    expect(pricingFieldClearedBy('profitPercent', '0')).toBe('targetPrice');
    expect(pricingFieldClearedBy('profitPercent', '')).toBeNull();
    expect(pricingFieldClearedBy('targetPrice', '  ')).toBeNull();
    expect(pricingFieldClearedBy('discountPercent', '10')).toBeNull();
  });

  it('applyCalculatorEntry sets the field and clears the other pricing field', () => {
    const withTarget = applyCalculatorEntry(CALCULATOR_FORM_DEFAULTS, 'targetPrice', '75');
    expect(withTarget.targetPrice).toBe('75');
    expect(withTarget.profitPercent).toBe('');
    const withProfit = applyCalculatorEntry(withTarget, 'profitPercent', '30');
    expect(withProfit.profitPercent).toBe('30');
    expect(withProfit.targetPrice).toBe('');
    const cleared = applyCalculatorEntry(withProfit, 'profitPercent', '');
    expect(cleared.profitPercent).toBe('');
    expect(cleared.targetPrice).toBe('');
    const other = applyCalculatorEntry(withTarget, 'items', '3');
    expect(other).toEqual({ ...withTarget, items: '3' });
    // The input object is not changed.
    expect(CALCULATOR_FORM_DEFAULTS.targetPrice).toBe('');
  });

  it('a percentage typed out of range snaps to 0–100; anything else is kept while typing', () => {
    expect(clampWhileTyping('failureRatePercent', '150')).toBe('100');
    expect(clampWhileTyping('discountPercent', '-3')).toBe('0');
    expect(clampWhileTyping('profitPercent', '101')).toBe('100');
    expect(clampWhileTyping('profitPercent', '12.')).toBe('12.');
    expect(clampWhileTyping('profitPercent', '')).toBe('');
    expect(clampWhileTyping('profitPercent', 'abc')).toBe('abc');
    expect(clampWhileTyping('materialWeightGrams', '-5')).toBe('-5');
    expect(applyCalculatorEntry(CALCULATOR_FORM_DEFAULTS, 'profitPercent', '400').profitPercent).toBe('100');
  });

  it('on blur a field shows the coerced number; an empty pricing field stays empty', () => {
    expect(normaliseOnBlur('profitPercent', '150')).toBe('100');
    expect(normaliseOnBlur('profitPercent', 'abc')).toBe('0');
    expect(normaliseOnBlur('profitPercent', '')).toBe('');
    expect(normaliseOnBlur('targetPrice', '')).toBe('');
    expect(normaliseOnBlur('targetPrice', '-4')).toBe('0');
    expect(normaliseOnBlur('items', '')).toBe('1');
    expect(normaliseOnBlur('items', '2.5')).toBe('2');
    expect(normaliseOnBlur('materialWeightGrams', '-5')).toBe('0');
    expect(normaliseOnBlur('materialWeightGrams', ' 12.50 ')).toBe('12.5');
  });

  it('formatPercent shows at most two decimals', () => {
    expect(formatPercent(42.333333)).toBe('42.33%');
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(-10)).toBe('-10%');
    expect(formatPercent(-0.001)).toBe('0%');
    expect(formatPercent(99.999)).toBe('100%');
  });
});

describe('the profit % a target price implies, shown in the Profit field (SPEC §4, §9)', () => {
  const costs = { printerCostPerHour: '1', printTimeHours: '40', failureRatePercent: '0' }; // total 40
  const form = (changes: Partial<typeof CALCULATOR_FORM_DEFAULTS>) => ({
    ...CALCULATOR_FORM_DEFAULTS,
    ...costs,
    ...changes,
  });

  it('is the breakdown’s margin, without the electricity-rate gate, and null without a target', () => {
    expect(impliedProfitPercent({ ...costs, targetPrice: 50 })).toBeCloseTo(20, 10);
    expect(impliedProfitPercent({ ...costs, targetPrice: 50, electricityRate: 0 })).toBeCloseTo(20, 10);
    expect(impliedProfitPercent({ ...costs, targetPrice: 50 })).toBeCloseTo(
      calc({ ...costs, targetPrice: 50 }).profitPercent,
      10,
    );
    expect(impliedProfitPercent({ ...costs, targetPrice: 32 })).toBeCloseTo(-25, 10);
    expect(impliedProfitPercent({ ...costs, targetPrice: '' })).toBeNull();
    expect(impliedProfitPercent({ ...costs, targetPrice: 0 })).toBeNull();
  });

  it('shows the implied margin when a target prices and no profit % is typed; otherwise what was typed', () => {
    const byTarget = applyCalculatorEntry(form({}), 'targetPrice', '50');
    expect(byTarget.profitPercent).toBe('');
    expect(profitFieldText(byTarget, costs.printerCostPerHour)).toBe('20');
    // The printer's rate is the one the calculator uses (a saved printer's, not the custom field's).
    expect(profitFieldText(byTarget, 0)).toBe('100');
    expect(profitFieldText(applyCalculatorEntry(byTarget, 'profitPercent', '35'), 1)).toBe('35');
    expect(profitFieldText(form({ targetPrice: '', profitPercent: '' }), 1)).toBe('');
    expect(profitFieldText(form({ targetPrice: '32', profitPercent: '' }), 1)).toBe('-25');
  });

  it('while the field is being edited, shows what was typed, even nothing', () => {
    const byTarget = applyCalculatorEntry(form({}), 'targetPrice', '50');
    const emptied = applyCalculatorEntry(byTarget, 'profitPercent', '');
    expect(emptied.targetPrice).toBe('50');
    expect(profitFieldText(emptied, 1, { editing: true })).toBe('');
    expect(profitFieldText(emptied, 1)).toBe('20');
  });

  it('leaving the field without typing keeps the target: an empty profit % stays empty on blur', () => {
    const byTarget = applyCalculatorEntry(form({}), 'targetPrice', '50');
    const left = { ...byTarget, profitPercent: normaliseOnBlur('profitPercent', byTarget.profitPercent) };
    expect(left).toEqual(byTarget);
  });

  it('percentText gives at most two decimals and no minus zero', () => {
    expect(percentText(42.333333)).toBe('42.33');
    expect(percentText(-73.0000001)).toBe('-73');
    expect(percentText(-0.001)).toBe('0');
  });
});
