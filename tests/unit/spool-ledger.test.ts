// The spool ledger's pure rules (issues 12 and 29): deductions with their floor, the ids an
// event's entries take, the balances a history works out page by page, and what Check balances
// finds and records.
import { describe, expect, it } from 'vitest';
import { balanceWarning, balanceWarningMessages } from '@/domain/spool-balance';
import {
  adjustment,
  balanceCorrection,
  deductionEntries,
  emptySpoolWeightFromNotes,
  eventEntryIds,
  formLedgerChange,
  ledgerBalance,
  ledgerDifference,
  ledgerMessages,
  ledgerRows,
  newestFirst,
  runEntryId,
  spoolStatusAfter,
  weighIn,
  type LedgerEntry,
} from '@/domain/spool-ledger';

describe('deductions', () => {
  const base = { kind: 'usage' as const, pricePerGram: 0.02, runId: 'r1', label: 'Chess · Rook' };

  it('deducts usage as one entry, and the spool moves by exactly it', () => {
    expect(deductionEntries(100, 40, base)).toEqual({
      entries: [{ ...base, grams: -40, note: '' }],
      change: -40,
    });
  });

  it('floors a confirmed overdraw at 0 with a shortfall adjustment', () => {
    const over = deductionEntries(40, 55, base);
    expect(over.entries.map((item) => [item.kind, item.grams])).toEqual([
      ['usage', -55],
      ['adjustment', 15],
    ]);
    expect(over.entries[1]!.note).toBe(ledgerMessages.shortfall(15));
    expect(over.change).toBe(-40);
    expect(ledgerBalance(1000, [{ grams: -960 }, ...over.entries])).toBe(0);
  });

  it('takes nothing more from a spool already at or below 0: all of the usage is shortfall', () => {
    const none = deductionEntries(-150, 40, base);
    expect(none.entries.map((item) => [item.kind, item.grams])).toEqual([
      ['usage', -40],
      ['adjustment', 40],
    ]);
    expect(none.change).toBe(0);
    expect(deductionEntries(0, 12.34, base).change).toBe(0);
  });

  it('two devices deducting from what each last saw both land, and the ledger still explains the spool', () => {
    // Each saw 300 g; one used 200 g, the other 250 g. Neither overdrew by its own view.
    const first = deductionEntries(300, 200, base);
    const second = deductionEntries(300, 250, base);
    const remaining = 300 + first.change + second.change;
    expect(remaining).toBe(-150);
    expect(ledgerBalance(1000, [{ grams: -700 }, ...first.entries, ...second.entries])).toBe(remaining);
    expect(balanceWarning({ weight: 1000, remainingWeight: remaining })).toEqual({
      kind: 'below-zero',
      message: balanceWarningMessages.belowZero(-150),
    });
  });
});

describe('entry ids', () => {
  it('gives an event one id, and its floor the same id with -floor; a run’s entry is run-index', () => {
    expect(eventEntryIds('abc', 1)).toEqual(['abc']);
    expect(eventEntryIds('abc', 2)).toEqual(['abc', 'abc-floor']);
    expect(eventEntryIds(runEntryId('run7', 2), 2)).toEqual(['run7-2', 'run7-2-floor']);
  });
});

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e',
  userId: 'maker',
  spoolId: 's1',
  kind: 'usage',
  grams: -10,
  balanceAfter: null,
  pricePerGram: 0.025,
  runId: null,
  label: '',
  note: '',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  ...overrides,
});

