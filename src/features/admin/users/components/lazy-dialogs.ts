// The user dialog, loaded when it first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const EditUserDialog = lazyModal(
  () => import('./edit-user-dialog').then((module) => module.EditUserDialog),
  (props) => props.user !== null,
  (props) => props.onClose,
);
