import { Fragment } from 'react';
import { layoutFor, summaryOf, type BarChartSpec } from './chart-spec';
import { Swatch } from './chart-style';
import { exportTable, type SectionProps } from './export-table';
import { bucketText, hours, percent, shortNumber } from './figures';
import { NO_RUNS } from './filament-section';
import { cellClass, ChartBox, numberClass, SectionCard, TableBlock } from './section-card';

/** Hours printed per printer per week (completed and failed runs), and each printer's utilisation. */
export function MachineHoursSection({ views, currency, hasRuns }: SectionProps & { hasRuns: boolean }) {
  const { machineHours } = views;
  // Printers in the utilisation's order (most hours first), each keeping its fill in the chart.
  const printers = machineHours.utilisation.filter((row) => row.minutes > 0);
  const fillOf = new Map(printers.map((row, index) => [row.printerId, index]));

  const spec: Omit<BarChartSpec, 'summary'> = {
    stacked: true,
    layout: layoutFor(machineHours.buckets.length),
    series: printers.map((row, index) => ({ key: row.printerId, name: row.printerName, fillIndex: index })),
    categories: machineHours.buckets.map((bucket) => {
      const rows = machineHours.rows.filter((row) => row.bucket === bucket.key);
      return {
        key: bucket.key,
        label: bucketText(bucket, 'week'),
        values: Object.fromEntries(rows.map((row) => [row.printerId, row.minutes / 60])),
        total: hours(rows.reduce((sum, row) => sum + row.minutes, 0)),
      };
    }),
    valueText: (value) => hours(value * 60),
    axisText: (value) => `${shortNumber(value)} h`,
  };
  const title = 'Hours printed per week by printer';

  return (
    <SectionCard
      id="machine-hours"
      title="Machine hours"
      description="Hours of completed and failed runs per printer per week (weeks start on Monday), and how much of the period each printer spent printing."
      empty={machineHours.rows.length === 0 ? (hasRuns ? 'No printing hours in this period' : NO_RUNS) : null}
      emptyHint="Completed and failed runs add their hours here; cancelled runs do not."
      charts={
        <>
          <ChartBox
            testId="analytics-machine-hours-chart"
            spec={{ ...spec, summary: summaryOf(title, spec) }}
            legend={printers.map((row) => ({
              fillIndex: fillOf.get(row.printerId) ?? 0,
              name: row.printerName,
              value: hours(row.minutes),
            }))}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">Utilisation</h3>
            <ul
              className="space-y-3"
              aria-label="Utilisation per printer"
              data-testid="analytics-utilisation"
            >
              {machineHours.utilisation.map((row) => (
                <li key={row.printerId}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="flex min-w-0 items-center gap-2 font-medium text-slate-800">
                      {fillOf.has(row.printerId) && <Swatch index={fillOf.get(row.printerId)!} />}
                      <span className="truncate">{row.printerName}</span>
                    </span>
                    <span className="text-slate-600 tabular-nums">
                      <span className="font-semibold text-slate-900">{percent(row.share)}</span> ·{' '}
                      {hours(row.minutes)} of {hours(row.periodMinutes)}
                    </span>
                  </div>
                  <div
                    className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
                    aria-hidden="true"
                  >
                    <div
                      className="h-full rounded-full bg-indigo-600"
                      style={{ width: `${Math.min(100, row.share * 100)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </>
      }
      tables={
        <>
          <TableBlock
            title="Hours per week"
            columns={[{ label: 'Week' }, { label: 'Printer' }, { label: 'Hours', numeric: true }]}
            createFile={exportTable('machine-hours', views, currency)}
          >
            {machineHours.buckets.map((bucket) => {
              const rows = machineHours.rows.filter((row) => row.bucket === bucket.key);
              return (
                <Fragment key={bucket.key}>
                  {rows.map((row, index) => (
                    <tr key={row.printerId}>
                      {index === 0 && (
                        <th
                          scope="rowgroup"
                          rowSpan={rows.length}
                          className={`${cellClass} align-top font-medium`}
                        >
                          {bucketText(bucket, 'week')}
                        </th>
                      )}
                      <td className={cellClass}>{row.printerName}</td>
                      <td className={numberClass}>{hours(row.minutes)}</td>
                    </tr>
                  ))}
                </Fragment>
              );
            })}
          </TableBlock>
          <TableBlock
            title="Utilisation"
            columns={[
              { label: 'Printer' },
              { label: 'Hours printing', numeric: true },
              { label: 'Hours in period', numeric: true },
              { label: 'Utilisation', numeric: true },
            ]}
            createFile={exportTable('utilisation', views, currency)}
          >
            {machineHours.utilisation.map((row) => (
              <tr key={row.printerId}>
                <td className={cellClass}>{row.printerName}</td>
                <td className={numberClass}>{hours(row.minutes)}</td>
                <td className={numberClass}>{hours(row.periodMinutes)}</td>
                <td className={numberClass}>{percent(row.share)}</td>
              </tr>
            ))}
          </TableBlock>
        </>
      }
    />
  );
}
