import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { Table, tdClasses, TableHead } from '@/components/ui/table';
import { AUDIT_ACTIONS } from '@/domain/audit';
import {
  auditActionOptions,
  auditDateBounds,
  auditUserLabel,
  auditUserOptions,
  emptyAuditFilters,
  formatAuditDetails,
  isDateRangeReversed,
  matchesAuditSearch,
  type AuditFilters,
  type AuditLogRow,
} from '@/domain/audit-filters';
import { useAuditLogPages, useKnownAuditUsers } from '../api/list-audit-logs';
import { AuditFiltersBar } from '../components/audit-filters-bar';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const formatTimestamp = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : dateTime.format(date);
};

export function AdminLogsPage() {
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const reversed = isDateRangeReversed(filters);
  // Action, user and dates go to the server; the quick search looks only at loaded rows.
  const serverFilters = useMemo(
    () => ({
      ...(filters.action && { action: filters.action }),
      ...(filters.userId && { userId: filters.userId }),
      ...auditDateBounds(filters),
    }),
    [filters],
  );
  const pages = useAuditLogPages(serverFilters, !reversed);
  const knownUsers = useKnownAuditUsers();

  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.rows) ?? [], [pages.data]);
  const shown = loaded.filter((row) => matchesAuditSearch(row, filters.search));
  const actions = auditActionOptions([...loaded, ...AUDIT_ACTIONS.map((action) => ({ action }))]);
  // The users named by the entries read so far (this visit or earlier), not every account.
  const userOptions = auditUserOptions([
    ...knownUsers,
    ...loaded.map((row) => ({ userId: row.userId, email: row.userEmail })),
    ...(filters.userId ? [{ userId: filters.userId, email: null }] : []),
  ]);
  const filtered = filters.action !== '' || filters.userId !== '' || filters.from !== '' || filters.to !== '';

  return (
    <>
      <PageHeader title="Audit Logs" description="What happened, who did it and when, newest first." />
      <AuditFiltersBar filters={filters} actions={actions} users={userOptions} onChange={setFilters} />
      {reversed ? (
        <Alert tone="warning">The From date is after the To date. Change one of them to see entries.</Alert>
      ) : (
        <QueryState
          query={pages}
          loading="Loading audit logs"
          error="The audit logs could not be loaded."
          isEmpty={() => loaded.length === 0}
          empty={
            <EmptyState title={filtered ? 'No entries match these filters' : 'No audit log entries yet'} />
          }
        >
          {() => (
            <>
              {shown.length === 0 ? (
                <EmptyState title="No loaded entries match the search">
                  The quick search looks at the {loaded.length} entries loaded so far
                  {pages.hasNextPage ? '; load more to search further.' : '.'}
                </EmptyState>
              ) : (
                <AuditLogTables rows={shown} />
              )}
              <LoadMore query={pages}>
                {filters.search.trim()
                  ? `${shown.length} of ${loaded.length} loaded entries match`
                  : `${loaded.length} entries loaded`}
              </LoadMore>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

/**
 * Entries with the server's time, then (after the last of them, from their own query) the older
 * entries whose time the browser sent: shown apart, since nothing checked that time.
 */
function AuditLogTables({ rows }: { rows: AuditLogRow[] }) {
  const current = rows.filter((row) => !row.legacy);
  const older = rows.filter((row) => row.legacy);
  return (
    <>
      {current.length > 0 && <AuditLogTable rows={current} caption="Audit log entries" />}
      {older.length > 0 && (
        <section aria-labelledby="older-audit-entries" className={current.length > 0 ? 'mt-8' : undefined}>
          <h2 id="older-audit-entries" className="text-lg font-semibold text-slate-900">
            Older entries
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            Recorded before the server kept the time: each shows the time its browser sent, which was not
            checked.
          </p>
          <AuditLogTable rows={older} caption="Older entries, with the time their browser sent" />
        </section>
      )}
    </>
  );
}

function AuditLogTable({ rows, caption }: { rows: AuditLogRow[]; caption: string }) {
  return (
    <Table caption={caption}>
      <TableHead columns={['Timestamp', 'User', 'Action', 'Details']} />
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="min-w-32 px-4 py-3 text-slate-700">
              <time dateTime={row.timestamp}>{formatTimestamp(row.timestamp)}</time>
            </td>
            <td className={tdClasses}>{auditUserLabel(row)}</td>
            <td className={tdClasses}>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{row.action}</code>
            </td>
            <td className="max-w-md min-w-56 px-4 py-3 text-xs break-words text-slate-600">
              {formatAuditDetails(row.details) || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
