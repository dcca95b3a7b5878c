// Maintenance (issue 13): tasks per printer, due by print hours and/or calendar days (whichever
// comes first), and an append-only log of maintenance done with what it cost. Pure: the
// maintenance repository writes what these decide.
import * as z from 'zod/mini';
import { isIsoDate, isoDateParts, todayIsoDate } from './dates';
import { parseFormNumber } from './form-numbers';
import { NUMBER_LIMITS, TEXT_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { roundHalfUp } from './rounding';

/** Log entries per page, newest first (Load more reads the next page). */
export const LOG_PAGE_SIZE = 20;

/** The longest calendar interval a task may have: 10 years. */
export const MAX_INTERVAL_DAYS = 3650;

export const MAINTENANCE_STATES = ['overdue', 'due-soon', 'ok'] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

export const maintenanceStateLabels: Record<MaintenanceState, string> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  ok: 'OK',
};

export const maintenanceMessages = {
  nameRequired: 'Task name is required',
  intervalRequired: 'Give an interval in print hours, in days, or both',
  hoursPositive: 'Print hours must be greater than 0',
  daysPositive: 'Days must be greater than 0',
  daysWhole: 'Days must be a whole number',
  daysTooLarge: tooLargeMessage(MAX_INTERVAL_DAYS),
  hoursTooLarge: tooLargeMessage(NUMBER_LIMITS.hours),
  notANumber: 'Enter a number',
  costNegative: 'Cost cannot be negative',
  costTooLarge: tooLargeMessage(NUMBER_LIMITS.money),
  dateRequired: 'Date is required',
  dateInFuture: 'The date cannot be in the future: record maintenance once it is done',
  tooLong: (max: number) => tooLongMessage(max),
  starterNote:
    'Suggested starting points for a typical FDM printer, not manufacturer figures: check your printer’s manual and edit them to suit.',
  saveFailed: 'Failed to save the task. Please try again.',
  deleteFailed: 'Failed to delete the task. Please try again.',
  markDoneFailed: 'Failed to record the maintenance. Please try again.',
  loadFailed: 'Failed to load maintenance. Please try again.',
} as const;

/** A stored task (maintenance_tasks/{taskId}). */
export const maintenanceTaskSchema = z.object({
  id: z.string(),
  userId: z.string(),
  printerId: z.catch(z.string(), ''),
  printerName: z.catch(z.string(), ''),
  name: z.catch(z.string(), ''),
  intervalHours: z.catch(z.nullable(z.number()), null),
  intervalDays: z.catch(z.nullable(z.number()), null),
  notes: z.catch(z.string(), ''),
  expectedCost: z.catch(z.nullable(z.number()), null),
  /** When the task was added, and the printer's minutes then: the start of a task never done. */
  baselineOn: z.catch(z.string(), ''),
  baselineMinutes: z.catch(z.number(), 0),
  /** The last time it was done (a log entry's date and the printer's minutes then); null: never. */
  lastDoneOn: z.catch(z.nullable(z.string()), null),
  lastDoneMinutes: z.catch(z.nullable(z.number()), null),
  lastLogId: z.catch(z.nullable(z.string()), null),
  /**
   * DUE_VERSION when the task stores its due points (taskDuePoints, issue 29); absent on a task
   * stored before them. The points themselves are read by the count queries only.
   */
  dueVersion: z.optional(z.catch(z.nullable(z.number()), null)),
  createdAt: z.catch(z.nullable(z.date()), null),
  updatedAt: z.catch(z.nullable(z.date()), null),
});
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>;

/** A stored log entry (maintenance_log/{entryId}): append-only. */
export const maintenanceLogEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  printerId: z.catch(z.string(), ''),
  printerName: z.catch(z.string(), ''),
  taskId: z.catch(z.nullable(z.string()), null),
  taskName: z.catch(z.string(), ''),
  doneOn: z.catch(z.string(), ''),
  /** The printer's print minutes when it was done. */
  printMinutes: z.catch(z.number(), 0),
  cost: z.catch(z.number(), 0),
  doneBy: z.catch(z.string(), ''),
  notes: z.catch(z.string(), ''),
  createdAt: z.catch(z.nullable(z.date()), null),
});
export type MaintenanceLogEntry = z.infer<typeof maintenanceLogEntrySchema>;

// ---- Due computation ----

const DAY_MS = 86_400_000;

/** Whole days from one calendar day to another ('2026-01-01' → '2026-01-31' is 30). */
export function daysBetween(from: string, to: string): number {
  const a = isoDateParts(from);
  const b = isoDateParts(to);
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY_MS);
}

/** The calendar day `days` after `from`. */
export function addDays(from: string, days: number): string {
  const parts = isoDateParts(from);
  if (!parts) return from;
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]) + days * DAY_MS);
  return date.toISOString().slice(0, 10);
}

