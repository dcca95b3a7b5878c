// A project as stored (SPEC §3 Project, Print job): the shapes parsed where a document enters
// the app, with the defaults a missing field gets.
import { z } from 'zod';
import { isIsoDate, isoDateOf } from './dates';
import { totalMaterialGrams, totalPrintMinutes, type JobQuantities } from './project-cost';

export const PROJECT_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'pending';

/** SPEC §4: a print job defaults to pending, and the form always sends pending. */
export const DEFAULT_PRINT_JOB_STATUS = 'pending';
export const DEFAULT_INFILL_PERCENT = 20;

/** SPEC §3: the id a stored job without one gets, by its position (job-{index}). */
export const indexedPrintJobId = (index: number) => `job-${index}`;

/** A stored start or end date (a 'YYYY-MM-DD' string, or a Date in older documents) as 'YYYY-MM-DD', or null. */
function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDateOf(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (isIsoDate(text)) return text;
    if (isIsoDate(text.slice(0, 10))) return text.slice(0, 10);
  }
  return null;
}

const nullableNumber = z.number().nullable().catch(null);
const storedDate = z.union([z.string(), z.date(), z.null(), z.undefined()]).catch(null);
const numberOrZero = z.number().catch(0);

export const printJobSchema = z.object({
  id: z.string().catch(''),
  files: z.array(z.object({ name: z.string().catch(''), description: z.string().catch('') })).catch([]),
  description: z.string().catch(''),
  /** The material and colour it prints in (the workshop board suggests spools by them). */
  materialType: z.string().catch(''),
  colorName: z.string().catch(''),
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
  printTime: z.object({ hours: numberOrZero, minutes: numberOrZero }).catch({ hours: 0, minutes: 0 }),
  material: z.object({ meters: numberOrZero, grams: numberOrZero }).catch({ meters: 0, grams: 0 }),
  assignedPrinter: z.string().nullable().catch(null),
  startTime: z.date().nullable().catch(null),
  endTime: z.date().nullable().catch(null),
  createdAt: z.date().nullable().catch(null),
  updatedAt: z.date().nullable().catch(null),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** A project's jobs in short, kept on the project document for its card (SPEC §2 projects list). */
export interface ProjectJobTotals {
  jobCount: number;
  /** Grams of filament of all its jobs. */
  totalGrams: number;
  /** Print minutes of all its jobs. */
  totalMinutes: number;
}

/** The totals of a list of jobs, as the project document stores them. */
export function projectJobTotals(parts: readonly JobQuantities[]): ProjectJobTotals {
  return {
    jobCount: parts.length,
    totalGrams: totalMaterialGrams(parts),
    totalMinutes: totalPrintMinutes(parts),
  };
}

/** SPEC §3: a job without an id is job-{index}. */
const withIndexedIds = (parts: PrintJob[]) =>
  parts.map((part, index) => (part.id ? part : { ...part, id: indexedPrintJobId(index) }));

const count = z.number().int().nonnegative();
const total = z.number().nonnegative();

/**
 * A project document. Its print jobs are documents of their own (projects/{id}/jobs/{jobId}), and
 * the project keeps their count and totals; a project stored before that holds its jobs in a
 * `parts` list instead (`inlineParts`), and gets the totals from them.
 */
export const storedProjectSchema = z
  .object({
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
    jobCount: count.optional().catch(undefined),
    totalGrams: total.optional().catch(undefined),
    totalMinutes: total.optional().catch(undefined),
    parts: z.array(printJobSchema).optional().catch(undefined),
    createdAt: z.date().nullable().catch(null),
    updatedAt: z.date().nullable().catch(null),
  })
  .transform(({ parts, jobCount, totalGrams, totalMinutes, ...project }) => {
    const inlineParts = parts ? withIndexedIds(parts) : null;
    const fromParts = projectJobTotals(inlineParts ?? []);
    return {
      ...project,
      jobCount: jobCount ?? fromParts.jobCount,
      totalGrams: totalGrams ?? fromParts.totalGrams,
      totalMinutes: totalMinutes ?? fromParts.totalMinutes,
      inlineParts,
    };
  });
export type StoredProject = z.infer<typeof storedProjectSchema>;

/** A project as the list shows it: without its jobs, with their totals. */
export type ProjectSummary = Omit<StoredProject, 'inlineParts'>;

/** A project with its jobs in order (SPEC §3 Project). */
export type Project = ProjectSummary & {
  parts: PrintJob[];
  /** The ids of its job documents as read: empty for a project whose jobs are still inline. */
  storedJobIds: string[];
};

/** A project document and its job documents (ordered by position) as one project. */
export function projectFromStored(stored: StoredProject, jobs: readonly PrintJob[]): Project {
  const { inlineParts, ...summary } = stored;
  if (jobs.length === 0 && inlineParts) return { ...summary, parts: inlineParts, storedJobIds: [] };
  return { ...summary, parts: withIndexedIds([...jobs]), storedJobIds: jobs.map((job) => job.id) };
}

/** What a save writes: the fields the form decides and the estimated cost (the repository adds the rest). */
export type ProjectRecord = Pick<
  Project,
  'name' | 'description' | 'clientName' | 'status' | 'startDate' | 'endDate' | 'printers' | 'parts'
> & { estimatedCost: number };
