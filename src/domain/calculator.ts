// The print cost calculator (SPEC §4, §5, §9): coercion and clamping of the raw form values, and the
// formulas from a print's inputs to its cost and price breakdown. Pure: no React, no I/O, no dependencies,
// so the public calculator page stays light.

import { numberOrZero } from './form-numbers';

/** A value as a form field may hold it: the text typed, a number, or nothing. */
export type RawNumber = string | number | null | undefined;

export interface CalculatorInput {
  printTimeHours?: RawNumber;
  materialWeightGrams?: RawNumber;
  materialCostPerKg?: RawNumber;
  printerCostPerHour?: RawNumber;
  failureRatePercent?: RawNumber;
  items?: RawNumber;
  setupFee?: RawNumber;
  designCost?: RawNumber;
  shippingCost?: RawNumber;
  packagingCost?: RawNumber;
  otherExpenses?: RawNumber;
  profitPercent?: RawNumber;
  targetPrice?: RawNumber;
  discountPercent?: RawNumber;
  /** The user's electricity rate (SPEC §5: nothing is calculated when it is falsy). */
  electricityRate?: RawNumber;
}

export type CalculatorField = Exclude<keyof CalculatorInput, 'electricityRate'>;

/** Inputs after SPEC §5: every value a finite number, percentages within 0–100, items a whole number ≥ 1. */
export interface NormalisedCalculatorInput {
  printTimeHours: number;
  materialWeightGrams: number;
  materialCostPerKg: number;
  printerCostPerHour: number;
  failureRatePercent: number;
  items: number;
  setupFee: number;
  designCost: number;
  shippingCost: number;
  packagingCost: number;
  otherExpenses: number;
  profitPercent: number;
  /** null when no target price was given (empty or 0): the profit % decides the price. */
  targetPrice: number | null;
  discountPercent: number;
}

export type PricingMode = 'profit-percent' | 'target-price';

export interface CalculatorBreakdown {
  input: NormalisedCalculatorInput;
  pricingMode: PricingMode;
  /** weight / 1000 × cost per kg */
  materialCost: number;
  /** printer cost per hour × print time */
  printingCost: number;
  /** material + printing, for one item */
  unitSubtotal: number;
  /** per-unit subtotal × failure rate */
  failureCost: number;
  /** (subtotal + failure) × items + setup + design + shipping + packaging + other */
  totalCost: number;
  /**
   * The profit % behind the price. Profit-% mode: the clamped profit % entered. Target-price mode: the
   * margin the target implies, profit ÷ price × 100 — typed back as a profit % it gives the same price. It
   * is negative when the target is below the total cost.
   */
  profitPercent: number;
  /**
   * true only for a 100 % profit margin on a non-zero cost: no finite price has a 100 % margin, so profit,
   * the prices and the discount are null instead of Infinity.
   */
  priceUnbounded: boolean;
  /** The profit before any discount. */
  profit: number | null;
  priceBeforeDiscount: number | null;
  discountAmount: number | null;
  finalPrice: number | null;
  /** final price / items */
  pricePerUnit: number | null;
  /** What is left after the discount: final price − total cost. */
  profitAfterDiscount: number | null;
}

/** SPEC §9: failure rate 10 %, items 1, every other value 0. */
export const CALCULATOR_DEFAULTS = {
  printTimeHours: 0,
  materialWeightGrams: 0,
  materialCostPerKg: 0,
  printerCostPerHour: 0,
  failureRatePercent: 10,
  items: 1,
  setupFee: 0,
  designCost: 0,
  shippingCost: 0,
  packagingCost: 0,
  otherExpenses: 0,
  profitPercent: 0,
  targetPrice: 0,
  discountPercent: 0,
} as const satisfies Record<CalculatorField, number>;

export const PERCENT_FIELDS = ['failureRatePercent', 'profitPercent', 'discountPercent'] as const;
type PercentField = (typeof PERCENT_FIELDS)[number];

const isPercentField = (field: CalculatorField): field is PercentField =>
  (PERCENT_FIELDS as readonly string[]).includes(field);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The number a calculator field stands for (SPEC §5): non-numeric (empty text, NaN, ±Infinity) → 0; failure, profit and discount
 * clamped to 0–100; items a whole number of at least 1 (a fraction of an item is rounded down); every other
 * value at least 0. Target price is coerced like any amount; 0 means "no target" (see normaliseCalculatorInput).
 */
