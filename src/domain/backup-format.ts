// The backup file (issue 17 part 2): one JSON document with all of a user's data, versioned.
// Records are stored values as they are (Firestore Timestamps as ISO strings), each with its
// original id; objects' keys are sorted and records ordered by id, so two exports of the same
// data are byte-identical. Every record is checked against the bounds firestore.rules holds
// (src/domain/limits.ts) before anything is written.
import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { INVOICE_LIMITS, NUMBER_PREFIX_PATTERN } from './invoice-numbering';
import { NUMBER_LIMITS, PROJECT_LIMITS, RUN_LIMITS, TEXT_LIMITS } from './limits';
import { slicedFileRefSchema, STORED_SLOT_PATTERN } from './sliced-job';
import { MAX_FILAMENT_SLOTS } from './slicing/slots';

export const BACKUP_FORMAT = 'printledger-backup';
export const BACKUP_VERSION = 1;
/** The largest backup file the page reads (bigger files are refused before parsing). */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;

/** The kinds of record a backup holds, in the order a restore writes them. */
export const BACKUP_KINDS = [
  'settings',
  'materials',
  'printers',
  'spools',
  'projects',
  'jobs',
  'runs',
  'ledger',
  'maintenanceTasks',
  'maintenanceLog',
  'invoices',
] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  settings: 'Settings',
  materials: 'Filament types',
  printers: 'Printers',
  spools: 'Spools',
  ledger: 'Spool ledger entries',
  projects: 'Projects',
  jobs: 'Print jobs',
  runs: 'Print runs',
  maintenanceTasks: 'Maintenance tasks',
  maintenanceLog: 'Maintenance log entries',
  invoices: 'Quotes and invoices',
};

/** The fields of each kind that are Firestore Timestamps when stored (ISO strings in the file). */
export const TIMESTAMP_FIELDS: Record<Exclude<BackupKind, 'settings'>, readonly string[]> = {
  materials: ['createdAt', 'updatedAt'],
  printers: ['createdAt', 'updatedAt'],
  spools: ['createdAt', 'updatedAt'],
  ledger: ['createdAt', 'restoredAt'],
  projects: ['createdAt', 'updatedAt', 'restoredAt'],
  jobs: ['createdAt', 'updatedAt', 'projectCreatedAt', 'startTime', 'endTime'],
  runs: ['createdAt', 'updatedAt', 'startedAt', 'endedAt'],
  maintenanceTasks: ['createdAt', 'updatedAt'],
  maintenanceLog: ['createdAt'],
  invoices: ['createdAt', 'updatedAt'],
};

/** The user-document fields a backup carries: those the user may set themselves (USERS-SELF-UPDATE). */
export const SETTINGS_FIELDS = [
  'businessName',
  'city',
  'country',
  'currency',
  'electricityRate',
  'lowSpoolThreshold',
  'business',
  'paperSize',
  'numbering',
] as const;

// ---------- canonical JSON ----------

/** A value with every object's keys sorted (arrays keep their order). */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The file's text: sorted keys, two-space indentation, a final newline. */
export const backupText = (backup: unknown): string => `${JSON.stringify(sortedKeys(backup), null, 2)}\n`;

