// The maintenance forms in dialogs, loaded when one first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const TaskFormDialog = lazyModal(
  () => import('./task-form-dialog').then((module) => module.TaskFormDialog),
  (props) => props.target !== null,
  (props) => props.onClose,
);

export const MarkDoneDialog = lazyModal(
  () => import('./mark-done-dialog').then((module) => module.MarkDoneDialog),
  (props) => props.target !== null,
  (props) => props.onClose,
);

export const StarterTasksDialog = lazyModal(
  () => import('./starter-tasks-dialog').then((module) => module.StarterTasksDialog),
  (props) => props.printer !== null,
  (props) => props.onClose,
);
