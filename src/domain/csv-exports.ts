// The CSV export of each table (issue 17): its columns, named for people, in the order a person
// reads them (the record's ids last), and its rows in a stable order. Loaded with csv.ts when the
// user exports, never with a page.
import { csvFile, isoTimestamp, joined, yesNo, type CsvColumn, type CsvFile } from './csv';
import { documentKindLabels, documentStatusLabels, type InvoiceDocument } from './invoices';
import { printerStatusLabel, type Printer } from './printers';
import { PROJECT_STATUS_LABELS } from './project-display';
import { roundHalfUp } from './rounding';
import { runStatusLabels } from './run-status';
import { failureReasonLabel, type Run } from './runs';
import { ledgerKindLabels, ledgerRows, type LedgerEntry } from './spool-ledger';
import { spoolStatusBadge, type Spool } from './spool-record';
import type { MaintenanceLogEntry, MaintenanceTask } from './maintenance';
import type { Material } from './materials';
import type { PrintJob, Project } from './project-record';

/** Sorts by text as a person does (case and accents aside), then by id so equal names keep one order. */
const byText =
  <Row extends { id: string }>(text: (row: Row) => string) =>
  (a: Row, b: Row) =>
    text(a).localeCompare(text(b), 'en', { sensitivity: 'base' }) || compareIds(a.id, b.id);
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Oldest first; a time not yet known (a write still on its way) last. */
const byTime =
  <Row extends { id: string }>(time: (row: Row) => Date | null) =>
  (a: Row, b: Row) =>
    (time(a)?.getTime() ?? Infinity) - (time(b)?.getTime() ?? Infinity) || compareIds(a.id, b.id);
const sorted = <Row>(rows: readonly Row[], compare: (a: Row, b: Row) => number) => [...rows].sort(compare);

// ---------- spools ----------

export const spoolColumns: CsvColumn<Spool>[] = [
  { header: 'Name', cell: (spool) => spool.name },
  { header: 'Brand', cell: (spool) => spool.brand },
  { header: 'Material', cell: (spool) => spool.material },
  { header: 'Colour', cell: (spool) => spool.colorName },
  { header: 'Colour hex', cell: (spool) => spool.colorHex },
  { header: 'Diameter (mm)', cell: (spool) => spool.diameter },
  { header: 'Weight (g)', cell: (spool) => spool.weight },
  { header: 'Remaining (g)', cell: (spool) => spool.remainingWeight },
  { header: 'Empty spool weight (g)', cell: (spool) => spool.emptySpoolWeight },
  { header: 'Status', cell: (spool) => spoolStatusBadge(spool.status).label },
  { header: 'Purchase date', cell: (spool) => spool.purchaseDate },
  { header: 'Purchase price', cell: (spool) => spool.purchasePrice },
  { header: 'Storage location', cell: (spool) => spool.location },
  { header: 'Notes', cell: (spool) => spool.notes },
  { header: 'Print temp min (°C)', cell: (spool) => spool.printTempMin },
  { header: 'Print temp max (°C)', cell: (spool) => spool.printTempMax },
  { header: 'Bed temp min (°C)', cell: (spool) => spool.bedTempMin },
  { header: 'Bed temp max (°C)', cell: (spool) => spool.bedTempMax },
  { header: 'Low-spool alert threshold (g)', cell: (spool) => spool.lowSpoolThreshold },
  { header: 'Catalogue filament ID', cell: (spool) => spool.filamentId },
  { header: 'Created', cell: (spool) => isoTimestamp(spool.createdAt) },
  { header: 'Updated', cell: (spool) => isoTimestamp(spool.updatedAt) },
  { header: 'Spool ID', cell: (spool) => spool.id },
];

export const spoolsCsv = (spools: readonly Spool[], exportedAt: Date): CsvFile =>
  csvFile(
    'spools',
    spoolColumns,
    sorted(
      spools,
      byText((spool) => spool.name),
    ),
    exportedAt,
  );

// ---------- filament types (the user's materials) ----------

