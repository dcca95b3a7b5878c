import { FormActions } from './form-actions';
import { Modal } from './modal';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the message is about, below it (a list, for example). */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <p className="text-sm text-slate-600">{message}</p>
      {children}
      <FormActions className="mt-6" onCancel={onCancel} busy={busy} onConfirm={onConfirm} variant="danger">
        {confirmLabel}
      </FormActions>
    </Modal>
  );
}
