// What the workshop and maintenance journeys start from, written straight to the emulator: a
// printer, a spool and, for the maintenance journey, a project whose job waits on the board.
// Adding them through the UI is the printers', spools' and projects' journeys' subject.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { queuedProject, workshopPrinter, workshopSpool } from '../../scripts/workshop-fixtures.mjs';
import { moveUserPlan } from '../support/plan-tally-seed';

// The e2e build talks to this emulator project (see .env.e2e).
const PROJECT = 'demo-printledger-e2e';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION = 'none';

export function adminDb() {
  const app =
    getApps().find((existing) => existing.name === 'workshop-e2e') ??
    initializeApp({ projectId: PROJECT }, 'workshop-e2e');
  return getFirestore(app);
}

/** The uid of the account registered with `email`. */
export async function uidOf(email: string): Promise<string> {
  const users = await adminDb().collection('users').where('email', '==', email).get();
  return users.docs[0]!.id;
}

/**
 * The user now has `count` printers written here: their counter and their plan's tally move
 * together, as the rules require of the app (a tally left behind would refuse their next printer).
 */
export async function countPrinters(uid: string, count: number) {
  const user = (await adminDb().doc(`users/${uid}`).get()).data();
  await moveUserPlan(adminDb(), uid, { planId: String(user?.planId ?? 'hobby'), printerCount: count });
}

/** A Prusa MK4 at $0.50 an hour (counted on the user) and a 1 kg spool of PLA at $20. */
export async function seedPrinterAndSpool(uid: string): Promise<{ printerId: string }> {
  const db = adminDb();
  const now = FieldValue.serverTimestamp();
  const printer = await db.collection('printers').add(workshopPrinter(uid, now));
  await countPrinters(uid, 1);
  await db.collection('spools').add(workshopSpool(uid, now));
  return { printerId: printer.id };
}

/**
 * A project 'Chess set' on the printer with one job, 'Rook' (PLA, 1 h, 120 g), waiting in the
 * queue; `job` names another (a second project for a second job on the board).
 */
export async function seedQueuedJob(
  uid: string,
  printerId: string,
  job: { projectName?: string; description?: string } = {},
) {
  const documents = queuedProject(uid, printerId, FieldValue.serverTimestamp(), job);
  const project = await adminDb().collection('projects').add(documents.project);
  await project.collection('jobs').doc('job-1').set(documents.job);
}
