// Putting users on plans as an admin (issue 19): a plan must hold the printers a user already has
// (the rules refuse anything else), and a plan with users is deleted only by moving them first,
// one user per request (each move is recorded by its own audit entry and counted on both plans'
// tallies, which the rules check one user at a time: issue 29).
import type { Plan } from './plans';
import type { Role } from './roles';

/** A user as a plan move needs them: who, where, and how many printers they have. */
export interface PlanMember {
  uid: string;
  email: string;
  role: Role;
  planId: string;
  printerCount: number;
}

export const printersWord = (count: number) => `${count} printer${count === 1 ? '' : 's'}`;

const usersWord = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/** Whether `plan` has room for a user with `printerCount` printers (the rules' check). */
export const planHolds = (plan: Pick<Plan, 'maxPrinters'>, printerCount: number) =>
  plan.maxPrinters >= printerCount;

/** The most printers any of `members` has (0 for none). */
const mostPrinters = (members: readonly Pick<PlanMember, 'printerCount'>[]) =>
  members.reduce((most, member) => Math.max(most, member.printerCount), 0);

/**
 * Where the users of the plan being deleted can go: every other active plan that holds each of
 * them, cheapest first as the plans come.
 */
export function moveTargets(
  plans: readonly Plan[],
  deletingId: string,
  members: readonly Pick<PlanMember, 'printerCount'>[],
): Plan[] {
  const needed = mostPrinters(members);
  return plans.filter((plan) => plan.id !== deletingId && plan.active && planHolds(plan, needed));
}

/** The members no other active plan holds: they have more printers than any of them allows. */
export function membersFittingNoPlan<T extends Pick<PlanMember, 'printerCount'>>(
  plans: readonly Plan[],
  deletingId: string,
  members: readonly T[],
): T[] {
  const others = plans.filter((plan) => plan.id !== deletingId && plan.active);
  return members.filter((member) => !others.some((plan) => planHolds(plan, member.printerCount)));
}

/** Not worded in the spec: why a plan is too small for a user, said before the admin saves. */
export function planTooSmallMessage(plan: Pick<Plan, 'name' | 'maxPrinters'>, printerCount: number): string {
  return `${plan.name} allows ${printersWord(plan.maxPrinters)}, but this user has ${printerCount}. Choose a plan with room for ${printersWord(printerCount)}.`;
}

/** Not worded in the spec: the plan delete dialog's and the repository's words. */
export const planDeletionMessages = {
  inUse: (count: number) =>
    `${usersWord(count)} ${count === 1 ? 'is' : 'are'} on this plan. A plan with users cannot be deleted until they are moved to another plan.`,
  chooseTarget: 'Choose the plan to move the users to.',
  targetUnavailable: 'That plan is no longer an active plan to move users to. Choose another.',
  noTarget:
    'No other active plan has room for these users. Add a plan or raise a plan’s maximum printers, then delete this one.',
  fitNoPlan: (count: number) =>
    `${usersWord(count)} ${count === 1 ? 'has' : 'have'} more printers than any other active plan allows, so no plan fits ${count === 1 ? 'them' : 'them all'}:`,
  tooSmallFor: (planName: string, emails: readonly string[]) =>
    `${planName} is too small for ${emails.join(', ')}. Choose a plan with room for their printers.`,
  oneByOne: (members: number, targetName: string | null) =>
    `The ${usersWord(members)} are moved one at a time, each with its own audit entry. If a move fails, the users already moved stay on ${targetName ?? 'the new plan'}, this plan stays, and deleting again moves the rest.`,
  partlyMoved: (moved: number, targetName: string) =>
    `${usersWord(moved)} moved to ${targetName}, then a move failed: the plan was not deleted. Delete it again to move the rest.`,
  deleted: (planName: string, moved: number, targetName: string | null) =>
    moved > 0 && targetName
      ? `${planName} deleted. ${usersWord(moved)} moved to ${targetName}.`
      : `${planName} deleted.`,
} as const;
