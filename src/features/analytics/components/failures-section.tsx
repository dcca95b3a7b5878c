import type { FailureRow } from '@/domain/analytics/view-types';
import type { CsvFile } from '@/domain/csv';
import { summaryOf, type BarChartSpec } from './chart-spec';
import { exportTable, type SectionProps } from './export-table';
import { counted, money, percent, shortNumber } from './figures';
import { NO_RUNS } from './filament-section';
import { cellClass, ChartBox, numberClass, SectionCard, TableBlock } from './section-card';

const RATE_FILL = 4;
const REASON_FILL = 1;

/** A failure rate chart (per printer or per material): the rate, its counts and what the failures cost. */
function rateSpec(title: string, rows: readonly FailureRow[], currency: string): BarChartSpec {
  const spec: Omit<BarChartSpec, 'summary'> = {
    stacked: false,
    layout: 'rows',
    series: [{ key: 'rate', name: 'Failure rate', fillIndex: RATE_FILL }],
    categories: rows.map((row) => ({ key: row.key, label: row.label, values: { rate: row.rate * 100 } })),
    valueText: (value) => percent(value / 100),
    barText: (category) => {
      const row = rows.find((each) => each.key === category.key)!;
      return `${percent(row.rate)} · ${row.failed} of ${row.runs} · ${money(row.failureCents, currency)}`;
    },
    axisText: (value) => `${shortNumber(value)}%`,
  };
  return { ...spec, summary: summaryOf(title, spec) };
}

function FailureTable({
  title,
  label,
  rows,
  currency,
  createFile,
}: {
  title: string;
  label: string;
  rows: readonly FailureRow[];
  currency: string;
  createFile: () => Promise<CsvFile>;
}) {
  return (
    <TableBlock
      title={title}
      columns={[
        { label },
        { label: 'Runs', numeric: true },
        { label: 'Failed', numeric: true },
        { label: 'Failure rate', numeric: true },
        { label: 'Failure cost', numeric: true },
      ]}
      createFile={createFile}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <td className={cellClass}>{row.label}</td>
          <td className={numberClass}>{row.runs.toLocaleString('en-US')}</td>
          <td className={numberClass}>{row.failed.toLocaleString('en-US')}</td>
          <td className={numberClass}>{percent(row.rate)}</td>
          <td className={numberClass}>{money(row.failureCents, currency)}</td>
        </tr>
      ))}
    </TableBlock>
  );
}

/** Failure rate and cost per printer and per material, and the reasons failed runs were given. */
export function FailuresSection({ views, currency, hasRuns }: SectionProps & { hasRuns: boolean }) {
  const { failures } = views;
  const runs = failures.byPrinter.reduce((sum, row) => sum + row.runs, 0);
  const failed = failures.byPrinter.reduce((sum, row) => sum + row.failed, 0);
  const cents = failures.byPrinter.reduce((sum, row) => sum + row.failureCents, 0);
  const reasonsTitle = 'Top failure reasons';
  const reasonsSpec: Omit<BarChartSpec, 'summary'> = {
    stacked: false,
    layout: 'rows',
    series: [{ key: 'count', name: 'Failed runs', fillIndex: REASON_FILL }],
    categories: failures.reasons.map((row) => ({
      key: row.reason,
      label: row.label,
      values: { count: row.count },
    })),
    valueText: (value) => value.toLocaleString('en-US'),
    barText: (category) => {
      const row = failures.reasons.find((each) => each.reason === category.key)!;
      return `${counted(row.count, 'run', 'runs')} · ${money(row.cents, currency)}`;
    },
    axisText: (value) => shortNumber(value),
    integerAxis: true,
  };

  return (
    <SectionCard
      id="failures"
      title="Failures"
      description="Failed runs over completed and failed ones (cancelled runs are left out), and what the failed runs cost."
      empty={
        failures.byPrinter.length === 0
          ? hasRuns
            ? 'No completed or failed runs in this period'
            : NO_RUNS
          : null
      }
      figures={
        runs > 0 && (
          <p className="mb-4 text-sm text-slate-700" data-testid="analytics-failures-total">
            <span className="font-semibold text-slate-900">
              {counted(failed, 'failed run', 'failed runs')}
            </span>{' '}
            of {counted(runs, 'run', 'runs')} ({percent(runs > 0 ? failed / runs : 0)}), costing{' '}
            <span className="font-semibold text-slate-900">{money(cents, currency)}</span>.
          </p>
        )
      }
      charts={
        <>
          <div className="space-y-6">
            <ChartBox
              testId="analytics-failures-printer-chart"
              title="Per printer"
              spec={rateSpec('Failure rate per printer', failures.byPrinter, currency)}
            />
            <ChartBox
              testId="analytics-failures-material-chart"
              title="Per material"
              spec={rateSpec('Failure rate per material', failures.byMaterial, currency)}
            />
          </div>
          {failures.reasons.length === 0 ? (
            <p className="text-sm text-slate-600">No failed runs in this period.</p>
          ) : (
            <ChartBox
              testId="analytics-failures-reasons-chart"
              title={reasonsTitle}
              spec={{ ...reasonsSpec, summary: summaryOf(reasonsTitle, reasonsSpec) }}
            />
          )}
        </>
      }
      tables={
        <>
          <FailureTable
            title="Failures per printer"
            label="Printer"
            rows={failures.byPrinter}
            currency={currency}
            createFile={exportTable('failures-by-printer', views, currency)}
          />
          <FailureTable
            title="Failures per material"
            label="Material"
            rows={failures.byMaterial}
            currency={currency}
            createFile={exportTable('failures-by-material', views, currency)}
          />
          <TableBlock
            title="Failure reasons"
            columns={[
              { label: 'Reason' },
              { label: 'Failed runs', numeric: true },
              { label: 'Cost', numeric: true },
            ]}
            createFile={exportTable('failure-reasons', views, currency)}
          >
            {failures.reasons.length === 0 ? (
              <tr>
                <td colSpan={3} className={cellClass}>
                  No failed runs in this period.
                </td>
              </tr>
            ) : (
              failures.reasons.map((row) => (
                <tr key={row.reason}>
                  <td className={cellClass}>{row.label}</td>
                  <td className={numberClass}>{row.count.toLocaleString('en-US')}</td>
                  <td className={numberClass}>{money(row.cents, currency)}</td>
                </tr>
              ))
            )}
          </TableBlock>
        </>
      }
    />
  );
}
