import { describe, expect, it } from 'vitest';
import {
  adjustmentFormSchema,
  BEFORE_THE_LEDGER,
  formatSignedGrams,
  spoolHistoryRows,
  weighInFormSchema,
} from '@/domain/spool-history';
import { ledgerMessages, type LedgerEntry } from '@/domain/spool-ledger';

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'entry',
  userId: 'maker',
  spoolId: 'spool-1',
  kind: 'adjustment',
  grams: 0,
  balanceAfter: null,
  pricePerGram: 0.02,
  runId: null,
  label: '',
  note: '',
  createdAt: new Date('2025-03-01T10:00:00Z'),
  ...overrides,
});

const spool = { weight: 1000, remainingWeight: 787.5, purchasePrice: 20 };

/** The messages a schema gives for values, by field. */
function messagesOf(
  schema: {
    safeParse: (values: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  values: unknown,
) {
  const result = schema.safeParse(values);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('formatSignedGrams', () => {
  it('signs changes with + and a true minus, to 0.1 g', () => {
    expect(formatSignedGrams(12.5)).toBe('+12.5 g');
    expect(formatSignedGrams(-1234.56)).toBe('−1,234.6 g');
    expect(formatSignedGrams(0)).toBe('0 g');
    expect(formatSignedGrams(-0.04)).toBe('0 g');
  });
});

describe('spoolHistoryRows', () => {
  const usage = entry({
    id: 'usage',
    kind: 'usage',
    grams: -150,
    label: 'Chess set · Rook',
    createdAt: new Date('2025-03-02T10:00:00Z'),
  });
  const weighIn = entry({
    id: 'weigh',
    kind: 'weigh-in',
    grams: -12.5,
    note: 'After the long print',
    createdAt: new Date('2025-03-03T10:00:00Z'),
  });

  it('lists entries newest first with their kind, detail, cost and the balance worked out from the spool', () => {
    const rows = spoolHistoryRows(spool, [usage, weighIn], false);
    expect(
      rows.map(({ key, what, detail, grams, balanceAfter, cost }) => [
        key,
        what,
        detail,
        grams,
        balanceAfter,
        cost,
      ]),
    ).toEqual([
      ['weigh', 'Weigh-in', 'After the long print', -12.5, 787.5, 0.25],
      ['usage', 'Print run', 'Chess set · Rook', -150, 800, 3],
    ]);
  });

  it('adds what the ledger does not explain as the oldest row, only when the oldest entry is loaded', () => {
    const rows = spoolHistoryRows(spool, [usage, weighIn], true);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      what: BEFORE_THE_LEDGER,
      date: null,
      grams: -50,
      balanceAfter: 950,
      cost: 1,
    });
    // A ledger that explains everything has no such row.
    expect(spoolHistoryRows(spool, [entry({ grams: -212.5 })], true)).toHaveLength(1);
  });

  it('shows no such row once a balance correction has recorded it', () => {
    const correction = entry({
      id: 'fix',
      kind: 'correction',
      grams: -50,
      createdAt: new Date('2025-03-04T10:00:00Z'),
    });
    const rows = spoolHistoryRows(spool, [usage, weighIn, correction], true);
    expect(rows.map(({ key, what, grams, balanceAfter }) => [key, what, grams, balanceAfter])).toEqual([
      ['fix', 'Balance correction', -50, 787.5],
      ['weigh', 'Weigh-in', -12.5, 787.5],
      ['usage', 'Print run', -150, 800],
    ]);
  });

  it('shows a part-used spool without entries as one row before the ledger, and a full one as no history', () => {
    expect(spoolHistoryRows(spool, [], true)).toEqual([
      expect.objectContaining({ what: BEFORE_THE_LEDGER, grams: -212.5, balanceAfter: 787.5, cost: 4.25 }),
    ]);
    expect(spoolHistoryRows({ ...spool, remainingWeight: 1000 }, [], true)).toEqual([]);
  });
});

describe('weighInFormSchema', () => {
  const typed = weighInFormSchema({ remainingWeight: 1000, weight: 1000 }, null);
  const known = weighInFormSchema({ remainingWeight: 1000, weight: 1000 }, 250);

  it('asks for both numbers when the empty weight is typed, and returns them as numbers', () => {
    expect(messagesOf(typed, { gross: '', emptyWeight: '' })).toEqual({
      emptyWeight: [ledgerMessages.emptyRequired],
      gross: [ledgerMessages.grossRequired],
    });
    expect(typed.parse({ gross: '1100', emptyWeight: '250' })).toEqual({ gross: 1100, emptyWeight: 250 });
  });

  it('uses the known empty weight, sends no typed one, and refuses a gross below it', () => {
    expect(known.parse({ gross: '1050', emptyWeight: '' })).toEqual({ gross: 1050, emptyWeight: null });
    expect(messagesOf(known, { gross: '200', emptyWeight: '' })).toEqual({
      gross: [ledgerMessages.grossBelowEmpty(250)],
    });
  });
});

describe('adjustmentFormSchema', () => {
  const schema = adjustmentFormSchema({ remainingWeight: 100, weight: 1000 });

  it('takes a signed change within 0 and the net weight, with a trimmed note', () => {
    expect(schema.parse({ change: '-20', note: ' Tangle ' })).toEqual({ change: -20, note: 'Tangle' });
    expect(messagesOf(schema, { change: '-150', note: '' })).toEqual({
      change: [ledgerMessages.belowZero(100)],
    });
    expect(messagesOf(schema, { change: '0', note: '' })).toEqual({ change: [ledgerMessages.changeZero] });
    expect(messagesOf(schema, { change: '5', note: 'x'.repeat(501) })).toEqual({
      note: [ledgerMessages.noteTooLong],
    });
  });
});
