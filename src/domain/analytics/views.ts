// What the Analytics page shows (issue 18), worked out from the month rollups of a period. Only
// cells whose day falls inside the period count (the first and last month documents are often
// partly outside it). Amounts stay integers (cents, tenths of a gram, minutes); every list has a
// fixed order, ties broken by name and then key, so the same rollups always give the same views.
import { FAILURE_REASONS } from '../runs';
import {
  analyticsMessages,
  bucketKeyOf,
  bucketsOf,
  dayInPeriod,
  granularityOf,
  monthsOf,
  periodMinutes,
  weekBuckets,
  weekKeyOf,
} from './period';
import type { DayKey, InvoiceCell, MaintenanceCell, RollupDoc, RunCell } from './rollup';
import type {
  AnalyticsViews,
  ColourRow,
  FailureReasonRow,
  FailureRow,
  FailuresView,
  FilamentRow,
  FilamentView,
  MachineHoursView,
  MaintenanceRow,
  MoneyAmount,
  OutstandingRow,
  Period,
  ProjectRow,
  RevenueView,
} from './view-types';

export interface AnalyticsViewsInput {
  rollups: RollupDoc[];
  period: Period;
  /** Sent and unpaid invoices now, per currency (passed through). */
  outstanding: OutstandingRow[];
  /** The user's currency: material costs are in it, and a project's margin needs it. */
  currency: string;
  /** Utilisation counts a period that holds today up to now. */
  now?: Date;
}

/** Plain code-unit order: the same on every device, whatever its locale. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Keyed<T> {
  key: string;
  cell: T;
}

/** A cell that holds nothing: a sent invoice voided later leaves one of zeros. */
const holdsNothing = (cell: { n: number; c?: number }) => cell.n === 0 && !cell.c;

/** The cells of a section whose day is in the period (and that hold something). */
function cellsInPeriod(rollups: readonly RollupDoc[], section: 'runs', period: Period): Keyed<RunCell>[];
function cellsInPeriod(
  rollups: readonly RollupDoc[],
  section: 'maintenance',
  period: Period,
): Keyed<MaintenanceCell>[];
function cellsInPeriod(
  rollups: readonly RollupDoc[],
  section: 'invoices',
  period: Period,
): Keyed<InvoiceCell>[];
function cellsInPeriod(
  rollups: readonly RollupDoc[],
  section: 'runs' | 'maintenance' | 'invoices',
  period: Period,
): Keyed<RunCell | MaintenanceCell | InvoiceCell>[] {
  const cells: Keyed<RunCell | MaintenanceCell | InvoiceCell>[] = [];
  for (const doc of rollups) {
    for (const [key, cell] of Object.entries<RunCell | MaintenanceCell | InvoiceCell>(doc[section] ?? {})) {
      if (dayInPeriod(cell.d, period) && !holdsNothing(cell)) cells.push({ key, cell });
    }
  }
  return cells;
}

/** Keeps the newest cell's name per id: latest day, then the greatest cell key. */
class NewestNames {
  private readonly best = new Map<string, { day: DayKey; key: string; name: string }>();
  see(id: string, day: DayKey, key: string, name: string) {
    const current = this.best.get(id);
    if (!current || day > current.day || (day === current.day && key > current.key)) {
      this.best.set(id, { day, key, name });
    }
  }
  name(id: string): string {
    return this.best.get(id)?.name ?? '';
  }
}

/** A map whose missing entries start from `create()`. */
function entryOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

const materialOf = (cell: RunCell) => cell.mt || analyticsMessages.noMaterial;
const colourOf = (cell: RunCell) => cell.co || analyticsMessages.noColour;
const countsForHours = (cell: RunCell) => cell.o !== 'cancelled';

