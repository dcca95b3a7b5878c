import { describe, expect, it } from 'vitest';
import { toOptionalNumber } from '@/domain/form-numbers';
import {
  cleanFeatures,
  editableFieldsOf,
  moveItem,
  newPlanId,
  planFormDefaults,
  planFormMessages,
  planFormSchema,
} from '@/domain/plan-form';
import { BUILT_IN_PLANS } from '@/domain/plans';

const valid = { name: 'Farm', priceMonthly: 99, maxPrinters: 20, features: [{ value: 'everything' }] };

const errorsOf = (input: unknown) => {
  const result = planFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('planFormSchema messages (SPEC §5)', () => {
  it('requires a name', () => {
    expect(errorsOf({ ...valid, name: '' }).name).toBe('Plan name is required');
    expect(errorsOf({ ...valid, name: '   ' }).name).toBe('Plan name is required');
    expect(errorsOf({ ...valid, name: undefined }).name).toBe('Plan name is required');
  });

  it.each(['', '  ', undefined, null, Number.NaN, 'abc'])('requires a price (%s)', (price) => {
    expect(errorsOf({ ...valid, priceMonthly: price }).priceMonthly).toBe('Price is required');
  });

  it('refuses a negative price, accepts 0', () => {
    expect(errorsOf({ ...valid, priceMonthly: -1 }).priceMonthly).toBe('Price must be non-negative');
    expect(errorsOf({ ...valid, priceMonthly: '-0.01' }).priceMonthly).toBe('Price must be non-negative');
    expect(errorsOf({ ...valid, priceMonthly: 0 })).toEqual({});
  });

  it.each(['', undefined, Number.NaN])('requires maximum printers (%s)', (max) => {
    expect(errorsOf({ ...valid, maxPrinters: max }).maxPrinters).toBe('Maximum printers is required');
  });

  it('needs at least one printer, as a whole number', () => {
    expect(errorsOf({ ...valid, maxPrinters: 0 }).maxPrinters).toBe('Must allow at least 1 printer');
    expect(errorsOf({ ...valid, maxPrinters: '-3' }).maxPrinters).toBe('Must allow at least 1 printer');
    expect(errorsOf({ ...valid, maxPrinters: 1.5 }).maxPrinters).toBe(planFormMessages.maxPrintersWhole);
    expect(errorsOf({ ...valid, maxPrinters: 1 })).toEqual({});
  });

  it('reports every field at once', () => {
    expect(errorsOf({ name: '', priceMonthly: '', maxPrinters: '', features: [] })).toEqual({
      name: 'Plan name is required',
      priceMonthly: 'Price is required',
      maxPrinters: 'Maximum printers is required',
    });
  });
});

describe('planFormSchema output', () => {
  it('gives typed numbers from string inputs and a trimmed name', () => {
    expect(
      planFormSchema.parse({ name: '  Farm  ', priceMonthly: ' 12.5 ', maxPrinters: '3', features: [] }),
    ).toEqual({
      name: 'Farm',
      priceMonthly: 12.5,
      maxPrinters: 3,
      features: [],
    });
  });

  it('drops blank features and keeps the order of the rest', () => {
    const parsed = planFormSchema.parse({
      ...valid,
      features: [{ value: ' b ' }, { value: '' }, { value: '   ' }, { value: 'a' }, 'c'],
    });
    expect(parsed.features).toEqual(['b', 'a', 'c']);
  });

  it('treats missing features as none', () => {
    expect(planFormSchema.parse({ name: 'X', priceMonthly: 1, maxPrinters: 1 }).features).toEqual([]);
  });
});

describe('cleanFeatures', () => {
  it('trims and drops blanks', () => {
    expect(cleanFeatures(['  x', '', { value: 'y ' }, { value: ' ' }])).toEqual(['x', 'y']);
  });
});

describe('toOptionalNumber', () => {
  it('turns empty and non-numeric input into undefined', () => {
    expect(toOptionalNumber('')).toBeUndefined();
    expect(toOptionalNumber(Number.NaN)).toBeUndefined();
    expect(toOptionalNumber('1e')).toBeUndefined();
    expect(toOptionalNumber(null)).toBeUndefined();
    expect(toOptionalNumber('0')).toBe(0);
    expect(toOptionalNumber(7)).toBe(7);
  });
});

describe('planFormDefaults', () => {
  it('starts a new plan empty with one blank feature row', () => {
    expect(planFormDefaults()).toEqual({
      name: '',
      priceMonthly: '',
      maxPrinters: '',
      features: [{ value: '' }],
    });
  });
  it('loads an existing plan, features as rows in order', () => {
    const solo = BUILT_IN_PLANS[2]!;
    const defaults = planFormDefaults(solo);
    expect(defaults.name).toBe('Solo');
    expect(defaults.features.map((feature) => feature.value)).toEqual(solo.features);
    expect(planFormSchema.parse(defaults)).toEqual(editableFieldsOf(solo));
  });
});

describe('newPlanId', () => {
  const existing = BUILT_IN_PLANS.map((plan) => plan.id);
  it('is the lowercase name with spaces turned into hyphens', () => {
    expect(newPlanId('Print Farm Plus', existing)).toEqual({ ok: true, id: 'print-farm-plus' });
  });
  it('refuses a name whose id already exists', () => {
    expect(newPlanId('  SOLO ', existing)).toEqual({
      ok: false,
      message: 'A plan with this name already exists',
    });
  });
  it('refuses a name that makes an unusable document id', () => {
    expect(newPlanId('Pro/Max', existing)).toEqual({ ok: false, message: planFormMessages.nameUnusable });
    expect(newPlanId('..', existing)).toEqual({ ok: false, message: planFormMessages.nameUnusable });
    expect(newPlanId('   ', existing)).toEqual({ ok: false, message: 'Plan name is required' });
  });
});

describe('moveItem', () => {
  it('moves an item up or down and leaves the input alone', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
  it('ignores moves out of range', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
