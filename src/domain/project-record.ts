// A project as stored (SPEC §3 Project, Print job): the shapes parsed where a document enters
// the app, with the defaults a missing field gets.
import { z } from 'zod';
import { isIsoDate, isoDateOf } from './dates';

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

/** What a save writes: the fields the form decides and the estimated cost (the repository adds the rest). */
export type ProjectRecord = Pick<
  Project,
  'name' | 'description' | 'clientName' | 'status' | 'startDate' | 'endDate' | 'printers' | 'parts'
> & { estimatedCost: number };
