import { describe, expect, it } from 'vitest';
import { maintenanceCostBasis } from '@/domain/maintenance-cost-basis';
import { costPerHourBreakdown } from '@/domain/printer-cost';

describe('the maintenance part of the cost-per-hour helper', () => {
  it('uses the last 12 months of the log when anything was logged, and says so beside the estimate', () => {
    const basis = maintenanceCostBasis(100, { state: 'read', cost: 4, entries: 2 }, 'USD');
    expect(basis).toEqual({
      annualCost: 4,
      source: 'logged',
      how: 'cost logged in the last 12 months ÷ expected yearly hours',
      note: 'Maintenance: $4.00 logged in the last 12 months (your estimate: $100.00/year)',
    });
    // ÷ expected yearly hours, as the estimate is: 4 / 1000 h.
    const breakdown = costPerHourBreakdown({
      initialCost: 0,
      replacementPeriod: 0,
      powerConsumption: 0,
      electricityRate: 0,
      annualMaintenanceCost: basis.annualCost,
      expectedYearlyHours: 1000,
    });
    expect(breakdown.maintenance).toBeCloseTo(0.004, 10);
  });

  it('uses logged entries that cost nothing: the log says maintenance was free', () => {
    const basis = maintenanceCostBasis(100, { state: 'read', cost: 0, entries: 1 }, 'USD');
    expect(basis.annualCost).toBe(0);
    expect(basis.source).toBe('logged');
    expect(basis.note).toBe('Maintenance: $0.00 logged in the last 12 months (your estimate: $100.00/year)');
  });

  it('uses the estimate when nothing was logged, and says nothing was logged', () => {
    expect(maintenanceCostBasis(100, { state: 'read', cost: 0, entries: 0 }, 'USD')).toEqual({
      annualCost: 100,
      source: 'estimate',
      how: 'annual cost ÷ expected yearly hours',
      note: 'Maintenance: your estimate ($100.00/year); nothing logged in the last 12 months',
    });
  });

  it('for a new printer uses the estimate with no note, as before the log existed', () => {
    expect(maintenanceCostBasis(60, undefined, 'USD')).toEqual({
      annualCost: 60,
      source: 'estimate',
      how: 'annual cost ÷ expected yearly hours',
      note: null,
    });
  });

  it('uses the estimate while the log loads or when it cannot be read, and says why', () => {
    expect(maintenanceCostBasis(100, { state: 'loading' }, 'USD')).toMatchObject({
      annualCost: 100,
      source: 'estimate',
      note: 'Maintenance: your estimate ($100.00/year) while the last 12 months of the log load',
    });
    expect(maintenanceCostBasis(100, { state: 'failed' }, 'USD')).toMatchObject({
      annualCost: 100,
      source: 'estimate',
      note: 'Maintenance: your estimate ($100.00/year); the maintenance log could not be read',
    });
  });

  it("formats in the user's currency and treats a half-typed estimate as 0", () => {
    expect(maintenanceCostBasis(Number.NaN, { state: 'read', cost: 12.5, entries: 1 }, 'EUR').note).toBe(
      'Maintenance: €12.50 logged in the last 12 months (your estimate: €0.00/year)',
    );
    expect(maintenanceCostBasis(-5, undefined, 'USD').annualCost).toBe(0);
  });
});
