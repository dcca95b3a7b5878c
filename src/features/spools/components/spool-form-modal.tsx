import { Modal } from '@/components/ui/modal';
import type { SpoolInput } from '@/domain/spool-form';
import type { Spool } from '@/domain/spool-record';
import { mutationFailure } from '@/queries/mutation-failure';
import { useSaveSpool } from '../api/spool-mutations';
import { SpoolForm } from './spool-form';

export const SAVE_SPOOL_FAILED = 'Failed to save the spool. Please try again.';

interface SpoolFormModalProps {
  open: boolean;
  /** The spool being edited; absent when adding. */
  spool?: Spool | undefined;
  globalThreshold: number;
  currency: string;
  onClose: () => void;
}

export function SpoolFormModal({ open, spool, ...props }: SpoolFormModalProps) {
  return (
    <Modal open={open} onClose={props.onClose} title={spool ? 'Edit Spool' : 'Add Spool'} size="xl">
      {/* Mounted on each opening (keyed by spool): it starts from the spool's values or fresh defaults. */}
      <SaveSpoolForm key={spool?.id ?? 'new'} spool={spool} {...props} />
    </Modal>
  );
}

function SaveSpoolForm({ spool, globalThreshold, currency, onClose }: Omit<SpoolFormModalProps, 'open'>) {
  const save = useSaveSpool();
  const submit = (values: SpoolInput) => save.mutate({ id: spool?.id, values }, { onSuccess: onClose });
  return (
    <SpoolForm
      spool={spool}
      globalThreshold={globalThreshold}
      currency={currency}
      failure={mutationFailure(save, SAVE_SPOOL_FAILED)}
      saving={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}