const byId = <T extends { id: string }>(records: readonly T[]): T[] =>
  [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export type PlainRecord = { id: string } & Record<string, unknown>;

export interface BackupInput {
  userId: string;
  exportedAt: string;
  settings: Record<string, unknown>;
  materials: PlainRecord[];
  printers: PlainRecord[];
  spools: (PlainRecord & { ledger: PlainRecord[] })[];
  projects: (PlainRecord & { jobs: PlainRecord[] })[];
  runs: PlainRecord[];
  maintenanceTasks: PlainRecord[];
  maintenanceLog: PlainRecord[];
  invoices: PlainRecord[];
}

/** Builds the backup document from stored records (Timestamps already ISO strings). */
export function buildBackup(input: BackupInput) {
  const settings = Object.fromEntries(
    SETTINGS_FIELDS.filter((field) => input.settings[field] !== undefined).map((field) => [
      field,
      input.settings[field],
    ]),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: input.exportedAt,
    userId: input.userId,
    settings,
    materials: byId(input.materials),
    printers: byId(input.printers),
    // A spool's search words are left out: they follow from its fields and its id (which a
    // restore into another account changes), and the restore writes them again.
    spools: byId(input.spools).map(({ searchTokens: _tokens, searchVersion: _version, ...spool }) => ({
      ...spool,
      ledger: byId(spool.ledger),
    })),
    projects: byId(input.projects).map((project) => ({ ...project, jobs: byId(project.jobs) })),
    runs: byId(input.runs),
    // A task's due points are left out too: they follow from its fields, and a restore writes them.
    maintenanceTasks: byId(input.maintenanceTasks).map(
      ({ dueSoonMinutes: _minutes, dueSoonOn: _day, dueVersion: _version, ...task }) => task,
    ),
    maintenanceLog: byId(input.maintenanceLog),
    invoices: byId(input.invoices),
  };
}

// ---------- validation ----------

const text = (max: number) => z.string().check(z.maxLength(max));
const nonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.nullable(text(max));
const amount = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const signed = (max: number) => z.number().check(z.minimum(-max), z.maximum(max));
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const calendarDate = z.string().check(z.refine(isIsoDate, 'Must be a date YYYY-MM-DD'));
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
/** A stored Timestamp, as the export writes it. */
export const isoTimestamp = z.string().check(
  z.regex(ISO_TIME, 'Must be a time like 2026-01-31T12:00:00.000Z'),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a real time'),
);
const timestamp = isoTimestamp;
/** A document id as the app makes them (and the rules' id lists accept). */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_.~-]{1,200}$/;
const id = z.string().check(z.regex(RECORD_ID_PATTERN, 'Must be a record id'));
const owned = { id, userId: nonEmpty(128), createdAt: timestamp, updatedAt: timestamp };

const settingsSchema = z.object({
  businessName: z.optional(optionalText(INVOICE_LIMITS.businessName)),
  city: z.optional(text(TEXT_LIMITS.profileText)),
  country: z.optional(text(TEXT_LIMITS.profileText)),
  currency: z.optional(text(3)),
  electricityRate: z.optional(amount(NUMBER_LIMITS.electricityRate)),
  lowSpoolThreshold: z.optional(z.nullable(amount(NUMBER_LIMITS.grams))),
  business: z.optional(
    z.object({
      address: optionalText(INVOICE_LIMITS.businessText),
      taxId: optionalText(INVOICE_LIMITS.businessText),
      email: optionalText(INVOICE_LIMITS.businessText),
      paymentTerms: optionalText(INVOICE_LIMITS.businessText),
    }),
  ),
  paperSize: z.optional(z.enum(['A4', 'Letter'])),
  numbering: z.optional(
    z.object({
      invoice: z.object({ prefix: z.string().check(z.regex(NUMBER_PREFIX_PATTERN)), next: whole(1, 1e9) }),
      quote: z.object({ prefix: z.string().check(z.regex(NUMBER_PREFIX_PATTERN)), next: whole(1, 1e9) }),
    }),
  ),
});

const materialSchema = z.object({
  ...owned,
  material: nonEmpty(TEXT_LIMITS.shortName),
  density: amount(NUMBER_LIMITS.density),
  extruderTemp: amount(NUMBER_LIMITS.temperature),
  bedTemp: amount(NUMBER_LIMITS.temperature),
});

