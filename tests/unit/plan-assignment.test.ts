import { describe, expect, it } from 'vitest';
import {
  membersFittingNoPlan,
  moveTargets,
  planDeletionMessages,
  planHolds,
  planTooSmallMessage,
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

  it('says the users move one at a time, and what happens when a move fails', () => {
    expect(planDeletionMessages.oneByOne(3, 'Pro')).toBe(
      'The 3 users are moved one at a time, each with its own audit entry. If a move fails, the users already moved stay on Pro, this plan stays, and deleting again moves the rest.',
    );
  });

  it('says why a plan is too small', () => {
    expect(planTooSmallMessage(plan('hobby', 1), 3)).toBe(
      'Hobby allows 1 printer, but this user has 3. Choose a plan with room for 3 printers.',
    );
  });
});
