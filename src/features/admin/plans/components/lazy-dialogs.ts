// The plan dialogs (the form with its drag-and-drop feature list), loaded when one first opens
// (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const PlanFormDialog = lazyModal(
  () => import('./plan-form-dialog').then((module) => module.PlanFormDialog),
  (props) => props.target !== null,
  (props) => props.onClose,
);

export const DeletePlanDialog = lazyModal(
  () => import('./delete-plan-dialog').then((module) => module.DeletePlanDialog),
  (props) => props.plan !== null,
  (props) => props.onClose,
);
