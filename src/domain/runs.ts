// Print runs (issue 12): one attempt to print a job of a project on one printer with one spool
// or more. What a run stores, how finishing one is checked, what it cost, and which spools suit
// a job. Pure: the runs repository writes what these functions decide.
import * as z from 'zod/mini';
import { calculatePrintCost } from './calculator';
import { DEFAULT_ELECTRICITY_RATE } from './constants';
import { formatGrams } from './filament-amounts';
import { parseFormNumber } from './form-numbers';
import { NUMBER_LIMITS, RUN_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { ownedRecordFields } from './owned-record';
import { roundHalfUp } from './rounding';
import { RUN_STATUSES } from './run-status';

// Also what a spool's pages need without the rest of this module (filament-amounts.ts), and the
// statuses the projects' pages name without the rest (run-status.ts).
export { formatGrams, pricePerGram } from './filament-amounts';
export {
  ACTIVE_PROJECT_STATUSES,
  isActiveProjectStatus,
  RUN_STATUSES,
  runStatusLabels,
  type RunStatus,
} from './run-status';

/** How a run ends. */
export const RUN_OUTCOMES = ['completed', 'failed', 'cancelled'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

/** Why a print failed: a short list (the free text says the rest). */
export const FAILURE_REASONS = [
  { value: 'adhesion', label: 'Bed adhesion or warping' },
  { value: 'spaghetti', label: 'Spaghetti or layer shift' },
  { value: 'clog', label: 'Nozzle clog or under-extrusion' },
  { value: 'filament', label: 'Filament ran out, tangled or snapped' },
  { value: 'printer', label: 'Printer or power fault' },
  { value: 'model', label: 'Model or slicing problem' },
  { value: 'other', label: 'Other' },
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number]['value'];
export const FAILURE_REASON_VALUES = FAILURE_REASONS.map((reason) => reason.value) as [
  FailureReason,
  ...FailureReason[],
];

export function failureReasonLabel(reason: string | null): string {
  return FAILURE_REASONS.find((entry) => entry.value === reason)?.label ?? '';
}

/** Job statuses that put a job in the workshop queue: never printed, or its last run did not finish it. */
export const QUEUED_JOB_STATUSES = ['pending', 'failed', 'cancelled'] as const;
export const isQueuedJobStatus = (status: string) =>
  (QUEUED_JOB_STATUSES as readonly string[]).includes(status);

/** Messages of starting and finishing runs (the spec predates runs: worded the way it words its own). */
export const runMessages = {
  printerRequired: 'Choose a printer',
  spoolRequired: 'Choose at least one spool',
  tooManySpools: (count: number) => `This printer takes at most ${count} spool${count === 1 ? '' : 's'}`,
  duplicateSpool: 'Choose each spool once',
  printerBusy: 'This printer is already printing. Finish its current run first.',
  printerUnavailable: (status: string) =>
    `This printer is ${status === 'maintenance' ? 'in maintenance' : status}. Set it to idle before starting a run on it.`,
  jobNotQueued: 'This job is already printing or printed.',
  runNotPrinting: 'This run has already been finished on another device.',
  gramsRequired: 'Enter the grams used',
  gramsNegative: 'Grams cannot be negative',
  gramsTooLarge: tooLargeMessage(NUMBER_LIMITS.grams),
  minutesRequired: 'Enter the print time in minutes',
  minutesNegative: 'Minutes cannot be negative',
  minutesTooLarge: tooLargeMessage(RUN_LIMITS.minutes),
  reasonRequired: 'Choose why the print failed',
  noteTooLong: tooLongMessage(RUN_LIMITS.note),
  materialMismatch: (spoolName: string, spoolMaterial: string, jobMaterial: string) =>
    `${spoolName} is ${spoolMaterial || 'of no stated material'}; this job is ${jobMaterial}.`,
  confirmMaterial: 'Use it anyway',
  notEnoughLeft: (spoolName: string, remaining: number, needed: number) =>
    `${spoolName} has ${formatGrams(remaining)} left; this job needs about ${formatGrams(needed)}.`,
  overdraw: (spoolName: string, grams: number, remaining: number) =>
    `${formatGrams(grams)} is more than ${spoolName} holds (${formatGrams(remaining)}).`,
  confirmOverdraw:
    'Record it anyway: the spool goes to 0 g and an adjustment notes the shortfall (scales and slicers disagree)',
  spoolDeleted: (spoolName: string) =>
    `${spoolName} was deleted since the run started: its grams are kept on the run, and no spool is charged for them.`,
  startFailed: 'Failed to start the run. Please try again.',
  finishFailed: 'Failed to record the run. Please try again.',
} as const;

const nullableNumber = z.catch(z.nullable(z.number()), null);
const textOrBlank = z.catch(z.string(), '');
const textsOrNone = z.catch(z.array(z.string()), []);
const nullableDate = z.catch(z.nullable(z.date()), null);

/** A stored run (runs/{runId}) as the app sees it. */
export const runSchema = z.object({
  ...ownedRecordFields,
  projectId: textOrBlank,
  jobId: textOrBlank,
  printerId: textOrBlank,
  spoolIds: textsOrNone,
  projectName: textOrBlank,
  jobLabel: textOrBlank,
  printerName: textOrBlank,
  spoolLabels: textsOrNone,
  materialType: textOrBlank,
  colorName: textOrBlank,
  estimatedMinutes: z.catch(z.number(), 0),
  estimatedGrams: z.catch(z.number(), 0),
  status: z.catch(z.enum(RUN_STATUSES), 'printing'),
  startedAt: nullableDate,
  endedAt: nullableDate,
  /** The finishing device's local calendar day ('YYYY-MM-DD'): the run's day in Analytics; null while printing and on runs finished before issue 18. */
  endedOn: z.catch(z.nullable(z.string()), null),
  /** Grams per spool (in spoolIds' order) once finished: used, or wasted by a failure. */
  grams: z.catch(z.nullable(z.array(z.number())), null),
  minutes: nullableNumber,
  failureReason: z.catch(z.nullable(z.string()), null),
  note: textOrBlank,
  materialCost: nullableNumber,
  machineCost: nullableNumber,
  totalCost: nullableNumber,
});
export type Run = z.infer<typeof runSchema>;

/** Splits a job's grams over its spools, to 0.1 g, the remainder on the first: 10 over 3 → 3.4, 3.3, 3.3. */
export function splitGrams(total: number, count: number): number[] {
  if (count <= 0) return [];
  const safe = Number.isFinite(total) && total > 0 ? roundHalfUp(total, 1) : 0;
  const tenths = Math.round(safe * 10);
  const share = Math.floor(tenths / count);
  return Array.from({ length: count }, (_, index) =>
    roundHalfUp((index === 0 ? tenths - share * (count - 1) : share) / 10, 1),
  );
}

/** Whole minutes from `start` to `now` (0 when the start is not known yet). */
export function elapsedMinutes(start: Date | null, now: Date): number {
  if (!start) return 0;
  return Math.max(0, Math.round((now.getTime() - start.getTime()) / 60_000));
}

export interface RunCostInput {
  /** Grams per spool and that spool's price per gram. */
  usage: readonly { grams: number; pricePerGram: number }[];
  minutes: number;
  /** The printer's cost per hour. */
  costPerHour: number;
  electricityRate?: number | null;
}

export interface RunCost {
  materialCost: number;
  machineCost: number;
  totalCost: number;
}

/**
 * A finished run's real cost through the calculator engine (SPEC §9 formulas, no failure rate:
 * a run either failed or did not): each spool's grams at its own price, plus the time at the
 * printer's cost per hour. Material and machine are rounded to cents, and the total is the two
 * added (the rules check it is: issue 29).
 */
export function runCost(input: RunCostInput): RunCost {
  const electricityRate = input.electricityRate || DEFAULT_ELECTRICITY_RATE;
  const engine = (values: Parameters<typeof calculatePrintCost>[0]) =>
    calculatePrintCost({ failureRatePercent: 0, items: 1, electricityRate, ...values });
  const materialCost = input.usage.reduce(
    (sum, { grams, pricePerGram: price }) =>
      sum + (engine({ materialWeightGrams: grams, materialCostPerKg: price * 1000 })?.materialCost ?? 0),
    0,
  );
  const machineCost =
    engine({ printTimeHours: input.minutes / 60, printerCostPerHour: input.costPerHour })?.printingCost ?? 0;
  const material = roundHalfUp(materialCost, 2);
  const machine = roundHalfUp(machineCost, 2);
  return { materialCost: material, machineCost: machine, totalCost: roundHalfUp(material + machine, 2) };
}

/** What the finish dialog holds: per-spool grams and minutes as typed. */
export interface RunFinishFormValues {
  outcome: RunOutcome;
  grams: (string | number)[];
  minutes: string | number;
  failureReason: string;
  note: string;
}

/** A checked finish: numbers, ready for the repository. */
export interface RunFinish {
  outcome: RunOutcome;
  grams: number[];
  minutes: number;
  failureReason: FailureReason | null;
  note: string;
}

const gramsField = z.pipe(
  z.unknown(),
  z.transform((raw, ctx) => {
    const value = parseFormNumber(raw);
    if (value === null || Number.isNaN(value)) {
      ctx.issues.push({ code: 'custom', message: runMessages.gramsRequired, input: raw });
      return z.NEVER;
    }
    if (value < 0) {
      ctx.issues.push({ code: 'custom', message: runMessages.gramsNegative, input: raw });
      return z.NEVER;
    }
    if (value > NUMBER_LIMITS.grams) {
      ctx.issues.push({ code: 'custom', message: runMessages.gramsTooLarge, input: raw });
      return z.NEVER;
    }
    return roundHalfUp(value, 1);
  }),
);

const minutesField = z.pipe(
  z.unknown(),
  z.transform((raw, ctx) => {
    const value = parseFormNumber(raw);
    if (value === null || Number.isNaN(value)) {
      ctx.issues.push({ code: 'custom', message: runMessages.minutesRequired, input: raw });
      return z.NEVER;
    }
    if (value < 0) {
      ctx.issues.push({ code: 'custom', message: runMessages.minutesNegative, input: raw });
      return z.NEVER;
    }
    if (value > RUN_LIMITS.minutes) {
      ctx.issues.push({ code: 'custom', message: runMessages.minutesTooLarge, input: raw });
      return z.NEVER;
    }
    return Math.round(value);
  }),
);

/** The finish dialog's schema; the repository checks what it writes with it too. */
export const runFinishSchema = z.pipe(
  z
    .object({
      outcome: z.enum(RUN_OUTCOMES),
      grams: z.array(gramsField).check(z.minLength(1), z.maxLength(RUN_LIMITS.spools)),
      minutes: minutesField,
      failureReason: z.string(),
      note: z.string().check(z.trim(), z.maxLength(RUN_LIMITS.note, runMessages.noteTooLong)),
    })
    .check(
      z.refine(
        (values) =>
          values.outcome !== 'failed' ||
          FAILURE_REASON_VALUES.includes(values.failureReason as FailureReason),
        {
          path: ['failureReason'],
          message: runMessages.reasonRequired,
          // Checked even while the grams or minutes have errors, so every message shows at once.
          when: ({ value }) => {
            const { outcome, failureReason } = (value ?? {}) as Record<string, unknown>;
            return typeof outcome === 'string' && typeof failureReason === 'string';
          },
        },
      ),
    ),
  z.transform((values): RunFinish => ({
    ...values,
    failureReason: values.outcome === 'failed' ? (values.failureReason as FailureReason) : null,
  })),
);

/** The finish dialog's starting values: the job's grams split over the spools, the time elapsed. */
export function runFinishDefaults(run: Run, outcome: RunOutcome, now: Date): RunFinishFormValues {
  const grams =
    outcome === 'completed' ? splitGrams(run.estimatedGrams, run.spoolIds.length) : run.spoolIds.map(() => 0);
  return {
    outcome,
    grams,
    minutes: elapsedMinutes(run.startedAt, now),
    failureReason: '',
    note: '',
  };
}

/** The spools whose typed grams exceed what they hold (they need the user's confirmation). */
export function overdrawnSpools<T extends { remainingWeight: number }>(
  spools: readonly T[],
  grams: readonly number[],
): T[] {
  return spools.filter((spool, index) => (grams[index] ?? 0) > spool.remainingWeight + 1e-9);
}

export const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export interface SpoolSuggestion<T> {
  spool: T;
  materialMatches: boolean;
  colourMatches: boolean;
  enoughLeft: boolean;
}

/**
 * The spools offered for a job: material and colour matches first, then those with enough
 * filament left, and among equals the emptiest that suffices (part-used spools get used up).
 * Spools marked done are left out.
 */
export function suggestSpools<
  T extends { material: string; colorName: string; remainingWeight: number; status: string; name: string },
>(
  spools: readonly T[],
  job: { materialType: string; colorName: string; grams: number },
): SpoolSuggestion<T>[] {
  return spools
    .filter((spool) => spool.status !== 'done' && spool.remainingWeight > 0)
    .map((spool) => ({
      spool,
      materialMatches: job.materialType === '' || sameText(spool.material, job.materialType),
      colourMatches: job.colorName === '' || sameText(spool.colorName, job.colorName),
      enoughLeft: spool.remainingWeight >= job.grams,
    }))
    .sort(
      (a, b) =>
        Number(b.materialMatches) - Number(a.materialMatches) ||
        Number(b.colourMatches) - Number(a.colourMatches) ||
        Number(b.enoughLeft) - Number(a.enoughLeft) ||
        a.spool.remainingWeight - b.spool.remainingWeight ||
        a.spool.name.localeCompare(b.spool.name),
    );
}

/** Whether a spool's material differs from the job's (no stated job material never differs). */
export const materialDiffers = (spoolMaterial: string, jobMaterial: string) =>
  jobMaterial.trim() !== '' && !sameText(spoolMaterial, jobMaterial);

/** A project's actual cost from its finished runs, beside what was estimated. */
export interface ProjectActuals {
  runCount: number;
  /** Material of completed runs. */
  materialCost: number;
  /** Machine time of completed runs. */
  machineCost: number;
  /** Everything failed and cancelled runs cost (material and time). */
  failureCost: number;
  totalCost: number;
  grams: number;
  minutes: number;
}

export function projectActuals(runs: readonly Run[]): ProjectActuals {
  const finished = runs.filter((run) => run.status !== 'printing');
  const sum = (values: number[]) =>
    roundHalfUp(
      values.reduce((total, value) => total + value, 0),
      2,
    );
  const completed = finished.filter((run) => run.status === 'completed');
  const failed = finished.filter((run) => run.status !== 'completed');
  const materialCost = sum(completed.map((run) => run.materialCost ?? 0));
  const machineCost = sum(completed.map((run) => run.machineCost ?? 0));
  const failureCost = sum(failed.map((run) => run.totalCost ?? 0));
  return {
    runCount: finished.length,
    materialCost,
    machineCost,
    failureCost,
    totalCost: roundHalfUp(materialCost + machineCost + failureCost, 2),
    grams: roundHalfUp(
      finished.reduce((total, run) => total + (run.grams ?? []).reduce((a, b) => a + b, 0), 0),
      1,
    ),
    minutes: finished.reduce((total, run) => total + (run.minutes ?? 0), 0),
  };
}

/** Minutes a run adds to its printer's hours: completed and failed runs count, cancelled do not. */
export const countedMinutes = (outcome: RunOutcome, minutes: number) =>
  outcome === 'cancelled' ? 0 : minutes;
/** Runs a run adds to its printer's count. */
export const countedRuns = (outcome: RunOutcome) => (outcome === 'cancelled' ? 0 : 1);

/** '3.4 h' from minutes. */
export function formatHours(minutes: number): string {
  return `${roundHalfUp(minutes / 60, 1).toLocaleString('en-US')} h`;
}
