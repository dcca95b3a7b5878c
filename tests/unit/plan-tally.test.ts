import { describe, expect, it } from 'vitest';
import {
  lowerLimitProblem,
  mostPrintersOf,
  planTallyMessages,
  tallyStep,
  TALLY_PRINTER_COUNTS,
} from '@/domain/plan-tally';

const increment = (by: number) => ({ by });

describe('plan tallies', () => {
  it('a step moves one user: joining with their printers, leaving, or from n printers to n ± 1', () => {
    expect(tallyStep('ada', null, 3, increment, 'now')).toEqual({
      userCount: { by: 1 },
      printerUsers: { '3': { by: 1 } },
      lastUserId: 'ada',
      updatedAt: 'now',
    });
    expect(tallyStep('ada', 3, null, increment, 'now')).toMatchObject({
      userCount: { by: -1 },
      printerUsers: { '3': { by: -1 } },
    });
    expect(tallyStep('ada', 3, 4, increment, 'now')).toMatchObject({
      userCount: { by: 0 },
      printerUsers: { '3': { by: -1 }, '4': { by: 1 } },
    });
  });

  it('finds the most printers a user has, ignoring counts left at 0', () => {
    expect(mostPrintersOf({ userCount: 3, printerUsers: { '7': 0, '2': 2, '0': 1 } })).toBe(2);
    expect(mostPrintersOf({ userCount: 0, printerUsers: {} })).toBe(0);
  });

  it('allows a lower limit that holds every user; says why one does not', () => {
    const tally = { userCount: 2, printerUsers: { '3': 1, '1': 1 } };
    expect(lowerLimitProblem(tally, 3)).toBeNull();
    expect(lowerLimitProblem(tally, 2)).toBe(
      'A user on this plan has 3 printers. Set at least 3, or move them to another plan first.',
    );
    // The rules sum 50 counts at most: with a user at 50 or more, only raising is checked.
    const big = { userCount: 1, printerUsers: { [String(TALLY_PRINTER_COUNTS)]: 1 } };
    expect(lowerLimitProblem(big, 60)).toBe(planTallyMessages.tooManyToCheck);
    expect(planTallyMessages.tooManyToCheck).toBe(
      'A user on this plan has 50 printers or more, so its maximum can only be raised.',
    );
  });
});