const printerSchema = z.object({
  ...owned,
  name: nonEmpty(TEXT_LIMITS.name),
  model: nonEmpty(TEXT_LIMITS.name),
  buildVolume: z.object({
    x: amount(NUMBER_LIMITS.buildVolume),
    y: amount(NUMBER_LIMITS.buildVolume),
    z: amount(NUMBER_LIMITS.buildVolume),
  }),
  numExtruders: whole(1, NUMBER_LIMITS.extruders),
  powerConsumption: amount(NUMBER_LIMITS.watts),
  initialCost: amount(NUMBER_LIMITS.money),
  costPerHour: amount(NUMBER_LIMITS.money),
  replacementPeriod: amount(NUMBER_LIMITS.hours),
  expectedYearlyHours: amount(8760),
  annualMaintenanceCost: amount(NUMBER_LIMITS.money),
  status: z.enum(['idle', 'printing', 'maintenance', 'offline']),
  printMinutes: z.optional(whole(0, NUMBER_LIMITS.hours * 60)),
  runCount: z.optional(whole(0, NUMBER_LIMITS.money)),
  currentRunId: z.optional(z.nullable(id)),
  lastRunId: z.optional(z.nullable(id)),
});

const ledgerEntrySchema = z.object({
  id,
  userId: nonEmpty(128),
  spoolId: id,
  kind: z.enum(['usage', 'waste', 'adjustment', 'weigh-in', 'correction']),
  grams: signed(NUMBER_LIMITS.grams),
  /** Stored by entries written before issue 29 (newer ones leave it out). */
  balanceAfter: z.optional(signed(NUMBER_LIMITS.grams)),
  pricePerGram: amount(NUMBER_LIMITS.money),
  runId: z.nullable(id),
  label: text(RUN_LIMITS.label * 2 + 3),
  note: text(RUN_LIMITS.note),
  createdAt: timestamp,
  /** When a restore wrote it (absent on entries written by their own event). */
  restoredAt: z.optional(timestamp),
});

const spoolSchema = z.object({
  ...owned,
  name: nonEmpty(TEXT_LIMITS.name),
  weight: amount(NUMBER_LIMITS.grams),
  // Issue 29: events on several devices at once may leave a spool below 0 or above its net weight.
  remainingWeight: signed(NUMBER_LIMITS.grams),
  purchaseDate: calendarDate,
  purchasePrice: amount(NUMBER_LIMITS.money),
  status: z.enum(['new', 'used', 'done']),
  location: optionalText(TEXT_LIMITS.name),
  notes: optionalText(TEXT_LIMITS.notes),
  brand: text(TEXT_LIMITS.shortName),
  colorName: text(TEXT_LIMITS.name),
  // Issue 32: '#RRGGBB' as firestore.rules takes it; backups made before have none.
  colorHex: z.optional(z.nullable(z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/)))),
  material: text(TEXT_LIMITS.shortName),
  diameter: amount(NUMBER_LIMITS.diameter),
  printTempMin: amount(NUMBER_LIMITS.temperature),
  printTempMax: amount(NUMBER_LIMITS.temperature),
  bedTempMin: amount(NUMBER_LIMITS.temperature),
  bedTempMax: amount(NUMBER_LIMITS.temperature),
  filamentId: z.nullable(nonEmpty(1500)),
  lowSpoolThreshold: z.nullable(amount(NUMBER_LIMITS.grams)),
  lowByOwnThreshold: z.optional(z.boolean()),
  emptySpoolWeight: z.optional(z.nullable(amount(NUMBER_LIMITS.grams))),
  ownThresholdMargin: z.optional(z.nullable(signed(NUMBER_LIMITS.grams * 2))),
  ledgerBalanced: z.optional(z.boolean()),
  lastEntryId: z.optional(z.nullable(id)),
  ledger: z.array(ledgerEntrySchema),
});

const idList = (max: number) => z.array(id).check(z.maxLength(max));
const nullableTemperature = z.nullable(amount(NUMBER_LIMITS.temperature));