export const materialColumns: CsvColumn<Material>[] = [
  { header: 'Material', cell: (material) => material.material },
  { header: 'Density (g/cm³)', cell: (material) => material.density },
  { header: 'Extruder temp (°C)', cell: (material) => material.extruderTemp },
  { header: 'Bed temp (°C)', cell: (material) => material.bedTemp },
  { header: 'Created', cell: (material) => isoTimestamp(material.createdAt) },
  { header: 'Updated', cell: (material) => isoTimestamp(material.updatedAt) },
  { header: 'Material ID', cell: (material) => material.id },
];

export const materialsCsv = (materials: readonly Material[], exportedAt: Date): CsvFile =>
  csvFile(
    'filament-types',
    materialColumns,
    sorted(
      materials,
      byText((material) => material.material),
    ),
    exportedAt,
  );

// ---------- printers ----------

export const printerColumns: CsvColumn<Printer>[] = [
  { header: 'Name', cell: (printer) => printer.name },
  { header: 'Model', cell: (printer) => printer.model },
  { header: 'Status', cell: (printer) => printerStatusLabel(printer.status) },
  { header: 'Build volume X (mm)', cell: (printer) => printer.buildVolume.x },
  { header: 'Build volume Y (mm)', cell: (printer) => printer.buildVolume.y },
  { header: 'Build volume Z (mm)', cell: (printer) => printer.buildVolume.z },
  { header: 'Number of extruders', cell: (printer) => printer.numExtruders },
  { header: 'Power consumption (W)', cell: (printer) => printer.powerConsumption },
  { header: 'Initial cost', cell: (printer) => printer.initialCost },
  { header: 'Cost per hour', cell: (printer) => printer.costPerHour },
  { header: 'Replacement period (hours)', cell: (printer) => printer.replacementPeriod },
  { header: 'Expected yearly hours', cell: (printer) => printer.expectedYearlyHours },
  { header: 'Annual maintenance cost', cell: (printer) => printer.annualMaintenanceCost },
  { header: 'Print time (minutes)', cell: (printer) => printer.printMinutes },
  { header: 'Runs', cell: (printer) => printer.runCount },
  { header: 'Created', cell: (printer) => isoTimestamp(printer.createdAt) },
  { header: 'Updated', cell: (printer) => isoTimestamp(printer.updatedAt) },
  { header: 'Printer ID', cell: (printer) => printer.id },
];

export const printersCsv = (printers: readonly Printer[], exportedAt: Date): CsvFile =>
  csvFile(
    'printers',
    printerColumns,
    sorted(
      printers,
      byText((printer) => printer.name),
    ),
    exportedAt,
  );

// ---------- projects with their print jobs ----------

/** One line of the projects export: a project and one of its jobs (null: a project without jobs). */
export interface ProjectJobRow {
  project: Project;
  job: PrintJob | null;
  /** Printer names by id: a project and its jobs name printers by id. */
  printerNames: ReadonlyMap<string, string>;
}

const JOB_STATUS_LABELS: Record<string, string> = { pending: 'Pending', ...runStatusLabels };
const jobStatusLabel = (status: string) => JOB_STATUS_LABELS[status] ?? status;
/** A printer by name; a printer since deleted by its id, so the cell still says which. */
const printerName = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? id;
const jobCell =
  (cell: (job: PrintJob) => string | number | null) =>
  ({ job }: ProjectJobRow) =>
    job ? cell(job) : null;

