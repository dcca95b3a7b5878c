import { describe, expect, it } from 'vitest';
import { COMMON_MATERIALS, jobMaterialOptions, jobStatusDisplay } from '@/domain/project-actuals-display';
import {
  costComparison,
  differenceText,
  formatRunDate,
  isFinishedRun,
  runTotalGrams,
} from '@/domain/project-run-costs';

describe('job material options', () => {
  it('offers the common materials, then the user’s others once each, alphabetically', () => {
    expect(jobMaterialOptions()).toEqual([...COMMON_MATERIALS]);
    expect(jobMaterialOptions(['Silk PLA', 'petg', ' ', 'CF-Nylon', 'Silk PLA ', 'silk pla'])).toEqual([
      ...COMMON_MATERIALS,
      'CF-Nylon',
      'Silk PLA',
    ]);
  });
});

describe('job status display', () => {
  it('says each status a run sets in words, and Pending for a job never printed', () => {
    expect(jobStatusDisplay('printing')).toEqual({ label: 'Printing', tone: 'blue' });
    expect(jobStatusDisplay('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(jobStatusDisplay('failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(jobStatusDisplay('cancelled')).toEqual({ label: 'Cancelled', tone: 'yellow' });
    expect(jobStatusDisplay('pending')).toEqual({ label: 'Pending', tone: 'grey' });
    expect(jobStatusDisplay(undefined)).toEqual({ label: 'Pending', tone: 'grey' });
    expect(jobStatusDisplay('toString')).toEqual({ label: 'Pending', tone: 'grey' });
  });
});

describe('estimated vs actual', () => {
  const estimate = { materialCost: 6, printingCost: 4.5, failureCost: 1.05, totalCost: 11.55 };

  it('sets each part of the estimate against the runs, actual − estimated', () => {
    const rows = costComparison(estimate, {
      materialCost: 5.2,
      machineCost: 5,
      failureCost: 1.05,
      totalCost: 11.25,
    });
    expect(rows).toEqual([
      { label: 'Material', estimated: 6, actual: 5.2, difference: -0.8 },
      { label: 'Machine time', estimated: 4.5, actual: 5, difference: 0.5 },
      { label: 'Failures', estimated: 1.05, actual: 1.05, difference: 0 },
      { label: 'Total', estimated: 11.55, actual: 11.25, difference: -0.3 },
    ]);
  });

  it('rounds to the cent before subtracting, so the difference matches the amounts shown', () => {
    const [material] = costComparison(
      { ...estimate, materialCost: 0.105 },
      { materialCost: 0.1, machineCost: 0, failureCost: 0, totalCost: 0 },
    );
    expect(material).toMatchObject({ estimated: 0.11, actual: 0.1, difference: -0.01 });
  });

  it('words the difference with its sign, not by colour alone', () => {
    expect(differenceText(1.2, 'USD')).toBe('+$1.20 over');
    expect(differenceText(-0.5, 'USD')).toBe('−$0.50 under');
    expect(differenceText(0, 'USD')).toBe('On estimate');
    expect(differenceText(0.001, 'USD')).toBe('On estimate');
    expect(differenceText(2, 'EUR')).toBe('+€2.00 over');
  });
});

describe('runs list helpers', () => {
  it('knows a finished run and sums its grams over its spools', () => {
    expect(isFinishedRun({ status: 'printing' })).toBe(false);
    expect(isFinishedRun({ status: 'cancelled' })).toBe(true);
    expect(runTotalGrams({ grams: null })).toBeNull();
    expect(runTotalGrams({ grams: [10.15, 3.3] })).toBe(13.5);
  });

  it('dates a run, or says it is not known', () => {
    expect(formatRunDate(new Date(2025, 2, 1, 14, 5))).toBe('Mar 1, 2025, 14:05');
    expect(formatRunDate(null)).toBe('—');
    expect(formatRunDate(new Date(Number.NaN))).toBe('—');
  });
});