const jobSchema = z.object({
  ...owned,
  position: whole(0, PROJECT_LIMITS.jobs - 1),
  files: z
    .array(z.object({ name: text(TEXT_LIMITS.fileText), description: text(TEXT_LIMITS.fileText) }))
    .check(z.maxLength(PROJECT_LIMITS.filesPerJob)),
  description: text(TEXT_LIMITS.jobText),
  settings: z.object({
    temperature: z.object({
      extruder: nullableTemperature,
      bed: nullableTemperature,
      both: nullableTemperature,
    }),
    support: z.boolean(),
    infill: amount(100),
    notes: text(TEXT_LIMITS.jobText),
  }),
  status: z.enum(['pending', 'printing', 'completed', 'failed', 'cancelled']),
  printTime: z.object({ hours: amount(NUMBER_LIMITS.hours), minutes: amount(59) }),
  material: z.object({ meters: amount(NUMBER_LIMITS.meters), grams: amount(NUMBER_LIMITS.grams) }),
  assignedPrinter: z.nullable(id),
  startTime: z.nullable(timestamp),
  endTime: z.nullable(timestamp),
  materialType: text(TEXT_LIMITS.shortName),
  colorName: text(TEXT_LIMITS.name),
  projectName: text(TEXT_LIMITS.name),
  projectActive: z.boolean(),
  projectCreatedAt: timestamp,
  // Jobs read from a sliced file (issue 32); jobs saved before have neither.
  slicedFile: z.optional(z.nullable(slicedFileRefSchema)),
  filaments: z.optional(
    z.array(z.string().check(z.regex(STORED_SLOT_PATTERN))).check(z.maxLength(MAX_FILAMENT_SLOTS)),
  ),
});

const projectSchema = z.object({
  ...owned,
  name: nonEmpty(TEXT_LIMITS.name),
  description: text(TEXT_LIMITS.projectDescription),
  clientName: text(TEXT_LIMITS.name),
  status: z.enum(['pending', 'in-progress', 'completed', 'cancelled']),
  startDate: calendarDate,
  endDate: z.nullable(calendarDate),
  estimatedCost: amount(NUMBER_LIMITS.money),
  actualCost: z.nullable(amount(NUMBER_LIMITS.money)),
  materials: idList(PROJECT_LIMITS.materials),
  printers: idList(PROJECT_LIMITS.printers),
  jobCount: whole(0, PROJECT_LIMITS.jobs),
  /** Issue 29: the jobs the project lists (absent on projects saved before). */
  jobIds: z.optional(idList(PROJECT_LIMITS.jobs)),
  lastCostRunId: z.optional(z.nullable(id)),
  restoredAt: z.optional(timestamp),
  totalGrams: amount(NUMBER_LIMITS.grams * PROJECT_LIMITS.jobs),
  totalMinutes: amount(NUMBER_LIMITS.hours * 60 * PROJECT_LIMITS.jobs),
  jobs: z.array(jobSchema).check(z.maxLength(PROJECT_LIMITS.jobs)),
});

const label = text(RUN_LIMITS.label);
const runSchema = z.object({
  ...owned,
  projectId: id,
  jobId: id,
  printerId: id,
  spoolIds: idList(RUN_LIMITS.spools).check(z.minLength(1)),
  projectName: label,
  jobLabel: label,
  printerName: label,
  spoolLabels: z.array(label).check(z.maxLength(RUN_LIMITS.spools)),
  materialType: text(TEXT_LIMITS.shortName),
  colorName: text(TEXT_LIMITS.name),
  estimatedMinutes: amount(NUMBER_LIMITS.hours * 60),
  estimatedGrams: amount(NUMBER_LIMITS.grams),
  status: z.enum(['printing', 'completed', 'failed', 'cancelled']),
  startedAt: timestamp,
  endedAt: z.nullable(timestamp),
  /** The finishing device's calendar day (issue 18); backups made before it have none. */
  endedOn: z.optional(z.nullable(calendarDate)),
  grams: z.nullable(z.array(amount(NUMBER_LIMITS.grams)).check(z.maxLength(RUN_LIMITS.spools))),
  minutes: z.nullable(whole(0, RUN_LIMITS.minutes)),
  failureReason: z.nullable(
    z.enum(['adhesion', 'spaghetti', 'clog', 'filament', 'printer', 'model', 'other']),
  ),
  note: text(RUN_LIMITS.note),
  materialCost: z.nullable(amount(NUMBER_LIMITS.money)),
  machineCost: z.nullable(amount(NUMBER_LIMITS.money)),
  totalCost: z.nullable(amount(NUMBER_LIMITS.money)),
});

