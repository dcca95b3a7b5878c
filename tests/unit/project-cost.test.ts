import { describe, expect, it } from 'vitest';
import {
  averageMaterialCostPerKg,
  averagePrinterCostPerHour,
  estimateProjectCost,
  formatPrintDuration,
  totalMaterialGrams,
  totalPrintHours,
  totalPrintMinutes,
} from '@/domain/project-cost';
import { formJobQuantities } from '@/domain/project-save';

const job = (hours: number, minutes: number, grams: number) => ({
  printTime: { hours, minutes },
  material: { grams },
});

describe('summed grams and hours over jobs', () => {
  it('sums grams to one decimal without floating-point dust', () => {
    expect(totalMaterialGrams([job(0, 0, 0.1), job(0, 0, 0.2)])).toBe(0.3);
    expect(totalMaterialGrams([job(0, 0, 12.4), job(0, 0, 30), job(0, 0, 7.6)])).toBe(50);
    expect(totalMaterialGrams([])).toBe(0);
  });

  it('sums print time as hours and minutes', () => {
    const jobs = [job(1, 45, 0), job(2, 30, 0), job(0, 0, 0)];
    expect(totalPrintMinutes(jobs)).toBe(255);
    expect(totalPrintHours(jobs)).toBe(4.25);
    expect(totalPrintHours([])).toBe(0);
  });

  it('ignores non-finite values', () => {
    expect(totalMaterialGrams([job(0, 0, Number.NaN), job(0, 0, 5)])).toBe(5);
    expect(totalPrintMinutes([job(Number.NaN, 10, 0)])).toBe(10);
  });

  it('formats a duration for people', () => {
    expect(formatPrintDuration(255)).toBe('4 h 15 min');
    expect(formatPrintDuration(120)).toBe('2 h');
    expect(formatPrintDuration(45)).toBe('45 min');
    expect(formatPrintDuration(0)).toBe('0 min');
  });
});

describe('cost inputs', () => {
  it('averages the material price per kg over spools, weighted by grams', () => {
    // 25 for 1000 g and 10 for 250 g: 35 for 1250 g = 28 per kg.
    expect(
      averageMaterialCostPerKg([
        { purchasePrice: 25, weight: 1000 },
        { purchasePrice: 10, weight: 250 },
      ]),
    ).toBeCloseTo(28, 10);
    expect(averageMaterialCostPerKg([])).toBeNull();
    expect(averageMaterialCostPerKg([{ purchasePrice: 20, weight: 0 }])).toBeNull();
  });

  it('averages the assigned printers’ cost per hour, ignoring unknown ids', () => {
    const printers = [
      { id: 'a', costPerHour: 0.5 },
      { id: 'b', costPerHour: 1.5 },
      { id: 'c', costPerHour: 9 },
    ];
    expect(averagePrinterCostPerHour(['a', 'b'], printers)).toBe(1);
    expect(averagePrinterCostPerHour(['a', 'gone'], printers)).toBe(0.5);
    expect(averagePrinterCostPerHour([], printers)).toBeNull();
  });
});

describe('estimateProjectCost (through the calculator engine)', () => {
  const printers = [
    { id: 'a', costPerHour: 0.5 },
    { id: 'b', costPerHour: 1.5 },
  ];
  const spools = [{ purchasePrice: 20, weight: 1000 }];

  it('adds material, printing and the calculator’s default 10 % failure allowance', () => {
    const estimate = estimateProjectCost({
      parts: [job(1, 30, 100), job(2, 30, 150)],
      printerIds: ['a', 'b'],
      printers,
      spools,
      electricityRate: 0.12,
    });
    // 250 g at 20/kg = 5; 4 h at an average 1/h = 4; subtotal 9; failure 0.9; total 9.9.
    expect(estimate).toMatchObject({
      grams: 250,
      minutes: 240,
      hours: 4,
      materialCostPerKg: 20,
      printerCostPerHour: 1,
    });
    expect(estimate.materialCost).toBeCloseTo(5, 10);
    expect(estimate.printingCost).toBeCloseTo(4, 10);
    expect(estimate.failureCost).toBeCloseTo(0.9, 10);
    expect(estimate.totalCost).toBe(9.9);
  });

  it('counts unknown prices as 0 and says which are unknown', () => {
    const estimate = estimateProjectCost({ parts: [job(2, 0, 100)], printerIds: [], printers, spools: [] });
    expect(estimate.materialCostPerKg).toBeNull();
    expect(estimate.printerCostPerHour).toBeNull();
    expect(estimate.totalCost).toBe(0);
  });

  it('still estimates when the user’s electricity rate is 0 (it only gates the calculator page)', () => {
    const estimate = estimateProjectCost({
      parts: [job(1, 0, 0)],
      printerIds: ['b'],
      printers,
      spools,
      electricityRate: 0,
    });
    expect(estimate.totalCost).toBe(1.65);
  });

  it('rounds the stored total to cents, half up', () => {
    // 1 h at 0.125/h = 0.125; ×1.1 = 0.1375 → 0.14
    const estimate = estimateProjectCost({
      parts: [job(1, 0, 0)],
      printerIds: ['x'],
      printers: [{ id: 'x', costPerHour: 0.125 }],
      spools: [],
    });
    expect(estimate.totalCost).toBe(0.14);
  });
});

describe('formJobQuantities (the live estimate reads the form as saving will)', () => {
  it('reads text, blanks and NaN, then floors and clamps like the save', () => {
    expect(
      formJobQuantities([
        { printTime: { hours: '1.999', minutes: '61' }, material: { grams: '12.35' } },
        { printTime: { hours: '', minutes: Number.NaN }, material: { grams: 'abc' } },
        {},
      ]),
    ).toEqual([
      { printTime: { hours: 1, minutes: 59 }, material: { grams: 12.4 } },
      { printTime: { hours: 0, minutes: 0 }, material: { grams: 0 } },
      { printTime: { hours: 0, minutes: 0 }, material: { grams: 0 } },
    ]);
  });
});
