import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS, lowSpoolAlertText } from '@/domain/low-spool-alerts';
import { normaliseCurrency } from '@/domain/money';
import { spoolInUseWarning, spoolMessages } from '@/domain/spool-form';
import {
  DEFAULT_SPOOL_LIST_FILTERS,
  isFilteredSpoolList,
  spoolCountText,
  spoolListFiltersFromParams,
  spoolListFiltersToParams,
  type SpoolListFilters,
} from '@/domain/spool-list';
import type { Spool } from '@/domain/spool-record';
import { csvExport } from '@/queries/exports';
import { mutationFailure } from '@/queries/mutation-failure';
import { useProfile, useSignedInUser } from '@/session/session';
import {
  useLowSpoolCount,
  usePrintingRunsUsing,
  useSpoolCount,
  useSpoolMaterials,
  useSpoolPages,
} from '../api/list-spools';
import { useDeleteSpool } from '../api/spool-mutations';
import { AccountBalanceDialog } from '../components/account-balance-dialog';
import { SpoolFormModal } from '../components/lazy-dialogs';
import { LoadOnScroll } from '../components/load-on-scroll';
import { ScanSpoolButton } from '../components/scan-spool-button';
import { SelectionBar } from '../components/selection-bar';
import { SpoolCard } from '../components/spool-card';
import { SpoolGrid } from '../components/spool-grid';
import { SpoolListControls } from '../components/spool-list-controls';
import { useLabelSelection } from '../components/use-label-selection';

// The threshold form (react-hook-form) loads after the list, not with it.
const LowSpoolSettings = lazy(() =>
  import('../components/low-spool-settings').then((module) => ({ default: module.LowSpoolSettings })),
);

export const DELETE_SPOOL_FAILED = 'Failed to delete the spool. Please try again.';
export const MORE_SPOOLS_FAILED = 'More spools could not be loaded. Please try again.';
export const NO_MATCHING_SPOOLS = 'No spools match these filters';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; spool: Spool };