function filamentView(cells: readonly Keyed<RunCell>[], period: Period): FilamentView {
  const granularity = granularityOf(period);
  const buckets = bucketsOf(period, granularity);
  const bucketIndex = new Map(buckets.map((bucket, index) => [bucket.key, index]));
  const totals = new Map<string, { decigrams: number; cents: number }>();
  const rows = new Map<string, FilamentRow>();
  const colours = new Map<string, ColourRow>();
  for (const { cell } of cells) {
    const bucket = bucketKeyOf(cell.d, granularity);
    const material = materialOf(cell);
    const colour = colourOf(cell);
    const total = entryOf(totals, material, () => ({ decigrams: 0, cents: 0 }));
    const row = entryOf(rows, `${bucket}\n${material}`, () => ({ bucket, material, decigrams: 0, cents: 0 }));
    const colourRow = entryOf(colours, `${bucket}\n${material}\n${colour}`, () => ({
      bucket,
      material,
      colour,
      decigrams: 0,
      cents: 0,
    }));
    for (const target of [total, row, colourRow]) {
      target.decigrams += cell.g;
      target.cents += cell.mc;
    }
  }
  const used = (amounts: { decigrams: number; cents: number }) =>
    amounts.decigrams !== 0 || amounts.cents !== 0;
  const totalRows = [...totals]
    .map(([material, amounts]) => ({ material, ...amounts }))
    .filter(used)
    .sort((a, b) => b.decigrams - a.decigrams || b.cents - a.cents || compareText(a.material, b.material));
  const materials = totalRows.map((row) => row.material);
  const materialIndex = new Map(materials.map((material, index) => [material, index]));
  const order = (a: FilamentRow, b: FilamentRow) =>
    bucketIndex.get(a.bucket)! - bucketIndex.get(b.bucket)! ||
    materialIndex.get(a.material)! - materialIndex.get(b.material)!;
  return {
    granularity,
    buckets,
    materials,
    rows: [...rows.values()].filter(used).sort(order),
    colours: [...colours.values()]
      .filter(used)
      .sort(
        (a, b) =>
          order(a, b) || b.decigrams - a.decigrams || b.cents - a.cents || compareText(a.colour, b.colour),
      ),
    totals: totalRows,
  };
}

function machineHoursView(
  cells: readonly Keyed<RunCell>[],
  period: Period,
  names: NewestNames,
  now: Date,
): MachineHoursView {
  const buckets = weekBuckets(period);
  const bucketIndex = new Map(buckets.map((bucket, index) => [bucket.key, index]));
  const perPrinter = new Map<string, number>();
  const perWeek = new Map<string, { bucket: string; printerId: string; minutes: number }>();
  for (const { cell } of cells) {
    const minutes = countsForHours(cell) ? cell.m : 0;
    perPrinter.set(cell.p, (perPrinter.get(cell.p) ?? 0) + minutes);
    if (minutes === 0) continue;
    const bucket = weekKeyOf(cell.d);
    entryOf(perWeek, `${bucket}\n${cell.p}`, () => ({ bucket, printerId: cell.p, minutes: 0 })).minutes +=
      minutes;
  }
  const byPrinter = (
    a: { printerId: string; printerName: string },
    b: { printerId: string; printerName: string },
  ) => compareText(a.printerName, b.printerName) || compareText(a.printerId, b.printerId);
  const rows = [...perWeek.values()]
    .map((row) => ({ ...row, printerName: names.name(row.printerId) }))
    .sort((a, b) => bucketIndex.get(a.bucket)! - bucketIndex.get(b.bucket)! || byPrinter(a, b))
    .map(({ bucket, printerId, printerName, minutes }) => ({ bucket, printerId, printerName, minutes }));
  const available = periodMinutes(period, now);
  const utilisation = [...perPrinter]
    .map(([printerId, minutes]) => ({
      printerId,
      printerName: names.name(printerId),
      minutes,
      periodMinutes: available,
      share: available > 0 ? Math.min(1, Math.max(0, minutes / available)) : 0,
    }))
    .sort((a, b) => b.minutes - a.minutes || byPrinter(a, b));
  return { buckets, rows, utilisation };
}

