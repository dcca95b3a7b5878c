import { describe, expect, it } from 'vitest';
import { calculatePrintCost } from '@/domain/calculator';
import {
  countedMinutes,
  countedRuns,
  elapsedMinutes,
  formatHours,
  materialDiffers,
  overdrawnSpools,
  pricePerGram,
  projectActuals,
  runCost,
  runFinishDefaults,
  runFinishSchema,
  runMessages,
  splitGrams,
  suggestSpools,
  type Run,
} from '@/domain/runs';

const run = (overrides: Partial<Run> = {}): Run => ({
  id: 'r1',
  userId: 'maker',
  projectId: 'p',
  jobId: 'j',
  printerId: 'pr',
  spoolIds: ['s1'],
  projectName: 'Chess set',
  jobLabel: 'Rook',
  printerName: 'MK4',
  spoolLabels: ['Black'],
  materialType: 'PLA',
  colorName: 'Black',
  estimatedMinutes: 90,
  estimatedGrams: 100,
  status: 'printing',
  startedAt: new Date('2026-11-24T10:00:00Z'),
  endedAt: null,
  endedOn: null,
  grams: null,
  minutes: null,
  failureReason: null,
  note: '',
  materialCost: null,
  machineCost: null,
  totalCost: null,
  createdAt: null,
  updatedAt: null,
  ...overrides,
});

