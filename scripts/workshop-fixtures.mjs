// A small workshop as the repositories store it: a printer, a spool, and a project whose one job
// waits in the queue. Shared by the Playwright journeys (tests/e2e/workshop-seed.ts) and
// bench:lighthouse --accessibility, which write them with firebase-admin; `now` is the server
// timestamp sentinel they write with.

/** A Prusa MK4 at $0.50 an hour, idle. */
export const workshopPrinter = (uid, now) => ({
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

/** A full 1 kg spool of Galaxy Black PLA at $20. */
export const workshopSpool = (uid, now) => ({
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

/**
 * A project ('Chess set' unless named) on the printer, and its one job ('Rook' unless named: PLA,
 * 1 h, 120 g) waiting in the queue; the job is stored as jobs/job-1 under the project.
 */
export function queuedProject(uid, printerId, now, { projectName = 'Chess set', description = 'Rook' } = {}) {
  return {
    project: {
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
    },
    job: {
      userId: uid,
      position: 0,
      files: [],
      description,
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
    },
  };
}
