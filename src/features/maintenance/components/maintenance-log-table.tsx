import { cx } from '@/components/ui/class-names';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore, type PagedQuery } from '@/components/ui/load-more';
import { Table, TableHead, tdClasses } from '@/components/ui/table';
import { formatIsoDate } from '@/domain/dates';
import { type MaintenanceLogEntry } from '@/domain/maintenance';
import { formatMoney } from '@/domain/money';
import { formatHours } from '@/domain/runs';

export const NO_MAINTENANCE_LOGGED = 'No maintenance logged yet';

interface MaintenanceLogTableProps {
  caption: string;
  entries: readonly MaintenanceLogEntry[];
  /** The paged read the entries come from: Load more reads older ones. */
  paging: PagedQuery;
  currency: string;
  /** The whole log names each entry's printer; one printer's history shows its hours then instead. */
  variant: 'all-printers' | 'one-printer';
}

/** Maintenance done, newest first: when, what, what it cost, who, notes. */
export function MaintenanceLogTable({
  caption,
  entries,
  paging,
  currency,
  variant,
}: MaintenanceLogTableProps) {
  if (entries.length === 0) {
    return (
      <EmptyState title={NO_MAINTENANCE_LOGGED}>
        Each time a task is marked done, the day, the printer’s hours, the cost and notes are kept here.
      </EmptyState>
    );
  }
  const columns =
    variant === 'all-printers'
      ? ['Date', 'Printer', 'Task', 'Cost', 'Done by', 'Notes']
      : ['Date', 'Task', 'Hours at the time', 'Cost', 'Done by', 'Notes'];
  return (
    <>
      <Table caption={caption}>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={tdClasses}>{formatIsoDate(entry.doneOn)}</td>
              {variant === 'all-printers' && <td className={tdClasses}>{entry.printerName || '—'}</td>}
              <td className={cx(tdClasses, 'font-medium text-slate-900')}>{entry.taskName || '—'}</td>
              {variant === 'one-printer' && (
                <td className={cx(tdClasses, 'text-right tabular-nums')}>
                  {formatHours(entry.printMinutes)}
                </td>
              )}
              <td className={cx(tdClasses, 'text-right tabular-nums')}>
                {formatMoney(entry.cost, currency)}
              </td>
              <td className={tdClasses}>{entry.doneBy || '—'}</td>
              <td className={cx(tdClasses, 'min-w-48 whitespace-normal')}>{entry.notes || '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore query={paging}>
        {paging.hasNextPage
          ? `Showing the latest ${entries.length.toLocaleString('en-US')} entries`
          : `${entries.length === 1 ? '1 entry' : `${entries.length.toLocaleString('en-US')} entries`}, the whole log`}
      </LoadMore>
    </>
  );
}
