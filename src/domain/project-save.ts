// Saving a project (SPEC §5 "On save"): a valid form and the cost inputs become the stored
// record in one place, normalised once, with the estimated cost worked out from the jobs as saved.
import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { toOptionalNumber } from './form-numbers';
import { NUMBER_LIMITS, TEXT_LIMITS, tooLargeMessage } from './limits';
import { estimateProjectCost, type JobQuantities, type ProjectCostInputs } from './project-cost';
import {
  endsAfterStart,
  printJobChecks,
  projectMessages,
  type NumberCheck,
  type PrintJobFormOutput,
  type ProjectFormOutput,
} from './project-form';
import {
  DEFAULT_INFILL_PERCENT,
  DEFAULT_PRINT_JOB_STATUS,
  indexedPrintJobId,
  PROJECT_STATUSES,
  type PrintJob,
  type ProjectRecord,
} from './project-record';
import { roundHalfUp } from './rounding';
import { filamentSlotsSchema, slicedFileRefSchema } from './sliced-job';

export const MAX_MINUTES = 59;

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

/** The project fields a save takes from the form, normalised (the record without its cost). */
export type NormalizedProject = Omit<ProjectRecord, 'estimatedCost'>;

export interface NormalizeOptions {
  now?: Date;
  /** The stored jobs, so an edited job keeps its createdAt, assigned printer and times. */
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
    materialType: job.materialType.trim(),
    colorName: job.colorName.trim(),
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
    // A new job is pending (SPEC §4); a stored one keeps the status its runs gave it.
    status: previous?.status ?? DEFAULT_PRINT_JOB_STATUS,
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
    slicedFile: job.slicedFile,
    filaments: job.filaments,
  };
}

/** Turns a valid form into the stored project fields (text trimmed, jobs normalised). */
export function normalizeProject(
  values: ProjectFormOutput,
  options: NormalizeOptions = {},
): NormalizedProject {
  const endDate = values.endDate.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    clientName: values.clientName.trim(),
    status: values.status,
    startDate: values.startDate.trim(),
    endDate: endDate === '' ? null : endDate,
    printers: [...new Set(values.printers)],
    parts: values.parts.map((job, index) => normalizePrintJob(job, index, options)),
  };
}

/**
 * The record a save stores: the form normalised once, and its estimated cost worked out by the
 * calculator engine from the jobs and printers as they are saved (SPEC §3 estimatedCost).
 */
export function projectRecordFromForm(
  values: ProjectFormOutput,
  costInputs: ProjectCostInputs,
  options: NormalizeOptions = {},
): ProjectRecord {
  const project = normalizeProject(values, options);
  const estimate = estimateProjectCost({ ...costInputs, parts: project.parts, printerIds: project.printers });
  return { ...project, estimatedCost: estimate.totalCost };
}

/**
 * The quantities of jobs as the form holds them (text or numbers), read the way saving will store
 * them, so the estimate shown while typing is the one saved.
 */
export function formJobQuantities(
  parts: readonly {
    printTime?: { hours?: unknown; minutes?: unknown } | undefined;
    material?: { grams?: unknown } | undefined;
  }[],
): JobQuantities[] {
  return parts.map((part) => ({
    printTime: {
      hours: normalizeHours(toOptionalNumber(part.printTime?.hours)),
      minutes: normalizeMinutes(toOptionalNumber(part.printTime?.minutes)),
    },
    material: { grams: normalizeGrams(toOptionalNumber(part.material?.grams)) },
  }));
}

// What the repository checks before it writes a record: the form's rules on the saved values. It
// changes nothing (no trimming, no defaults), so what is checked is what is stored.
const checkedNumber = ({ isValid, message }: NumberCheck) => z.number().check(z.refine(isValid, message));
const nonBlank = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', message));
const wholeNumber = z.number().check(z.int(), z.nonnegative());
const bounded = (max: number) => z.number().check(z.nonnegative(), z.maximum(max, tooLargeMessage(max)));

const printJobRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  files: z.array(z.object({ name: z.string(), description: z.string() })),
  description: nonBlank(projectMessages.jobDescriptionRequired),
  materialType: z.string().check(z.maxLength(TEXT_LIMITS.shortName)),
  colorName: z.string().check(z.maxLength(TEXT_LIMITS.name)),
  settings: z.object({
    temperature: z.object({
      extruder: z.nullable(checkedNumber(printJobChecks.extruder)),
      bed: z.nullable(checkedNumber(printJobChecks.bed)),
      both: z.nullable(bounded(NUMBER_LIMITS.temperature)),
    }),
    support: z.boolean(),
    infill: checkedNumber(printJobChecks.infill),
    notes: z.string(),
  }),
  status: z.string(),
  printTime: z.object({
    hours: wholeNumber.check(z.refine(printJobChecks.hours.isValid, printJobChecks.hours.message)),
    minutes: wholeNumber.check(z.refine(printJobChecks.minutes.isValid, printJobChecks.minutes.message)),
  }),
  material: z.object({ meters: bounded(NUMBER_LIMITS.meters), grams: bounded(NUMBER_LIMITS.grams) }),
  assignedPrinter: z.nullable(z.string()),
  startTime: z.nullable(z.date()),
  endTime: z.nullable(z.date()),
  createdAt: z.nullable(z.date()),
  updatedAt: z.nullable(z.date()),
  slicedFile: z.nullable(slicedFileRefSchema),
  filaments: filamentSlotsSchema,
}) satisfies z.ZodMiniType<PrintJob>;

export const projectRecordSchema = z
  .object({
    name: nonBlank(projectMessages.nameRequired),
    description: z.string(),
    clientName: z.string(),
    status: z.enum(PROJECT_STATUSES),
    startDate: z.string().check(z.refine(isIsoDate, projectMessages.startDateRequired)),
    endDate: z.nullable(z.string().check(z.refine(isIsoDate, projectMessages.invalidEndDate))),
    printers: z.array(z.string()),
    parts: z.array(printJobRecordSchema),
    estimatedCost: bounded(NUMBER_LIMITS.money),
  })
  .check(
    z.refine((record) => endsAfterStart(record.startDate, record.endDate), {
      message: projectMessages.endDateBeforeStart,
      path: ['endDate'],
    }),
  ) satisfies z.ZodMiniType<ProjectRecord>;
