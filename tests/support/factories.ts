// Typed test data: one valid record per collection, typed from the domain, changed by overrides.
// `records.x()` is what the app holds after reading (for component tests); `storedDocuments()`
// turns records into documents as the repositories write them, stamped with the server-time
// sentinel of the SDK that writes them (firebase/firestore in rules tests, firebase-admin in
// integration tests and benchmarks).
import type { Filament } from '@/domain/filament';
import { defaultNumbering } from '@/domain/invoice-numbering';
import type { Material } from '@/domain/materials';
import { BUILT_IN_PLANS, type Plan } from '@/domain/plans';
import type { Printer } from '@/domain/printers';
import type { PrintJob, Project } from '@/domain/project-record';
import { storedFilamentSlot } from '@/domain/sliced-job';
import type { Spool } from '@/domain/spool-record';
import { derivedSpoolFields } from '@/domain/spool-search';
import type { UserProfile } from '@/domain/user';

const CREATED = new Date('2025-03-01T10:00:00Z');
const timestamps = () => ({ createdAt: CREATED, updatedAt: CREATED });

/** A factory of `T`: a fresh copy of `defaults()` with the overrides applied. */
const factory =
  <T>(defaults: () => T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });

function user(overrides: Partial<UserProfile> = {}): UserProfile {
  const uid = overrides.uid ?? 'maker';
  return {
    uid,
    email: `${uid}@example.com`,
    businessName: null,
    planId: 'hobby',
    role: 'user',
    city: '',
    country: '',
    currency: 'USD',
    electricityRate: 0.12,
    printerCount: 0,
    business: { address: null, taxId: null, email: null, paymentTerms: null },
    paperSize: 'A4',
    numbering: defaultNumbering(CREATED),
    ...timestamps(),
    ...overrides,
  };
}

function plan(overrides: Partial<Plan> = {}): Plan {
  const hobby = BUILT_IN_PLANS[0]!;
  return { ...hobby, features: [...hobby.features], ...overrides };
}

const printer = factory<Printer>(() => ({
  id: 'printer-1',
  userId: 'maker',
  name: 'Prusa MK4',
  model: 'MK4',
  buildVolume: { x: 250, y: 210, z: 220 },
  numExtruders: 1,
  powerConsumption: 120,
  initialCost: 1099,
  costPerHour: 0.35,
  replacementPeriod: 10000,
  expectedYearlyHours: 2000,
  annualMaintenanceCost: 60,
  status: 'idle',
  printMinutes: 0,
  runCount: 0,
  currentRunId: null,
  ...timestamps(),
}));

const filament = factory<Filament>(() => ({
  id: 'polymaker_pla_galaxy_black',
  name: 'Galaxy Black',
  material: 'PLA',
  brand: 'Polymaker',
  colorName: 'Galaxy Black',
  colorHex: '#1B1B1B',
  density: 1.24,
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 55,
  bedTempMax: 65,
  notes: 'Weight: 1000g',
}));

const spool = factory<Spool>(() => ({
  id: 'spool-1',
  userId: 'maker',
  name: 'Galaxy Black PLA',
  weight: 1000,
  remainingWeight: 800,
  purchaseDate: '2025-03-07',
  purchasePrice: 24.99,
  status: 'new',
  location: null,
  notes: null,
  brand: 'Polymaker',
  colorName: 'Galaxy Black',
  colorHex: null,
  material: 'PLA',
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 55,
  bedTempMax: 65,
  filamentId: null,
  lowSpoolThreshold: null,
  emptySpoolWeight: null,
  ...timestamps(),
}));

const material = factory<Material>(() => ({
  id: 'material-1',
  userId: 'maker',
  material: 'PLA',
  density: 1.24,
  extruderTemp: 210,
  bedTemp: 60,
  ...timestamps(),
}));

const printJob = factory<PrintJob>(() => ({
  id: 'part-1-abc',
  files: [{ name: 'rook.stl', description: '' }],
  description: 'Rook',
  materialType: 'PLA',
  colorName: 'Galaxy Black',
  settings: { temperature: { extruder: 210, bed: 60, both: null }, support: false, infill: 20, notes: '' },
  status: 'pending',
  printTime: { hours: 1, minutes: 30 },
  material: { meters: 4.2, grams: 12.4 },
  assignedPrinter: null,
  startTime: null,
  endTime: null,
  slicedFile: null,
  filaments: [],
  ...timestamps(),
}));

const project = factory<Project>(() => ({
  id: 'chess-set',
  userId: 'maker',
  name: 'Chess set',
  description: 'Staunton pattern',
  clientName: 'Ada',
  status: 'pending',
  startDate: '2025-03-01',
  endDate: null,
  estimatedCost: 12.5,
  actualCost: null,
  materials: [],
  printers: ['printer-1'],
  jobCount: 1,
  totalGrams: 12.4,
  totalMinutes: 90,
  parts: [printJob()],
  storedJobIds: ['part-1-abc'],
  ...timestamps(),
}));

