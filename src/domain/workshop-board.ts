// The workshop board (issue 12): how a tile words a run's progress, which printers can start a
// job and with how many spools, and the start and finish dialogs' checks beyond runs.ts's own.
// Pure: the board's components render what these functions decide.
import * as z from 'zod/mini';
import { parseFormNumber } from './form-numbers';
import { RUN_LIMITS } from './limits';
import {
  formatGrams,
  materialDiffers,
  overdrawnSpools,
  runFinishSchema,
  runMessages,
  splitGrams,
  type RunFinish,
  type RunFinishFormValues,
} from './runs';
import type { FilamentSlot } from './sliced-job';

/** Messages of the board's own (runs.ts holds those of starting and finishing). */
export const workshopMessages = {
  jobRequired: 'Choose a job to print',
  confirmMaterialRequired: 'Tick “Use it anyway” to print with a spool of another material',
  confirmOverdrawRequired: 'Tick the box to record more than the spool holds',
} as const;

/** '1 h 05 min', '2 h', '45 min' from whole minutes. */
export function formatDuration(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours.toLocaleString('en-US')} h`;
  return `${hours.toLocaleString('en-US')} h ${String(rest).padStart(2, '0')} min`;
}

/** 'Elapsed 1 h 05 min of 2 h' (no 'of' when the job states no time). */
export function elapsedText(elapsed: number, estimated: number): string {
  return estimated > 0
    ? `Elapsed ${formatDuration(elapsed)} of ${formatDuration(estimated)}`
    : `Elapsed ${formatDuration(elapsed)}`;
}

/** The share of the estimated time gone, 0–100 (0 when nothing was estimated). */
export function progressPercent(elapsed: number, estimated: number): number {
  if (!(estimated > 0) || !(elapsed > 0)) return 0;
  return Math.min(100, Math.round((elapsed / estimated) * 100));
}

/** Whether a printer can start a run now: idle, with no run on it. */
export const canStartRun = (printer: { status: string; currentRunId: string | null }) =>
  printer.status === 'idle' && !printer.currentRunId;

/** How many spools a run on this printer may feed from: one per extruder, at most RUN_LIMITS.spools. */
export const maxSpoolsOf = (printer: { numExtruders: number }) =>
  Math.max(1, Math.min(Math.floor(printer.numExtruders) || 1, RUN_LIMITS.spools));

/** The material filter's choices: each material once (case-insensitively), blanks left out, A–Z. */
export function materialFilterOptions(...lists: readonly (readonly string[])[]): string[] {
  const byKey = new Map<string, string>();
  for (const material of lists.flat()) {
    const name = material.trim();
    const key = name.toLocaleLowerCase();
    if (name && !byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** A spool option of the start dialog: name, material, colour and what is left. */
export function spoolOptionLabel(spool: {
  name: string;
  material: string;
  colorName: string;
  remainingWeight: number;
}): string {
  const kind = [spool.material, spool.colorName].filter(Boolean).join(' · ');
  return `${spool.name}${kind ? ` — ${kind}` : ''} · ${formatGrams(spool.remainingWeight)} left`;
}

/** What the start dialog needs of a job. */
export interface StartableJob {
  projectId: string;
  jobId: string;
  description: string;
  materialType: string;
  colorName: string;
  grams: number;
  /** A sliced job's filament slots (issue 32): the k-th spool chosen feeds the k-th slot. */
  filaments?: readonly Pick<FilamentSlot, 'material' | 'grams'>[];
}

/** What the start dialog needs of a spool. */
export interface StartableSpool {
  id: string;
  name: string;
  material: string;
  remainingWeight: number;
}

/** A job's key in the start dialog's job select. */
export const jobKey = (job: { projectId: string; jobId: string }) => `${job.projectId}/${job.jobId}`;

/** The chosen spools of the dialog's slots, in order: the printer's slots only, blanks left out. */
export function chosenSpoolIds(slots: readonly string[], maxSpools: number): string[] {
  return slots.slice(0, maxSpools).filter((id) => id !== '');
}

export interface SpoolWarnings {
  /** runMessages.materialMismatch, when the spool's material is not the job's. */
  material: string | null;
  /** runMessages.notEnoughLeft, when it holds less than its share of the job. */
  notEnough: string | null;
}

/**
 * The warnings of each chosen spool (in the order given): another material than the job's, or
 * less left than its share of the job's grams (the job's grams split over the chosen spools).
 */
export function spoolWarnings(spools: readonly StartableSpool[], job: StartableJob | null): SpoolWarnings[] {
  const shares = splitGrams(job?.grams ?? 0, spools.length);
  const slots = job?.filaments ?? [];
  return spools.map((spool, index) => {
    // A sliced job's spool is held to its own slot's material and grams.
    const slot = slots[index];
    const needed = slot ? (slot.grams ?? 0) : slots.length > 0 ? 0 : (shares[index] ?? 0);
    const material = slot?.material || (job?.materialType ?? '');
    return {
      material:
        job && materialDiffers(spool.material, material)
          ? runMessages.materialMismatch(spool.name, spool.material, material)
          : null,
      notEnough:
        needed > 0 && spool.remainingWeight < needed
          ? runMessages.notEnoughLeft(spool.name, spool.remainingWeight, needed)
          : null,
    };
  });
}

/** What the start dialog holds: the job, the printer, one select per spool slot, the material tick. */
export interface StartRunFormValues {
  jobKey: string;
  printerId: string;
  spoolIds: string[];
  confirmMaterial: boolean;
}

/** A checked start, ready for the runs repository. */
export interface StartRunChoice {
  projectId: string;
  jobId: string;
  printerId: string;
  spoolIds: string[];
}

export function startRunDefaults(
  options: { job?: StartableJob | null; printerId?: string } = {},
): StartRunFormValues {
  return {
    jobKey: options.job ? jobKey(options.job) : '',
    printerId: options.printerId ?? '',
    spoolIds: Array.from({ length: RUN_LIMITS.spools }, () => ''),
    confirmMaterial: false,
  };
}

interface StartRunContext {
  jobs: readonly StartableJob[];
  printers: readonly { id: string; numExtruders: number }[];
  spools: readonly StartableSpool[];
}

/**
 * The start dialog's schema over what the board has loaded: a job and a printer chosen, at least
 * one spool, each once, no more than the printer takes, and a spool of another material only
 * with the tick.
 */
export function startRunFormSchema(context: StartRunContext) {
  return z.pipe(
    z.custom<StartRunFormValues>(),
    z.transform((values: StartRunFormValues, ctx): StartRunChoice => {
      const job = context.jobs.find((entry) => jobKey(entry) === values.jobKey) ?? null;
      const printer = context.printers.find((entry) => entry.id === values.printerId) ?? null;
      const issue = (path: (string | number)[], message: string) => {
        ctx.issues.push({ code: 'custom', path, message, input: values });
      };
      if (!job) issue(['jobKey'], workshopMessages.jobRequired);
      if (!printer) issue(['printerId'], runMessages.printerRequired);
      const maxSpools = printer ? maxSpoolsOf(printer) : RUN_LIMITS.spools;
      const slots = values.spoolIds.slice(0, maxSpools);
      const chosen = chosenSpoolIds(slots, maxSpools);
      if (chosen.length === 0) issue(['spoolIds', 0], runMessages.spoolRequired);
      slots.forEach((id, index) => {
        if (id !== '' && slots.indexOf(id) !== index) issue(['spoolIds', index], runMessages.duplicateSpool);
      });
      const spools = chosen
        .map((id) => context.spools.find((spool) => spool.id === id))
        .filter((spool): spool is StartableSpool => spool !== undefined);
      const mismatch = spoolWarnings(spools, job).some((warning) => warning.material !== null);
      if (mismatch && !values.confirmMaterial)
        issue(['confirmMaterial'], workshopMessages.confirmMaterialRequired);
      return {
        projectId: job?.projectId ?? '',
        jobId: job?.jobId ?? '',
        printerId: values.printerId,
        spoolIds: chosen,
      };
    }),
  );
}

/** What the finish dialog holds: runs.ts's values and the overdraw tick. */
export interface FinishRunFormValues extends RunFinishFormValues {
  confirmOverdraw: boolean;
}

/** A checked finish and whether the user confirmed an overdraw. */
export interface FinishRunChoice {
  finish: RunFinish;
  values: RunFinishFormValues;
  confirmOverdraw: boolean;
}

/** The grams typed per spool, as numbers where they are numbers (for the live overdraw warnings). */
export const typedGrams = (grams: readonly (string | number)[]) =>
  grams.map((raw) => {
    const value = parseFormNumber(raw);
    return value === null || Number.isNaN(value) ? 0 : value;
  });

/** The overdraw warning of each spool (in the run's order): null where the grams fit. */
export function overdrawWarnings(
  spools: readonly { name: string; remainingWeight: number }[],
  grams: readonly number[],
): (string | null)[] {
  const over = new Set(overdrawnSpools(spools, grams));
  return spools.map((spool, index) =>
    over.has(spool) ? runMessages.overdraw(spool.name, grams[index] ?? 0, spool.remainingWeight) : null,
  );
}

/**
 * The finish dialog's schema: runFinishSchema's checks and messages, then, with the run's spools
 * as last read, grams above what a spool holds only with the tick (the repository re-checks).
 */
export function finishRunFormSchema(spools: readonly { name: string; remainingWeight: number }[]) {
  return z.pipe(
    z.custom<FinishRunFormValues>(),
    z.transform((values: FinishRunFormValues, ctx): FinishRunChoice => {
      const { confirmOverdraw, ...finishValues } = values;
      const parsed = runFinishSchema.safeParse(finishValues);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.issues.push({
            code: 'custom',
            path: issue.path as (string | number)[],
            message: issue.message,
            input: values,
          });
        }
        return z.NEVER;
      }
      if (overdrawnSpools(spools, parsed.data.grams).length > 0 && !confirmOverdraw) {
        ctx.issues.push({
          code: 'custom',
          path: ['confirmOverdraw'],
          message: workshopMessages.confirmOverdrawRequired,
          input: values,
        });
        return z.NEVER;
      }
      return { finish: parsed.data, values: finishValues, confirmOverdraw };
    }),
  );
}
