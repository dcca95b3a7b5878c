// The scan dialog, loaded when Scan is first pressed (src/components/ui/lazy-dialog.tsx): its
// code, and jsQR after it where the browser has no BarcodeDetector, never load with a page.
import { lazyModal } from '@/components/ui/modal';

export const LazyScanDialog = lazyModal(
  () => import('./scan-dialog').then((module) => module.ScanDialog),
  (props) => props.open,
  (props) => props.onClose,
);
