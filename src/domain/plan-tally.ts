// How many users each plan has, and how many printers each of them has (issue 29):
// plan_tallies/{planId} holds userCount and printerUsers (at key 'n', the number of the plan's
// users with n printers). firestore.rules lets a tally move by one user at a time, in the request
// that moves that user (registering, a plan change, an admin's move, a printer created or
// deleted), and refuses deleting a plan anyone is on or lowering its printer limit below a
// user's printers, which it checks from the tally. Pure: the repositories write what this builds,
// with the SDK's increment handed in.

export const PLAN_TALLIES = 'plan_tallies';

/**
 * The rules sum the counts of 0 … 49 printers at most (each sum costs expressions, and a rule
 * may evaluate 1,000): a plan whose users all have fewer printers than this can be lowered to
 * any limit that still holds them; while one of them has this many or more, only raised.
 */
export const TALLY_PRINTER_COUNTS = 50;

/** A plan's tally as stored (missing counts read as 0). */
export interface PlanTally {
  userCount: number;
  printerUsers: Record<string, number>;
}

/**
 * One user's step on one plan's tally: joining it with `to` printers (from null), leaving it with
 * `from` (to null), or going from `from` to `to` printers while on it. The data for a merging set
 * of plan_tallies/{planId}: increments, so users of one plan never contend for its document.
 */
export function tallyStep<Increment, Time>(
  userId: string,
  from: number | null,
  to: number | null,
  increment: (by: number) => Increment,
  now: Time,
) {
  const printerUsers: Record<string, Increment> = {};
  if (from !== null) printerUsers[String(from)] = increment(-1);
  if (to !== null) printerUsers[String(to)] = increment(1);
  return {
    userCount: increment((to === null ? 0 : 1) - (from === null ? 0 : 1)),
    printerUsers,
    lastUserId: userId,
    updatedAt: now,
  };
}

/** A new plan's tally: no one on it (written with the plan when no user was counted on its id yet). */
export const emptyTally = <Time>(now: Time) => ({
  userCount: 0,
  printerUsers: {},
  lastUserId: null,
  updatedAt: now,
});

/** The most printers a user of the plan has (0 for none), from its tally. */
export function mostPrintersOf(tally: PlanTally): number {
  return Object.entries(tally.printerUsers).reduce(
    (most, [count, users]) => (users > 0 ? Math.max(most, Number(count)) : most),
    0,
  );
}

/** Why the plan's printer limit cannot be lowered to `max`, or null when it can. */
export function lowerLimitProblem(tally: PlanTally, max: number): string | null {
  const most = mostPrintersOf(tally);
  if (most > max) return planTallyMessages.belowUsers(most);
  if (most >= TALLY_PRINTER_COUNTS) return planTallyMessages.tooManyToCheck;
  return null;
}

/** Not worded in the spec: the plan form's words when a lower limit is refused. */
export const planTallyMessages = {
  belowUsers: (most: number) =>
    `A user on this plan has ${most} printers. Set at least ${most}, or move them to another plan first.`,
  tooManyToCheck: `A user on this plan has ${TALLY_PRINTER_COUNTS} printers or more, so its maximum can only be raised.`,
  uncounted:
    'This plan’s users have not been counted yet (run `npm run migrate`), so its maximum can only be raised.',
} as const;