export function coerceCalculatorField(field: CalculatorField, raw: RawNumber): number {
  const value = numberOrZero(raw);
  if (isPercentField(field)) return clamp(value, 0, 100);
  if (field === 'items') return Math.max(1, Math.floor(value));
  return Math.max(0, value);
}

export function normaliseCalculatorInput(input: CalculatorInput): NormalisedCalculatorInput {
  const field = (name: CalculatorField) =>
    coerceCalculatorField(name, input[name] ?? CALCULATOR_DEFAULTS[name]);
  const targetPrice = field('targetPrice');
  return {
    printTimeHours: field('printTimeHours'),
    materialWeightGrams: field('materialWeightGrams'),
    materialCostPerKg: field('materialCostPerKg'),
    printerCostPerHour: field('printerCostPerHour'),
    failureRatePercent: field('failureRatePercent'),
    items: field('items'),
    setupFee: field('setupFee'),
    designCost: field('designCost'),
    shippingCost: field('shippingCost'),
    packagingCost: field('packagingCost'),
    otherExpenses: field('otherExpenses'),
    profitPercent: field('profitPercent'),
    targetPrice: targetPrice > 0 ? targetPrice : null,
    discountPercent: field('discountPercent'),
  };
}

/**
 * The breakdown of SPEC §9, or null when the electricity rate is falsy (SPEC §5: nothing is calculated).
 * Amounts are kept at full precision; round only for display.
 */
export function calculatePrintCost(input: CalculatorInput): CalculatorBreakdown | null {
  if (!numberOrZero(input.electricityRate)) return null;
  const n = normaliseCalculatorInput(input);
  const costs = costsOf(n);
  const { totalCost } = costs;

  if (n.targetPrice !== null) {
    const price = n.targetPrice;
    const profit = price - totalCost;
    return {
      ...costs,
      pricingMode: 'target-price',
      profitPercent: marginOf(price, totalCost),
      priceUnbounded: false,
      profit,
      ...applyDiscount(price, n, totalCost),
    };
  }

  const p = n.profitPercent;
  if (p >= 100 && totalCost > 0) {
    return {
      ...costs,
      pricingMode: 'profit-percent',
      profitPercent: p,
      priceUnbounded: true,
      profit: null,
      priceBeforeDiscount: null,
      discountAmount: null,
      finalPrice: null,
      pricePerUnit: null,
      profitAfterDiscount: null,
    };
  }
  // At p = 100 only a zero cost is left here: nothing to mark up, so the profit is 0.
  const profit = p >= 100 ? 0 : (totalCost * p) / (100 - p);
  return {
    ...costs,
    pricingMode: 'profit-percent',
    profitPercent: p,
    priceUnbounded: false,
    profit,
    ...applyDiscount(totalCost + profit, n, totalCost),
  };
}

/** The costs of SPEC §9, from material to the total cost of goods. */
function costsOf(n: NormalisedCalculatorInput) {
  const materialCost = (n.materialWeightGrams / 1000) * n.materialCostPerKg;
  const printingCost = n.printerCostPerHour * n.printTimeHours;
  const unitSubtotal = materialCost + printingCost;
  const failureCost = unitSubtotal * (n.failureRatePercent / 100);
  const totalCost =
    (unitSubtotal + failureCost) * n.items +
    n.setupFee +
    n.designCost +
    n.shippingCost +
    n.packagingCost +
    n.otherExpenses;
  return { input: n, materialCost, printingCost, unitSubtotal, failureCost, totalCost };
}

/** The margin a price leaves over a cost, profit ÷ price × 100 (negative below cost). */
const marginOf = (price: number, totalCost: number) => ((price - totalCost) / price) * 100;

/**
 * The profit % a target price implies (SPEC §9: "the profit % is updated from that"), or null when no
 * target price is given. The same margin as the breakdown's, without the electricity-rate gate: the
 * Profit field shows it while the user types, before anything is calculated.
 */
export function impliedProfitPercent(input: CalculatorInput): number | null {
  const n = normaliseCalculatorInput(input);
  return n.targetPrice === null ? null : marginOf(n.targetPrice, costsOf(n).totalCost);
}