function failureRows(
  cells: readonly Keyed<RunCell>[],
  keyOf: (cell: RunCell) => string,
  labelOf: (key: string) => string,
): FailureRow[] {
  const rows = new Map<string, FailureRow>();
  for (const { cell } of cells) {
    if (cell.o === 'cancelled') continue;
    const key = keyOf(cell);
    const row = entryOf(rows, key, () => ({ key, label: '', runs: 0, failed: 0, rate: 0, failureCents: 0 }));
    row.runs += cell.n;
    if (cell.o === 'failed') {
      row.failed += cell.n;
      row.failureCents += cell.tc;
    }
  }
  return [...rows.values()]
    .filter((row) => row.runs > 0)
    .map((row) => ({ ...row, label: labelOf(row.key), rate: row.failed / row.runs }))
    .sort(
      (a, b) =>
        b.rate - a.rate ||
        b.failureCents - a.failureCents ||
        compareText(a.label, b.label) ||
        compareText(a.key, b.key),
    );
}

/** A failure reason's label ('-': none was recorded; an unknown one shows as stored). */
export function failureReasonLabelOf(reason: string): string {
  if (reason === '-' || reason === '') return analyticsMessages.noReason;
  return FAILURE_REASONS.find((entry) => entry.value === reason)?.label ?? reason;
}

function failuresView(cells: readonly Keyed<RunCell>[], names: NewestNames): FailuresView {
  const reasons = new Map<string, FailureReasonRow>();
  for (const { cell } of cells) {
    if (cell.o !== 'failed') continue;
    const row = entryOf(reasons, cell.r, () => ({
      reason: cell.r,
      label: failureReasonLabelOf(cell.r),
      count: 0,
      cents: 0,
    }));
    row.count += cell.n;
    row.cents += cell.tc;
  }
  return {
    byPrinter: failureRows(
      cells,
      (cell) => cell.p,
      (id) => names.name(id),
    ),
    byMaterial: failureRows(
      cells,
      (cell) => cell.mt,
      (material) => material || analyticsMessages.noMaterial,
    ),
    reasons: [...reasons.values()]
      .filter((row) => row.count !== 0)
      .sort((a, b) => b.count - a.count || b.cents - a.cents || compareText(a.reason, b.reason)),
  };
}

/** Amounts per currency without the zeros: the user's currency first, then the others A→Z. */
function moneyAmounts(perCurrency: Map<string, number>, currency: string): MoneyAmount[] {
  return [...perCurrency]
    .filter(([, cents]) => cents !== 0)
    .map(([cur, cents]) => ({ currency: cur, cents }))
    .sort((a, b) => compareCurrencies(a.currency, b.currency, currency));
}

const compareCurrencies = (a: string, b: string, mine: string) =>
  Number(b === mine) - Number(a === mine) || compareText(a, b);

