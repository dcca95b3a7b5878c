import * as z from 'zod/mini';
import { NUMBER_LIMITS, TEXT_LIMITS, tooLargeMessage, tooLongMessage } from './limits';

/** Messages of the printer form (SPEC §5), verbatim. */
export const printerMessages = {
  nameRequired: 'Printer name is required',
  modelRequired: 'Model is required',
  xRequired: 'X dimension is required',
  yRequired: 'Y dimension is required',
  zRequired: 'Z dimension is required',
  numExtrudersRequired: 'Number of extruders is required',
  powerConsumptionRequired: 'Power consumption is required',
  initialCostRequired: 'Initial cost is required',
  replacementPeriodRequired: 'Replacement period is required',
  costPerHourRequired: 'Cost per hour is required',
  expectedYearlyHoursRequired: 'Expected yearly hours is required',
  annualMaintenanceCostRequired: 'Annual maintenance cost is required',
  mustBeGreaterThanZero: 'Must be greater than 0',
  atLeastOneExtruder: 'Must have at least 1 extruder',
  cannotExceedYearHours: 'Cannot exceed hours in a year (8760)',
  // Not in the spec: extruders are counted, so a fraction is refused with this message.
  wholeExtruders: 'Number of extruders must be a whole number',
} as const;

/** SPEC §9: printer constants. */
export const HOURS_IN_A_YEAR = 8760;
export const MIN_EXTRUDERS = 1;

export const PRINTER_STATUSES = ['idle', 'printing', 'maintenance', 'offline'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];
export const DEFAULT_PRINTER_STATUS: PrinterStatus = 'idle';

export const printerStatusLabels: Record<PrinterStatus, string> = {
  idle: 'Idle',
  printing: 'Printing',
  maintenance: 'Maintenance',
  offline: 'Offline',
};

/**
 * A number field of a form. Inputs arrive as numbers (valueAsNumber gives NaN when empty) or
 * as strings; an empty, missing or non-numeric value gives `requiredMessage`, so the spec's
 * "required" message shows rather than a type error. `rules` adds the min/max checks.
 */
export function formNumber(
  requiredMessage: string,
  rules: (value: z.ZodMiniNumber<number>) => z.ZodMiniNumber<number> = (value) => value,
) {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: requiredMessage }),
      z.transform((value: number | string) => (typeof value === 'string' ? parseNumberText(value) : value)),
    ),
    rules(z.number({ error: requiredMessage })),
  );
}

function parseNumberText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** What a number field of a form holds before validation. */
export type FormNumberInput = number | string;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(TEXT_LIMITS.name, tooLongMessage(TEXT_LIMITS.name)),
    );
/** From 0 to `max` (a bound of limits.ts the rules hold too). */
const atLeastZero = (requiredMessage: string, max: number) =>
  formNumber(requiredMessage, (value) =>
    value.check(z.gte(0, printerMessages.mustBeGreaterThanZero), z.lte(max, tooLargeMessage(max))),
  );

/** The printer form (SPEC §5 printer table). Forms and the repository share it. */
export const printerFormSchema = z.object({
  name: requiredText(printerMessages.nameRequired),
  model: requiredText(printerMessages.modelRequired),
  buildVolume: z.object({
    x: atLeastZero(printerMessages.xRequired, NUMBER_LIMITS.buildVolume),
    y: atLeastZero(printerMessages.yRequired, NUMBER_LIMITS.buildVolume),
    z: atLeastZero(printerMessages.zRequired, NUMBER_LIMITS.buildVolume),
  }),
  numExtruders: formNumber(printerMessages.numExtrudersRequired, (value) =>
    value.check(
      z.gte(MIN_EXTRUDERS, printerMessages.atLeastOneExtruder),
      z.lte(NUMBER_LIMITS.extruders, tooLargeMessage(NUMBER_LIMITS.extruders)),
      z.int(printerMessages.wholeExtruders),
    ),
  ),
  powerConsumption: atLeastZero(printerMessages.powerConsumptionRequired, NUMBER_LIMITS.watts),
  initialCost: atLeastZero(printerMessages.initialCostRequired, NUMBER_LIMITS.money),
  replacementPeriod: atLeastZero(printerMessages.replacementPeriodRequired, NUMBER_LIMITS.hours),
  costPerHour: atLeastZero(printerMessages.costPerHourRequired, NUMBER_LIMITS.money),
  expectedYearlyHours: formNumber(printerMessages.expectedYearlyHoursRequired, (value) =>
    value.check(
      z.gte(0, printerMessages.mustBeGreaterThanZero),
      z.lte(HOURS_IN_A_YEAR, printerMessages.cannotExceedYearHours),
    ),
  ),
  annualMaintenanceCost: atLeastZero(printerMessages.annualMaintenanceCostRequired, NUMBER_LIMITS.money),
  // Optional, without a zod default: a default would also fill partial updates. New printers
  // get DEFAULT_PRINTER_STATUS from withPrinterDefaults.
  status: z.optional(z.enum(PRINTER_STATUSES)),
});
/** What the form holds (numbers may still be strings or NaN). */
export type PrinterFormValues = z.input<typeof printerFormSchema>;
/** A validated printer, ready to store. */
export type PrinterInput = z.output<typeof printerFormSchema>;

