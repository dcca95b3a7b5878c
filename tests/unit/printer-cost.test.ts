import { describe, expect, it } from 'vitest';
import { numberOrZero } from '@/domain/form-numbers';
import { costPerHourBreakdown, roundToCents, suggestedCostPerHour } from '@/domain/printer-cost';

const inputs = {
  initialCost: 1000,
  replacementPeriod: 5000,
  powerConsumption: 250,
  electricityRate: 0.2,
  annualMaintenanceCost: 100,
  expectedYearlyHours: 1000,
};

describe('cost-per-hour helper', () => {
  it('splits into depreciation, electricity and maintenance and sums them', () => {
    const breakdown = costPerHourBreakdown(inputs);
    expect(breakdown.depreciation).toBeCloseTo(0.2, 10); // 1000 / 5000 h
    expect(breakdown.electricity).toBeCloseTo(0.05, 10); // 250 W / 1000 × 0.2 per kWh
    expect(breakdown.maintenance).toBeCloseTo(0.1, 10); // 100 / 1000 h
    expect(breakdown.total).toBeCloseTo(0.35, 10);
  });

  it('gives no depreciation when the replacement period is 0, and no maintenance when yearly hours are 0', () => {
    const breakdown = costPerHourBreakdown({ ...inputs, replacementPeriod: 0, expectedYearlyHours: 0 });
    expect(breakdown.depreciation).toBe(0);
    expect(breakdown.maintenance).toBe(0);
    expect(breakdown.total).toBeCloseTo(0.05, 10);
  });

  it('treats NaN and negative inputs as 0 so the suggestion stays finite', () => {
    const breakdown = costPerHourBreakdown({
      initialCost: Number.NaN,
      replacementPeriod: -5,
      powerConsumption: Number.POSITIVE_INFINITY,
      electricityRate: 0.12,
      annualMaintenanceCost: -1,
      expectedYearlyHours: Number.NaN,
    });
    expect(breakdown).toEqual({ depreciation: 0, electricity: 0, maintenance: 0, total: 0 });
  });

  it('uses the electricity rate per kWh', () => {
    expect(
      costPerHourBreakdown({ ...inputs, electricityRate: 0.12, powerConsumption: 1000 }).electricity,
    ).toBeCloseTo(0.12, 10);
  });

  it('rounds the suggestion to cents', () => {
    // 300/5000 + 200/1000×0.12 + 50/1000 = 0.06 + 0.024 + 0.05 = 0.134
    expect(
      suggestedCostPerHour({
        ...inputs,
        initialCost: 300,
        powerConsumption: 200,
        electricityRate: 0.12,
        annualMaintenanceCost: 50,
      }),
    ).toBe(0.13);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(0)).toBe(0);
  });

  it('reads form values as numbers', () => {
    expect(numberOrZero(12)).toBe(12);
    expect(numberOrZero('12.5')).toBe(12.5);
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero(Number.NaN)).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero(undefined)).toBe(0);
  });
});
