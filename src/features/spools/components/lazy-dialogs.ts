// The spool pages' forms in dialogs, loaded when one first opens: react-hook-form and the forms'
// code are not part of the pages (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const SpoolFormModal = lazyModal(
  () => import('./spool-form-modal').then((module) => module.SpoolFormModal),
  (props) => props.open,
  (props) => props.onClose,
);

export const WeighInDialog = lazyModal(
  () => import('./weigh-in-dialog').then((module) => module.WeighInDialog),
  (props) => props.open,
  (props) => props.onClose,
);

export const AdjustSpoolDialog = lazyModal(
  () => import('./adjust-spool-dialog').then((module) => module.AdjustSpoolDialog),
  (props) => props.open,
  (props) => props.onClose,
);
