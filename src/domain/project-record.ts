// A project as stored (SPEC §3 Project, Print job): the shapes parsed where a document enters
// the app, with the defaults a missing field gets.
import * as z from 'zod/mini';
import { isIsoDate, isoDateOf } from './dates';
import { totalMaterialGrams, totalPrintMinutes, type JobQuantities } from './project-cost';
import { storedSlicedFields } from './sliced-job';

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

const nullableNumber = z.catch(z.nullable(z.number()), null);
const storedDate = z.catch(z.union([z.string(), z.date(), z.null(), z.undefined()]), null);
const numberOrZero = z.catch(z.number(), 0);
const textOrBlank = z.catch(z.string(), '');
const nullableDate = z.catch(z.nullable(z.date()), null);

export const printJobSchema = z.object({
  id: textOrBlank,
  files: z.catch(z.array(z.object({ name: textOrBlank, description: textOrBlank })), []),
  description: textOrBlank,
  /** The material and colour it prints in (the workshop board suggests spools by them). */
  materialType: textOrBlank,
  colorName: textOrBlank,
  settings: z.catch(
    z.object({
      temperature: z.catch(
        z.object({ extruder: nullableNumber, bed: nullableNumber, both: nullableNumber }),
        {
          extruder: null,
          bed: null,
          both: null,
        },
      ),
      support: z.catch(z.boolean(), false),
      infill: z.catch(z.number(), DEFAULT_INFILL_PERCENT),
      notes: textOrBlank,
    }),
    {
      temperature: { extruder: null, bed: null, both: null },
      support: false,
      infill: DEFAULT_INFILL_PERCENT,
      notes: '',
    },
  ),
  status: z.catch(z.string(), DEFAULT_PRINT_JOB_STATUS),
  printTime: z.catch(z.object({ hours: numberOrZero, minutes: numberOrZero }), { hours: 0, minutes: 0 }),
  material: z.catch(z.object({ meters: numberOrZero, grams: numberOrZero }), { meters: 0, grams: 0 }),
  assignedPrinter: z.catch(z.nullable(z.string()), null),
  startTime: nullableDate,
  endTime: nullableDate,
  createdAt: nullableDate,
  updatedAt: nullableDate,
  /** The sliced file it was read from and its filament slots (issue 32); null and [] otherwise. */
  ...storedSlicedFields,
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

const count = z.number().check(z.int(), z.nonnegative());
const total = z.number().check(z.nonnegative());

/**
 * A project document. Its print jobs are documents of their own (projects/{id}/jobs/{jobId}), and
 * the project keeps their count and totals; a project stored before that holds its jobs in a
 * `parts` list instead (`inlineParts`), and gets the totals from them.
 */
export const storedProjectSchema = z.pipe(
  z.object({
    id: z.string(),
    userId: z.string(),
    name: textOrBlank,
    description: textOrBlank,
    clientName: textOrBlank,
    status: z.catch(z.enum(PROJECT_STATUSES), DEFAULT_PROJECT_STATUS),
    startDate: z.pipe(
      storedDate,
      z.transform((value) => toIsoDate(value) ?? ''),
    ),
    endDate: z.pipe(
      storedDate,
      z.transform((value) => toIsoDate(value)),
    ),
    estimatedCost: z.catch(z.number(), 0),
    actualCost: nullableNumber,
    materials: z.catch(z.array(z.string()), []),
    printers: z.catch(z.array(z.string()), []),
    jobCount: z.catch(z.optional(count), undefined),
    totalGrams: z.catch(z.optional(total), undefined),
    totalMinutes: z.catch(z.optional(total), undefined),
    parts: z.catch(z.optional(z.array(printJobSchema)), undefined),
    createdAt: nullableDate,
    updatedAt: nullableDate,
  }),
  z.transform(({ parts, jobCount, totalGrams, totalMinutes, ...project }) => {
    const inlineParts = parts ? withIndexedIds(parts) : null;
    const fromParts = projectJobTotals(inlineParts ?? []);
    return {
      ...project,
      jobCount: jobCount ?? fromParts.jobCount,
      totalGrams: totalGrams ?? fromParts.totalGrams,
      totalMinutes: totalMinutes ?? fromParts.totalMinutes,
      inlineParts,
    };
  }),
);
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