export interface TaskDue {
  state: MaintenanceState;
  /** Print hours left before it is due (negative: overdue by); null without an hours interval. */
  hoursLeft: number | null;
  /** Days left (negative: overdue by); null without a days interval. */
  daysLeft: number | null;
  /** The printer's hours at which it falls due; null without an hours interval. */
  dueAtHours: number | null;
  /** The day it falls due; null without a days interval. */
  dueOn: string | null;
  /** Print hours since it was last done (or added). */
  hoursSince: number;
}

/** The fields a task's due state follows from. */
type DueFields =
  'intervalHours' | 'intervalDays' | 'baselineOn' | 'baselineMinutes' | 'lastDoneOn' | 'lastDoneMinutes';

/**
 * The print minutes after a task's base (its last done, or when it was added) from which its
 * hours interval is due soon: 10 % of the interval left, so 90 % of it used, 54 minutes an
 * interval hour, rounded up to a whole minute (printers count whole minutes). Counting in whole
 * minutes keeps exactly 90 % due soon whatever the rounding: in hours, 7 h − 6.3 h came out a
 * hair above 0.7 h and said OK.
 */
export const dueSoonAfterMinutes = (intervalHours: number) => Math.ceil(intervalHours * 54);

/** How many days before it falls due a calendar task is due soon: 10 % of its interval in whole days, 1 to 7. */
export const dueSoonWindowDays = (intervalDays: number) =>
  intervalDays < 10 ? 1 : intervalDays >= 70 ? 7 : Math.floor(intervalDays / 10);

/**
 * When a task falls due and how urgent it is. From the last time it was done, or from when it
 * was added if never; whichever interval runs out first decides. Exactly at the interval it is
 * overdue (nothing is left). Due soon: within 10 % of the interval, or within 7 days, whichever
 * is shorter (a weekly task is due soon on its last day, not all week). A printer whose hours are
 * below those recorded at the last time (a printer replaced and counted afresh) counts from 0;
 * the rules make that unreachable today (see taskDuePoints).
 */
export function taskDue(
  task: Pick<MaintenanceTask, DueFields>,
  printerMinutes: number,
  today: string,
): TaskDue {
  const baseMinutes = task.lastDoneMinutes ?? task.baselineMinutes;
  const baseOn = task.lastDoneOn ?? task.baselineOn;
  const minutesSince = printerMinutes >= baseMinutes ? printerMinutes - baseMinutes : printerMinutes;
  const hoursSince = minutesSince / 60;
  const hoursLeft = task.intervalHours !== null ? task.intervalHours - hoursSince : null;
  const daysLeft = task.intervalDays !== null ? task.intervalDays - daysBetween(baseOn, today) : null;
  const overdue = (hoursLeft !== null && hoursLeft <= 0) || (daysLeft !== null && daysLeft <= 0);
  const soonHours = task.intervalHours !== null && minutesSince >= dueSoonAfterMinutes(task.intervalHours);
  const soonDays =
    task.intervalDays !== null && daysLeft !== null && daysLeft <= dueSoonWindowDays(task.intervalDays);
  return {
    state: overdue ? 'overdue' : soonHours || soonDays ? 'due-soon' : 'ok',
    hoursLeft: hoursLeft === null ? null : roundHalfUp(hoursLeft, 1),
    daysLeft,
    dueAtHours:
      task.intervalHours === null
        ? null
        : roundHalfUp((printerMinutes - minutesSince) / 60 + task.intervalHours, 1),
    dueOn: task.intervalDays === null ? null : addDays(baseOn, task.intervalDays),
    hoursSince: roundHalfUp(hoursSince, 1),
  };
}

// ---- Due points (issue 29) ----

/** The version of the stored due points; a task without it was stored before them. */
export const DUE_VERSION = 1;
/** The fields taskDuePoints writes. */
export const DUE_POINT_FIELDS = ['dueSoonMinutes', 'dueSoonOn', 'dueVersion'] as const;

/**
 * Where a task becomes due soon, stored on it so the dashboard counts due tasks with aggregation
 * queries instead of reading every task: the printer's print minutes from which it is due soon by
 * hours, and the day from which it is due soon by the calendar (null without that interval).
 * They follow from the task's own fields only, so they change only when those do (added, edited,
 * marked done, restored), never when the printer's hours move; the rules check them against those
 * fields. A task counts as due (soon or overdue) exactly when its printer's minutes have reached
 * `dueSoonMinutes` or today has reached `dueSoonOn` (dueByPoints), which is taskDue's state other
 * than OK for any printer minutes at or above the task's base. Below the base taskDue counts the
 * printer's minutes from 0 (a printer counted afresh) while the points count nothing: the rules
 * make that unreachable, as a printer's minutes only grow (by its runs) and a task's base is at
 * most its printer's minutes when written (added, marked done or restored).
 */
