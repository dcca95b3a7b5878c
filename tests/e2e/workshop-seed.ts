// What the workshop and maintenance journeys start from, written straight to the emulator: a
// printer, a spool and, for the maintenance journey, a project whose job waits on the board.
// Adding them through the UI is the printers', spools' and projects' journeys' subject.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

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

/** A Prusa MK4 at $0.50 an hour (counted on the user) and a 1 kg spool of PLA at $20. */
export async function seedPrinterAndSpool(uid: string): Promise<{ printerId: string }> {
  const db = adminDb();
  const now = FieldValue.serverTimestamp();
  const printer = await db.collection('printers').add({
    userId: uid,
    name: 'Prusa MK4',
    model: 'MK4',
    buildVolume: { x: 250, y: 210, z: 220 },
    numExtruders: 1,
    powerConsumption: 200,
    initialCost: 1000,
    costPerHour: 0.5,
    replacementPeriod: 5000,
    expectedYearlyHours: 1000,
    annualMaintenanceCost: 100,
    status: 'idle',
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`users/${uid}`).update({ printerCount: 1 });
  await db.collection('spools').add({
    userId: uid,
    name: 'Galaxy Black PLA',
    weight: 1000,
    remainingWeight: 1000,
    purchaseDate: '2025-01-01',
    purchasePrice: 20,
    status: 'new',
    location: null,
    notes: null,
    brand: 'Polymaker',
    colorName: 'Galaxy Black',
    material: 'PLA',
    diameter: 1.75,
    printTempMin: 190,
    printTempMax: 220,
    bedTempMin: 55,
    bedTempMax: 65,
    filamentId: null,
    lowSpoolThreshold: null,
    createdAt: now,
    updatedAt: now,
  });
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
  const projectName = job.projectName ?? 'Chess set';
  const now = FieldValue.serverTimestamp();
  const project = await adminDb()
    .collection('projects')
    .add({
      userId: uid,
      name: projectName,
      description: '',
      clientName: '',
      status: 'pending',
      startDate: '2026-01-01',
      endDate: null,
      estimatedCost: 1,
      actualCost: null,
      materials: [],
      printers: [printerId],
      jobCount: 1,
      totalGrams: 120,
      totalMinutes: 60,
      createdAt: now,
      updatedAt: now,
    });
  await project
    .collection('jobs')
    .doc('job-1')
    .set({
      userId: uid,
      position: 0,
      files: [],
      description: job.description ?? 'Rook',
      materialType: 'PLA',
      colorName: 'Galaxy Black',
      settings: {
        temperature: { extruder: null, bed: null, both: null },
        support: false,
        infill: 20,
        notes: '',
      },
      status: 'pending',
      printTime: { hours: 1, minutes: 0 },
      material: { meters: 0, grams: 120 },
      assignedPrinter: null,
      startTime: null,
      endTime: null,
      projectName,
      projectActive: true,
      projectCreatedAt: now,
      createdAt: now,
      updatedAt: now,
    });
}
