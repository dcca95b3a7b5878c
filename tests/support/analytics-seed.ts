// Raw records for Analytics (issue 18), written with firebase-admin (rules bypassed) exactly as
// the repositories store them: printers, projects, finished runs (with `endedOn`), maintenance log
// entries and invoices in every status. The Analytics page charts from rollups built from these
// by its "Build from my records" action, so a seed holds no rollup documents.
//   - journeyRecords: a small account with known amounts on the first day of this month, the
//     first day of last month and two days of the months before (the journey's expected figures);
//   - yearRecords: the benchmark's year of a farm (5,000 runs, ~200 maintenance entries, ~300
//     invoices), deterministic for a given last day.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export type SeedEntry = [path: string, data: Record<string, unknown>];

/** 'YYYY-MM-DD' of a local calendar date. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Noon of a local calendar day: the same day whatever the clock's offset. */
const noonOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12, 0, 0);
};

export interface PrinterSeed {
  id: string;
  name: string;
}
export interface ProjectSeed {
  id: string;
  name: string;
  estimatedCost: number;
}
export interface RunSeed {
  id: string;
  day: string;
  printer: PrinterSeed;
  project: ProjectSeed;
  materialType: string;
  colorName: string;
  outcome: 'completed' | 'failed' | 'cancelled';
  failureReason?: string | null;
  grams: number[];
  minutes: number;
  materialCost: number;
  totalCost: number;
  /** false: stored as before issue 18 (no endedOn; its day is endedAt's local day). */
  withEndedOn?: boolean;
}
export interface MaintenanceSeed {
  id: string;
  day: string;
  printer: PrinterSeed;
  taskName: string;
  cost: number;
}
export interface InvoiceSeed {
  id: string;
  kind: 'invoice' | 'quote';
  status: 'draft' | 'sent' | 'paid' | 'void' | 'accepted' | 'declined';
  issueDate: string;
  paidDate?: string | null;
  currency: string;
  total: number;
  projectId: string | null;
  sequence: number;
}

export const printerDocument = (uid: string, printer: PrinterSeed): SeedEntry => {
  const at = Timestamp.fromDate(new Date(2025, 0, 1));
  return [
    `printers/${printer.id}`,
    {
      userId: uid,
      name: printer.name,
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
      printMinutes: 0,
      runCount: 0,
      currentRunId: null,
      createdAt: at,
      updatedAt: at,
    },
  ];
};

export const projectDocument = (uid: string, project: ProjectSeed): SeedEntry => {
  const at = Timestamp.fromDate(new Date(2025, 0, 1));
  return [
    `projects/${project.id}`,
    {
      userId: uid,
      name: project.name,
      description: '',
      clientName: '',
      status: 'in-progress',
      startDate: '2025-01-01',
      endDate: null,
      estimatedCost: project.estimatedCost,
      actualCost: null,
      materials: [],
      printers: [],
      jobCount: 0,
      totalGrams: 0,
      totalMinutes: 0,
      createdAt: at,
      updatedAt: at,
    },
  ];
};

/** A finished run as the runs repository stores it after finishing. */
export const runDocument = (uid: string, run: RunSeed): SeedEntry => {
  const ended = noonOf(run.day);
  const endedAt = Timestamp.fromDate(ended);
  const startedAt = Timestamp.fromMillis(ended.getTime() - run.minutes * 60_000);
  return [
    `runs/${run.id}`,
    {
      userId: uid,
      projectId: run.project.id,
      jobId: `${run.project.id}-job`,
      printerId: run.printer.id,
      spoolIds: ['seed-spool'],
      projectName: run.project.name,
      jobLabel: 'Part',
      printerName: run.printer.name,
      spoolLabels: [`${run.colorName} ${run.materialType}`],
      materialType: run.materialType,
      colorName: run.colorName,
      estimatedMinutes: run.minutes,
      estimatedGrams: run.grams.reduce((sum, grams) => sum + grams, 0),
      status: run.outcome,
      startedAt,
      endedAt,
      ...(run.withEndedOn === false ? {} : { endedOn: run.day }),
      grams: run.grams,
      minutes: run.minutes,
      failureReason: run.outcome === 'failed' ? (run.failureReason ?? 'other') : null,
      note: '',
      materialCost: run.materialCost,
      machineCost: Math.round((run.totalCost - run.materialCost) * 100) / 100,
      totalCost: run.totalCost,
      createdAt: startedAt,
      updatedAt: endedAt,
    },
  ];
};

