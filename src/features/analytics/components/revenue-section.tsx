import { monthLabel } from '@/domain/analytics/period';
import { formatMoney } from '@/domain/money';
import { summaryOf, type BarChartSpec } from './chart-spec';
import { exportTable, type SectionProps } from './export-table';
import { counted, money, shortMoney } from './figures';
import { cellClass, ChartBox, numberClass, SectionCard, TableBlock } from './section-card';

const INVOICED_FILL = 0;
const PAID_FILL = 2;

/** Invoiced and paid per month, in each currency invoiced in; what is outstanding now. */
export function RevenueSection({ views, currency }: SectionProps) {
  const { revenue } = views;
  const active = new Set(
    revenue.rows.filter((row) => row.invoicedCents !== 0 || row.paidCents !== 0).map((row) => row.currency),
  );
  const currencies = [...new Set(revenue.rows.map((row) => row.currency))].filter((each) => active.has(each));
  const rows = revenue.rows.filter((row) => active.has(row.currency));

  const specOf = (cur: string): BarChartSpec => {
    const title = `Invoiced and paid per month in ${cur}`;
    const spec: Omit<BarChartSpec, 'summary'> = {
      stacked: false,
      layout: 'rows',
      series: [
        { key: 'invoiced', name: 'Invoiced', fillIndex: INVOICED_FILL },
        { key: 'paid', name: 'Paid', fillIndex: PAID_FILL },
      ],
      categories: rows
        .filter((row) => row.currency === cur)
        .map((row) => ({
          key: row.month,
          label: monthLabel(row.month),
          values: { invoiced: row.invoicedCents / 100, paid: row.paidCents / 100 },
        })),
      valueText: (value) => formatMoney(value, cur),
      axisText: (value) => shortMoney(value, cur),
    };
    return { ...spec, summary: summaryOf(title, spec) };
  };

  const outstanding = (
    <div className="mb-4" data-testid="analytics-outstanding">
      <h3 className="mb-2 text-sm font-semibold text-slate-800">Outstanding now</h3>
      {revenue.outstanding.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing outstanding: every invoice sent has been paid.</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {revenue.outstanding.map((row) => (
            <li
              key={row.currency}
              className="rounded-lg bg-amber-50 px-4 py-3 ring-1 ring-amber-200 ring-inset"
            >
              <p className="text-xl font-bold text-slate-900 tabular-nums">
                {money(row.cents, row.currency)}
              </p>
              <p className="text-sm text-slate-700">
                {counted(row.count, 'invoice', 'invoices')} sent, not yet paid
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <SectionCard
      id="revenue"
      title="Revenue"
      description="Invoices sent (at their issue date, less any voided since) and payments (at their paid date) per month. Quotes never count."
      figures={outstanding}
      empty={rows.length === 0 ? 'No invoices sent or paid in this period' : null}
      charts={currencies.map((cur) => (
        <ChartBox
          key={cur}
          testId={`analytics-revenue-chart-${cur}`}
          title={currencies.length > 1 || cur !== currency ? `In ${cur}` : undefined}
          spec={specOf(cur)}
          legend={[
            {
              fillIndex: INVOICED_FILL,
              name: 'Invoiced',
              value: money(
                rows.filter((row) => row.currency === cur).reduce((sum, row) => sum + row.invoicedCents, 0),
                cur,
              ),
            },
            {
              fillIndex: PAID_FILL,
              name: 'Paid',
              value: money(
                rows.filter((row) => row.currency === cur).reduce((sum, row) => sum + row.paidCents, 0),
                cur,
              ),
            },
          ]}
        />
      ))}
      tables={
        <TableBlock
          title="Invoiced and paid per month"
          columns={[
            { label: 'Month' },
            { label: 'Currency' },
            { label: 'Invoiced', numeric: true },
            { label: 'Paid', numeric: true },
          ]}
          createFile={exportTable('revenue', views, currency)}
          foot={currencies.map((cur) => {
            const ofCurrency = rows.filter((row) => row.currency === cur);
            return (
              <tr key={cur}>
                <th scope="row" colSpan={2} className={cellClass}>
                  Total in {cur}
                </th>
                <td className={numberClass}>
                  {money(
                    ofCurrency.reduce((sum, row) => sum + row.invoicedCents, 0),
                    cur,
                  )}
                </td>
                <td className={numberClass}>
                  {money(
                    ofCurrency.reduce((sum, row) => sum + row.paidCents, 0),
                    cur,
                  )}
                </td>
              </tr>
            );
          })}
        >
          {rows.map((row) => (
            <tr key={`${row.month}-${row.currency}`}>
              <td className={cellClass}>{monthLabel(row.month)}</td>
              <td className={cellClass}>{row.currency}</td>
              <td className={numberClass}>{money(row.invoicedCents, row.currency)}</td>
              <td className={numberClass}>{money(row.paidCents, row.currency)}</td>
            </tr>
          ))}
        </TableBlock>
      }
    />
  );
}
