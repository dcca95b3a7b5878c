// The farm benchmark's two accounts, seeded with the admin SDK (rules bypassed) as the
// repositories store them: the test factories write every document, so the seed follows the
// app's schemas as they change. Each account: its profile on the Pro plan (10 printers), 10
// printers, the spools, 4 materials, the projects with 3 job documents each
// (projects/{id}/jobs/{jobId} with the queue's fields), 5 maintenance tasks and 20 finished runs
// with their spool-ledger entries.
import { Timestamp } from 'firebase-admin/firestore';
import { taskDuePoints } from '@/domain/maintenance';
import type { SpoolStatus } from '@/domain/spool-record';
import { adminDocuments, adminFirestore } from '../../../tests/support/emulators';

export interface FarmSize {
  /** 'a' or 'b': how the table names it. */
  label: string;
  spools: number;
  projects: number;
  printers: number;
}

export interface SeededAccount {
  size: FarmSize;
  email: string;
  uid: string;
  /** The project the detail page and the save open: the newest, first in the list. */
  projectId: string;
  projectName: string;
  documents: number;
}

const JOBS_PER_PROJECT = 3;
const RUNS = 20;
const MATERIALS = [
  { material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 60 },
  { material: 'PETG', density: 1.27, extruderTemp: 240, bedTemp: 80 },
  { material: 'ABS', density: 1.04, extruderTemp: 250, bedTemp: 100 },
  { material: 'TPU', density: 1.21, extruderTemp: 225, bedTemp: 50 },
] as const;
const COLOURS = ['Galaxy Black', 'Signal White', 'Traffic Red', 'Ocean Blue', 'Forest Green'];
const BRANDS = ['Polymaker', 'Prusament', 'eSun', 'Bambu Lab', 'Sunlu'];
const PROJECT_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
const DAY_MS = 86_400_000;

type Entry = [string, Record<string, unknown>];

/** Writes documents in admin batches of 500. */
async function writeAll(projectId: string, documents: Entry[]) {
  const db = adminFirestore(projectId);
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const [documentPath, data] of documents.slice(start, start + 500))
      batch.set(db.doc(documentPath), data);
    await batch.commit();
  }
}

const pad = (value: number) => String(value).padStart(4, '0');
const isoDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

function spoolFields(index: number): { status: SpoolStatus; remainingWeight: number } {
  // Mostly partly used; every 10th nearly empty (a low spool), every 25th finished, every 7th new.
  if (index % 25 === 0) return { status: 'done', remainingWeight: 0 };
  if (index % 10 === 0) return { status: 'used', remainingWeight: 60 };
  if (index % 7 === 0) return { status: 'new', remainingWeight: 1000 };
  return { status: 'used', remainingWeight: 150 + ((index * 37) % 800) };
}