export type TaskDuePoints = {
  dueSoonMinutes: number | null;
  dueSoonOn: string | null;
  dueVersion: typeof DUE_VERSION;
};

export function taskDuePoints(task: Pick<MaintenanceTask, DueFields>): TaskDuePoints {
  const baseMinutes = task.lastDoneMinutes ?? task.baselineMinutes;
  const baseOn = task.lastDoneOn ?? task.baselineOn;
  return {
    dueSoonMinutes:
      task.intervalHours === null ? null : baseMinutes + dueSoonAfterMinutes(task.intervalHours),
    dueSoonOn:
      task.intervalDays === null
        ? null
        : addDays(baseOn, task.intervalDays - dueSoonWindowDays(task.intervalDays)),
    dueVersion: DUE_VERSION,
  };
}

/** Whether stored due points count a task due soon or overdue: what the count queries ask of it. */
export const dueByPoints = (
  points: Pick<TaskDuePoints, 'dueSoonMinutes' | 'dueSoonOn'>,
  printerMinutes: number,
  today: string,
) =>
  (points.dueSoonOn !== null && points.dueSoonOn <= today) ||
  (points.dueSoonMinutes !== null && printerMinutes >= points.dueSoonMinutes);

const stateRank: Record<MaintenanceState, number> = { overdue: 0, 'due-soon': 1, ok: 2 };

/** How far into its interval a task is, 0 (just done) to 1+ (overdue): ranks tasks of one state. */
function usedShare(task: Pick<MaintenanceTask, 'intervalHours' | 'intervalDays'>, due: TaskDue): number {
  const shares: number[] = [];
  if (task.intervalHours && due.hoursLeft !== null) shares.push(1 - due.hoursLeft / task.intervalHours);
  if (task.intervalDays && due.daysLeft !== null) shares.push(1 - due.daysLeft / task.intervalDays);
  return Math.max(0, ...shares);
}

/** Tasks with their due state, most urgent first: overdue, then due soon, then OK; within a state, furthest into its interval first. */
export function byUrgency<T extends Pick<MaintenanceTask, 'intervalHours' | 'intervalDays' | 'name'>>(
  tasks: readonly { task: T; due: TaskDue }[],
): { task: T; due: TaskDue }[] {
  return [...tasks].sort(
    (a, b) =>
      stateRank[a.due.state] - stateRank[b.due.state] ||
      usedShare(b.task, b.due) - usedShare(a.task, a.due) ||
      a.task.name.localeCompare(b.task.name),
  );
}

/** 'Due in 12.5 h or on Mar 3, 2027', 'Overdue by 3 h', … the words beside a task's state. */
export function dueSummary(due: TaskDue, formatDate: (iso: string) => string): string {
  const parts: string[] = [];
  if (due.hoursLeft !== null) {
    parts.push(
      due.hoursLeft === 0
        ? 'due now by print hours'
        : due.hoursLeft < 0
          ? `${Math.abs(due.hoursLeft)} print h over`
          : `${due.hoursLeft} print h left`,
    );
  }
  if (due.daysLeft !== null && due.dueOn) {
    parts.push(
      due.daysLeft < 0
        ? `${Math.abs(due.daysLeft)} day${due.daysLeft === -1 ? '' : 's'} over (due ${formatDate(due.dueOn)})`
        : due.daysLeft === 0
          ? `due today`
          : `due ${formatDate(due.dueOn)}`,
    );
  }
  return parts.join(' · ');
}

// ---- Forms ----

