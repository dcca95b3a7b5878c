import { CALCULATOR_DEFAULTS, calculatePrintCost } from './calculator';
import { DEFAULT_ELECTRICITY_RATE } from './constants';
import { roundHalfUp } from './rounding';

/** The parts of a print job a cost needs. */
export interface JobQuantities {
  printTime: { hours: number; minutes: number };
  material: { grams: number };
}

/** Material weight in grams summed over the jobs, to 1 decimal. */
export function totalMaterialGrams(jobs: readonly JobQuantities[]): number {
  return roundHalfUp(
    jobs.reduce((sum, job) => sum + (Number.isFinite(job.material.grams) ? job.material.grams : 0), 0),
    1,
  );
}

/** Print time summed over the jobs, in whole minutes. */
export function totalPrintMinutes(jobs: readonly JobQuantities[]): number {
  return jobs.reduce((sum, job) => {
    const hours = Number.isFinite(job.printTime.hours) ? job.printTime.hours : 0;
    const minutes = Number.isFinite(job.printTime.minutes) ? job.printTime.minutes : 0;
    return sum + Math.round(hours * 60 + minutes);
  }, 0);
}

/** Print time summed over the jobs, in hours (minutes as a fraction). */
export const totalPrintHours = (jobs: readonly JobQuantities[]): number => totalPrintMinutes(jobs) / 60;

/** '3 h 25 min', '45 min', '2 h', '0 min'. */
export function formatPrintDuration(totalMinutes: number): string {
  const safe = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(safe / 60);
  const minutes = safe % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** A spool's price and weight, for the material price per kg. */
export interface SpoolPrice {
  purchasePrice: number;
  weight: number;
}

/**
 * The user's material price per kg: the total paid for their spools over the total grams bought
 * (a weighted average, so a big cheap spool counts more than a small dear one). null with no usable spool.
 */
export function averageMaterialCostPerKg(spools: readonly SpoolPrice[]): number | null {
  let price = 0;
  let grams = 0;
  for (const spool of spools) {
    if (!(Number.isFinite(spool.weight) && spool.weight > 0)) continue;
    if (!(Number.isFinite(spool.purchasePrice) && spool.purchasePrice >= 0)) continue;
    price += spool.purchasePrice;
    grams += spool.weight;
  }
  return grams > 0 ? (price / grams) * 1000 : null;
}

/**
 * The cost per hour of the project's printers: their average (a job can run on any of them; the
 * form assigns no printer per job). null when none is assigned or none is known.
 */
export function averagePrinterCostPerHour(
  printerIds: readonly string[],
  printers: readonly { id: string; costPerHour: number }[],
): number | null {
  const rates = printerIds
    .map((id) => printers.find((printer) => printer.id === id)?.costPerHour)
    .filter((rate): rate is number => typeof rate === 'number' && Number.isFinite(rate) && rate >= 0);
  if (rates.length === 0) return null;
  return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
}

/** What a project's cost is worked out from, besides its jobs and assigned printers. */
export interface ProjectCostInputs {
  /** The user's printers (for their cost per hour). */
  printers: readonly { id: string; costPerHour: number }[];
  /** The user's spools (for the material price per kg); empty when unknown. */
  spools: readonly SpoolPrice[];
  /** The user's electricity rate; the calculator refuses a falsy one, so the default stands in. */
  electricityRate?: number | null;
}

export interface ProjectCostInput extends ProjectCostInputs {
  parts: readonly JobQuantities[];
  /** The project's assigned printer ids. */
  printerIds: readonly string[];
}

export interface ProjectCostEstimate {
  grams: number;
  minutes: number;
  hours: number;
  /** null: no spool with a price, so material counts as 0. */
  materialCostPerKg: number | null;
  /** null: no assigned printer with a cost per hour, so printing counts as 0. */
  printerCostPerHour: number | null;
  failureRatePercent: number;
  materialCost: number;
  printingCost: number;
  failureCost: number;
  /** The calculator's total cost of goods for one item, rounded to cents: what estimatedCost stores. */
  totalCost: number;
}

/**
 * A project's estimated cost through the calculator engine (SPEC §9 formulas): the jobs' summed grams
 * and hours, the assigned printers' average cost per hour, the spools' average price per kg, and the
 * calculator's default failure rate, so the figure matches what the calculator shows for the same inputs.
 */
export function estimateProjectCost(input: ProjectCostInput): ProjectCostEstimate {
  const grams = totalMaterialGrams(input.parts);
  const minutes = totalPrintMinutes(input.parts);
  const hours = minutes / 60;
  const materialCostPerKg = averageMaterialCostPerKg(input.spools);
  const printerCostPerHour = averagePrinterCostPerHour(input.printerIds, input.printers);
  const failureRatePercent = CALCULATOR_DEFAULTS.failureRatePercent;
  const breakdown = calculatePrintCost({
    printTimeHours: hours,
    materialWeightGrams: grams,
    materialCostPerKg: materialCostPerKg ?? 0,
    printerCostPerHour: printerCostPerHour ?? 0,
    failureRatePercent,
    items: 1,
    electricityRate: input.electricityRate || DEFAULT_ELECTRICITY_RATE,
  });
  return {
    grams,
    minutes,
    hours,
    materialCostPerKg,
    printerCostPerHour,
    failureRatePercent,
    materialCost: breakdown?.materialCost ?? 0,
    printingCost: breakdown?.printingCost ?? 0,
    failureCost: breakdown?.failureCost ?? 0,
    totalCost: roundHalfUp(breakdown?.totalCost ?? 0, 2),
  };
}
