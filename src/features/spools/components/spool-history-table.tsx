import { cx } from '@/components/ui/class-names';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableHead, tdClasses, tdWrapClasses } from '@/components/ui/table';
import { formatMoney } from '@/domain/money';
import { formatGrams } from '@/domain/runs';
import { formatSignedGrams, type SpoolHistoryRow } from '@/domain/spool-history';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const NO_HISTORY = 'No history yet';

interface SpoolHistoryTableProps {
  rows: readonly SpoolHistoryRow[];
  currency: string;
}

/**
 * The spool's ledger, newest first: when, what, grams, the balance after (worked out from the
 * spool's remaining weight), and what those grams cost.
 */
export function SpoolHistoryTable({ rows, currency }: SpoolHistoryTableProps) {
  if (rows.length === 0) {
    return (
      <EmptyState title={NO_HISTORY}>
        Print runs, failed prints, weigh-ins and adjustments of this spool will be listed here.
      </EmptyState>
    );
  }
  return (
    <Table caption="Spool history">
      <TableHead columns={['Date', 'What', 'Grams', 'Balance', 'Cost']} />
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={tdClasses}>{row.date ? dateTime.format(row.date) : '—'}</td>
            <td className={cx(tdWrapClasses, 'min-w-48')}>
              <span className="font-medium text-slate-900">{row.what}</span>
              {row.detail && <span className="block text-xs text-slate-500">{row.detail}</span>}
            </td>
            <td
              className={cx(
                tdClasses,
                'text-right tabular-nums',
                row.grams < 0 ? 'text-red-700' : 'text-green-700',
              )}
            >
              {formatSignedGrams(row.grams)}
            </td>
            <td className={cx(tdClasses, 'text-right tabular-nums')}>{formatGrams(row.balanceAfter)}</td>
            <td className={cx(tdClasses, 'text-right tabular-nums')}>{formatMoney(row.cost, currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
