// The materials page's dialogs, loaded when one first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const MaterialFormModal = lazyModal(
  () => import('./material-form-modal').then((module) => module.MaterialFormModal),
  (props) => props.open,
  (props) => props.onClose,
);

export const ImportMaterialsModal = lazyModal(
  () => import('./import-materials-modal').then((module) => module.ImportMaterialsModal),
  (props) => props.open,
  (props) => props.onClose,
);