export const projectJobColumns: CsvColumn<ProjectJobRow>[] = [
  { header: 'Project', cell: ({ project }) => project.name },
  { header: 'Client', cell: ({ project }) => project.clientName },
  { header: 'Project status', cell: ({ project }) => PROJECT_STATUS_LABELS[project.status] },
  { header: 'Start date', cell: ({ project }) => project.startDate },
  { header: 'End date', cell: ({ project }) => project.endDate },
  { header: 'Estimated cost', cell: ({ project }) => project.estimatedCost },
  { header: 'Actual cost', cell: ({ project }) => project.actualCost },
  {
    header: 'Printers',
    cell: ({ project, printerNames }) => joined(project.printers.map((id) => printerName(printerNames, id))),
  },
  { header: 'Project description', cell: ({ project }) => project.description },
  { header: 'Print job', cell: jobCell((job) => job.description) },
  { header: 'Job status', cell: jobCell((job) => jobStatusLabel(job.status)) },
  { header: 'Job material', cell: jobCell((job) => job.materialType) },
  { header: 'Job colour', cell: jobCell((job) => job.colorName) },
  { header: 'Files', cell: jobCell((job) => joined(job.files.map((file) => file.name))) },
  {
    header: 'Print time (minutes)',
    cell: jobCell((job) => job.printTime.hours * 60 + job.printTime.minutes),
  },
  { header: 'Material (g)', cell: jobCell((job) => job.material.grams) },
  { header: 'Material (m)', cell: jobCell((job) => job.material.meters) },
  { header: 'Infill (%)', cell: jobCell((job) => job.settings.infill) },
  { header: 'Support', cell: jobCell((job) => yesNo(job.settings.support)) },
  { header: 'Extruder temp (°C)', cell: jobCell((job) => job.settings.temperature.extruder) },
  { header: 'Bed temp (°C)', cell: jobCell((job) => job.settings.temperature.bed) },
  { header: 'Job notes', cell: jobCell((job) => job.settings.notes) },
  {
    header: 'Assigned printer',
    cell: ({ job, printerNames }) =>
      job?.assignedPrinter ? printerName(printerNames, job.assignedPrinter) : null,
  },
  { header: 'Job started', cell: jobCell((job) => isoTimestamp(job.startTime)) },
  { header: 'Job ended', cell: jobCell((job) => isoTimestamp(job.endTime)) },
  { header: 'Project created', cell: ({ project }) => isoTimestamp(project.createdAt) },
  { header: 'Project updated', cell: ({ project }) => isoTimestamp(project.updatedAt) },
  { header: 'Project ID', cell: ({ project }) => project.id },
  { header: 'Job ID', cell: jobCell((job) => job.id) },
];

/** One row per print job, its project's columns repeated; a project without jobs is one row. */
export function projectJobRows(
  projects: readonly Project[],
  printers: readonly Pick<Printer, 'id' | 'name'>[],
): ProjectJobRow[] {
  const printerNames = new Map(printers.map((printer) => [printer.id, printer.name]));
  return sorted(
    projects,
    byTime((project) => project.createdAt),
  ).flatMap((project): ProjectJobRow[] =>
    project.parts.length === 0
      ? [{ project, job: null, printerNames }]
      : project.parts.map((job) => ({ project, job, printerNames })),
  );
}

export const projectsCsv = (
  projects: readonly Project[],
  printers: readonly Pick<Printer, 'id' | 'name'>[],
  exportedAt: Date,
): CsvFile => csvFile('projects', projectJobColumns, projectJobRows(projects, printers), exportedAt);

// ---------- runs ----------

/** All the grams a run used or wasted, over its spools (to 0.001 g: the sum of tenths, not 12.400000001). */
const runGrams = (run: Run) =>
  run.grams
    ? roundHalfUp(
        run.grams.reduce((sum, grams) => sum + grams, 0),
        3,
      )
    : null;