export const maintenanceDocument = (uid: string, entry: MaintenanceSeed): SeedEntry => [
  `maintenance_log/${entry.id}`,
  {
    userId: uid,
    printerId: entry.printer.id,
    printerName: entry.printer.name,
    taskId: null,
    taskName: entry.taskName,
    doneOn: entry.day,
    printMinutes: 0,
    cost: entry.cost,
    doneBy: '',
    notes: '',
    createdAt: Timestamp.fromDate(noonOf(entry.day)),
  },
];

export const invoiceDocument = (uid: string, invoice: InvoiceSeed): SeedEntry => {
  const at = Timestamp.fromDate(noonOf(invoice.issueDate));
  const prefix = invoice.kind === 'invoice' ? 'INV' : 'QUO';
  return [
    `invoices/${invoice.id}`,
    {
      userId: uid,
      kind: invoice.kind,
      number: `${prefix}-${invoice.issueDate.slice(0, 4)}-${String(invoice.sequence).padStart(4, '0')}`,
      sequence: invoice.sequence,
      status: invoice.status,
      projectId: invoice.projectId,
      quoteId: null,
      convertedToInvoiceId: null,
      client: { name: 'Ada Lovelace', email: null, address: null },
      business: { name: null, address: null, taxId: null, email: null, paymentTerms: null },
      issueDate: invoice.issueDate,
      dueDate: null,
      paidDate: invoice.paidDate ?? null,
      currency: invoice.currency,
      paperSize: 'A4',
      lines: [{ id: 'line-1', description: 'Printed parts', quantity: 1, unitPrice: invoice.total }],
      taxRatePercent: 0,
      discountPercent: 0,
      notes: null,
      totals: { subtotal: invoice.total, discount: 0, tax: 0, total: invoice.total },
      createdAt: at,
      updatedAt: at,
    },
  ];
};

/** Writes documents in admin batches of 500; returns how many were written. */
export async function writeSeed(db: Firestore, documents: SeedEntry[]): Promise<number> {
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const [documentPath, data] of documents.slice(start, start + 500))
      batch.set(db.doc(documentPath), data);
    await batch.commit();
  }
  return documents.length;
}

// ---------- the journey's account ----------

/**
 * The journey's days, all before or on today whatever the date: the first day of this month and of
 * last month, the 12th of three months ago and the 20th of two months ago; and the first day of
 * four months ago, where a custom period covering everything starts (120 to 155 days: always
 * grouped per month).
 */
export function journeyDays(today: Date) {
  const month = (back: number, day: number) =>
    dayKey(new Date(today.getFullYear(), today.getMonth() - back, day));
  return {
    thisMonth: month(0, 1),
    lastMonth: month(1, 1),
    earlier: month(3, 12),
    later: month(2, 20),
    start: month(4, 1),
  };
}

export const JOURNEY_PRINTERS = {
  voron: { id: 'analytics-voron', name: 'Voron 2.4' },
  bambu: { id: 'analytics-bambu', name: 'Bambu X1' },
} as const;
export const JOURNEY_PROJECTS = {
  chess: { id: 'analytics-chess', name: 'Chess set', estimatedCost: 5 },
  drone: { id: 'analytics-drone', name: 'Drone frame', estimatedCost: 1 },
} as const;

/**
 * The journey's records (amounts in the journey's expectations, tests/e2e/analytics-journey.spec.ts):
 *   this month (day 1): Voron PLA completed 120 g 90 min $2.40/$3.15 (Chess set); Bambu PETG
 *     failed (adhesion) 30.5 g 45 min $0.76/$1.20 (Drone frame); Voron maintenance $12.50;
 *     invoices: sent $40 (Chess set, outstanding), paid $25 (Drone frame), a draft $999 and a sent
 *     quote $500 (neither counts);
 *   last month (day 1): Voron PLA completed 200 g 180 min $4.00/$5.50 (Drone frame); Bambu
 *     maintenance $8; invoice paid $60 (Drone frame);
 *   the 12th, three months ago: Bambu PETG completed 80 g 120 min $2.00/$3.00 (Chess set); invoice
 *     $100 (Chess set) issued, paid on the 20th two months ago; a voided invoice $300 (never counts);
 *   the 20th, two months ago: Bambu maintenance $20.
 */
