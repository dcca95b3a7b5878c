// The filament form, loaded when it first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const FilamentFormDialog = lazyModal(
  () => import('./filament-form-dialog').then((module) => module.FilamentFormDialog),
  (props) => props.target !== null,
  (props) => props.onClose,
);
