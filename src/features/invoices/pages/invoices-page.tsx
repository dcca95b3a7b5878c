import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableHead, tdClasses } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import { formatIsoDate } from '@/domain/dates';
import {
  DOCUMENT_STATUSES,
  documentKindLabels,
  documentStatusLabels,
  invoiceMessages,
  type DocumentStatus,
} from '@/domain/invoices';
import { formatMoney, normaliseCurrency } from '@/domain/money';
import { csvExport } from '@/queries/exports';
import type { CurrencySummary } from '@/repositories/invoices';
import { useProfile, useSignedInUser } from '@/session/session';
import { useInvoicePages } from '../api/invoice-pages';
import { useInvoiceSummary } from '../api/invoices';
import { InvoiceStatusBadge } from '../components/status-badge';

// The project picker is not the page's content: it (and the projects' code) loads when opened.
const FromProjectDialog = lazy(() =>
  import('../components/from-project-dialog').then((module) => ({ default: module.FromProjectDialog })),
);

const STATUS_PARAM = 'status';
const isStatus = (value: string | null): value is DocumentStatus =>
  (DOCUMENT_STATUSES as readonly string[]).includes(value ?? '');

/** Quotes and invoices: the list with its state filter (in the URL), the month's sums, and new ones. */
export function InvoicesPage() {
  const { uid } = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = isStatus(raw) ? raw : null;
  const pages = useInvoicePages(status);
  const profile = useProfile();
  const currency = normaliseCurrency(profile.data?.currency ?? DEFAULT_CURRENCY);
  const [picking, setPicking] = useState(false);

  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(STATUS_PARAM, next);
        else updated.delete(STATUS_PARAM);
        return updated;
      },
      { replace: true },
    );

  const actions = (
    <>
      <ButtonLink to={paths.dashboard.newInvoice('quote')} variant="secondary">
        New quote
      </ButtonLink>
      <ButtonLink to={paths.dashboard.newInvoice('invoice')}>New invoice</ButtonLink>
      <Button variant="secondary" onClick={() => setPicking(true)}>
        From a project
      </Button>
    </>
  );

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Quotes and invoices for your clients, numbered in order, as PDFs."
        actions={
          <>
            <ExportCsvButton {...csvExport('invoices', uid)} />
            {actions}
          </>
        }
      />
      <SummaryCards currency={currency} ready={!profile.isPending} />

      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          State
          <select
            className="mt-1 block rounded-md border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600"
            value={status ?? ''}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">All states</option>
            {DOCUMENT_STATUSES.map((each) => (
              <option key={each} value={each}>
                {documentStatusLabels[each]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <QueryState
        query={pages}
        loading="Loading quotes and invoices"
        error={invoiceMessages.loadFailed}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          status ? (
            <EmptyState title={`No ${documentStatusLabels[status].toLowerCase()} documents`}>
              Nothing is in this state.{' '}
              <button
                type="button"
                className="font-semibold text-indigo-700 underline"
                onClick={() => setStatus('')}
              >
                Show all states
              </button>
            </EmptyState>
          ) : (
            <EmptyState
              title="No quotes or invoices yet"
              action={<div className="flex flex-wrap justify-center gap-3">{actions}</div>}
            >
              Start from one of your projects (its print jobs become the lines) or from scratch.
            </EmptyState>
          )
        }
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          return (
            <>
              <Table caption="Your quotes and invoices">
                <TableHead columns={['Number', 'Client', 'Issued', 'Due', 'Total', 'State']} />
                <tbody className="divide-y divide-slate-100">
                  {items.map((doc) => (
                    <tr key={doc.id}>
                      <td className={tdClasses}>
                        <Link
                          to={paths.dashboard.invoice(doc.id)}
                          className="font-semibold text-indigo-700 hover:underline"
                        >
                          {doc.number}
                        </Link>
                        <span className="ml-2 text-xs text-slate-500">
                          {documentKindLabels[doc.kind]}
                          {doc.convertedToInvoiceId ? ' · invoiced' : ''}
                        </span>
                      </td>
                      <td className={`${tdClasses} max-w-56 truncate`}>{doc.client.name || '—'}</td>
                      <td className={tdClasses}>{formatIsoDate(doc.issueDate)}</td>
                      <td className={tdClasses}>{formatIsoDate(doc.dueDate)}</td>
                      <td className={`${tdClasses} text-right font-medium tabular-nums`}>
                        {formatMoney(doc.totals.total, doc.currency)}
                      </td>
                      <td className={tdClasses}>
                        <InvoiceStatusBadge status={doc.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <LoadMore query={pages}>
                Showing {items.length} document{items.length === 1 ? '' : 's'}
                {status ? ` in state ${documentStatusLabels[status]}` : ''}.
              </LoadMore>
            </>
          );
        }}
      </QueryState>

      {picking && (
        <Suspense fallback={null}>
          <FromProjectDialog open onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}

function SummaryCards({ currency, ready }: { currency: string; ready: boolean }) {
  const summary = useInvoiceSummary(currency, ready);
  const [own, ...others] = summary.data ?? [];
  const amount = (value: number | undefined) =>
    summary.isPending ? '…' : summary.isError ? '—' : formatMoney(value ?? 0, currency);
  return (
    <section aria-label="Totals" className="mb-6 grid gap-4 sm:grid-cols-2">
      <Card className="p-5">
        <h2 className="text-sm font-medium text-slate-500">Outstanding</h2>
        <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="invoices-outstanding">
          {amount(own?.outstanding)}
        </p>
        <OtherCurrencies rows={others} value={(row) => row.outstanding} testId="invoices-outstanding-other" />
        <p className="mt-1 text-xs text-slate-500">Sent invoices not yet paid.</p>
      </Card>
      <Card className="p-5">
        <h2 className="text-sm font-medium text-slate-500">Paid this month</h2>
        <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="invoices-paid-month">
          {amount(own?.paidThisMonth)}
        </p>
        <OtherCurrencies
          rows={others}
          value={(row) => row.paidThisMonth}
          testId="invoices-paid-month-other"
        />
        <p className="mt-1 text-xs text-slate-500">
          {summary.isError
            ? 'The totals could not be loaded. Reload the page to try again.'
            : 'Invoices paid since the 1st.'}
        </p>
      </Card>
    </section>
  );
}

/** A sum in the user's currency says nothing of invoices in another: each shows apart, never added in. */
function OtherCurrencies({
  rows,
  value,
  testId,
}: {
  rows: CurrencySummary[];
  value: (row: CurrencySummary) => number;
  testId: string;
}) {
  const shown = rows.filter((row) => value(row) !== 0);
  if (shown.length === 0) return null;
  return (
    <p className="mt-1 text-sm font-semibold text-slate-700 tabular-nums" data-testid={testId}>
      <span className="font-normal text-slate-500">In other currencies: </span>
      {shown.map((row) => formatMoney(value(row), row.currency)).join(' · ')}
    </p>
  );
}
