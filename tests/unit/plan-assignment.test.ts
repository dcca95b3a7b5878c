import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ENTRIES_PER_REQUEST } from '@/domain/audit';
import {
  membersFittingNoPlan,
  MOVES_PER_BATCH,
  moveTargets,
  planDeletionBatchCount,
  planHolds,
  planTooSmallMessage,
  WRITES_PER_MOVE,
} from '@/domain/plan-assignment';
import type { Plan } from '@/domain/plans';

const plan = (id: string, maxPrinters: number, active = true): Plan => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  priceMonthly: maxPrinters,
  maxPrinters,
  features: [],
  active,
});
const plans = [plan('hobby', 1), plan('home', 2), plan('solo', 5, false), plan('pro', 10), plan('old', 3)];
const members = (...counts: number[]) => counts.map((printerCount) => ({ printerCount }));

describe('plan assignment', () => {
  it('a plan holds a user when its maximum is at least their printer count', () => {
    expect(planHolds(plan('home', 2), 2)).toBe(true);
    expect(planHolds(plan('home', 2), 3)).toBe(false);
  });

  it('offers the other active plans that hold every user, not the inactive or the one being deleted', () => {
    expect(moveTargets(plans, 'old', members(0, 2)).map((target) => target.id)).toEqual(['home', 'pro']);
    expect(moveTargets(plans, 'old', members(0, 3)).map((target) => target.id)).toEqual(['pro']);
    expect(moveTargets(plans, 'pro', members(0, 3)).map((target) => target.id)).toEqual(['old']);
    expect(moveTargets(plans, 'pro', members(0, 4))).toEqual([]);
  });

  it('names the users no other active plan holds', () => {
    expect(membersFittingNoPlan(plans, 'old', members(1, 3))).toEqual([]);
    expect(membersFittingNoPlan(plans, 'pro', members(1, 3, 4, 6))).toEqual(members(4, 6));
  });

  it('counts batches of at most 500 writes: two per move, the admin’s audit count, the delete and its entry', () => {
    expect(MOVES_PER_BATCH * WRITES_PER_MOVE + 3).toBeLessThanOrEqual(500);
    expect(MOVES_PER_BATCH + 1).toBeLessThanOrEqual(ADMIN_AUDIT_ENTRIES_PER_REQUEST);
    expect(planDeletionBatchCount(0)).toBe(1);
    expect(planDeletionBatchCount(MOVES_PER_BATCH)).toBe(1);
    expect(planDeletionBatchCount(MOVES_PER_BATCH + 1)).toBe(2);
    expect(planDeletionBatchCount(2 * MOVES_PER_BATCH)).toBe(2);
    expect(planDeletionBatchCount(2 * MOVES_PER_BATCH + 1)).toBe(3);
  });

  it('says why a plan is too small', () => {
    expect(planTooSmallMessage(plan('hobby', 1), 3)).toBe(
      'Hobby allows 1 printer, but this user has 3. Choose a plan with room for 3 printers.',
    );
  });
});
