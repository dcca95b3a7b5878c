// Writes of the plans' tallies (src/domain/plan-tally.ts): one user's step at a time, as merging
// sets of increments in the transaction or batch that moves the user.
import { PLAN_TALLIES, tallyStep } from '@/domain/plan-tally';
import {
  doc,
  increment,
  serverTimestamp,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from '@/firebase/firestore';

export const tallyRef = (db: Firestore, planId: string) => doc(db, PLAN_TALLIES, planId);

/** Whether a stored user document is counted on its plan's tally (older ones are not, until migrated). */
export const isCounted = (user: Record<string, unknown>) => user.planCounted === true;

/** One user's step on a plan's tally: joining with `to` printers, leaving with `from`, or from → to. */
export function writeTallyStep(
  writer: Transaction | WriteBatch,
  db: Firestore,
  planId: string,
  userId: string,
  from: number | null,
  to: number | null,
) {
  (writer as WriteBatch).set(
    tallyRef(db, planId),
    tallyStep(userId, from, to, increment, serverTimestamp()),
    { merge: true },
  );
}

/**
 * A user (as stored) moving to `newPlanId`: they leave their plan's tally when counted on it and
 * join the new plan's with their printers. The caller writes planId and planCounted: true on the
 * user document in the same request.
 */
export function moveBetweenTallies(
  writer: Transaction | WriteBatch,
  db: Firestore,
  userId: string,
  user: Record<string, unknown>,
  newPlanId: string,
) {
  const printers = Number(user.printerCount ?? 0);
  if (isCounted(user)) writeTallyStep(writer, db, String(user.planId), userId, printers, null);
  writeTallyStep(writer, db, newPlanId, userId, null, printers);
}
