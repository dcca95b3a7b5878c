// The invoice page's dialogs, loaded when one first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const MarkPaidDialog = lazyModal(
  () => import('./mark-paid-dialog').then((module) => module.MarkPaidDialog),
  (props) => props.doc !== null,
  (props) => props.onCancel,
);

/** Void's confirmation: ConfirmDialog, its code loaded when it first opens. */
export const VoidDialog = lazyModal(
  () => import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
  (props) => props.open,
  (props) => props.onCancel,
);