function applyDiscount(priceBeforeDiscount: number, n: NormalisedCalculatorInput, totalCost: number) {
  const discountAmount = priceBeforeDiscount * (n.discountPercent / 100);
  const finalPrice = priceBeforeDiscount - discountAmount;
  return {
    priceBeforeDiscount,
    discountAmount,
    finalPrice,
    pricePerUnit: finalPrice / n.items,
    profitAfterDiscount: finalPrice - totalCost,
  };
}

// ---- Form helpers: the form keeps the text typed; these keep it within SPEC §5 as the user works. ----

export type CalculatorFormValues = Record<CalculatorField, string>;

/** The form's starting text (SPEC §9 defaults). The target price starts empty: the profit % prices by default. */
export const CALCULATOR_FORM_DEFAULTS: CalculatorFormValues = {
  ...(Object.fromEntries(
    Object.entries(CALCULATOR_DEFAULTS).map(([name, value]) => [name, String(value)]),
  ) as CalculatorFormValues),
  targetPrice: '',
};

/** The two fields that set the price; entering one clears the other (SPEC §4). */
export const PRICING_FIELDS = ['profitPercent', 'targetPrice'] as const;
export type PricingField = (typeof PRICING_FIELDS)[number];

export const isPricingField = (field: CalculatorField): field is PricingField =>
  (PRICING_FIELDS as readonly string[]).includes(field);

/** The pricing field an entry in `field` clears, or null when the entry is empty (nothing was entered). */
export function pricingFieldClearedBy(field: CalculatorField, raw: string): PricingField | null {
  if (!isPricingField(field) || raw.trim() === '') return null;
  return field === 'profitPercent' ? 'targetPrice' : 'profitPercent';
}

/**
 * The text to keep while typing: a percentage typed outside 0–100 snaps to the bound (SPEC §5), anything
 * else is kept as typed so partial entries such as '' or '1.' stay editable.
 */
export function clampWhileTyping(field: CalculatorField, raw: string): string {
  if (!isPercentField(field) || raw.trim() === '') return raw;
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  return value < 0 || value > 100 ? String(clamp(value, 0, 100)) : raw;
}

/**
 * The text a field shows once it loses focus: the coerced number (SPEC §5, "profit is also clamped on
 * blur"). An empty profit % or target price stays empty, so leaving it does not undo the other one.
 */
export function normaliseOnBlur(field: CalculatorField, raw: string): string {
  if (isPricingField(field) && raw.trim() === '') return '';
  return String(coerceCalculatorField(field, raw));
}

/** One edit of the form: the new text for `field`, the other pricing field cleared when needed (SPEC §4). */
export function applyCalculatorEntry(
  values: CalculatorFormValues,
  field: CalculatorField,
  raw: string,
): CalculatorFormValues {
  const next = { ...values, [field]: clampWhileTyping(field, raw) };
  const cleared = pricingFieldClearedBy(field, raw);
  if (cleared) next[cleared] = '';
  return next;
}

/** A percentage as a field holds it, at most two decimals: 42.333… → '42.33', -0.001 → '0'. */
export function percentText(value: number, maximumFractionDigits = 2): string {
  const rounded = Number(value.toFixed(maximumFractionDigits));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A percentage for display, at most two decimals: 42.333… → '42.33%'. */
export function formatPercent(value: number, maximumFractionDigits = 2): string {
  return `${percentText(value, maximumFractionDigits)}%`;
}

/**
 * What the Profit field shows (SPEC §4, §9): the profit % typed, or, while a target price sets the price
 * and no profit % was typed, the profit % that target implies. Showing it changes no value of the form,
 * so it clears nothing: only typing a profit % does (applyCalculatorEntry), and leaving the field keeps
 * the target (normaliseOnBlur keeps an empty profit % empty). While the user is `editing` the field it
 * shows what they typed, even nothing, so an emptied field does not refill under their cursor; once they
 * leave it empty, the implied profit shows again.
 */
export function profitFieldText(
  values: CalculatorFormValues,
  printerCostPerHour: RawNumber,
  { editing = false } = {},
): string {
  if (editing || values.profitPercent.trim() !== '') return values.profitPercent;
  const implied = impliedProfitPercent({ ...values, printerCostPerHour });
  return implied === null ? values.profitPercent : percentText(implied);
}
