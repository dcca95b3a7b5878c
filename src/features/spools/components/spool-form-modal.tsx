import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Spool, SpoolInput } from '@/domain/spools';
import { errorMessage } from '@/repositories/errors';
import { useSaveSpool } from '../api/save-spool';
import { SpoolForm } from './spool-form';

export const SAVE_SPOOL_FAILED = 'Failed to save the spool. Please try again.';

interface SpoolFormModalProps {
  uid: string;
  open: boolean;
  /** The spool being edited; absent when adding. */
  spool?: Spool | undefined;
  globalThreshold: number;
  currency: string;
  onClose: () => void;
}

export function SpoolFormModal({
  uid,
  open,
  spool,
  globalThreshold,
  currency,
  onClose,
}: SpoolFormModalProps) {
  const save = useSaveSpool(uid);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SpoolInput) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: spool?.id, values });
      onClose();
    } catch (error) {
      console.error('Saving the spool failed', error);
      setFailure(errorMessage(error, SAVE_SPOOL_FAILED));
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={spool ? 'Edit Spool' : 'Add Spool'} size="xl">
      {/* Keyed so each opening starts from the spool's own values (or fresh defaults). */}
      <SpoolForm
        key={spool?.id ?? 'new'}
        spool={spool}
        globalThreshold={globalThreshold}
        currency={currency}
        failure={failure}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}