export function SpoolsPage() {
  const { uid } = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => spoolListFiltersFromParams(searchParams), [searchParams]);
  const pages = useSpoolPages(filters);
  const spoolCount = useSpoolCount();
  const lowCount = useLowSpoolCount().data ?? 0;
  const materials = useSpoolMaterials();
  const profile = useProfile();
  const deleteSpool = useDeleteSpool();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Spool | null>(null);
  const [checking, setChecking] = useState(false);
  const runsUsing = usePrintingRunsUsing(deleting?.id ?? null).data ?? [];
  const { selecting, selected, toggleSelecting, select, selectAll, clear } = useLabelSelection();

  const userThreshold = profile.data?.lowSpoolThreshold;
  const globalThreshold = userThreshold ?? DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS;
  const currency = normaliseCurrency(profile.data?.currency);
  const filtered = isFilteredSpoolList(filters);
  const spools = useMemo(() => pages.data?.pages.flatMap((page) => page.spools) ?? [], [pages.data]);
  // The total of this view: the user's count when nothing is filtered out.
  const total = filtered ? undefined : spoolCount.data;

  // The order and filters live in the URL: back, forward and reload keep them.
  const setFilters = (next: SpoolListFilters) => setSearchParams(spoolListFiltersToParams(next));

  const { hasNextPage, isFetchNextPageError } = pages;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteSpool.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  // The form's code starts loading as the pointer or focus reaches the button.
  const addButton = (
    <Button
      className="min-h-11"
      onClick={() => setEditing({ mode: 'add' })}
      onPointerEnter={SpoolFormModal.preload}
      onFocus={SpoolFormModal.preload}
    >
      Add Spool
    </Button>
  );
  const noSpoolsAtAll = spoolCount.data === 0 && !filtered;

  return (
    <>
      <PageHeader
        title="Spools Inventory"
        description={
          spoolCount.data === undefined ? (
            'Every spool you own, how much is left, and which are running low.'
          ) : (
            <>
              <strong className="font-semibold text-slate-900">{spoolCountText(spoolCount.data)}</strong> —
              how much is left of each, and which are running low.
            </>
          )
        }
        actions={
          <>
            {!noSpoolsAtAll && <ScanSpoolButton />}
            {!noSpoolsAtAll && (
              <Button
                variant="secondary"
                className="min-h-11"
                aria-pressed={selecting}
                onClick={toggleSelecting}
              >
                {selecting ? 'Done selecting' : 'Select'}
              </Button>
            )}
            {!noSpoolsAtAll && (
              <Button variant="secondary" className="min-h-11" onClick={() => setChecking(true)}>
                Check balances
              </Button>
            )}
            {!noSpoolsAtAll && <ExportCsvButton className="min-h-11" {...csvExport('spools', uid)} />}
            <ButtonLink to={paths.dashboard.spoolImport} variant="secondary" className="min-h-11">
              Import spools
            </ButtonLink>
            {addButton}
          </>
        }
      />

      <div className="space-y-6">
        {lowCount > 0 && (
          <Alert tone="warning">
            <strong className="font-semibold">{lowSpoolAlertText(lowCount)}</strong> — below{' '}
            {userThreshold === undefined ? 'the default' : 'your'} alert threshold of {globalThreshold} g or
            the spool&apos;s own.
          </Alert>
        )}
        <FailureAlert message={mutationFailure(deleteSpool, DELETE_SPOOL_FAILED)} />
        {selecting && !noSpoolsAtAll && (
          <SelectionBar
            selected={[...selected]}
            shown={spools.length}
            onSelectAll={() => selectAll(spools.map(({ id }) => id))}
            onClear={clear}
          />
        )}
        {!noSpoolsAtAll && (
          <SpoolListControls filters={filters} materials={materials.data} onChange={setFilters} />
        )}

        <QueryState
          query={pages}
          loading="Loading spools"
          error="Your spools could not be loaded."
          isEmpty={() => spools.length === 0}
          empty={
            filtered ? (
              <EmptyState
                title={NO_MATCHING_SPOOLS}
                action={
                  <Button variant="secondary" onClick={() => setFilters(DEFAULT_SPOOL_LIST_FILTERS)}>
                    Show all spools
                  </Button>
                }
              >
                No spool has this status and material. Choose other filters, or show every spool.
              </EmptyState>
            ) : (
              <EmptyState title={spoolMessages.empty} action={addButton}>
                Add your first spool to track how much filament is left and get an alert when it runs low.
              </EmptyState>
            )
          }
        >
          {() => (
            <div>
              <SpoolGrid
                spools={spools}
                total={total}
                renderCard={(spool) => (
                  <SpoolCard
                    spool={spool}
                    userThreshold={userThreshold}
                    currency={currency}
                    onEdit={() => setEditing({ mode: 'edit', spool })}
                    onDelete={() => {
                      deleteSpool.reset();
                      setDeleting(spool);
                    }}
                    selection={
                      selecting
                        ? { selected: selected.has(spool.id), onChange: (on) => select(spool.id, on) }
                        : undefined
                    }
                  />
                )}
              />
              <LoadOnScroll query={pages} loaded={spools.length} />
              {isFetchNextPageError && (
                <Alert tone="error" className="mt-4">
                  {MORE_SPOOLS_FAILED}
                </Alert>
              )}
              <LoadMore query={pages}>
                <span aria-live="polite">
                  {total === undefined
                    ? `Showing ${spoolCountText(spools.length)}${hasNextPage ? '' : ', all that match'}`
                    : `Showing ${spools.length.toLocaleString('en-US')} of ${spoolCountText(total)}`}
                </span>
              </LoadMore>
            </div>
          )}
        </QueryState>

        {/* Beside the spools it applies to: not under a list that could not be read. */}
        {profile.data && !pages.isError && (
          <Card>
            <h2 className="mb-3 text-base font-semibold text-slate-900">Low-spool alerts</h2>
            <Suspense fallback={<Spinner label="Loading the alert settings" className="text-indigo-600" />}>
              <LowSpoolSettings threshold={globalThreshold} />
            </Suspense>
          </Card>
        )}
      </div>

      <SpoolFormModal
        open={editing.mode !== 'closed'}
        spool={editing.mode === 'edit' ? editing.spool : undefined}
        globalThreshold={globalThreshold}
        currency={currency}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <AccountBalanceDialog
        open={checking}
        total={spoolCount.data ?? null}
        onClose={() => setChecking(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete spool"
        message={
          runsUsing.length === 0
            ? spoolMessages.deleteConfirm
            : `${spoolMessages.deleteConfirm} ${spoolInUseWarning(runsUsing.map((run) => run.printerName))}`
        }
        busy={deleteSpool.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
