import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { normaliseCurrency } from '@/domain/money';
import { spoolHistoryRows } from '@/domain/spool-history';
import type { Spool } from '@/domain/spool-record';
import { csvExport } from '@/queries/exports';
import { useProfile, useSignedInUser } from '@/session/session';
import { useSpool, useSpoolHistory } from '../api/get-spool';
import { BalanceCheckDialog } from '../components/balance-check-dialog';
import { AdjustSpoolDialog, WeighInDialog } from '../components/lazy-dialogs';
import { SpoolDetails } from '../components/spool-details';
import { SpoolHistoryTable } from '../components/spool-history-table';

export const SPOOL_NOT_FOUND = 'Spool not found';
export const MORE_HISTORY_FAILED = 'More of the history could not be loaded. Please try again.';

/** '1 change', '250 changes'. */
const spoolChangesText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'change' : 'changes'}`;

function BackToInventory() {
  return (
    <Link
      to={paths.dashboard.materials}
      className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:text-indigo-600"
    >
      ← Back to Spools Inventory
    </Link>
  );
}

/** One spool: what is left of it, its weigh-in and adjustment, and its ledger history. */
export function SpoolPage() {
  const { spoolId = '' } = useParams();
  const spool = useSpool(spoolId);

  return (
    <>
      <div className="mb-2">
        <BackToInventory />
      </div>
      <QueryState
        query={spool}
        loading="Loading spool"
        error="The spool could not be loaded."
        isEmpty={(found) => found === null}
        empty={
          <EmptyState
            title={SPOOL_NOT_FOUND}
            action={
              <ButtonLink to={paths.dashboard.materials} size="lg" className="min-h-11">
                Back to Spools Inventory
              </ButtonLink>
            }
          >
            It may have been deleted, or the link is wrong.
          </EmptyState>
        }
      >
        {(found) => found && <SpoolContent spool={found} />}
      </QueryState>
    </>
  );
}

type Dialog = 'closed' | 'weigh-in' | 'adjust' | 'check';

function SpoolContent({ spool }: { spool: Spool }) {
  const { uid } = useSignedInUser();
  const profile = useProfile();
  const history = useSpoolHistory(spool.id);
  const [dialog, setDialog] = useState<Dialog>('closed');
  const currency = normaliseCurrency(profile.data?.currency);
  const close = () => setDialog('closed');

  return (
    <>
      <PageHeader
        title={spool.name}
        description="Every change to this spool's filament: print runs, failures, weigh-ins and adjustments."
        actions={
          <>
            <Button size="lg" className="min-h-11" onClick={() => setDialog('weigh-in')}>
              Weigh in
            </Button>
            <Button size="lg" variant="secondary" className="min-h-11" onClick={() => setDialog('adjust')}>
              Adjust
            </Button>
            <ButtonLink
              to={paths.dashboard.labels([spool.id])}
              variant="secondary"
              size="lg"
              className="min-h-11"
            >
              Print label
            </ButtonLink>
            <ExportCsvButton
              className="min-h-11"
              label="Export history"
              size="lg"
              {...csvExport('spoolLedger', uid, spool)}
            />
            <Button size="lg" variant="secondary" className="min-h-11" onClick={() => setDialog('check')}>
              Check balances
            </Button>
          </>
        }
      />
      <SpoolDetails spool={spool} userThreshold={profile.data?.lowSpoolThreshold} currency={currency} />

      <section aria-labelledby="spool-history" className="mt-8">
        <h2 id="spool-history" className="mb-3 text-lg font-semibold text-slate-900">
          History
        </h2>
        <QueryState
          query={history}
          loading="Loading history"
          error="The spool's history could not be loaded."
        >
          {(pages) => {
            const entries = pages.pages.flatMap((page) => page.entries);
            return (
              <>
                <SpoolHistoryTable
                  rows={spoolHistoryRows(spool, entries, !history.hasNextPage)}
                  currency={currency}
                />
                {entries.length > 0 && (
                  <LoadMore query={history}>
                    <span aria-live="polite">
                      {history.hasNextPage
                        ? `Showing the latest ${spoolChangesText(entries.length)}`
                        : `Showing all ${spoolChangesText(entries.length)}`}
                    </span>
                  </LoadMore>
                )}
                {history.isFetchNextPageError && (
                  <Alert tone="error" className="mt-4">
                    {MORE_HISTORY_FAILED}
                  </Alert>
                )}
              </>
            );
          }}
        </QueryState>
      </section>

      <BalanceCheckDialog open={dialog === 'check'} spool={spool} onClose={close} />
      <WeighInDialog open={dialog === 'weigh-in'} spool={spool} onClose={close} />
      <AdjustSpoolDialog open={dialog === 'adjust'} spool={spool} onClose={close} />
    </>
  );
}