export const runColumns: CsvColumn<Run>[] = [
  { header: 'Started', cell: (run) => isoTimestamp(run.startedAt) },
  { header: 'Ended', cell: (run) => isoTimestamp(run.endedAt) },
  { header: 'Status', cell: (run) => runStatusLabels[run.status] },
  { header: 'Project', cell: (run) => run.projectName },
  { header: 'Print job', cell: (run) => run.jobLabel },
  { header: 'Printer', cell: (run) => run.printerName },
  { header: 'Spools', cell: (run) => joined(run.spoolLabels) },
  { header: 'Material', cell: (run) => run.materialType },
  { header: 'Colour', cell: (run) => run.colorName },
  { header: 'Estimated time (minutes)', cell: (run) => run.estimatedMinutes },
  { header: 'Estimated material (g)', cell: (run) => run.estimatedGrams },
  { header: 'Time (minutes)', cell: (run) => run.minutes },
  { header: 'Material used (g)', cell: runGrams },
  { header: 'Material per spool (g)', cell: (run) => (run.grams ? run.grams.join('; ') : null) },
  { header: 'Why it failed', cell: (run) => failureReasonLabel(run.failureReason) || run.failureReason },
  { header: 'Note', cell: (run) => run.note },
  { header: 'Material cost', cell: (run) => run.materialCost },
  { header: 'Machine cost', cell: (run) => run.machineCost },
  { header: 'Total cost', cell: (run) => run.totalCost },
  { header: 'Run ID', cell: (run) => run.id },
  { header: 'Project ID', cell: (run) => run.projectId },
  { header: 'Job ID', cell: (run) => run.jobId },
  { header: 'Printer ID', cell: (run) => run.printerId },
  { header: 'Spool IDs', cell: (run) => joined(run.spoolIds) },
];

export const runsCsv = (runs: readonly Run[], exportedAt: Date): CsvFile =>
  csvFile(
    'runs',
    runColumns,
    sorted(
      runs,
      byTime((run) => run.startedAt),
    ),
    exportedAt,
  );

// ---------- one spool's ledger ----------

/** A ledger entry, the balance after it (worked out from the spool: issue 29) and its spool. */
export interface LedgerRow {
  spool: Pick<Spool, 'id' | 'name'>;
  entry: LedgerEntry;
  balanceAfter: number;
}

export const ledgerColumns: CsvColumn<LedgerRow>[] = [
  { header: 'Recorded', cell: ({ entry }) => isoTimestamp(entry.createdAt) },
  { header: 'Spool', cell: ({ spool }) => spool.name },
  { header: 'Change', cell: ({ entry }) => ledgerKindLabels[entry.kind] },
  { header: 'Grams (g)', cell: ({ entry }) => entry.grams },
  { header: 'Remaining after (g)', cell: ({ balanceAfter }) => balanceAfter },
  { header: 'Price per gram', cell: ({ entry }) => entry.pricePerGram },
  { header: 'For', cell: ({ entry }) => entry.label },
  { header: 'Note', cell: ({ entry }) => entry.note },
  { header: 'Run ID', cell: ({ entry }) => entry.runId },
  { header: 'Spool ID', cell: ({ spool }) => spool.id },
  { header: 'Entry ID', cell: ({ entry }) => entry.id },
];

/**
 * A spool's whole ledger, oldest first (entries written together in their order by id), each with
 * the balance after it, worked out back from the spool's remaining weight.
 */
export const ledgerCsv = (
  spool: Pick<Spool, 'id' | 'name' | 'remainingWeight'>,
  entries: readonly LedgerEntry[],
  exportedAt: Date,
): CsvFile =>
  csvFile(
    `spool-history-${spool.name}`,
    ledgerColumns,
    ledgerRows(spool.remainingWeight, entries)
      .reverse()
      .map(({ entry, balanceAfter }) => ({ spool, entry, balanceAfter })),
    exportedAt,
  );

// ---------- maintenance ----------

export const maintenanceTaskColumns: CsvColumn<MaintenanceTask>[] = [
  { header: 'Printer', cell: (task) => task.printerName },
  { header: 'Task', cell: (task) => task.name },
  { header: 'Every (print hours)', cell: (task) => task.intervalHours },
  { header: 'Every (days)', cell: (task) => task.intervalDays },
  { header: 'Expected cost', cell: (task) => task.expectedCost },
  { header: 'Notes', cell: (task) => task.notes },
  { header: 'Last done', cell: (task) => task.lastDoneOn },
  { header: 'Added on', cell: (task) => task.baselineOn },
  { header: 'Created', cell: (task) => isoTimestamp(task.createdAt) },
  { header: 'Updated', cell: (task) => isoTimestamp(task.updatedAt) },
  { header: 'Task ID', cell: (task) => task.id },
  { header: 'Printer ID', cell: (task) => task.printerId },
];