export async function seedAccount(
  projectId: string,
  size: FarmSize,
  uid: string,
  email: string,
): Promise<SeededAccount> {
  const documents: Entry[] = [];
  const tag = size.label;
  documents.push([
    `users/${uid}`,
    adminDocuments.user(uid, { email, planId: 'pro', printerCount: size.printers }),
  ]);

  const printerIds = Array.from({ length: size.printers }, (_, index) => `${tag}-printer-${pad(index)}`);
  printerIds.forEach((id, index) =>
    documents.push([
      `printers/${id}`,
      adminDocuments.printer(uid, {
        name: `Printer ${index + 1}`,
        model: index % 2 === 0 ? 'MK4' : 'X1 Carbon',
        printMinutes: 6000 + index * 600,
        runCount: 100 + index,
      }),
    ]),
  );

  const spoolIds = Array.from({ length: size.spools }, (_, index) => `${tag}-spool-${pad(index)}`);
  spoolIds.forEach((id, index) => {
    const material = MATERIALS[index % MATERIALS.length]!.material;
    const colour = COLOURS[index % COLOURS.length]!;
    documents.push([
      `spools/${id}`,
      adminDocuments.spool(uid, {
        id,
        name: `${colour} ${material} #${index + 1}`,
        material,
        colorName: colour,
        brand: BRANDS[index % BRANDS.length]!,
        purchasePrice: 18 + (index % 15),
        purchaseDate: isoDay(Date.UTC(2025, 0, 1) + (index % 365) * DAY_MS),
        ...spoolFields(index),
      }),
    ]);
  });

  MATERIALS.forEach((material, index) =>
    documents.push([`materials/${tag}-material-${index}`, adminDocuments.material(uid, material)]),
  );

  // Newest last: project 0 is the oldest, the last one is the newest (first in the list).
  for (let project = 0; project < size.projects; project += 1) {
    const created = Date.UTC(2026, 0, 1) + project * 3_600_000;
    const createdAt = Timestamp.fromMillis(created);
    const status = PROJECT_STATUSES[project % PROJECT_STATUSES.length]!;
    const name = `Project ${project + 1}`;
    const printers = [printerIds[project % size.printers]!, printerIds[(project + 1) % size.printers]!];
    documents.push([
      `projects/${tag}-project-${pad(project)}`,
      {
        ...adminDocuments.project(uid, {
          name,
          description: `Order ${project + 1}: three parts`,
          clientName: project % 3 === 0 ? '' : `Client ${(project % 50) + 1}`,
          status,
          startDate: isoDay(created),
          printers,
          storedJobIds: Array.from(
            { length: JOBS_PER_PROJECT },
            (_, position) => `${tag}-job-${pad(project)}-${position}`,
          ),
          totalGrams: 36,
          totalMinutes: 270,
          estimatedCost: 4.5,
        }),
        createdAt,
      },
    ]);
    for (let position = 0; position < JOBS_PER_PROJECT; position += 1) {
      documents.push([
        `projects/${tag}-project-${pad(project)}/jobs/${tag}-job-${pad(project)}-${position}`,
        {
          ...adminDocuments.printJob(uid, {
            description: `Part ${position + 1}`,
            materialType: MATERIALS[(project + position) % MATERIALS.length]!.material,
            material: { meters: 4, grams: 12 },
            printTime: { hours: 1, minutes: 30 },
            position,
            projectName: name,
            projectActive: status === 'pending' || status === 'in-progress',
          }),
          projectCreatedAt: createdAt,
        },
      ]);
    }
  }

  printerIds.slice(0, 5).forEach((printerId, index) => {
    const task = {
      printerId,
      intervalHours: index % 2 === 0 ? 50 : null,
      intervalDays: index % 2 === 0 ? null : 30,
      baselineOn: '2026-01-01',
      baselineMinutes: 0,
      lastDoneOn: null,
      lastDoneMinutes: null,
    };
    documents.push([
      `maintenance_tasks/${tag}-task-${index}`,
      {
        ...task,
        ...taskDuePoints(task),
        userId: uid,
        printerName: `Printer ${index + 1}`,
        name: [
          'Clean the build plate',
          'Lubricate the rods',
          'Replace the nozzle',
          'Check the belts',
          'Dry the spools',
        ][index]!,
        notes: '',
        expectedCost: index === 2 ? 12 : null,
        lastLogId: null,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
        updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
      },
    ]);
  });

  // A few finished runs of the oldest project, each with its ledger entry on a spool.
  for (let run = 0; run < RUNS; run += 1) {
    const spoolId = spoolIds[1 + (run % (size.spools - 1))]!;
    const endedAt = Timestamp.fromMillis(Date.UTC(2026, 0, 2) + run * 600_000);
    const runId = `${tag}-run-${pad(run)}`;
    documents.push([
      `runs/${runId}`,
      adminDocuments.run(uid, {
        projectId: `${tag}-project-0000`,
        jobId: `${tag}-job-0000-${run % JOBS_PER_PROJECT}`,
        printerId: printerIds[run % size.printers]!,
        spoolIds: [spoolId],
        projectName: 'Project 1',
        jobLabel: `Part ${(run % JOBS_PER_PROJECT) + 1}`,
        printerName: `Printer ${(run % size.printers) + 1}`,
        spoolLabels: ['Spool'],
        status: 'completed',
        startedAt: endedAt,
        endedAt,
        grams: [12],
        minutes: 90,
        materialCost: 0.3,
        machineCost: 0.5,
        totalCost: 0.8,
        createdAt: endedAt,
        updatedAt: endedAt,
      }),
    ]);
    documents.push([
      `spools/${spoolId}/ledger/${runId}-1`,
      {
        userId: uid,
        spoolId,
        kind: 'usage',
        grams: -12,
        balanceAfter: 500,
        pricePerGram: 0.025,
        runId,
        label: `Project 1 · Part ${(run % JOBS_PER_PROJECT) + 1}`,
        note: '',
        createdAt: endedAt,
      },
    ]);
  }

  await writeAll(projectId, documents);
  const newest = size.projects - 1;
  return {
    size,
    email,
    uid,
    projectId: `${tag}-project-${pad(newest)}`,
    projectName: `Project ${newest + 1}`,
    documents: documents.length,
  };
}