function projectsView(
  rollups: readonly RollupDoc[],
  invoiceCells: readonly Keyed<InvoiceCell>[],
  period: Period,
  currency: string,
): ProjectRow[] {
  const projects = new Map<string, { month: string; name: string; estimate: number; actual: number }>();
  for (const doc of rollups) {
    for (const [projectId, cell] of Object.entries(doc.projects ?? {})) {
      const days = Object.entries(cell.a ?? {}).filter(([day]) => dayInPeriod(day, period));
      if (days.length === 0) continue;
      const project = entryOf(projects, projectId, () => ({ month: '', name: '', estimate: 0, actual: 0 }));
      project.actual += days.reduce((sum, [, cents]) => sum + cents, 0);
      if (doc.month > project.month)
        Object.assign(project, { month: doc.month, name: cell.n, estimate: cell.e });
    }
  }
  const invoiced = new Map<string, Map<string, number>>();
  for (const { cell } of invoiceCells) {
    if (cell.k !== 'invoiced') continue;
    const perCurrency = entryOf(invoiced, cell.pj, () => new Map<string, number>());
    perCurrency.set(cell.cur, (perCurrency.get(cell.cur) ?? 0) + cell.c);
  }
  return [...projects]
    .filter(([, project]) => project.actual > 0)
    .map(([projectId, project]): ProjectRow => {
      const amounts = moneyAmounts(invoiced.get(projectId) ?? new Map(), currency);
      const onlyMine = amounts.length === 1 && amounts[0]!.currency === currency;
      return {
        projectId,
        name: project.name,
        estimateCents: project.estimate,
        actualCents: project.actual,
        overrunCents: project.actual - project.estimate,
        invoiced: amounts,
        marginCents: onlyMine ? amounts[0]!.cents - project.actual : null,
      };
    })
    .sort(
      (a, b) =>
        b.overrunCents - a.overrunCents ||
        compareText(a.name, b.name) ||
        compareText(a.projectId, b.projectId),
    );
}

function revenueView(
  invoiceCells: readonly Keyed<InvoiceCell>[],
  period: Period,
  currency: string,
  outstanding: OutstandingRow[],
): RevenueView {
  const amounts = new Map<string, { invoicedCents: number; paidCents: number }>();
  const currencies = new Set([currency]);
  for (const { cell } of invoiceCells) {
    currencies.add(cell.cur);
    const row = entryOf(amounts, `${cell.d.slice(0, 7)}\n${cell.cur}`, () => ({
      invoicedCents: 0,
      paidCents: 0,
    }));
    if (cell.k === 'invoiced') row.invoicedCents += cell.c;
    else row.paidCents += cell.c;
  }
  const ordered = [...currencies].sort((a, b) => compareCurrencies(a, b, currency));
  return {
    rows: monthsOf(period).flatMap((month) =>
      ordered.map((cur) => ({
        month,
        currency: cur,
        ...(amounts.get(`${month}\n${cur}`) ?? { invoicedCents: 0, paidCents: 0 }),
      })),
    ),
    outstanding,
  };
}

function maintenanceView(cells: readonly Keyed<MaintenanceCell>[]): MaintenanceRow[] {
  const names = new NewestNames();
  const rows = new Map<string, MaintenanceRow>();
  for (const { key, cell } of cells) {
    names.see(cell.p, cell.d, key, cell.pn);
    const row = entryOf(rows, cell.p, () => ({ printerId: cell.p, printerName: '', count: 0, cents: 0 }));
    row.count += cell.n;
    row.cents += cell.c;
  }
  return [...rows.values()]
    .filter((row) => row.count !== 0 || row.cents !== 0)
    .map((row) => ({ ...row, printerName: names.name(row.printerId) }))
    .sort(
      (a, b) =>
        b.cents - a.cents ||
        b.count - a.count ||
        compareText(a.printerName, b.printerName) ||
        compareText(a.printerId, b.printerId),
    );
}

/** Every view of the Analytics page for a period, from the month rollups that cover it. */
export function buildAnalyticsViews(input: AnalyticsViewsInput): AnalyticsViews {
  const { rollups, period, currency } = input;
  const runCells = cellsInPeriod(rollups, 'runs', period);
  const invoiceCells = cellsInPeriod(rollups, 'invoices', period);
  const printerNames = new NewestNames();
  for (const { key, cell } of runCells) printerNames.see(cell.p, cell.d, key, cell.pn);
  return {
    period,
    filament: filamentView(runCells, period),
    machineHours: machineHoursView(runCells, period, printerNames, input.now ?? new Date()),
    failures: failuresView(runCells, printerNames),
    projects: projectsView(rollups, invoiceCells, period, currency),
    revenue: revenueView(invoiceCells, period, currency, input.outstanding),
    maintenance: maintenanceView(cellsInPeriod(rollups, 'maintenance', period)),
  };
}