// A zod/mini transform has no ctx.addIssue: its issues are pushed onto ctx.issues.
const optionalNumber = (check: (value: number) => string | null) =>
  z.pipe(
    z.unknown(),
    z.transform((raw, ctx): number | null => {
      const value = parseFormNumber(raw);
      if (value === null) return null;
      if (Number.isNaN(value)) {
        ctx.issues.push({ code: 'custom', message: maintenanceMessages.notANumber, input: raw });
        return z.NEVER;
      }
      const problem = check(value);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );

const intervalHoursField = optionalNumber((value) =>
  value <= 0
    ? maintenanceMessages.hoursPositive
    : value > NUMBER_LIMITS.hours
      ? maintenanceMessages.hoursTooLarge
      : null,
);
const intervalDaysField = optionalNumber((value) =>
  value <= 0
    ? maintenanceMessages.daysPositive
    : !Number.isInteger(value)
      ? maintenanceMessages.daysWhole
      : value > MAX_INTERVAL_DAYS
        ? maintenanceMessages.daysTooLarge
        : null,
);
const costField = optionalNumber((value) =>
  value < 0
    ? maintenanceMessages.costNegative
    : value > NUMBER_LIMITS.money
      ? maintenanceMessages.costTooLarge
      : null,
);

/** The task form (add and edit): a name, at least one interval, optional notes and expected cost. */
export const maintenanceTaskFormSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, maintenanceMessages.nameRequired),
        z.maxLength(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name)),
      ),
    intervalHours: intervalHoursField,
    intervalDays: intervalDaysField,
    notes: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.notes, tooLongMessage(TEXT_LIMITS.notes))),
    expectedCost: costField,
  })
  .check(
    z.refine((task) => task.intervalHours !== null || task.intervalDays !== null, {
      path: ['intervalHours'],
      message: maintenanceMessages.intervalRequired,
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
  );
export type MaintenanceTaskFormValues = z.input<typeof maintenanceTaskFormSchema>;
export type MaintenanceTaskInput = z.output<typeof maintenanceTaskFormSchema>;

export const emptyTaskForm = (): MaintenanceTaskFormValues => ({
  name: '',
  intervalHours: '',
  intervalDays: '',
  notes: '',
  expectedCost: '',
});

export const taskToFormValues = (task: MaintenanceTask): MaintenanceTaskFormValues => ({
  name: task.name,
  intervalHours: task.intervalHours === null ? '' : String(task.intervalHours),
  intervalDays: task.intervalDays === null ? '' : String(task.intervalDays),
  notes: task.notes,
  expectedCost: task.expectedCost === null ? '' : String(task.expectedCost),
});

/** "Mark done": the day, what it cost, who did it, notes. The day may not be after `today`. */
export const markDoneFormSchema = (today: string) =>
  z.object({
    doneOn: z.string().check(
      z.trim(),
      z.refine(isIsoDate, maintenanceMessages.dateRequired),
      z.refine((day) => !isIsoDate(day) || day <= today, maintenanceMessages.dateInFuture),
    ),
    cost: z.pipe(
      costField,
      z.transform((value) => value ?? 0),
    ),
    doneBy: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name))),
    notes: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.notes, tooLongMessage(TEXT_LIMITS.notes))),
  });
export type MarkDoneFormValues = z.input<ReturnType<typeof markDoneFormSchema>>;
export type MarkDoneInput = z.output<ReturnType<typeof markDoneFormSchema>>;

export const markDoneDefaults = (
  task: Pick<MaintenanceTask, 'expectedCost'>,
  now = new Date(),
): MarkDoneFormValues => ({
  doneOn: todayIsoDate(now),
  cost: task.expectedCost === null ? '' : String(task.expectedCost),
  doneBy: '',
  notes: '',
});

/**
 * The starter set: common FDM upkeep, offered as suggestions (every value editable; not
 * manufacturer figures).
 */
export const STARTER_TASKS: readonly MaintenanceTaskInput[] = [
  {
    name: 'Nozzle check or swap',
    intervalHours: 500,
    intervalDays: null,
    notes: 'Look for wear, a partial clog or a worn tip; swap if needed.',
    expectedCost: 15,
  },
  {
    name: 'Belt tension check',
    intervalHours: 250,
    intervalDays: 90,
    notes: 'Check tension and wear on both axes.',
    expectedCost: null,
  },
  {
    name: 'Lubricate rods and lead screws',
    intervalHours: 300,
    intervalDays: 90,
    notes: 'Clean, then a thin coat of the lubricant your printer calls for.',
    expectedCost: 5,
  },
  {
    name: 'Clean the build plate',
    intervalHours: 50,
    intervalDays: 7,
    notes: 'Wash with dish soap and water or wipe with IPA.',
    expectedCost: null,
  },
  {
    name: 'Firmware check',
    intervalHours: null,
    intervalDays: 90,
    notes: 'Read the release notes before updating.',
    expectedCost: null,
  },
];

/** The maintenance cost of entries on or after `since` (a calendar day), to the cent. */
export function loggedCostSince(
  entries: readonly Pick<MaintenanceLogEntry, 'doneOn' | 'cost'>[],
  since: string,
): number {
  return roundHalfUp(
    entries.filter((entry) => entry.doneOn >= since).reduce((sum, entry) => sum + entry.cost, 0),
    2,
  );
}

/** The first day of the last 12 months up to `today`. */
export const twelveMonthsBefore = (today: string): string => addDays(today, -365);

/**
 * The annual maintenance cost the cost-per-hour helper uses: what the last 12 months of the log
 * cost when anything was logged, else the estimate the user typed; and which it is.
 */
export function annualMaintenanceBasis(
  typedAnnualCost: number,
  loggedLast12Months: { cost: number; entries: number } | null,
): { annualCost: number; source: 'logged' | 'estimate' } {
  if (loggedLast12Months && loggedLast12Months.entries > 0) {
    return { annualCost: loggedLast12Months.cost, source: 'logged' };
  }
  return { annualCost: typedAnnualCost, source: 'estimate' };
}