const MAX_INTERVAL_DAYS = 3650;
const taskSchema = z.object({
  ...owned,
  printerId: id,
  printerName: text(TEXT_LIMITS.name),
  name: nonEmpty(TEXT_LIMITS.name),
  intervalHours: z.nullable(z.number().check(z.positive(), z.maximum(NUMBER_LIMITS.hours))),
  intervalDays: z.nullable(whole(1, MAX_INTERVAL_DAYS)),
  notes: text(TEXT_LIMITS.notes),
  expectedCost: z.nullable(amount(NUMBER_LIMITS.money)),
  baselineOn: calendarDate,
  baselineMinutes: whole(0, NUMBER_LIMITS.hours * 60),
  lastDoneOn: z.nullable(calendarDate),
  lastDoneMinutes: z.nullable(whole(0, NUMBER_LIMITS.hours * 60)),
  lastLogId: z.nullable(id),
});

const logEntrySchema = z.object({
  id,
  userId: nonEmpty(128),
  printerId: id,
  printerName: text(TEXT_LIMITS.name),
  taskId: z.nullable(id),
  taskName: text(TEXT_LIMITS.name),
  doneOn: calendarDate,
  printMinutes: whole(0, NUMBER_LIMITS.hours * 60),
  cost: amount(NUMBER_LIMITS.money),
  doneBy: text(TEXT_LIMITS.name),
  notes: text(TEXT_LIMITS.notes),
  createdAt: timestamp,
});

const invoiceSchema = z
  .object({
    ...owned,
    kind: z.enum(['quote', 'invoice']),
    number: text(INVOICE_LIMITS.number),
    sequence: whole(1, INVOICE_LIMITS.sequence),
    status: z.enum(['draft', 'sent', 'paid', 'void']),
    projectId: z.nullable(id),
    quoteId: z.nullable(nonEmpty(1500)),
    convertedToInvoiceId: z.nullable(nonEmpty(1500)),
    client: z.object({
      name: nonEmpty(INVOICE_LIMITS.clientName),
      email: z.optional(optionalText(INVOICE_LIMITS.clientEmail)),
      address: z.optional(optionalText(INVOICE_LIMITS.clientAddress)),
    }),
    business: z.object({
      name: z.optional(optionalText(INVOICE_LIMITS.businessName)),
      address: z.optional(optionalText(INVOICE_LIMITS.businessText)),
      taxId: z.optional(optionalText(INVOICE_LIMITS.businessText)),
      email: z.optional(optionalText(INVOICE_LIMITS.businessText)),
      paymentTerms: z.optional(optionalText(INVOICE_LIMITS.businessText)),
    }),
    issueDate: calendarDate,
    dueDate: z.nullable(calendarDate),
    paidDate: z.nullable(calendarDate),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    paperSize: z.enum(['A4', 'Letter']),
    lines: z.object({
      ids: z
        .array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)))
        .check(z.minLength(1), z.maxLength(100)),
      descriptions: z.array(nonEmpty(INVOICE_LIMITS.description)).check(z.maxLength(100)),
      quantityThousandths: z.array(whole(1, INVOICE_LIMITS.quantity * 1000)).check(z.maxLength(100)),
      unitPriceCents: z.array(whole(0, INVOICE_LIMITS.unitPrice * 100)).check(z.maxLength(100)),
    }),
    taxRatePercent: amount(100),
    discountPercent: amount(100),
    notes: optionalText(INVOICE_LIMITS.notes),
    totals: z.object({
      subtotal: amount(INVOICE_LIMITS.total),
      discount: amount(INVOICE_LIMITS.total),
      tax: amount(INVOICE_LIMITS.total),
      total: amount(INVOICE_LIMITS.total),
    }),
  })
  .check(
    z.refine((doc) => doc.id.endsWith(`_${doc.kind}_${doc.sequence}`), {
      message: 'The id must end with the kind and sequence',
      path: ['id'],
    }),
    z.refine(
      (doc) =>
        doc.lines.descriptions.length === doc.lines.ids.length &&
        doc.lines.quantityThousandths.length === doc.lines.ids.length &&
        doc.lines.unitPriceCents.length === doc.lines.ids.length,
      { message: 'Every line needs an id, a description, a quantity and a price', path: ['lines'] },
    ),
    z.refine((doc) => (doc.status === 'paid') === (doc.paidDate !== null), {
      message: 'Only a paid invoice has a paid date',
      path: ['paidDate'],
    }),
    z.refine((doc) => doc.status !== 'paid' || doc.kind === 'invoice', {
      message: 'A quote cannot be paid',
      path: ['status'],
    }),
  );

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: isoTimestamp,
  userId: nonEmpty(128),
  settings: settingsSchema,
  materials: z.array(materialSchema),
  printers: z.array(printerSchema),
  spools: z.array(spoolSchema),
  projects: z.array(projectSchema),
  runs: z.array(runSchema),
  maintenanceTasks: z.array(taskSchema),
  maintenanceLog: z.array(logEntrySchema),
  invoices: z.array(invoiceSchema),
});
export type Backup = z.infer<typeof backupSchema>;
export type BackupSpool = Backup['spools'][number];
export type BackupLedgerEntry = BackupSpool['ledger'][number];
export type BackupPrinter = Backup['printers'][number];
export type BackupProject = Backup['projects'][number];
export type BackupJob = BackupProject['jobs'][number];
export type BackupRun = Backup['runs'][number];
export type BackupTask = Backup['maintenanceTasks'][number];
export type BackupLogEntry = Backup['maintenanceLog'][number];
export type BackupInvoice = Backup['invoices'][number];
export type BackupMaterial = Backup['materials'][number];
export type BackupSettings = Backup['settings'];

