// The workshop's run dialogs, loaded when one first opens (src/components/ui/lazy-dialog.tsx).
// The page mounts them only while open.
import { lazyModal } from '@/components/ui/modal';

export const StartRunDialog = lazyModal(
  () => import('./start-run-dialog').then((module) => module.StartRunDialog),
  () => true,
  (props) => props.onClose,
);

export const FinishRunDialog = lazyModal(
  () => import('./finish-run-dialog').then((module) => module.FinishRunDialog),
  () => true,
  (props) => props.onClose,
);