/** Valid records as the app holds them after reading, one per collection. */
export const records = { user, plan, printer, filament, spool, material, printJob, project };

/** A record as stored: no id field (the id is the document's key), server-stamped timestamps. */
export type Stored<T, Time> = Omit<T, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Time;
  updatedAt: Time;
};

function toStored<T extends object, Time>(record: T, serverTime: () => Time): Stored<T, Time> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    // Firestore refuses undefined; the id is the document's key, the timestamps the server's.
    if (value !== undefined && key !== 'id' && key !== 'createdAt' && key !== 'updatedAt') {
      fields[key] = value;
    }
  }
  return { ...fields, createdAt: serverTime(), updatedAt: serverTime() } as Stored<T, Time>;
}

/**
 * Documents exactly as the repositories write them, for seeding and for writes under test.
 * `serverTime` is the writing SDK's `serverTimestamp()`: the rules insist on the server's time.
 */
export function storedDocuments<Time>(serverTime: () => Time) {
  const stored = <T extends object>(record: T) => toStored(record, serverTime);
  return {
    /**
     * As the sign-up writes it: without the issue 14 fields (business, paperSize, numbering),
     * which the profile adds later (missing = defaults), unless the overrides give them.
     */
    user: (uid: string, overrides: Partial<UserProfile> = {}) => {
      const { business: _business, paperSize: _paperSize, numbering: _numbering, ...fields } = user({ uid });
      return stored({ ...fields, ...overrides });
    },
    plan: (overrides: Partial<Plan> = {}) => stored(plan(overrides)),
    printer: (userId: string, overrides: Partial<Printer> = {}) => stored(printer({ userId, ...overrides })),
    filament: (overrides: Partial<Filament> = {}) => stored(filament(overrides)),
    /**
     * With the fields the spool repository derives from the others: the low-spool flag and the
     * search words (give the document's `id`: its short code is one of them).
     */
    spool: (userId: string, overrides: Partial<Spool> = {}) => {
      const record = spool({ userId, ...overrides });
      return stored({ ...record, ...derivedSpoolFields(record.id, record) });
    },
    material: (userId: string, overrides: Partial<Material> = {}) =>
      stored(material({ userId, ...overrides })),
    /**
     * A project document: its jobs are documents of their own (see printJob), listed on it
     * (jobIds, issue 29: `storedJobIds`, the job documents' ids) with their count and totals.
     */
    project: (userId: string, overrides: Partial<Project> = {}) => {
      const { parts: _parts, storedJobIds, ...fields } = project({ userId, ...overrides });
      return stored({ ...fields, jobIds: storedJobIds, jobCount: overrides.jobCount ?? storedJobIds.length });
    },
    /** A project stored before jobs had documents: its jobs inline in `parts`, no totals. */
    inlineProject: (userId: string, overrides: Partial<Project> = {}) => {
      const {
        storedJobIds: _ids,
        jobCount: _count,
        totalGrams: _grams,
        totalMinutes: _minutes,
        ...fields
      } = project({ userId, ...overrides });
      return stored(fields);
    },
    /** A run printing, runs/{id}, as the runs repository starts it (job 1 of chess-set on p1 with s1). */
    run: (userId: string, overrides: Record<string, unknown> = {}) => ({
      userId,
      projectId: 'chess-set',
      jobId: 'j1',
      printerId: 'p1',
      spoolIds: ['s1'],
      projectName: 'Chess set',
      jobLabel: 'Rook',
      printerName: 'Prusa MK4',
      spoolLabels: ['Galaxy Black PLA'],
      materialType: 'PLA',
      colorName: 'Galaxy Black',
      estimatedMinutes: 90,
      estimatedGrams: 12.4,
      status: 'printing',
      startedAt: serverTime(),
      endedAt: null,
      endedOn: null,
      grams: null,
      minutes: null,
      failureReason: null,
      note: '',
      materialCost: null,
      machineCost: null,
      totalCost: null,
      createdAt: serverTime(),
      updatedAt: serverTime(),
      ...overrides,
    }),
    /** A job document, projects/{projectId}/jobs/{id}. */
    printJob: (
      userId: string,
      overrides: Partial<PrintJob> & {
        position?: number;
        projectName?: string;
        projectActive?: boolean;
      } = {},
    ) => {
      const { position = 0, projectName = 'Chess set', projectActive = true, ...job } = overrides;
      const record = printJob(job);
      // What the workshop queue filters and orders by, as the projects repository writes it.
      return {
        ...stored(record),
        filaments: record.filaments.map(storedFilamentSlot),
        userId,
        position,
        projectName,
        projectActive,
        projectCreatedAt: serverTime(),
      };
    },
  };
}
