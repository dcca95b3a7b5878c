// The project form (SPEC §2 Project form, §5 Project form): its schema and the values it starts
// from (its messages are project-messages.ts).
import * as z from 'zod/mini';
import { isIsoDate, todayIsoDate } from './dates';
import { parseFormNumber } from './form-numbers';
import { NUMBER_LIMITS, PROJECT_LIMITS, TEXT_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { projectMessages } from './project-messages';
import {
  DEFAULT_INFILL_PERCENT,
  DEFAULT_PROJECT_STATUS,
  PROJECT_STATUSES,
  type Project,
} from './project-record';
import { filamentSlotsSchema, slicedFileRefSchema } from './sliced-job';

// The messages live on their own so the projects list can say them without the form's code.
export { projectMessages };

/** A rule an optional number must pass when it is given (SPEC §5 "If provided, …"). */
export interface NumberCheck {
  isValid: (value: number) => boolean;
  message: string;
}

/** The job rules of SPEC §5, shared by the form and the check of what a save writes. */
export const printJobChecks = {
  minutes: { isValid: (minutes) => minutes < 60, message: projectMessages.minutesRange },
  extruder: {
    isValid: (celsius) => celsius >= 150 && celsius <= 300,
    message: projectMessages.extruderTemperatureRange,
  },
  bed: { isValid: (celsius) => celsius >= 0 && celsius <= 120, message: projectMessages.bedTemperatureRange },
  infill: { isValid: (percent) => percent >= 0 && percent <= 100, message: projectMessages.infillRange },
  // Not in the spec: the bounds the rules hold (limits.ts), far above any real job.
  hours: {
    isValid: (hours) => hours <= NUMBER_LIMITS.hours,
    message: tooLargeMessage(NUMBER_LIMITS.hours),
  },
  meters: {
    isValid: (meters) => meters <= NUMBER_LIMITS.meters,
    message: tooLargeMessage(NUMBER_LIMITS.meters),
  },
  grams: {
    isValid: (grams) => grams <= NUMBER_LIMITS.grams,
    message: tooLargeMessage(NUMBER_LIMITS.grams),
  },
} satisfies Record<string, NumberCheck>;

// z.nan(): react-hook-form's valueAsNumber gives NaN for an empty input.
const formNumberInput = z.union([z.string(), z.number(), z.nan(), z.null(), z.undefined()]);

/** An optional number with no spec rule but the rules' bound: blank or unreadable text is null. */
const optionalBoundedNumber = ({ isValid, message }: NumberCheck) =>
  z.pipe(
    formNumberInput,
    z.transform((raw, ctx): number | null => {
      const value = parseFormNumber(raw);
      if (value === null || Number.isNaN(value)) return null;
      if (!isValid(value)) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );

/** An optional number that, if provided, must pass the check. */
const optionalCheckedNumber = ({ isValid, message }: NumberCheck) =>
  z.pipe(
    formNumberInput,
    z.transform((raw, ctx): number | null => {
      const value = parseFormNumber(raw);
      if (value === null) return null;
      if (Number.isNaN(value) || !isValid(value)) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );

const limited = (maxLength: number) => z.string().check(z.maxLength(maxLength, tooLongMessage(maxLength)));

export const printJobFormSchema = z.object({
  id: z.string(),
  files: z
    .array(z.object({ name: limited(TEXT_LIMITS.fileText), description: limited(TEXT_LIMITS.fileText) }))
    .check(z.maxLength(PROJECT_LIMITS.filesPerJob, projectMessages.tooManyFiles)),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, projectMessages.jobDescriptionRequired),
      z.maxLength(TEXT_LIMITS.jobText, tooLongMessage(TEXT_LIMITS.jobText)),
    ),
  // What the workshop board matches spools by (optional: blank matches any spool).
  materialType: limited(TEXT_LIMITS.shortName),
  colorName: limited(TEXT_LIMITS.name),
  printTime: z.object({
    hours: optionalBoundedNumber(printJobChecks.hours),
    minutes: optionalCheckedNumber(printJobChecks.minutes),
  }),
  material: z.object({
    meters: optionalBoundedNumber(printJobChecks.meters),
    grams: optionalBoundedNumber(printJobChecks.grams),
  }),
  settings: z.object({
    temperature: z.object({
      extruder: optionalCheckedNumber(printJobChecks.extruder),
      bed: optionalCheckedNumber(printJobChecks.bed),
    }),
    support: z.boolean(),
    infill: optionalCheckedNumber(printJobChecks.infill),
    notes: limited(TEXT_LIMITS.jobText),
  }),
  // Set by "From sliced file", never typed (issue 32).
  slicedFile: z.nullable(slicedFileRefSchema),
  filaments: filamentSlotsSchema,
});

/** The end date may not come before a valid start date. */
export const endsAfterStart = (startDate: string, endDate: string | null) =>
  !endDate || !isIsoDate(startDate) || endDate >= startDate;

export const projectFormSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, projectMessages.nameRequired),
        z.maxLength(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name)),
      ),
    description: limited(TEXT_LIMITS.projectDescription),
    clientName: limited(TEXT_LIMITS.name),
    status: z.enum(PROJECT_STATUSES),
    startDate: z.string().check(z.trim(), z.refine(isIsoDate, projectMessages.startDateRequired)),
    // Blank means no end date.
    endDate: z.string().check(
      z.trim(),
      z.refine((text) => text === '' || isIsoDate(text), projectMessages.invalidEndDate),
    ),
    printers: z.array(z.string()),
    parts: z.array(printJobFormSchema).check(z.maxLength(PROJECT_LIMITS.jobs, projectMessages.tooManyJobs)),
  })
  .check(
    z.refine((project) => endsAfterStart(project.startDate, project.endDate), {
      message: projectMessages.endDateBeforeStart,
      path: ['endDate'],
      // Checked even while a job has errors, so every message shows at once.
      when: ({ value }) => {
        const { startDate, endDate } = (value ?? {}) as Record<string, unknown>;
        return typeof startDate === 'string' && typeof endDate === 'string' && isIsoDate(startDate.trim());
      },
    }),
  );

