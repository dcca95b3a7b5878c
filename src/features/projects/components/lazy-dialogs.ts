// The project screens' confirmations (delete the project, delete a print job): ConfirmDialog, its
// code loaded when one first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const ConfirmDialog = lazyModal(
  () => import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
  (props) => props.open,
  (props) => props.onCancel,
);