describe('history balances', () => {
  const a = entry({ id: 'a', grams: -100, createdAt: new Date('2026-11-01') });
  const b = entry({ id: 'b', kind: 'weigh-in', grams: -12.5, createdAt: new Date('2026-11-02') });
  const c = entry({ id: 'c', kind: 'adjustment', grams: 30, createdAt: new Date('2026-11-03') });

  it('works each balance out from the remaining weight, walking back through newer entries', () => {
    const rows = ledgerRows(917.5, [a, c, b]);
    expect(rows.map((row) => [row.entry.id, row.balanceAfter, row.cost])).toEqual([
      ['c', 917.5, 0.75],
      ['b', 887.5, 0.31],
      ['a', 900, 2.5],
    ]);
  });

  it('gives the same balances page by page as over the whole ledger', () => {
    const whole = ledgerRows(917.5, [a, b, c]);
    const firstPage = ledgerRows(917.5, [c, b]);
    expect(firstPage).toEqual(whole.slice(0, 2));
    // Loading the next page recomputes over both: the first page's rows do not move.
    expect(ledgerRows(917.5, [c, b, a])).toEqual(whole);
  });

  it('orders entries of one moment by id, a floor after its usage, an unsent one first', () => {
    const at = new Date('2026-11-05');
    const usage = entry({ id: 'run-0', createdAt: at });
    const floor = entry({ id: 'run-0-floor', kind: 'adjustment', grams: 5, createdAt: at });
    const pending = entry({ id: 'zzz', createdAt: null });
    expect(newestFirst([usage, a, floor, pending]).map((item) => item.id)).toEqual([
      'zzz',
      'run-0-floor',
      'run-0',
      'a',
    ]);
  });

  it('walks past a correction: it recorded a difference without moving the spool', () => {
    const correction = entry({ id: 'd', kind: 'correction', grams: -200, createdAt: new Date('2026-11-04') });
    expect(ledgerRows(917.5, [a, b, c, correction]).map((row) => [row.entry.id, row.balanceAfter])).toEqual([
      ['d', 917.5],
      ['c', 917.5],
      ['b', 887.5],
      ['a', 900],
    ]);
  });

  it('ignores the balance entries before issue 29 stored: the spool is the truth', () => {
    expect(ledgerRows(500, [entry({ grams: -10, balanceAfter: 990 })])[0]!.balanceAfter).toBe(500);
  });
});

describe('check balances', () => {
  it('finds what the remaining weight holds beyond net weight plus the ledger', () => {
    expect(ledgerDifference({ weight: 1000, remainingWeight: 880 }, -120)).toBe(0);
    expect(ledgerDifference({ weight: 1000, remainingWeight: 760 }, -120)).toBe(-120);
    // Sums of tenths carry float noise: the difference is to 0.1 g.
    expect(ledgerDifference({ weight: 1000, remainingWeight: 999.7 }, -0.1 - 0.1 - 0.1)).toBe(0);
  });

  it('records a difference as an adjustment of exactly it, which makes the ledger explain the spool', () => {
    const spool = { weight: 1000, remainingWeight: 760 };
    const difference = ledgerDifference(spool, -120);
    const correction = balanceCorrection(difference, 0.02);
    expect(correction).toEqual({
      kind: 'correction',
      grams: -120,
      pricePerGram: 0.02,
      runId: null,
      label: '',
      note: ledgerMessages.correction(-120),
    });
    expect(ledgerDifference(spool, -120 + correction.grams)).toBe(0);
    expect(ledgerMessages.correction(-120)).toBe(
      'Balance check: 120 g used that the ledger did not explain.',
    );
  });

  it('warns of a balance below 0 or above the net weight, and of nothing between', () => {
    expect(balanceWarning({ weight: 1000, remainingWeight: 0 })).toBeNull();
    expect(balanceWarning({ weight: 1000, remainingWeight: 1000 })).toBeNull();
    expect(balanceWarning({ weight: 1000, remainingWeight: -0.04 })).toBeNull();
    expect(balanceWarning({ weight: 1000, remainingWeight: 1020 })).toEqual({
      kind: 'above-net',
      message: balanceWarningMessages.aboveNet(1020, 1000),
    });
  });
});

describe('spool ledger', () => {
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

  it('moves a spool from new to used once filament is gone; done stays done', () => {
    expect(spoolStatusAfter('new', 1000, 990)).toBe('used');
    expect(spoolStatusAfter('new', 1000, 1000)).toBe('new');
    expect(spoolStatusAfter('used', 1000, 1000)).toBe('used');
    expect(spoolStatusAfter('done', 1000, 0)).toBe('done');
  });
});
