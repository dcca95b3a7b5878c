// A user's plan and printer count written straight to the emulator (firebase-admin, rules
// bypassed) with the plans' tallies kept true. Loads nothing of the app, so Playwright seeds can
// use it as well as the integration suites.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * Puts a user on `planId` (and, given, sets their printer count) bypassing the rules, as an
 * operator would, keeping the plans' tallies true (issue 29): a counted user leaves their old
 * plan's tally and joins the new one's with their printers, as the app's own moves do.
 */
export async function moveUserPlan(
  db: Firestore,
  uid: string,
  { planId, printerCount }: { planId: string; printerCount?: number },
) {
  const tally = (id: string) => db.collection('plan_tallies').doc(id);
  await db.runTransaction(async (transaction) => {
    const userRef = db.collection('users').doc(uid);
    const user = (await transaction.get(userRef)).data() ?? {};
    const before = Number(user.printerCount ?? 0);
    const after = printerCount ?? before;
    const now = FieldValue.serverTimestamp();
    if (user.planCounted === true)
      transaction.set(
        tally(String(user.planId)),
        {
          userCount: FieldValue.increment(-1),
          printerUsers: { [before]: FieldValue.increment(-1) },
          updatedAt: now,
        },
        { merge: true },
      );
    transaction.set(
      tally(planId),
      {
        userCount: FieldValue.increment(1),
        printerUsers: { [after]: FieldValue.increment(1) },
        updatedAt: now,
      },
      { merge: true },
    );
    transaction.update(userRef, { planId, printerCount: after, planCounted: true });
  });
}
