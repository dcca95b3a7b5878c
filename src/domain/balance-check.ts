// Check balances (issue 29): a spool's remaining weight against its net weight plus its whole
// ledger, added up on the server, and what the page says of it. Pure: the spool ledger
// repository reads and writes.
import { formatGrams } from './filament-amounts';
import { formatSignedGrams } from './spool-history';

/** What one spool's check found (the repository's SpoolBalance, without Firebase types). */
export interface BalanceFinding {
  spool: { name: string; weight: number; remainingWeight: number; ledgerBalanced?: boolean | undefined };
  ledgerSum: number;
  entryCount: number;
  difference: number;
}

/** What the ledger says the spool holds: its net weight plus every entry. */
export const ledgerExplains = (finding: BalanceFinding) => finding.spool.weight + finding.ledgerSum;

/**
 * Whether Check balances may record the difference: only on a spool the rules do not hold to its
 * ledger yet (stored before issue 29, or restored). A spool they hold cannot drift, so a
 * difference there is never recorded (the rules refuse it).
 */
export const canRecord = (finding: BalanceFinding) =>
  finding.difference !== 0 && finding.spool.ledgerBalanced !== true;

const entries = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

export const balanceCheckTexts = {
  checking: "Adding up this spool's ledger on the server…",
  balanced: (finding: BalanceFinding) =>
    `The ledger explains this spool: ${formatGrams(finding.spool.remainingWeight)} is its net weight (${formatGrams(finding.spool.weight)}) plus its ${entries(finding.entryCount)} (${formatSignedGrams(finding.ledgerSum)}).`,
  differs: (finding: BalanceFinding) =>
    `The spool holds ${formatGrams(finding.spool.remainingWeight)}, but its net weight (${formatGrams(finding.spool.weight)}) plus its ${entries(finding.entryCount)} (${formatSignedGrams(finding.ledgerSum)}) make ${formatGrams(ledgerExplains(finding))}: ${formatSignedGrams(finding.difference)} is not in its ledger.`,
  recordHint:
    'Record the difference: a balance correction of exactly it goes into the ledger (the spool keeps its weight), and from then on the rules hold this spool to its ledger.',
  recorded: (difference: number) =>
    `Recorded: a balance correction of ${formatSignedGrams(difference)} now explains this spool.`,
  reads: (entryCount: number) =>
    `This check read the spool twice and added its ${entries(entryCount)} up on the server (one read per 1,000 entries).`,
  accountProgress: (checked: number, total: number | null) =>
    total === null
      ? `Checked ${checked.toLocaleString('en-US')} spools…`
      : `Checked ${checked.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} spools…`,
  accountBalanced: (checked: number) =>
    checked === 1
      ? 'The ledger explains your spool.'
      : `The ledgers explain all ${checked.toLocaleString('en-US')} of your spools.`,
  accountDiffers: (differing: number, checked: number) =>
    `${differing.toLocaleString('en-US')} of ${checked.toLocaleString('en-US')} spools hold a weight their ledger does not explain.`,
  accountReads: (checked: number) =>
    `About ${(checked * 2).toLocaleString('en-US')} reads: each spool read once in pages of 100 and its ledger added up on the server (one read per 1,000 entries), and each that differs read again.`,
  accountRecorded: (recorded: number) =>
    `Recorded ${recorded.toLocaleString('en-US')} balance ${recorded === 1 ? 'correction' : 'corrections'}.`,
  checkFailed: 'The balances could not be checked. Please try again.',
  recordFailed: 'The difference could not be recorded. Please try again.',
} as const;
