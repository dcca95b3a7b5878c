// The Add Printer form, loaded when it first opens (src/components/ui/lazy-dialog.tsx).
import { lazyModal } from '@/components/ui/modal';

export const AddPrinterDialog = lazyModal(
  () => import('./add-printer-dialog').then((module) => module.AddPrinterDialog),
  (props) => props.open,
  (props) => props.onClose,
);