export function journeyRecords(uid: string, today: Date): SeedEntry[] {
  const days = journeyDays(today);
  const { voron, bambu } = JOURNEY_PRINTERS;
  const { chess, drone } = JOURNEY_PROJECTS;
  const pla = { materialType: 'PLA', colorName: 'Galaxy Black' };
  const petg = { materialType: 'PETG', colorName: 'Signal White' };
  const runs: RunSeed[] = [
    {
      id: 'a1',
      day: days.thisMonth,
      printer: voron,
      project: chess,
      ...pla,
      outcome: 'completed',
      grams: [120],
      minutes: 90,
      materialCost: 2.4,
      totalCost: 3.15,
    },
    {
      id: 'a2',
      day: days.thisMonth,
      printer: bambu,
      project: drone,
      ...petg,
      outcome: 'failed',
      failureReason: 'adhesion',
      grams: [30.5],
      minutes: 45,
      materialCost: 0.76,
      totalCost: 1.2,
    },
    {
      id: 'b1',
      day: days.lastMonth,
      printer: voron,
      project: drone,
      ...pla,
      outcome: 'completed',
      grams: [200],
      minutes: 180,
      materialCost: 4,
      totalCost: 5.5,
    },
    {
      id: 'c1',
      day: days.earlier,
      printer: bambu,
      project: chess,
      ...petg,
      outcome: 'completed',
      grams: [80],
      minutes: 120,
      materialCost: 2,
      totalCost: 3,
    },
  ];
  const maintenance: MaintenanceSeed[] = [
    { id: 'm1', day: days.thisMonth, printer: voron, taskName: 'Replace the nozzle', cost: 12.5 },
    { id: 'm2', day: days.lastMonth, printer: bambu, taskName: 'Check the belts', cost: 8 },
    { id: 'm3', day: days.later, printer: bambu, taskName: 'Lubricate the rods', cost: 20 },
  ];
  const invoice = (
    fields: Omit<InvoiceSeed, 'currency' | 'kind'> & { kind?: InvoiceSeed['kind'] },
  ): InvoiceSeed => ({
    kind: 'invoice',
    currency: 'USD',
    ...fields,
  });
  const invoices: InvoiceSeed[] = [
    invoice({
      id: 'i1',
      sequence: 1,
      status: 'sent',
      issueDate: days.thisMonth,
      total: 40,
      projectId: chess.id,
    }),
    invoice({
      id: 'i2',
      sequence: 2,
      status: 'paid',
      issueDate: days.thisMonth,
      paidDate: days.thisMonth,
      total: 25,
      projectId: drone.id,
    }),
    invoice({
      id: 'i3',
      sequence: 3,
      status: 'draft',
      issueDate: days.thisMonth,
      total: 999,
      projectId: null,
    }),
    invoice({
      id: 'q1',
      sequence: 1,
      kind: 'quote',
      status: 'sent',
      issueDate: days.thisMonth,
      total: 500,
      projectId: chess.id,
    }),
    invoice({
      id: 'i4',
      sequence: 4,
      status: 'paid',
      issueDate: days.lastMonth,
      paidDate: days.lastMonth,
      total: 60,
      projectId: drone.id,
    }),
    invoice({
      id: 'i5',
      sequence: 5,
      status: 'paid',
      issueDate: days.earlier,
      paidDate: days.later,
      total: 100,
      projectId: chess.id,
    }),
    invoice({ id: 'i6', sequence: 6, status: 'void', issueDate: days.earlier, total: 300, projectId: null }),
  ];
  // Ids unique to the account: the e2e emulator project is shared by every journey.
  const tag = uid.slice(0, 8);
  return [
    ...Object.values(JOURNEY_PRINTERS).map((printer) =>
      printerDocument(uid, { ...printer, id: `${printer.id}-${tag}` }),
    ),
    ...Object.values(JOURNEY_PROJECTS).map((project) =>
      projectDocument(uid, { ...project, id: `${project.id}-${tag}` }),
    ),
    ...runs.map((run) =>
      runDocument(uid, {
        ...run,
        id: `analytics-${run.id}-${tag}`,
        printer: { ...run.printer, id: `${run.printer.id}-${tag}` },
        project: { ...run.project, id: `${run.project.id}-${tag}` },
      }),
    ),
    ...maintenance.map((entry) =>
      maintenanceDocument(uid, {
        ...entry,
        id: `analytics-${entry.id}-${tag}`,
        printer: { ...entry.printer, id: `${entry.printer.id}-${tag}` },
      }),
    ),
    ...invoices.map((entry) =>
      invoiceDocument(uid, {
        ...entry,
        id: `${uid}_${entry.kind}_${entry.sequence}`,
        projectId: entry.projectId && `${entry.projectId}-${tag}`,
      }),
    ),
  ];
}

// ---------- the benchmark's year ----------

export interface YearSize {
  runs: number;
  maintenance: number;
  invoices: number;
  printers: number;
  projects: number;
}

export const BENCH_YEAR: YearSize = {
  runs: 5000,
  maintenance: 200,
  invoices: 300,
  printers: 10,
  projects: 40,
};

