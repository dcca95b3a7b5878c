import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import {
  countLowSpools,
  DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS,
  lowSpoolAlertText,
} from '@/domain/low-spool-alerts';
import { normaliseCurrency } from '@/domain/money';
import { spoolMessages } from '@/domain/spool-form';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { useProfile } from '@/session/session';
import { useSpools } from '../api/list-spools';
import { useDeleteSpool } from '../api/spool-mutations';
import { LowSpoolSettings } from '../components/low-spool-settings';
import { SpoolCard } from '../components/spool-card';
import { SpoolFormModal } from '../components/spool-form-modal';

export const DELETE_SPOOL_FAILED = 'Failed to delete the spool. Please try again.';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; spool: Spool };

export function SpoolsPage() {
  const spools = useSpools();
  const profile = useProfile();
  const deleteSpool = useDeleteSpool();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Spool | null>(null);

  const userThreshold = profile.data?.lowSpoolThreshold;
  const globalThreshold = userThreshold ?? DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS;
  const currency = normaliseCurrency(profile.data?.currency);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteSpool.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  const addButton = <Button onClick={() => setEditing({ mode: 'add' })}>Add Spool</Button>;

  /** What the inventory shows around its cards (or its empty state) once the spools are read. */
  const inventory = (list: readonly Spool[], content: ReactNode) => {
    const lowCount = countLowSpools(list, userThreshold);
    return (
      <div className="space-y-6">
        {lowCount > 0 && (
          <Alert tone="warning">
            <strong className="font-semibold">{lowSpoolAlertText(lowCount)}</strong> — below{' '}
            {userThreshold === undefined ? 'the default' : 'your'} alert threshold of {globalThreshold} g or
            the spool&apos;s own.
          </Alert>
        )}
        <FailureAlert message={mutationFailure(deleteSpool, DELETE_SPOOL_FAILED)} />
        {content}
        {profile.data && (
          <Card>
            <h2 className="mb-3 text-base font-semibold text-slate-900">Low-spool alerts</h2>
            <LowSpoolSettings threshold={globalThreshold} />
          </Card>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title="Spools Inventory"
        description="Every spool you own, how much is left, and which are running low."
        actions={addButton}
      />

      <QueryState
        query={spools}
        loading="Loading spools"
        error="Your spools could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={inventory(
          [],
          <EmptyState title={spoolMessages.empty} action={addButton}>
            Add your first spool to track how much filament is left and get an alert when it runs low.
          </EmptyState>,
        )}
      >
        {(list) =>
          inventory(
            list,
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Spools">
              {list.map((spool) => (
                <li key={spool.id} className="flex">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <SpoolCard
                      spool={spool}
                      userThreshold={userThreshold}
                      currency={currency}
                      onEdit={() => setEditing({ mode: 'edit', spool })}
                      onDelete={() => {
                        deleteSpool.reset();
                        setDeleting(spool);
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>,
          )
        }
      </QueryState>

      <SpoolFormModal
        open={editing.mode !== 'closed'}
        spool={editing.mode === 'edit' ? editing.spool : undefined}
        globalThreshold={globalThreshold}
        currency={currency}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete spool"
        message={spoolMessages.deleteConfirm}
        busy={deleteSpool.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