/** What the form holds (numbers as typed text or numbers). */
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type PrintJobFormValues = z.input<typeof printJobFormSchema>;
/** What a valid form gives: typed, not yet normalised. */
export type ProjectFormOutput = z.output<typeof projectFormSchema>;
export type PrintJobFormOutput = z.output<typeof printJobFormSchema>;

/** A printer as the form offers it: a checkbox by name and model, priced by its cost per hour. */
export interface PrinterChoice {
  id: string;
  name: string;
  model: string;
  costPerHour: number;
  /** Extruders of the printer (a job with more filament slots says so, issue 32). */
  extruders?: number;
}

/** The id of a job added in the form (SPEC §3): part-{time}-{random}, random being 9 base-36 characters. */
export function newPrintJobId(now: number = Date.now(), random: number = Math.random()): string {
  const suffix = Math.floor(random * 36 ** 9)
    .toString(36)
    .padStart(9, '0');
  return `part-${now}-${suffix}`;
}

/** A new, blank print job as the form shows it (infill shows its default). */
export function emptyPrintJobForm(id: string = newPrintJobId()): PrintJobFormValues {
  return {
    id,
    files: [],
    description: '',
    materialType: '',
    colorName: '',
    printTime: { hours: '', minutes: '' },
    material: { meters: '', grams: '' },
    settings: {
      temperature: { extruder: '', bed: '' },
      support: false,
      infill: String(DEFAULT_INFILL_PERCENT),
      notes: '',
    },
    slicedFile: null,
    filaments: [],
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
      materialType: part.materialType,
      colorName: part.colorName,
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
      slicedFile: part.slicedFile ? { ...part.slicedFile } : null,
      filaments: part.filaments.map((filament) => ({ ...filament })),
    })),
  };
}
