// Check balances (issue 29): what the page says of a spool's remaining weight against its net
// weight plus its ledger, and which differences may be recorded.
import { describe, expect, it } from 'vitest';
import { balanceCheckTexts, canRecord, ledgerExplains, type BalanceFinding } from '@/domain/balance-check';

const finding = (overrides: Partial<BalanceFinding> = {}, spool: Partial<BalanceFinding['spool']> = {}) => ({
  spool: { name: 'Galaxy Black PLA', weight: 1000, remainingWeight: 760, ...spool },
  ledgerSum: -120,
  entryCount: 3,
  difference: -120,
  ...overrides,
});

describe('Check balances', () => {
  it('says what the ledger explains, and what it does not', () => {
    expect(ledgerExplains(finding())).toBe(880);
    expect(balanceCheckTexts.differs(finding())).toBe(
      'The spool holds 760 g, but its net weight (1,000 g) plus its 3 entries (−120 g) make 880 g: −120 g is not in its ledger.',
    );
    expect(
      balanceCheckTexts.balanced(finding({ difference: 0, entryCount: 1 }, { remainingWeight: 880 })),
    ).toBe('The ledger explains this spool: 880 g is its net weight (1,000 g) plus its 1 entry (−120 g).');
  });

  it('records a difference only on a spool the rules do not hold to its ledger yet', () => {
    expect(canRecord(finding())).toBe(true);
    expect(canRecord(finding({ difference: 0 }))).toBe(false);
    expect(canRecord(finding({}, { ledgerBalanced: true }))).toBe(false);
  });

  it('states the reads it costs, and counts the account’s spools', () => {
    expect(balanceCheckTexts.reads(1_500)).toBe(
      'This check read the spool twice and added its 1,500 entries up on the server (one read per 1,000 entries).',
    );
    expect(balanceCheckTexts.accountReads(120)).toMatch(/^About 240 reads/);
    expect(balanceCheckTexts.accountProgress(40, 120)).toBe('Checked 40 of 120 spools…');
    expect(balanceCheckTexts.accountProgress(40, null)).toBe('Checked 40 spools…');
    expect(balanceCheckTexts.accountBalanced(1)).toBe('The ledger explains your spool.');
    expect(balanceCheckTexts.accountDiffers(2, 120)).toBe(
      '2 of 120 spools hold a weight their ledger does not explain.',
    );
    expect(balanceCheckTexts.accountRecorded(1)).toBe('Recorded 1 balance correction.');
  });
});
