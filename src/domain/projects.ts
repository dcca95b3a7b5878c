import { z } from 'zod';
import { parseFormNumber } from './form-numbers';

// ---------------------------------------------------------------------------
// Messages (SPEC §5 Project form, verbatim) and the few the spec leaves open.
// ---------------------------------------------------------------------------

export const projectMessages = {
  nameRequired: 'Project name is required',
  startDateRequired: 'Start date is required',
  jobDescriptionRequired: 'Description is required',
  infillRange: 'If provided, infill must be between 0% and 100%',
  minutesRange: 'If provided, minutes must be less than 60',
  extruderTemperatureRange: 'If provided, extruder temperature must be between 150°C and 300°C',
  bedTemperatureRange: 'If provided, bed temperature must be between 0°C and 120°C',
  confirmDeleteJob: 'Are you sure you want to delete this print job? This action cannot be undone.',
  // Not in the spec (it is silent on these); worded the way the spec words its own.
  endDateBeforeStart: 'End date cannot be before the start date',
  confirmDeleteProject: 'Are you sure you want to delete this project? This action cannot be undone.',
  saveFailed: 'Failed to save project. Please try again.',
  deleteFailed: 'Failed to delete project. Please try again.',
  loadFailed: 'Failed to load projects. Please try again.',
  noDescription: 'No description',
  loadingProject: 'Loading project...',
  notFound: 'Project not found',
  invoicesComingSoon: 'Invoice features are coming soon.',
} as const;

// ---------------------------------------------------------------------------
// Business constants (SPEC §3, §4, §9).
// ---------------------------------------------------------------------------

export const PROJECT_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export type StatusColor = 'yellow' | 'blue' | 'green' | 'red';