// ---------- reading a file ----------

export const backupMessages = {
  empty: 'This file is empty. Choose a PrintLedger backup (.json).',
  tooLarge: 'This file is larger than 50 MB, too large for a PrintLedger backup.',
  notJson:
    'This file is not a PrintLedger backup: it is not JSON. Choose the .json file “Download backup” saved.',
  notUtf8:
    'This file is not UTF-8 text, so it is not a PrintLedger backup. Choose the .json file “Download backup” saved.',
  future: (problems: readonly string[]) =>
    `This backup cannot be restored; nothing was written. ${problems.join(' ')}`,
  notBackup: 'This file is not a PrintLedger backup (it has no "format": "printledger-backup").',
  newerVersion: (version: unknown) =>
    `This backup has format version ${String(version)}; this version of PrintLedger reads version ${BACKUP_VERSION}. Update the app and try again.`,
  invalid: (problems: readonly string[], more: number) =>
    `This backup cannot be restored; nothing was written. ${problems.join(' ')}${more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`,
};

const PATH_NAMES: Record<string, string> = {
  materials: 'filament type',
  printers: 'printer',
  spools: 'spool',
  ledger: 'ledger entry',
  projects: 'project',
  jobs: 'print job',
  runs: 'run',
  maintenanceTasks: 'maintenance task',
  maintenanceLog: 'maintenance log entry',
  invoices: 'quote/invoice',
};

/** ['spools', 2, 'ledger', 0, 'grams'] → 'spool 3, ledger entry 1, field “grams”'. */
export function describeProblemPath(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  const fields: string[] = [];
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index];
    const next = path[index + 1];
    if (typeof key === 'string' && PATH_NAMES[key] && typeof next === 'number') {
      parts.push(`${PATH_NAMES[key]} ${next + 1}`);
      index += 1;
    } else if (key !== undefined) {
      fields.push(String(key));
    }
  }
  if (fields.length > 0) parts.push(`field “${fields.join('.')}”`);
  return parts.length > 0 ? parts.join(', ') : 'the file';
}

