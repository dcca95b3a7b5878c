// The CSV export of each Analytics table (the portability issue's exporter, src/domain/csv.ts):
// plain numbers (grams, hours, amounts in units, not cents), one row per figure. Loaded with
// papaparse only when the user exports (the page imports this module with import()).
import type {
  AnalyticsViews,
  Bucket,
  ColourRow,
  FailureReasonRow,
  Granularity,
  FailureRow,
  MachineHoursRow,
  MaintenanceRow,
  ProjectRow,
  RevenueRow,
  UtilisationRow,
} from '@/domain/analytics/view-types';
import { csvFile, type CsvColumn, type CsvFile } from '@/domain/csv';
import { roundHalfUp } from '@/domain/rounding';
import { bucketText } from './components/figures';

export type AnalyticsTable =
  | 'filament'
  | 'machine-hours'
  | 'utilisation'
  | 'failures-by-printer'
  | 'failures-by-material'
  | 'failure-reasons'
  | 'projects'
  | 'revenue'
  | 'maintenance';

const units = (cents: number) => roundHalfUp(cents / 100, 2);
const gramsOf = (decigrams: number) => roundHalfUp(decigrams / 10, 1);
const hoursOf = (minutes: number) => roundHalfUp(minutes / 60, 2);
const percentOf = (share: number) => roundHalfUp(share * 100, 2);

function bucketColumns<Row extends { bucket: string }>(
  buckets: readonly Bucket[],
  granularity: Granularity,
): CsvColumn<Row>[] {
  const byKey = new Map(buckets.map((bucket) => [bucket.key, bucket]));
  const text = (key: string) => {
    const bucket = byKey.get(key);
    return bucket ? bucketText(bucket, granularity) : key;
  };
  return [
    { header: granularity === 'week' ? 'Week' : 'Month', cell: (row) => text(row.bucket) },
    { header: 'From', cell: (row) => byKey.get(row.bucket)?.start },
    { header: 'To', cell: (row) => byKey.get(row.bucket)?.end },
  ];
}

const failureColumns = (label: string, currency: string): CsvColumn<FailureRow>[] => [
  { header: label, cell: (row) => row.label },
  { header: 'Runs', cell: (row) => row.runs },
  { header: 'Failed', cell: (row) => row.failed },
  { header: 'Failure rate (%)', cell: (row) => percentOf(row.rate) },
  { header: `Failure cost (${currency})`, cell: (row) => units(row.failureCents) },
];

/** One table of the page as a CSV file named for it and the period. */
export function analyticsCsv(
  table: AnalyticsTable,
  views: AnalyticsViews,
  currency: string,
  now: Date,
): CsvFile {
  const name = `analytics-${table}-${views.period.start}-to-${views.period.end}`;
  switch (table) {
    case 'filament': {
      const columns: CsvColumn<ColourRow>[] = [
        ...bucketColumns<ColourRow>(views.filament.buckets, views.filament.granularity),
        { header: 'Material', cell: (row) => row.material },
        { header: 'Colour', cell: (row) => row.colour },
        { header: 'Filament used (g)', cell: (row) => gramsOf(row.decigrams) },
        { header: `Material cost (${currency})`, cell: (row) => units(row.cents) },
      ];
      return csvFile(name, columns, views.filament.colours, now);
    }
    case 'machine-hours': {
      const columns: CsvColumn<MachineHoursRow>[] = [
        ...bucketColumns<MachineHoursRow>(views.machineHours.buckets, 'week'),
        { header: 'Printer', cell: (row) => row.printerName },
        { header: 'Hours', cell: (row) => hoursOf(row.minutes) },
        { header: 'Minutes', cell: (row) => row.minutes },
      ];
      return csvFile(name, columns, views.machineHours.rows, now);
    }
    case 'utilisation': {
      const columns: CsvColumn<UtilisationRow>[] = [
        { header: 'Printer', cell: (row) => row.printerName },
        { header: 'Hours printing', cell: (row) => hoursOf(row.minutes) },
        { header: 'Hours in period', cell: (row) => hoursOf(row.periodMinutes) },
        { header: 'Utilisation (%)', cell: (row) => percentOf(row.share) },
      ];
      return csvFile(name, columns, views.machineHours.utilisation, now);
    }
    case 'failures-by-printer':
      return csvFile(name, failureColumns('Printer', currency), views.failures.byPrinter, now);
    case 'failures-by-material':
      return csvFile(name, failureColumns('Material', currency), views.failures.byMaterial, now);
    case 'failure-reasons': {
      const columns: CsvColumn<FailureReasonRow>[] = [
        { header: 'Reason', cell: (row) => row.label },
        { header: 'Failed runs', cell: (row) => row.count },
        { header: `Cost (${currency})`, cell: (row) => units(row.cents) },
      ];
      return csvFile(name, columns, views.failures.reasons, now);
    }
    case 'projects': {
      const columns: CsvColumn<ProjectRow>[] = [
        { header: 'Project', cell: (row) => row.name },
        { header: `Estimate (${currency})`, cell: (row) => units(row.estimateCents) },
        { header: `Actual (${currency})`, cell: (row) => units(row.actualCents) },
        { header: `Over estimate (${currency})`, cell: (row) => units(row.overrunCents) },
        {
          header: 'Invoiced',
          cell: (row) => row.invoiced.map((amount) => `${units(amount.cents)} ${amount.currency}`).join('; '),
        },
        {
          header: `Margin (${currency})`,
          cell: (row) => (row.marginCents === null ? null : units(row.marginCents)),
        },
        { header: 'Project ID', cell: (row) => row.projectId },
      ];
      return csvFile(name, columns, views.projects, now);
    }
    case 'revenue': {
      const columns: CsvColumn<RevenueRow>[] = [
        { header: 'Month', cell: (row) => row.month },
        { header: 'Currency', cell: (row) => row.currency },
        { header: 'Invoiced', cell: (row) => units(row.invoicedCents) },
        { header: 'Paid', cell: (row) => units(row.paidCents) },
      ];
      // The currencies the page shows: those invoiced or paid in during the period.
      const active = new Set(
        views.revenue.rows
          .filter((row) => row.invoicedCents !== 0 || row.paidCents !== 0)
          .map((row) => row.currency),
      );
      return csvFile(
        name,
        columns,
        views.revenue.rows.filter((row) => active.has(row.currency)),
        now,
      );
    }
    case 'maintenance': {
      const columns: CsvColumn<MaintenanceRow>[] = [
        { header: 'Printer', cell: (row) => row.printerName },
        { header: 'Entries', cell: (row) => row.count },
        { header: `Cost (${currency})`, cell: (row) => units(row.cents) },
      ];
      return csvFile(name, columns, views.maintenance, now);
    }
  }
}
