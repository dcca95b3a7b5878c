import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { normaliseCurrency } from '@/domain/money';
import {
  countLowSpools,
  DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS,
  lowSpoolAlertText,
  spoolMessages,
  type Spool,
} from '@/domain/spools';
import { errorMessage } from '@/repositories/errors';
import { useProfile, useSignedInUser } from '@/session/session';
import { useDeleteSpool } from '../api/delete-spool';
import { useSpools } from '../api/list-spools';
import { LowSpoolSettings } from '../components/low-spool-settings';
import { SpoolCard } from '../components/spool-card';
import { SpoolFormModal } from '../components/spool-form-modal';

export const DELETE_SPOOL_FAILED = 'Failed to delete the spool. Please try again.';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; spool: Spool };

export function SpoolsPage() {
  const { uid } = useSignedInUser();
  const spools = useSpools(uid);
  const profile = useProfile();
  const deleteSpool = useDeleteSpool(uid);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Spool | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const userThreshold = profile.data?.lowSpoolThreshold;
  const globalThreshold = userThreshold ?? DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS;
  const currency = normaliseCurrency(profile.data?.currency);
  const lowCount = spools.data ? countLowSpools(spools.data, userThreshold) : 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await deleteSpool.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      console.error('Deleting the spool failed', error);
      setDeleteFailure(errorMessage(error, DELETE_SPOOL_FAILED));
    }
  };

  const addButton = <Button onClick={() => setEditing({ mode: 'add' })}>Add Spool</Button>;

  return (
    <>
      <PageHeader
        title="Spools Inventory"
        description="Every spool you own, how much is left, and which are running low."
        actions={addButton}
      />

      {spools.isPending ? (
        <PageSpinner label="Loading spools" />
      ) : spools.isError ? (
        <Alert tone="error">Your spools could not be loaded. Please try refreshing the page.</Alert>
      ) : (
        <div className="space-y-6">
          {lowCount > 0 && (
            <Alert tone="warning">
              <strong className="font-semibold">{lowSpoolAlertText(lowCount)}</strong> — below{' '}
              {userThreshold === undefined ? 'the default' : 'your'} alert threshold of {globalThreshold} g or
              the spool&apos;s own.
            </Alert>
          )}
          {deleteFailure && <Alert tone="error">{deleteFailure}</Alert>}

          {spools.data.length === 0 ? (
            <EmptyState title={spoolMessages.empty} action={addButton}>
              Add your first spool to track how much filament is left and get an alert when it runs low.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Spools">
              {spools.data.map((spool) => (
                <li key={spool.id} className="flex">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <SpoolCard
                      spool={spool}
                      userThreshold={userThreshold}
                      currency={currency}
                      onEdit={() => setEditing({ mode: 'edit', spool })}
                      onDelete={() => {
                        setDeleteFailure(null);
                        setDeleting(spool);
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}

          {profile.data && (
            <Card>
              <h2 className="mb-3 text-base font-semibold text-slate-900">Low-spool alerts</h2>
              <LowSpoolSettings key={globalThreshold} uid={uid} threshold={globalThreshold} />
            </Card>
          )}
        </div>
      )}

      <SpoolFormModal
        uid={uid}
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
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
