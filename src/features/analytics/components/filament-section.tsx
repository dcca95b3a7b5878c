import { Fragment } from 'react';
import { formatGrams } from '@/domain/filament-amounts';
import { layoutFor, summaryOf, type BarChartSpec } from './chart-spec';
import { exportTable, type SectionProps } from './export-table';
import { bucketText, grams, money, shortNumber } from './figures';
import { cellClass, ChartBox, numberClass, SectionCard, TableBlock } from './section-card';

export const NO_RUNS = 'No runs finished in this period';

/** Filament used per week or month, stacked by material; the colours in the tooltip and the table. */
export function FilamentSection({ views, currency, hasRuns }: SectionProps & { hasRuns: boolean }) {
  const { filament } = views;
  const perWeek = filament.granularity === 'week';
  const bucketHeading = perWeek ? 'Week' : 'Month';
  const fillOf = new Map(filament.materials.map((material, index) => [material, index]));

  const spec: Omit<BarChartSpec, 'summary'> = {
    stacked: true,
    layout: layoutFor(filament.buckets.length),
    series: filament.materials.map((material, index) => ({
      key: material,
      name: material,
      fillIndex: index,
    })),
    categories: filament.buckets.map((bucket) => {
      const rows = filament.rows.filter((row) => row.bucket === bucket.key);
      const values = Object.fromEntries(rows.map((row) => [row.material, row.decigrams / 10]));
      const total = rows.reduce((sum, row) => sum + row.decigrams, 0);
      return {
        key: bucket.key,
        label: bucketText(bucket, filament.granularity),
        values,
        total: grams(total),
        details: filament.colours
          .filter((row) => row.bucket === bucket.key)
          .map(
            (row) =>
              `${row.material} · ${row.colour}: ${grams(row.decigrams)} (${money(row.cents, currency)})`,
          ),
      };
    }),
    valueText: (value) => formatGrams(value),
    axisText: (value) => `${shortNumber(value)} g`,
  };
  const title = `Filament used per ${perWeek ? 'week' : 'month'} by material`;
  const totalDecigrams = filament.totals.reduce((sum, row) => sum + row.decigrams, 0);
  const totalCents = filament.totals.reduce((sum, row) => sum + row.cents, 0);

  return (
    <SectionCard
      id="filament"
      title="Filament used and spent"
      description={`Grams of filament per ${perWeek ? 'week' : 'month'}, by material; hover or tap a bar for its colours.`}
      empty={filament.rows.length === 0 ? (hasRuns ? 'No filament used in this period' : NO_RUNS) : null}
      emptyHint="Finished print runs add their filament here."
      charts={
        <ChartBox
          testId="analytics-filament-chart"
          spec={{ ...spec, summary: summaryOf(title, spec) }}
          legend={[
            ...filament.totals.map((row) => ({
              fillIndex: fillOf.get(row.material) ?? 0,
              name: row.material,
              value: `${grams(row.decigrams)} · ${money(row.cents, currency)}`,
            })),
          ]}
        />
      }
      tables={
        <TableBlock
          title={`Filament per ${perWeek ? 'week' : 'month'}`}
          columns={[
            { label: bucketHeading },
            { label: 'Material' },
            { label: 'Used', numeric: true },
            { label: 'Cost', numeric: true },
            { label: 'By colour' },
          ]}
          createFile={exportTable('filament', views, currency)}
          foot={
            <>
              {filament.totals.map((row) => (
                <tr key={row.material}>
                  <th scope="row" colSpan={2} className={cellClass}>
                    Total {row.material}
                  </th>
                  <td className={numberClass}>{grams(row.decigrams)}</td>
                  <td className={numberClass}>{money(row.cents, currency)}</td>
                  <td />
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={2} className={cellClass}>
                  Total
                </th>
                <td className={numberClass}>{grams(totalDecigrams)}</td>
                <td className={numberClass}>{money(totalCents, currency)}</td>
                <td />
              </tr>
            </>
          }
        >
          {filament.buckets.map((bucket) => {
            const rows = filament.rows.filter((row) => row.bucket === bucket.key);
            return (
              <Fragment key={bucket.key}>
                {rows.map((row, index) => (
                  <tr key={row.material}>
                    {index === 0 && (
                      <th
                        scope="rowgroup"
                        rowSpan={rows.length}
                        className={`${cellClass} align-top font-medium`}
                      >
                        {bucketText(bucket, filament.granularity)}
                      </th>
                    )}
                    <td className={cellClass}>{row.material}</td>
                    <td className={numberClass}>{grams(row.decigrams)}</td>
                    <td className={numberClass}>{money(row.cents, currency)}</td>
                    <td className="min-w-56 px-4 py-2.5 text-slate-700">
                      {filament.colours
                        .filter((colour) => colour.bucket === bucket.key && colour.material === row.material)
                        .map((colour) => `${colour.colour} ${grams(colour.decigrams)}`)
                        .join(', ')}
                    </td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </TableBlock>
      }
    />
  );
}
