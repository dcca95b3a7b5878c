#!/usr/bin/env node
// npm run migrate: brings data written before issue 29 up to what the rules now hold, with the
// admin SDK (it bypasses the rules: run it as the project's operator). Idempotent, so resumable:
// each step is one transaction per document and skips what is already done; run it again after
// an interruption.
//   1. Plans: every plan gets its tally (plan_tallies/{planId}) if it has none.
//   2. Users: each user's printerCount is recounted from their printers (an older account set it
//      itself, possibly below the truth), and each user not yet counted on their plan's tally is
//      counted (planCounted: true); a counted user whose count changed moves on their tally.
//   3. Invoices: each quote's and invoice's printed number gets its claim (invoice_numbers); two
//      documents printing one number from before claims are listed (the first by id keeps it).
//
//   node scripts/migrate.mjs --project <id>     (production: Application Default Credentials,
//                                               e.g. `gcloud auth application-default login`)
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node scripts/migrate.mjs --project demo-printledger
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const PAGE = 300;

/** Every document of a collection, a page at a time by id (no read of the whole collection at once). */
async function* pages(collection) {
  let last = null;
  for (;;) {
    let query = collection.orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) return;
    yield page.docs;
    last = page.docs[page.docs.length - 1];
  }
}

const effectivePlanId = (planId) => (typeof planId === 'string' && planId !== '' ? planId : 'hobby');

/** The app's own domain modules (tests, which load TypeScript themselves, hand theirs in). */
const loadDomain = async () => {
  const { tsImport } = await import('tsx/esm/api');
  const [tally, invoices] = await Promise.all([
    tsImport('../src/domain/plan-tally.ts', import.meta.url),
    tsImport('../src/domain/invoices.ts', import.meta.url),
  ]);
  return { ...tally, ...invoices };
};

/** Runs the migration against `db` (a firebase-admin Firestore); returns what it did. */
export async function migrate(db, log = () => {}, domain = null) {
  const { PLAN_TALLIES, emptyTally, tallyStep, numberClaimId } = domain ?? (await loadDomain());
  const now = FieldValue.serverTimestamp();
  const increment = (by) => FieldValue.increment(by);
  const report = { tallies: 0, printerCounts: 0, counted: 0, claims: 0, duplicateNumbers: [] };

  for await (const plans of pages(db.collection('plans'))) {
    for (const plan of plans) {
      const ref = db.collection(PLAN_TALLIES).doc(plan.id);
      await db.runTransaction(async (transaction) => {
        if ((await transaction.get(ref)).exists) return;
        transaction.set(ref, emptyTally(now));
        report.tallies += 1;
      });
    }
  }
  log(`plans: ${report.tallies} tallies started`);

  for await (const users of pages(db.collection('users'))) {
    for (const user of users) {
      await db.runTransaction(async (transaction) => {
        const stored = await transaction.get(user.ref);
        const data = stored.data() ?? {};
        const printers = await transaction.get(db.collection('printers').where('userId', '==', user.id));
        const truth = printers.size;
        const counted = data.planCounted === true;
        const planId = effectivePlanId(data.planId);
        const changes = {};
        if (data.printerCount !== truth) {
          changes.printerCount = truth;
          report.printerCounts += 1;
        }
        if (!counted) {
          Object.assign(changes, { planId, planCounted: true });
          transaction.set(
            db.collection(PLAN_TALLIES).doc(planId),
            tallyStep(user.id, null, truth, increment, now),
            { merge: true },
          );
          report.counted += 1;
        } else if (data.printerCount !== truth) {
          transaction.set(
            db.collection(PLAN_TALLIES).doc(planId),
            tallyStep(user.id, Number(data.printerCount ?? 0), truth, increment, now),
            { merge: true },
          );
        }
        if (Object.keys(changes).length > 0) transaction.update(user.ref, changes);
      });
    }
  }
  log(`users: ${report.printerCounts} printer counts corrected, ${report.counted} counted on their plans`);

  for await (const invoices of pages(db.collection('invoices'))) {
    for (const invoice of invoices) {
      const { userId, kind, number } = invoice.data();
      if (typeof userId !== 'string' || typeof number !== 'string' || typeof kind !== 'string') continue;
      const ref = db.collection('invoice_numbers').doc(numberClaimId(userId, kind, number));
      await db.runTransaction(async (transaction) => {
        const claim = await transaction.get(ref);
        if (!claim.exists) {
          transaction.set(ref, { userId, invoiceId: invoice.id, createdAt: now });
          report.claims += 1;
        } else if (claim.get('invoiceId') !== invoice.id) {
          report.duplicateNumbers.push(
            `${invoice.id} prints ${number}, claimed by ${claim.get('invoiceId')}`,
          );
        }
      });
    }
  }
  log(`invoices: ${report.claims} numbers claimed, ${report.duplicateNumbers.length} printed twice`);
  for (const line of report.duplicateNumbers) log(`  ${line}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--project');
  const projectId = index > 0 ? process.argv[index + 1] : process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error('usage: node scripts/migrate.mjs --project <project id>');
    process.exit(2);
  }
  const db = getFirestore(initializeApp({ projectId }, `migrate-${projectId}`));
  migrate(db, (line) => console.log(`[migrate] ${line}`))
    .then(() => process.exit(0))
    .catch((error) => {
      console.error('[migrate] failed:', error);
      process.exit(1);
    });
}
