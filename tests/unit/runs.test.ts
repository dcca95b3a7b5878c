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
import {
  adjustment,
  deductionEntries,
  emptySpoolWeightFromNotes,
  formLedgerChange,
  ledgerBalance,
  ledgerMessages,
  ledgerRows,
  spoolStatusAfter,
  untrackedGrams,
  weighIn,
  type LedgerEntry,
} from '@/domain/spool-ledger';

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

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e',
  userId: 'maker',
  spoolId: 's1',
  kind: 'usage',
  grams: -10,
  balanceAfter: 990,
  pricePerGram: 0.025,
  runId: null,
  label: '',
  note: '',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  ...overrides,
});

describe('spool ledger', () => {
  it('deducts usage, and floors at 0 with a shortfall adjustment', () => {
    const base = { kind: 'usage' as const, pricePerGram: 0.02, runId: 'r1', label: 'Chess · Rook' };
    expect(deductionEntries(100, 40, base)).toEqual({
      entries: [{ ...base, grams: -40, balanceAfter: 60, note: '' }],
      remainingAfter: 60,
    });
    const over = deductionEntries(40, 55, base);
    expect(over.remainingAfter).toBe(0);
    expect(over.entries.map((item) => [item.kind, item.grams, item.balanceAfter])).toEqual([
      ['usage', -55, -15],
      ['adjustment', 15, 0],
    ]);
    expect(over.entries[1]!.note).toBe(ledgerMessages.shortfall(15));
    expect(ledgerBalance(1000, [{ grams: -960 }, ...over.entries])).toBe(0);
  });

  it('writes what a spool form changes so remaining = net weight + ledger still holds', () => {
    expect(formLedgerChange(null, { weight: 1000, remainingWeight: 600 })).toBe(-400);
    expect(formLedgerChange(null, { weight: 1000, remainingWeight: 1000 })).toBe(0);
    // Net weight corrected from 1000 to 750 while 600 g remain: the ledger moves by +250.
    expect(
      formLedgerChange({ weight: 1000, remainingWeight: 600 }, { weight: 750, remainingWeight: 600 }),
    ).toBe(250);
    expect(
      formLedgerChange({ weight: 1000, remainingWeight: 600 }, { weight: 1000, remainingWeight: 550.25 }),
    ).toBe(-49.8);
  });

  it('weighs a spool in, with a message for each number that cannot be right', () => {
    const spool = { remaining: 700, weight: 1000 };
    expect(weighIn({ ...spool, gross: 850, emptyWeight: 200 })).toEqual({
      ok: true,
      remainingAfter: 650,
      change: -50,
    });
    expect(weighIn({ ...spool, gross: '850.25', emptyWeight: '200' })).toEqual({
      ok: true,
      remainingAfter: 650.3,
      change: -49.7,
    });
    expect(weighIn({ ...spool, gross: 150, emptyWeight: 200 })).toEqual({
      ok: false,
      field: 'gross',
      message: ledgerMessages.grossBelowEmpty(200),
    });
    expect(weighIn({ ...spool, gross: 1300, emptyWeight: 200 })).toEqual({
      ok: false,
      field: 'gross',
      message: ledgerMessages.aboveNetWeight(1100, 1000),
    });
    expect(weighIn({ ...spool, gross: 850, emptyWeight: null })).toMatchObject({
      ok: false,
      field: 'emptyWeight',
      message: ledgerMessages.emptyRequired,
    });
    expect(weighIn({ ...spool, gross: '', emptyWeight: 200 })).toMatchObject({
      ok: false,
      message: ledgerMessages.grossRequired,
    });
    expect(weighIn({ ...spool, gross: -1, emptyWeight: 200 })).toMatchObject({
      ok: false,
      message: ledgerMessages.grossNegative,
    });
    expect(weighIn({ ...spool, gross: 'heavy', emptyWeight: 200 })).toMatchObject({
      ok: false,
      message: ledgerMessages.grossRequired,
    });
    expect(weighIn({ ...spool, gross: 850, emptyWeight: -5 })).toMatchObject({
      ok: false,
      message: ledgerMessages.emptyNegative,
    });
  });

  it('adjusts within 0 and the net weight', () => {
    const spool = { remaining: 100, weight: 1000 };
    expect(adjustment({ ...spool, change: '-25.5' })).toEqual({
      ok: true,
      remainingAfter: 74.5,
      change: -25.5,
    });
    expect(adjustment({ ...spool, change: -101 })).toEqual({
      ok: false,
      message: ledgerMessages.belowZero(100),
    });
    expect(adjustment({ ...spool, change: 901 })).toEqual({
      ok: false,
      message: ledgerMessages.aboveWeight(1000),
    });
    expect(adjustment({ ...spool, change: 0 })).toEqual({ ok: false, message: ledgerMessages.changeZero });
    expect(adjustment({ ...spool, change: 'x' })).toEqual({
      ok: false,
      message: ledgerMessages.changeRequired,
    });
  });

  it('reads SpoolmanDB’s spool weight from a catalogue filament’s notes', () => {
    expect(emptySpoolWeightFromNotes('Weight: 1000 g\nSpool weight: 225 g')).toBe(225);
    expect(emptySpoolWeightFromNotes('Spool weight: 1,050.5 g')).toBe(1050.5);
    expect(emptySpoolWeightFromNotes('Spool weight: unknown')).toBeNull();
    expect(emptySpoolWeightFromNotes(null)).toBeNull();
  });

  it('shows history newest first with the balance before each entry and what its grams cost', () => {
    const rows = ledgerRows([
      entry({ id: 'a', grams: -100, balanceAfter: 900, createdAt: new Date('2026-11-01') }),
      entry({
        id: 'b',
        kind: 'weigh-in',
        grams: -12.5,
        balanceAfter: 887.5,
        createdAt: new Date('2026-11-02'),
      }),
    ]);
    expect(rows.map((row) => [row.entry.id, row.balanceBefore, row.cost])).toEqual([
      ['b', 900, 0.31],
      ['a', 1000, 2.5],
    ]);
    expect(untrackedGrams({ weight: 1000, remainingWeight: 887.5 }, rows[1]!.entry)).toBe(0);
    expect(untrackedGrams({ weight: 1000, remainingWeight: 800 }, null)).toBe(-200);
    expect(
      untrackedGrams({ weight: 1000, remainingWeight: 600 }, entry({ grams: -100, balanceAfter: 700 })),
    ).toBe(-200);
  });

  it('moves a spool from new to used once filament is gone; done stays done', () => {
    expect(spoolStatusAfter('new', 1000, 990)).toBe('used');
    expect(spoolStatusAfter('new', 1000, 1000)).toBe('new');
    expect(spoolStatusAfter('used', 1000, 1000)).toBe('used');
    expect(spoolStatusAfter('done', 1000, 0)).toBe('done');
  });
});