/** A partial change; fields left undefined are dropped before the update (SPEC §7). */
export const printerUpdateSchema = z.partial(printerFormSchema);
export type PrinterUpdate = z.output<typeof printerUpdateSchema>;

/** A validated new printer with the status default of SPEC §3 applied. */
export function withPrinterDefaults(input: PrinterInput): PrinterInput & { status: PrinterStatus } {
  return { ...input, status: input.status ?? DEFAULT_PRINTER_STATUS };
}

const storedNumber = (fallback: number) => z.catch(z.number(), fallback);

/** A stored printer document as the app sees it (SPEC §3 Printer). */
export const printerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  model: z.catch(z.string(), ''),
  buildVolume: z.catch(z.object({ x: storedNumber(0), y: storedNumber(0), z: storedNumber(0) }), {
    x: 0,
    y: 0,
    z: 0,
  }),
  numExtruders: storedNumber(MIN_EXTRUDERS),
  powerConsumption: storedNumber(0),
  initialCost: storedNumber(0),
  costPerHour: storedNumber(0),
  replacementPeriod: storedNumber(0),
  expectedYearlyHours: storedNumber(0),
  annualMaintenanceCost: storedNumber(0),
  // Missing means new (idle); an unknown value is shown as offline (grey, toggles to idle).
  status: z.catch(z._default(z.enum(PRINTER_STATUSES), DEFAULT_PRINTER_STATUS), 'offline'),
  /** Minutes of its completed and failed runs, and how many (issue 12): what maintenance goes by. */
  printMinutes: storedNumber(0),
  runCount: storedNumber(0),
  /** The run printing on it now; null when none. */
  currentRunId: z.catch(z.nullable(z.string()), null),
  createdAt: z.catch(z.nullable(z.date()), null),
  updatedAt: z.catch(z.nullable(z.date()), null),
});
export type Printer = z.infer<typeof printerSchema>;
export type BuildVolume = Printer['buildVolume'];

/** Form values for a new printer (defaults of SPEC §3/§9) or for editing `printer`. */
export function printerFormDefaults(printer?: Printer): PrinterFormValues {
  if (printer) {
    return {
      name: printer.name,
      model: printer.model,
      buildVolume: { ...printer.buildVolume },
      numExtruders: printer.numExtruders,
      powerConsumption: printer.powerConsumption,
      initialCost: printer.initialCost,
      replacementPeriod: printer.replacementPeriod,
      costPerHour: printer.costPerHour,
      expectedYearlyHours: printer.expectedYearlyHours,
      annualMaintenanceCost: printer.annualMaintenanceCost,
      status: printer.status,
    };
  }
  return {
    name: '',
    model: '',
    buildVolume: { x: 0, y: 0, z: 0 },
    numExtruders: MIN_EXTRUDERS,
    powerConsumption: '',
    initialCost: '',
    replacementPeriod: '',
    costPerHour: '',
    expectedYearlyHours: '',
    annualMaintenanceCost: '',
    status: DEFAULT_PRINTER_STATUS,
  };
}

/** SPEC §4: the toggle turns idle into offline, and any other status into idle. */
export function nextPrinterStatus(status: string): PrinterStatus {
  return status === 'idle' ? 'offline' : 'idle';
}

export type PrinterStatusTone = 'green' | 'blue' | 'yellow' | 'grey';

/** SPEC §4: green for idle, blue for printing, yellow for maintenance, grey otherwise. */
export function printerStatusTone(status: string): PrinterStatusTone {
  switch (status) {
    case 'idle':
      return 'green';
    case 'printing':
      return 'blue';
    case 'maintenance':
      return 'yellow';
    default:
      return 'grey';
  }
}

export function printerStatusLabel(status: string): string {
  return (printerStatusLabels as Record<string, string>)[status] ?? status;
}

/** SPEC §2: 'x × y × z mm', or 'Not specified' when all three are zero. */
export function buildVolumeLabel({ x, y, z }: BuildVolume): string {
  if (x === 0 && y === 0 && z === 0) return 'Not specified';
  return `${x} × ${y} × ${z} mm`;
}

/** SPEC §6: adding a printer is allowed only while the count is below the plan's maxPrinters. */
export function canAddPrinter(printerCount: number, maxPrinters: number): boolean {
  return printerCount < maxPrinters;
}

const printersWord = (count: number) => `${count} printer${count === 1 ? '' : 's'}`;

/** Why Add Printer is disabled (the tooltip also links to /pricing). Not worded in the spec. */
export function printerLimitMessage(planName: string, maxPrinters: number): string {
  return `Your ${planName} plan allows up to ${printersWord(maxPrinters)}. Upgrade your plan to add more.`;
}