describe('runs', () => {
  it('splits a job’s grams over its spools to 0.1 g, the remainder on the first', () => {
    expect(splitGrams(10, 3)).toEqual([3.4, 3.3, 3.3]);
    expect(splitGrams(12.4, 1)).toEqual([12.4]);
    expect(splitGrams(0, 2)).toEqual([0, 0]);
    expect(splitGrams(Number.NaN, 2)).toEqual([0, 0]);
    expect(splitGrams(1, 0)).toEqual([]);
    expect(splitGrams(100, 4).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
  });

  it('prefills the finish with the split grams and the elapsed minutes; a failure starts at 0 g', () => {
    const now = new Date('2026-11-24T11:05:00Z');
    expect(runFinishDefaults(run({ spoolIds: ['a', 'b'] }), 'completed', now)).toEqual({
      outcome: 'completed',
      grams: [50, 50],
      minutes: 65,
      failureReason: '',
      note: '',
    });
    expect(runFinishDefaults(run(), 'failed', now).grams).toEqual([0]);
    expect(elapsedMinutes(null, now)).toBe(0);
    expect(elapsedMinutes(new Date(now.getTime() + 60_000), now)).toBe(0);
  });

  it('costs a run through the calculator engine: each spool at its own price, the time at the printer’s rate', () => {
    const cost = runCost({
      usage: [
        { grams: 118.5, pricePerGram: 25 / 1000 },
        { grams: 20, pricePerGram: 40 / 1000 },
      ],
      minutes: 125,
      costPerHour: 0.6,
      electricityRate: 0.12,
    });
    expect(cost).toEqual({ materialCost: 3.76, machineCost: 1.25, totalCost: 5.01 });
    const engine = calculatePrintCost({
      materialWeightGrams: 118.5,
      materialCostPerKg: 25,
      failureRatePercent: 0,
      electricityRate: 0.12,
    });
    expect(engine?.materialCost).toBeCloseTo(2.9625, 10);
    // The total is material plus machine as stored, to the cent (the rules check it).
    const halves = runCost({
      usage: [{ grams: 100.4, pricePerGram: 0.01 }],
      minutes: 1,
      costPerHour: 60.24,
      electricityRate: 0.12,
    });
    expect(halves).toEqual({ materialCost: 1, machineCost: 1, totalCost: 2 });
    // No electricity rate: the default stands in (the engine calculates nothing without one).
    expect(runCost({ usage: [], minutes: 60, costPerHour: 1, electricityRate: 0 }).machineCost).toBe(1);
    expect(pricePerGram({ purchasePrice: 20, weight: 0 })).toBe(0);
  });

  it('checks a finish with clear messages', () => {
    const parse = (values: Record<string, unknown>) =>
      runFinishSchema.safeParse({
        outcome: 'completed',
        grams: [10],
        minutes: 5,
        failureReason: '',
        note: '',
        ...values,
      });
    const messages = (values: Record<string, unknown>) => {
      const result = parse(values);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ grams: [-1] })).toEqual([runMessages.gramsNegative]);
    expect(messages({ grams: ['abc'] })).toEqual([runMessages.gramsRequired]);
    expect(messages({ grams: [''] })).toEqual([runMessages.gramsRequired]);
    expect(messages({ grams: [Number.POSITIVE_INFINITY] })).toEqual([runMessages.gramsRequired]);
    expect(messages({ grams: [2_000_000] })).toEqual([runMessages.gramsTooLarge]);
    expect(messages({ minutes: -3 })).toEqual([runMessages.minutesNegative]);
    expect(messages({ minutes: 'later' })).toEqual([runMessages.minutesRequired]);
    expect(messages({ outcome: 'failed' })).toEqual([runMessages.reasonRequired]);
    // Every message at once, so a failed dialog says all that is wrong.
    expect(messages({ outcome: 'failed', grams: [-1] })).toEqual([
      runMessages.gramsNegative,
      runMessages.reasonRequired,
    ]);
    expect(messages({ note: 'x'.repeat(501) })).toEqual([runMessages.noteTooLong]);
    const ok = parse({ outcome: 'failed', failureReason: 'clog', grams: ['12.34'], minutes: '7.6' });
    expect(ok.success && ok.data).toEqual({
      outcome: 'failed',
      failureReason: 'clog',
      grams: [12.3],
      minutes: 8,
      note: '',
    });
    const completed = parse({ failureReason: 'clog' });
    expect(completed.success && completed.data.failureReason).toBeNull();
  });

  it('finds the spools a finish overdraws', () => {
    const spools = [{ remainingWeight: 50 }, { remainingWeight: 10 }];
    expect(overdrawnSpools(spools, [50, 10.5])).toEqual([spools[1]]);
  });

  it('suggests matching spools first, then those with enough left, the emptiest that suffices first', () => {
    const spool = (
      name: string,
      material: string,
      colorName: string,
      remainingWeight: number,
      status = 'used',
    ) => ({
      name,
      material,
      colorName,
      remainingWeight,
      status,
    });
    const spools = [
      spool('PETG black', 'PETG', 'Black', 900),
      spool('PLA black full', 'PLA', 'Black', 1000),
      spool('PLA black low', 'pla', 'black', 30),
      spool('PLA black part', 'PLA', 'Black', 300),
      spool('PLA red', 'PLA', 'Red', 500),
      spool('PLA black done', 'PLA', 'Black', 500, 'done'),
      spool('PLA black empty', 'PLA', 'Black', 0),
    ];
    const suggestions = suggestSpools(spools, { materialType: 'PLA', colorName: 'Black', grams: 120 });
    expect(suggestions.map((entry) => entry.spool.name)).toEqual([
      'PLA black part',
      'PLA black full',
      'PLA black low',
      'PLA red',
      'PETG black',
    ]);
    expect(suggestions[2]).toMatchObject({ materialMatches: true, colourMatches: true, enoughLeft: false });
    expect(materialDiffers('PETG', 'PLA')).toBe(true);
    expect(materialDiffers('pla ', 'PLA')).toBe(false);
    expect(materialDiffers('PETG', '')).toBe(false);
  });

  it('adds a project’s finished runs up: failures and cancellations as failure cost', () => {
    const actuals = projectActuals([
      run({
        status: 'completed',
        materialCost: 2.96,
        machineCost: 1.25,
        totalCost: 4.21,
        grams: [118.5],
        minutes: 125,
      }),
      run({
        status: 'failed',
        materialCost: 0.75,
        machineCost: 0.2,
        totalCost: 0.95,
        grams: [30],
        minutes: 20,
      }),
      run({
        status: 'cancelled',
        materialCost: 0,
        machineCost: 0.05,
        totalCost: 0.05,
        grams: [0],
        minutes: 5,
      }),
      run({ status: 'printing' }),
    ]);
    expect(actuals).toEqual({
      runCount: 3,
      materialCost: 2.96,
      machineCost: 1.25,
      failureCost: 1,
      totalCost: 5.21,
      grams: 148.5,
      minutes: 150,
    });
    expect(countedMinutes('cancelled', 30)).toBe(0);
    expect(countedMinutes('failed', 30)).toBe(30);
    expect(countedRuns('completed')).toBe(1);
    expect(formatHours(204)).toBe('3.4 h');
  });
});