/** SPEC §4: status icon colours. */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, StatusColor> = {
  pending: 'yellow',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const projectStatusColor = (status: ProjectStatus): StatusColor => PROJECT_STATUS_COLORS[status];
export const projectStatusLabel = (status: ProjectStatus): string => PROJECT_STATUS_LABELS[status];

export const DEFAULT_INFILL_PERCENT = 20;
export const INFILL_MIN = 0;
export const INFILL_MAX = 100;
export const MAX_MINUTES = 59;
export const EXTRUDER_TEMPERATURE_MIN = 150;
export const EXTRUDER_TEMPERATURE_MAX = 300;
export const BED_TEMPERATURE_MIN = 0;
export const BED_TEMPERATURE_MAX = 120;
/** SPEC §4: a print job defaults to pending, and the form always sends pending. */
export const DEFAULT_PRINT_JOB_STATUS = 'pending';
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'pending';

// ---------------------------------------------------------------------------
// Job ids (SPEC §3: job-{index} or part-{time}-{random}).
// ---------------------------------------------------------------------------

/** The id a stored job without one gets, by its position. */
export const indexedPrintJobId = (index: number) => `job-${index}`;

/** The id of a job added in the form: part-{time}-{random}, random being 9 base-36 characters. */
export function newPrintJobId(now: number = Date.now(), random: number = Math.random()): string {
  const suffix = Math.floor(random * 36 ** 9)
    .toString(36)
    .padStart(9, '0');
  return `part-${now}-${suffix}`;
}

// ---------------------------------------------------------------------------
// Numbers: rounding half up as a person expects, and form number parsing.
// ---------------------------------------------------------------------------

/** Shifts the decimal point by `places` through the string form, so 0.125 → 12.5 exactly. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds to `decimals` places, halves away from zero (0.125 → 0.13, 12.35 → 12.4, 1.005 → 1.01),
 * without the binary floating-point surprises of `Math.round(x * 100) / 100`.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = sign * shiftDecimal(rounded, -decimals);
  return Object.is(result, -0) ? 0 : result;
}

// z.nan(): react-hook-form's valueAsNumber gives NaN for an empty input.
const formNumberInput = z.union([z.string(), z.number(), z.nan(), z.null(), z.undefined()]);

/** An optional number with no rule of its own: blank or unreadable text is null. */
const optionalNumber = () =>
  formNumberInput.transform((raw): number | null => {
    const value = parseFormNumber(raw);
    return value === null || Number.isNaN(value) || !Number.isFinite(value) ? null : value;
  });

/** An optional number that, if provided, must pass `isValid`; otherwise `message` (SPEC §5 "If provided, …"). */
const optionalCheckedNumber = (isValid: (value: number) => boolean, message: string) =>
  formNumberInput.transform((raw, ctx): number | null => {
    const value = parseFormNumber(raw);
    if (value === null) return null;
    if (Number.isNaN(value) || !isValid(value)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

// ---------------------------------------------------------------------------
// Dates: a project's start and end are calendar dates stored as 'YYYY-MM-DD'.
// ---------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (text: string) =>
  ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Today's date in the user's local time zone, as the date input wants it. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Accepts a stored date string or a Date (older documents) and gives 'YYYY-MM-DD', or null. */
function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : todayIsoDate(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (isIsoDate(text)) return text;
    if (isIsoDate(text.slice(0, 10))) return text.slice(0, 10);
  }
  return null;
}

// ---------------------------------------------------------------------------
// The project form (SPEC §2 Project form, §5 Project form).
// ---------------------------------------------------------------------------

export const printJobFileFormSchema = z.object({
  name: z.string(),
  description: z.string(),
});

export const printJobFormSchema = z.object({
  id: z.string(),
  files: z.array(printJobFileFormSchema),
  description: z.string().trim().min(1, projectMessages.jobDescriptionRequired),
  printTime: z.object({
    hours: optionalNumber(),
    minutes: optionalCheckedNumber((minutes) => minutes < 60, projectMessages.minutesRange),
  }),
  material: z.object({
    meters: optionalNumber(),
    grams: optionalNumber(),
  }),
  settings: z.object({
    temperature: z.object({
      extruder: optionalCheckedNumber(
        (celsius) => celsius >= EXTRUDER_TEMPERATURE_MIN && celsius <= EXTRUDER_TEMPERATURE_MAX,
        projectMessages.extruderTemperatureRange,
      ),
      bed: optionalCheckedNumber(
        (celsius) => celsius >= BED_TEMPERATURE_MIN && celsius <= BED_TEMPERATURE_MAX,
        projectMessages.bedTemperatureRange,
      ),
    }),
    support: z.boolean(),
    infill: optionalCheckedNumber(
      (percent) => percent >= INFILL_MIN && percent <= INFILL_MAX,
      projectMessages.infillRange,
    ),
    notes: z.string(),
  }),
});

export const projectFormSchema = z
  .object({
    name: z.string().trim().min(1, projectMessages.nameRequired),
    description: z.string(),
    clientName: z.string(),
    status: z.enum(PROJECT_STATUSES),
    startDate: z
      .string()
      .trim()
      .refine((text) => isIsoDate(text), projectMessages.startDateRequired),
    // Blank means no end date.
    endDate: z
      .string()
      .trim()
      .refine((text) => text === '' || isIsoDate(text), 'Enter a valid date'),
    printers: z.array(z.string()),
    parts: z.array(printJobFormSchema),
  })
  .refine((project) => project.endDate === '' || project.endDate >= project.startDate, {
    message: projectMessages.endDateBeforeStart,
    path: ['endDate'],
    when: ({ value }) => {
      const { startDate, endDate } = (value ?? {}) as Record<string, unknown>;
      return typeof startDate === 'string' && typeof endDate === 'string' && isIsoDate(startDate.trim());
    },
  });

/** What the form holds (numbers as typed text or numbers). */
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type PrintJobFormValues = z.input<typeof printJobFormSchema>;
/** What a valid form gives: typed, not yet normalised. */
export type ProjectFormOutput = z.output<typeof projectFormSchema>;
export type PrintJobFormOutput = z.output<typeof printJobFormSchema>;

/** A new, blank print job as the form shows it (infill shows its default). */
export function emptyPrintJobForm(id: string = newPrintJobId()): PrintJobFormValues {
  return {
    id,
    files: [],
    description: '',
    printTime: { hours: '', minutes: '' },
    material: { meters: '', grams: '' },
    settings: {
      temperature: { extruder: '', bed: '' },
      support: false,
      infill: String(DEFAULT_INFILL_PERCENT),
      notes: '',
    },
  };
}

/** The form for a new project: status pending, start date today (SPEC §5), no jobs. */
export function emptyProjectForm(now: Date = new Date()): ProjectFormValues {
  return {
    name: '',
    description: '',
    clientName: '',
    status: DEFAULT_PROJECT_STATUS,
    startDate: todayIsoDate(now),
    endDate: '',
    printers: [],
    parts: [],
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The form for editing a stored project. */
export function projectToFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description,
    clientName: project.clientName,
    status: project.status,
    startDate: project.startDate,
    endDate: project.endDate ?? '',
    printers: [...project.printers],
    parts: project.parts.map((part) => ({
      id: part.id,
      files: part.files.map((file) => ({ name: file.name, description: file.description })),
      description: part.description,
      printTime: { hours: numberText(part.printTime.hours), minutes: numberText(part.printTime.minutes) },
      material: { meters: numberText(part.material.meters), grams: numberText(part.material.grams) },
      settings: {
        temperature: {
          extruder: numberText(part.settings.temperature.extruder),
          bed: numberText(part.settings.temperature.bed),
        },
        support: part.settings.support,
        infill: numberText(part.settings.infill),
        notes: part.settings.notes,
      },
    })),
  };
}

// ---------------------------------------------------------------------------
// Stored shapes (SPEC §3 Project, Print job): parsed where they enter the app.
// ---------------------------------------------------------------------------

const nullableNumber = z.number().nullable().catch(null);
const storedDate = z.union([z.string(), z.date(), z.null(), z.undefined()]).catch(null);
const nonNegativeNumber = z.number().catch(0);

export const printJobSchema = z.object({
  id: z.string().catch(''),
  files: z.array(z.object({ name: z.string().catch(''), description: z.string().catch('') })).catch([]),
  description: z.string().catch(''),
  settings: z
    .object({
      temperature: z
        .object({ extruder: nullableNumber, bed: nullableNumber, both: nullableNumber })
        .catch({ extruder: null, bed: null, both: null }),
      support: z.boolean().catch(false),
      infill: z.number().catch(DEFAULT_INFILL_PERCENT),
      notes: z.string().catch(''),
    })
    .catch({
      temperature: { extruder: null, bed: null, both: null },
      support: false,
      infill: DEFAULT_INFILL_PERCENT,
      notes: '',
    }),
  status: z.string().catch(DEFAULT_PRINT_JOB_STATUS),
  printTime: z
    .object({ hours: nonNegativeNumber, minutes: nonNegativeNumber })
    .catch({ hours: 0, minutes: 0 }),
  material: z.object({ meters: nonNegativeNumber, grams: nonNegativeNumber }).catch({ meters: 0, grams: 0 }),
  assignedPrinter: z.string().nullable().catch(null),
  startTime: z.date().nullable().catch(null),
  endTime: z.date().nullable().catch(null),
  createdAt: z.date().nullable().catch(null),
  updatedAt: z.date().nullable().catch(null),
});
export type PrintJob = z.infer<typeof printJobSchema>;

export const projectSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string().catch(''),
  description: z.string().catch(''),
  clientName: z.string().catch(''),
  status: z.enum(PROJECT_STATUSES).catch(DEFAULT_PROJECT_STATUS),
  startDate: storedDate.transform((value) => toIsoDate(value) ?? ''),
  endDate: storedDate.transform((value) => toIsoDate(value)),
  estimatedCost: z.number().catch(0),
  actualCost: z.number().nullable().catch(null),
  materials: z.array(z.string()).catch([]),
  printers: z.array(z.string()).catch([]),
  // SPEC §3: a job without an id is job-{index}.
  parts: z
    .array(printJobSchema)
    .catch([])
    .transform((parts) =>
      parts.map((part, index) => (part.id ? part : { ...part, id: indexedPrintJobId(index) })),
    ),
  createdAt: z.date().nullable().catch(null),
  updatedAt: z.date().nullable().catch(null),
});
export type Project = z.infer<typeof projectSchema>;

// ---------------------------------------------------------------------------
// Save-time normalisation (SPEC §5 "On save").
// ---------------------------------------------------------------------------

/** Hours are floored and at least 0. */
export const normalizeHours = (hours: number | null | undefined): number =>
  hours == null || !Number.isFinite(hours) ? 0 : Math.max(0, Math.floor(hours));

/** Minutes are floored and clamped to 0–59. */
export const normalizeMinutes = (minutes: number | null | undefined): number =>
  minutes == null || !Number.isFinite(minutes) ? 0 : Math.min(MAX_MINUTES, Math.max(0, Math.floor(minutes)));

/** Material length in metres, rounded to 2 decimals (never negative: a length cannot be). */
export const normalizeMeters = (meters: number | null | undefined): number =>
  meters == null ? 0 : Math.max(0, roundHalfUp(meters, 2));

/** Material weight in grams, rounded to 1 decimal (never negative: a weight cannot be). */
export const normalizeGrams = (grams: number | null | undefined): number =>
  grams == null ? 0 : Math.max(0, roundHalfUp(grams, 1));

/** Infill defaults to 20 when blank; 0 stays 0. */
export const normalizeInfill = (infill: number | null | undefined): number =>
  infill == null || !Number.isFinite(infill) ? DEFAULT_INFILL_PERCENT : infill;

/** The job and project fields that are saved, before userId and the project timestamps. */
export type NormalizedProject = Pick<
  Project,
  'name' | 'description' | 'clientName' | 'status' | 'startDate' | 'endDate' | 'printers' | 'parts'
>;

export interface NormalizeOptions {
  now?: Date;
  /** The stored jobs, so an edited job keeps its createdAt, status and times. */
  previousParts?: readonly PrintJob[];
}

/** Turns one valid form job into the stored job (SPEC §3 shape, §5 normalisation). */
export function normalizePrintJob(
  job: PrintJobFormOutput,
  index: number,
  { now = new Date(), previousParts = [] }: NormalizeOptions = {},
): PrintJob {
  const id = job.id.trim() || indexedPrintJobId(index);
  const previous = previousParts.find((part) => part.id === id);
  return {
    id,
    files: job.files
      .map((file) => ({ name: file.name.trim(), description: file.description.trim() }))
      .filter((file) => file.name !== '' || file.description !== ''),
    description: job.description.trim(),
    settings: {
      temperature: {
        extruder: job.settings.temperature.extruder,
        bed: job.settings.temperature.bed,
        both: previous?.settings.temperature.both ?? null,
      },
      support: job.settings.support,
      infill: normalizeInfill(job.settings.infill),
      notes: job.settings.notes.trim(),
    },
    // The form always sends pending (SPEC §4).
    status: DEFAULT_PRINT_JOB_STATUS,
    printTime: {
      hours: normalizeHours(job.printTime.hours),
      minutes: normalizeMinutes(job.printTime.minutes),
    },
    material: { meters: normalizeMeters(job.material.meters), grams: normalizeGrams(job.material.grams) },
    assignedPrinter: previous?.assignedPrinter ?? null,
    startTime: previous?.startTime ?? null,
    endTime: previous?.endTime ?? null,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

/** Turns a valid form into the stored project fields (text trimmed, jobs normalised). */
export function normalizeProject(
  values: ProjectFormOutput,
  options: NormalizeOptions = {},
): NormalizedProject {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    clientName: values.clientName.trim(),
    status: values.status,
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim() === '' ? null : values.endDate.trim(),
    printers: [...new Set(values.printers)],
    parts: values.parts.map((job, index) => normalizePrintJob(job, index, options)),
  };
}

// ---------------------------------------------------------------------------
// Display.
// ---------------------------------------------------------------------------

/** '2025-03-01' → 'Mar 1, 2025' (a calendar date: no time zone shift). */
export function formatProjectDate(isoDate: string | null, locale = 'en-US'): string {
  if (!isoDate || !isIsoDate(isoDate)) return '—';
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const printJobCountLabel = (count: number) => plural(count, 'print job', 'print jobs');
export const printerCountLabel = (count: number) => plural(count, 'printer', 'printers');