/** How many problems a refusal names. */
export const PROBLEMS_SHOWN = 5;

export type BackupReadResult =
  { ok: true; backup: Backup } | { ok: false; message: string; problems: string[] };

/** Parses and validates a whole backup file's text; never throws. */
export function readBackup(textContent: string): BackupReadResult {
  const fail = (message: string, problems: string[] = []): BackupReadResult => ({
    ok: false,
    message,
    problems,
  });
  if (textContent.trim() === '') return fail(backupMessages.empty);
  if (textContent.length > MAX_BACKUP_BYTES) return fail(backupMessages.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(textContent.replace(/^\uFEFF/, ''));
  } catch {
    return fail(backupMessages.notJson);
  }
  if (json === null || typeof json !== 'object' || (json as { format?: unknown }).format !== BACKUP_FORMAT) {
    return fail(backupMessages.notBackup);
  }
  const version = (json as { version?: unknown }).version;
  if (version !== BACKUP_VERSION) return fail(backupMessages.newerVersion(version));
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${describeProblemPath(issue.path)}: ${issue.message}.`,
    );
    return fail(
      backupMessages.invalid(problems.slice(0, PROBLEMS_SHOWN), problems.length - PROBLEMS_SHOWN),
      problems,
    );
  }
  return { ok: true, backup: parsed.data };
}

/** A chosen file's bytes as text: UTF-8 only (a byte-order mark is allowed). */
export function decodeBackupBytes(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: backupMessages.empty };
  if (bytes.length > MAX_BACKUP_BYTES) return { ok: false, message: backupMessages.tooLarge };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: backupMessages.notUtf8 };
  }
}

/** The file name a backup is saved under. */
export const backupFileName = (exportedAt: string) => `printledger-backup-${exportedAt.slice(0, 10)}.json`;

/** Bytes as people read them: 812 bytes, 14.2 KB, 3.1 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How many records of each kind a backup holds (settings not counted). */
export function backupCounts(backup: {
  materials: readonly unknown[];
  printers: readonly unknown[];
  spools: readonly { ledger: readonly unknown[] }[];
  projects: readonly { jobs: readonly unknown[] }[];
  runs: readonly unknown[];
  maintenanceTasks: readonly unknown[];
  maintenanceLog: readonly unknown[];
  invoices: readonly unknown[];
}) {
  return {
    materials: backup.materials.length,
    printers: backup.printers.length,
    spools: backup.spools.length,
    ledger: backup.spools.reduce((sum, spool) => sum + spool.ledger.length, 0),
    projects: backup.projects.length,
    jobs: backup.projects.reduce((sum, project) => sum + project.jobs.length, 0),
    runs: backup.runs.length,
    maintenanceTasks: backup.maintenanceTasks.length,
    maintenanceLog: backup.maintenanceLog.length,
    invoices: backup.invoices.length,
  };
}

const COUNT_NOUNS: Record<keyof ReturnType<typeof backupCounts>, [string, string]> = {
  materials: ['filament type', 'filament types'],
  printers: ['printer', 'printers'],
  spools: ['spool', 'spools'],
  ledger: ['ledger entry', 'ledger entries'],
  projects: ['project', 'projects'],
  jobs: ['print job', 'print jobs'],
  runs: ['print run', 'print runs'],
  maintenanceTasks: ['maintenance task', 'maintenance tasks'],
  maintenanceLog: ['maintenance log entry', 'maintenance log entries'],
  invoices: ['quote or invoice', 'quotes and invoices'],
};

/** '1 printer, 2 spools, 5 ledger entries' (kinds with none left out; 'no records' when empty). */
export function describeBackupCounts(counts: ReturnType<typeof backupCounts>): string {
  const parts = (Object.keys(COUNT_NOUNS) as (keyof typeof COUNT_NOUNS)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${COUNT_NOUNS[kind][counts[kind] === 1 ? 0 : 1]}`);
  return parts.length > 0 ? parts.join(', ') : 'no records yet';
}
