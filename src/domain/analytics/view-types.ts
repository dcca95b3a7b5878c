// What the Analytics page shows (issue 18), worked out from the month rollups of a period by
// views.ts. Money is in integer cents, grams in tenths of a gram (as the rollups keep them), so
// the page's figures and a recomputation from the raw records agree to the cent and the gram.
import type { DayKey, MonthKey } from './rollup';

export const PERIOD_PRESETS = ['this-month', 'last-30', 'last-90', 'this-year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period of whole local days, both ends included. */
export interface Period {
  start: DayKey;
  end: DayKey;
}

/** Filament and revenue are grouped per week (ISO weeks, from Monday) or per calendar month. */
export type Granularity = 'week' | 'month';

/** A week ('2026-W48', starting on its Monday) or a month ('2026-11') of the period. */
export interface Bucket {
  key: string;
  /** 'Nov 23' for a week (its Monday), 'Nov 2026' for a month */
  label: string;
  /** its first and last day, clipped to the period */
  start: DayKey;
  end: DayKey;
}

export interface MoneyAmount {
  currency: string;
  cents: number;
}

export interface FilamentRow {
  bucket: string;
  material: string;
  decigrams: number;
  /** material cost, cents (the user's currency) */
  cents: number;
}
export interface ColourRow {
  bucket: string;
  material: string;
  colour: string;
  decigrams: number;
  cents: number;
}
export interface FilamentView {
  granularity: Granularity;
  buckets: Bucket[];
  /** materials, most grams first */
  materials: string[];
  /** one row per bucket and material that used any */
  rows: FilamentRow[];
  colours: ColourRow[];
  totals: { material: string; decigrams: number; cents: number }[];
}

export interface MachineHoursRow {
  /** always weekly */
  bucket: string;
  printerId: string;
  printerName: string;
  /** minutes of completed and failed runs (what the printer's hours count) */
  minutes: number;
}
export interface UtilisationRow {
  printerId: string;
  printerName: string;
  minutes: number;
  /** minutes in the period (up to the end of its last day) */
  periodMinutes: number;
  /** minutes / periodMinutes, 0..1 */
  share: number;
}
export interface MachineHoursView {
  buckets: Bucket[];
  rows: MachineHoursRow[];
  utilisation: UtilisationRow[];
}

export interface FailureRow {
  /** a printer's id or a material type */
  key: string;
  label: string;
  /** completed + failed runs (cancelled ones are the user's choice, not a failure) */
  runs: number;
  failed: number;
  /** failed / runs, 0..1 (0 with no runs) */
  rate: number;
  /** total cost of the failed runs, cents */
  failureCents: number;
}
export interface FailureReasonRow {
  reason: string;
  label: string;
  count: number;
  cents: number;
}
export interface FailuresView {
  byPrinter: FailureRow[];
  byMaterial: FailureRow[];
  /** most frequent first */
  reasons: FailureReasonRow[];
}

export interface ProjectRow {
  projectId: string;
  name: string;
  /** the project's estimated cost, cents */
  estimateCents: number;
  /** total cost of its runs finished in the period, cents */
  actualCents: number;
  /** actual − estimate: above 0 it was under-quoted */
  overrunCents: number;
  /** invoiced in the period for it, per currency (net of voided invoices) */
  invoiced: MoneyAmount[];
  /** invoiced − actual, when it was invoiced in the user's currency only; else null */
  marginCents: number | null;
}

export interface RevenueRow {
  /** 'YYYY-MM' */
  month: MonthKey;
  currency: string;
  invoicedCents: number;
  paidCents: number;
}
export interface OutstandingRow {
  currency: string;
  cents: number;
  count: number;
}
export interface RevenueView {
  rows: RevenueRow[];
  /** sent and not yet paid, now (whatever the period) */
  outstanding: OutstandingRow[];
}

export interface MaintenanceRow {
  printerId: string;
  printerName: string;
  count: number;
  cents: number;
}

export interface AnalyticsViews {
  period: Period;
  filament: FilamentView;
  machineHours: MachineHoursView;
  failures: FailuresView;
  /** most under-quoted first */
  projects: ProjectRow[];
  revenue: RevenueView;
  /** most spent first */
  maintenance: MaintenanceRow[];
}