export const maintenanceTasksCsv = (tasks: readonly MaintenanceTask[], exportedAt: Date): CsvFile =>
  csvFile(
    'maintenance-tasks',
    maintenanceTaskColumns,
    sorted(
      tasks,
      byText((task) => `${task.printerName}\u0000${task.name}`),
    ),
    exportedAt,
  );

export const maintenanceLogColumns: CsvColumn<MaintenanceLogEntry>[] = [
  { header: 'Done on', cell: (entry) => entry.doneOn },
  { header: 'Printer', cell: (entry) => entry.printerName },
  { header: 'Task', cell: (entry) => entry.taskName },
  { header: 'Cost', cell: (entry) => entry.cost },
  { header: 'Done by', cell: (entry) => entry.doneBy },
  { header: 'Notes', cell: (entry) => entry.notes },
  { header: 'Printer print time (minutes)', cell: (entry) => entry.printMinutes },
  { header: 'Recorded', cell: (entry) => isoTimestamp(entry.createdAt) },
  { header: 'Entry ID', cell: (entry) => entry.id },
  { header: 'Task ID', cell: (entry) => entry.taskId },
  { header: 'Printer ID', cell: (entry) => entry.printerId },
];

/** The log, oldest first (by the day it was done, then when it was recorded). */
export const maintenanceLogCsv = (entries: readonly MaintenanceLogEntry[], exportedAt: Date): CsvFile =>
  csvFile(
    'maintenance-log',
    maintenanceLogColumns,
    sorted(
      entries,
      (a, b) =>
        compareIds(a.doneOn, b.doneOn) || byTime<MaintenanceLogEntry>((entry) => entry.createdAt)(a, b),
    ),
    exportedAt,
  );

// ---------- quotes and invoices ----------

export const invoiceColumns: CsvColumn<InvoiceDocument>[] = [
  { header: 'Number', cell: (doc) => doc.number },
  { header: 'Type', cell: (doc) => documentKindLabels[doc.kind] },
  { header: 'Status', cell: (doc) => documentStatusLabels[doc.status] },
  { header: 'Client', cell: (doc) => doc.client.name },
  { header: 'Client email', cell: (doc) => doc.client.email },
  { header: 'Client address', cell: (doc) => doc.client.address },
  { header: 'Issue date', cell: (doc) => doc.issueDate },
  { header: 'Due date', cell: (doc) => doc.dueDate },
  { header: 'Paid date', cell: (doc) => doc.paidDate },
  { header: 'Currency', cell: (doc) => doc.currency },
  { header: 'Subtotal', cell: (doc) => doc.totals.subtotal },
  { header: 'Discount (%)', cell: (doc) => doc.discountPercent },
  { header: 'Discount', cell: (doc) => doc.totals.discount },
  { header: 'Tax rate (%)', cell: (doc) => doc.taxRatePercent },
  { header: 'Tax', cell: (doc) => doc.totals.tax },
  { header: 'Total', cell: (doc) => doc.totals.total },
  { header: 'Lines', cell: (doc) => doc.lines.length },
  { header: 'Notes', cell: (doc) => doc.notes },
  { header: 'Created', cell: (doc) => isoTimestamp(doc.createdAt) },
  { header: 'Updated', cell: (doc) => isoTimestamp(doc.updatedAt) },
  { header: 'Document ID', cell: (doc) => doc.id },
  { header: 'Project ID', cell: (doc) => doc.projectId },
  { header: 'From quote ID', cell: (doc) => doc.quoteId },
  { header: 'Invoiced as ID', cell: (doc) => doc.convertedToInvoiceId },
];

/** Quotes and invoices by issue date, then number order. */
export const invoicesCsv = (documents: readonly InvoiceDocument[], exportedAt: Date): CsvFile =>
  csvFile(
    'invoices',
    invoiceColumns,
    sorted(
      documents,
      (a, b) =>
        compareIds(a.issueDate, b.issueDate) ||
        compareIds(a.kind, b.kind) ||
        a.sequence - b.sequence ||
        compareIds(a.id, b.id),
    ),
    exportedAt,
  );