const MATERIALS = [
  { materialType: 'PLA', colours: ['Galaxy Black', 'Signal White', 'Traffic Red'], pricePerGram: 0.02 },
  { materialType: 'PETG', colours: ['Signal White', 'Ocean Blue'], pricePerGram: 0.025 },
  { materialType: 'ABS', colours: ['Galaxy Black'], pricePerGram: 0.022 },
  { materialType: 'TPU', colours: ['Forest Green'], pricePerGram: 0.04 },
];
const REASONS = ['adhesion', 'spaghetti', 'clog', 'filament', 'printer', 'model', 'other'];
const TASKS = ['Clean the build plate', 'Lubricate the rods', 'Replace the nozzle', 'Check the belts'];

/** A day `offset` days before `last` ('YYYY-MM-DD'). */
const daysBefore = (last: string, offset: number) => {
  const date = noonOf(last);
  date.setDate(date.getDate() - offset);
  return dayKey(date);
};

/**
 * A farm's year ending on `lastDay` (the 365 days up to it), deterministic: runs spread evenly over
 * the days and the printers in turn, each printer's material and colour changing weekly; one run in
 * 12 failed (reasons in turn), one in 40 cancelled, one in 10 stored without `endedOn` (as before
 * issue 18); invoices mostly USD, one in 5 in EUR, one in 10 a quote, statuses in turn.
 */
export function yearRecords(uid: string, lastDay: string, size: YearSize = BENCH_YEAR): SeedEntry[] {
  const printers = Array.from({ length: size.printers }, (_, index) => ({
    id: `bench-printer-${index}`,
    name: `Printer ${index + 1}`,
  }));
  const projects = Array.from({ length: size.projects }, (_, index) => ({
    id: `bench-project-${index}`,
    name: `Project ${index + 1}`,
    estimatedCost: 5 + (index % 9) * 2.5,
  }));
  const documents: SeedEntry[] = [
    ...printers.map((printer) => printerDocument(uid, printer)),
    ...projects.map((project) => projectDocument(uid, project)),
  ];
  for (let index = 0; index < size.runs; index += 1) {
    const offset = Math.floor((index * 365) / size.runs);
    const printer = index % printers.length;
    // A printer keeps a spool loaded for a week or so: its material and colour change weekly.
    const week = Math.floor(offset / 7);
    const material = MATERIALS[(printer + week) % MATERIALS.length]!;
    const colorName = material.colours[(printer * 3 + week) % material.colours.length]!;
    const grams = 10 + ((index * 37) % 290) + (index % 10) / 10;
    const minutes = 20 + ((index * 53) % 460);
    const materialCost = Math.round(grams * material.pricePerGram * 100) / 100;
    const outcome = index % 40 === 7 ? 'cancelled' : index % 12 === 5 ? 'failed' : 'completed';
    documents.push(
      runDocument(uid, {
        id: `bench-run-${index}`,
        day: daysBefore(lastDay, offset),
        printer: printers[printer]!,
        project: projects[(index * 7) % projects.length]!,
        materialType: material.materialType,
        colorName,
        outcome,
        failureReason: REASONS[Math.floor(index / 12) % REASONS.length]!,
        grams:
          index % 5 === 0 ? [Math.round((grams / 2) * 10) / 10, Math.round((grams / 2) * 10) / 10] : [grams],
        minutes,
        materialCost,
        totalCost: Math.round((materialCost + (minutes / 60) * 0.5) * 100) / 100,
        withEndedOn: index % 10 !== 3,
      }),
    );
  }
  for (let index = 0; index < size.maintenance; index += 1) {
    documents.push(
      maintenanceDocument(uid, {
        id: `bench-log-${index}`,
        day: daysBefore(lastDay, Math.floor((index * 365) / size.maintenance)),
        printer: printers[(index * 3) % printers.length]!,
        taskName: TASKS[index % TASKS.length]!,
        cost: (index % 4) * 7.5,
      }),
    );
  }
  const statuses = ['paid', 'sent', 'paid', 'void', 'draft', 'paid'] as const;
  for (let index = 0; index < size.invoices; index += 1) {
    const kind = index % 10 === 9 ? 'quote' : 'invoice';
    const issueDate = daysBefore(lastDay, Math.floor((index * 365) / size.invoices));
    const status = kind === 'quote' ? 'sent' : statuses[index % statuses.length]!;
    const paidOffset = Math.floor((index * 365) / size.invoices) - 14;
    documents.push(
      invoiceDocument(uid, {
        id: `${uid}_${kind}_${index + 1}`,
        sequence: index + 1,
        kind,
        status,
        issueDate,
        paidDate: status === 'paid' ? daysBefore(lastDay, Math.max(0, paidOffset)) : null,
        currency: index % 5 === 1 ? 'EUR' : 'USD',
        total: 40 + ((index * 13) % 200) + (index % 7) * 0.15,
        projectId: index % 3 === 2 ? null : projects[index % projects.length]!.id,
      }),
    );
  }
  return documents;
}
