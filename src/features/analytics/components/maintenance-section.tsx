import { formatMoney } from '@/domain/money';
import { summaryOf, type BarChartSpec } from './chart-spec';
import { exportTable, type SectionProps } from './export-table';
import { counted, money, shortMoney } from './figures';
import { cellClass, ChartBox, numberClass, SectionCard, TableBlock } from './section-card';

const COST_FILL = 3;

/** What maintenance cost per printer over the period (the log entries done in it). */
export function MaintenanceSection({ views, currency }: SectionProps) {
  const { maintenance } = views;
  const title = 'Maintenance cost per printer';
  const spec: Omit<BarChartSpec, 'summary'> = {
    stacked: false,
    layout: 'rows',
    series: [{ key: 'cost', name: 'Cost', fillIndex: COST_FILL }],
    categories: maintenance.map((row) => ({
      key: row.printerId,
      label: row.printerName,
      values: { cost: row.cents / 100 },
    })),
    valueText: (value) => formatMoney(value, currency),
    barText: (category) => {
      const row = maintenance.find((each) => each.printerId === category.key)!;
      return `${money(row.cents, currency)} · ${counted(row.count, 'entry', 'entries')}`;
    },
    axisText: (value) => shortMoney(value, currency),
  };
  const totalCents = maintenance.reduce((sum, row) => sum + row.cents, 0);
  const totalCount = maintenance.reduce((sum, row) => sum + row.count, 0);

  return (
    <SectionCard
      id="maintenance"
      title="Maintenance cost"
      description="The maintenance logged as done in the period, per printer."
      empty={maintenance.length === 0 ? 'No maintenance recorded in this period' : null}
      emptyHint="Marking a maintenance task done adds its cost here."
      charts={
        <ChartBox testId="analytics-maintenance-chart" spec={{ ...spec, summary: summaryOf(title, spec) }} />
      }
      tables={
        <TableBlock
          title="Maintenance per printer"
          columns={[
            { label: 'Printer' },
            { label: 'Entries', numeric: true },
            { label: 'Cost', numeric: true },
          ]}
          createFile={exportTable('maintenance', views, currency)}
          foot={
            <tr>
              <th scope="row" className={cellClass}>
                Total
              </th>
              <td className={numberClass}>{totalCount.toLocaleString('en-US')}</td>
              <td className={numberClass}>{money(totalCents, currency)}</td>
            </tr>
          }
        >
          {maintenance.map((row) => (
            <tr key={row.printerId}>
              <td className={cellClass}>{row.printerName}</td>
              <td className={numberClass}>{row.count.toLocaleString('en-US')}</td>
              <td className={numberClass}>{money(row.cents, currency)}</td>
            </tr>
          ))}
        </TableBlock>
      }
    />
  );
}
