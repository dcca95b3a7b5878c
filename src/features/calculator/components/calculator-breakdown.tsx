import { Alert } from '@/components/ui/alert';
import { cx } from '@/components/ui/class-names';
import { formatPercent, type CalculatorBreakdown as Breakdown } from '@/domain/calculator';
import { formatMoney } from '@/domain/money';

interface Row {
  label: string;
  amount: number | null;
  note?: string;
  emphasis?: 'subtotal' | 'total';
}

interface CalculatorBreakdownProps {
  breakdown: Breakdown;
  currency: string;
  /** Why machine time is priced at 0 per hour: said above the costs, so a $0 printing cost is never silent. */
  zeroRateNote?: string | null;
}

export function CalculatorBreakdown({
  breakdown: b,
  currency,
  zeroRateNote = null,
}: CalculatorBreakdownProps) {
  const items = b.input.items;
  const itemsNote = items === 1 ? '1 item' : `${items} items`;
  const byTarget = b.pricingMode === 'target-price';

  const costRows: Row[] = [
    { label: 'Material cost', amount: b.materialCost, note: 'per item' },
    {
      label: 'Printing cost',
      amount: b.printingCost,
      note: zeroRateNote ? 'per item, no machine rate' : 'per item',
    },
    { label: 'Per-unit subtotal', amount: b.unitSubtotal, emphasis: 'subtotal' },
    {
      label: 'Failure cost',
      amount: b.failureCost,
      note: `${formatPercent(b.input.failureRatePercent)} per item`,
    },
    {
      label: 'Total cost of goods',
      amount: b.totalCost,
      note: `${itemsNote} + extra costs`,
      emphasis: 'total',
    },
  ];
  const priceRows: Row[] = [
    {
      label: 'Profit',
      amount: b.profit,
      note: byTarget
        ? `${formatPercent(b.profitPercent)} margin at your target price`
        : formatPercent(b.profitPercent),
    },
    { label: 'Price before discount', amount: b.priceBeforeDiscount, emphasis: 'subtotal' },
    { label: 'Discount', amount: b.discountAmount, note: formatPercent(b.input.discountPercent) },
    { label: 'Final price', amount: b.finalPrice, emphasis: 'total' },
    { label: 'Price per unit', amount: b.pricePerUnit, note: itemsNote },
  ];
  if (b.input.discountPercent > 0 && !b.priceUnbounded) {
    priceRows.push({ label: 'Profit after discount', amount: b.profitAfterDiscount });
  }

  return (
    <div className="mt-4 space-y-4">
      {zeroRateNote && <Alert tone="warning">{zeroRateNote}</Alert>}
      <BreakdownTable caption="Costs" rows={costRows} currency={currency} />
      {b.priceUnbounded ? (
        <Alert tone="warning">
          A 100% profit margin has no finite price. Enter a profit below 100%, or set a target price.
        </Alert>
      ) : (
        <BreakdownTable caption="Price" rows={priceRows} currency={currency} />
      )}
      {byTarget && (b.profit ?? 0) < 0 && (
        <Alert tone="warning">
          Your target price is below the total cost of goods: this order loses money.
        </Alert>
      )}
    </div>
  );
}

function BreakdownTable({ caption, rows, currency }: { caption: string; rows: Row[]; currency: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {caption}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.label}
            className={cx(
              'border-t border-slate-100',
              row.emphasis === 'total' && 'border-slate-300 font-semibold text-slate-900',
              row.emphasis === 'subtotal' && 'font-medium',
            )}
          >
            <th
              scope="row"
              className={cx(
                'py-2 pr-3 text-left text-slate-700',
                row.emphasis === 'total'
                  ? 'font-semibold text-slate-900'
                  : row.emphasis
                    ? 'font-medium'
                    : 'font-normal',
              )}
            >
              {row.label}
              {row.note && ' '}
              {row.note && <span className="text-xs font-normal text-slate-500">({row.note})</span>}
            </th>
            <td
              className={cx(
                'py-2 text-right tabular-nums',
                row.emphasis === 'total' ? 'text-base text-slate-900' : 'text-slate-800',
              )}
            >
              {formatMoney(row.amount, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
