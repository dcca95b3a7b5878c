// A workshop seeded with the admin SDK (rules bypassed): printers, spools and a project whose
// jobs wait in the queue, stored exactly as the repositories write them.
import { Timestamp } from 'firebase-admin/firestore';
import type { Printer } from '@/domain/printers';
import type { PrintJob } from '@/domain/project-record';
import type { Spool } from '@/domain/spool-record';
import { adminDocuments, adminFirestore } from './emulators';

export interface WorkshopSeed {
  printers?: Partial<Printer>[];
  spools?: Partial<Spool>[];
  /** The project's jobs (grams, minutes, material…), in order. */
  jobs?: Partial<PrintJob>[];
  projectName?: string;
  /** When the project was created: orders the queue (oldest first). */
  projectCreatedAt?: Date;
}

export interface SeededWorkshop {
  printerIds: string[];
  spoolIds: string[];
  projectId: string;
  jobIds: string[];
}

let seeded = 0;

export async function seedWorkshop(uid: string, seed: WorkshopSeed = {}): Promise<SeededWorkshop> {
  const db = adminFirestore();
  const batch = db.batch();
  const tag = `${uid.slice(0, 6)}-${(seeded += 1)}`;
  const printers = seed.printers ?? [{}];
  const spools = seed.spools ?? [{}];
  const jobs = seed.jobs ?? [{}];
  const projectName = seed.projectName ?? 'Chess set';
  const createdAt = Timestamp.fromDate(seed.projectCreatedAt ?? new Date());
  const printerIds = printers.map((printer, index) => {
    const id = `printer-${tag}-${index}`;
    batch.set(
      db.doc(`printers/${id}`),
      adminDocuments.printer(uid, { name: `Printer ${index + 1}`, ...printer }),
    );
    return id;
  });
  // The user's profile as the app writes it (kept if it exists), counting the seeded printers.
  const user = db.doc(`users/${uid}`);
  if ((await user.get()).exists) batch.update(user, { printerCount: printers.length });
  else batch.set(user, adminDocuments.user(uid, { printerCount: printers.length }));
  const spoolIds = spools.map((spool, index) => {
    const id = `spool-${tag}-${index}`;
    batch.set(db.doc(`spools/${id}`), adminDocuments.spool(uid, { remainingWeight: 1000, ...spool, id }));
    return id;
  });
  const projectId = `project-${tag}`;
  const jobIds = jobs.map((_, position) => `job-${tag}-${position}`);
  batch.set(db.doc(`projects/${projectId}`), {
    ...adminDocuments.project(uid, {
      name: projectName,
      printers: printerIds,
      jobCount: jobs.length,
      storedJobIds: jobIds,
    }),
    createdAt,
  });
  jobs.forEach((job, position) => {
    const id = jobIds[position]!;
    batch.set(db.doc(`projects/${projectId}/jobs/${id}`), {
      ...adminDocuments.printJob(uid, { description: `Job ${position + 1}`, ...job, position, projectName }),
      projectCreatedAt: createdAt,
    });
  });
  await batch.commit();
  return { printerIds, spoolIds, projectId, jobIds };
}
