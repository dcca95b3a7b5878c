import { useParams } from 'react-router-dom';
import { PrinterMaintenanceSection } from '@/features/maintenance/components/printer-maintenance-section';
import { EditPrinterPage } from '@/features/printers/pages/edit-printer-page';

/** /dashboard/printers/:printerId — the printer's edit form, then its maintenance (issue 13). */
export function PrinterRoute() {
  const { printerId = '' } = useParams();
  return (
    <>
      <EditPrinterPage />
      <PrinterMaintenanceSection key={printerId} printerId={printerId} />
    </>
  );
}
