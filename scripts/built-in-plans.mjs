// The one seeding of the built-in plans (SPEC §9), shared by scripts/seed.mjs, the benchmarks and
// the tests. The plans themselves live in src/domain/built-in-plans.json, which the app reads too.
import { FieldValue } from 'firebase-admin/firestore';
import BUILT_IN_PLANS from '../src/domain/built-in-plans.json' with { type: 'json' };

/**
 * Writes the built-in plans into `db` (a firebase-admin Firestore): the seed script keeps any
 * the admin has edited since; tests and benchmarks overwrite them to start from a known state.
 * Each gets its users' tally (plan_tallies, issue 29) when it has none; a tally is never reset
 * (it counts the users already on the plan).
 */
export async function seedBuiltInPlans(db, { overwrite = false } = {}) {
  const batch = db.batch();
  for (const { id, ...plan } of BUILT_IN_PLANS) {
    const ref = db.collection('plans').doc(id);
    if (overwrite || !(await ref.get()).exists) {
      batch.set(ref, {
        ...plan,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const tally = db.collection('plan_tallies').doc(id);
    if (!(await tally.get()).exists) {
      batch.set(tally, {
        userCount: 0,
        printerUsers: {},
        lastUserId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  }
  await batch.commit();
}
