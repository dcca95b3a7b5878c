import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { usePrinter } from '@/features/printers/api/list-printers';
import { EditPrinterPage } from '@/features/printers/pages/edit-printer-page';

// The printer's maintenance (its tasks, log and their dialogs) is not the page's main content, the
// edit form is: its code loads once the printer has been read (issue 15), and until then its place
// shows what the section shows while it reads (its heading, 'Loading maintenance').
const PrinterMaintenanceSection = lazy(() =>
  import('@/features/maintenance/components/printer-maintenance-section').then((module) => ({
    default: module.PrinterMaintenanceSection,
  })),
);

/**
 * The section's place while its code or the printer loads: drawn as printer-maintenance-section.tsx
 * draws itself while it reads (its heading, 'Loading maintenance'), but not yet its region, which
 * is the section's own once it shows.
 */
function MaintenanceLoading() {
  return (
    <div className="mt-10 max-w-5xl">
      <h2 className="mb-4 text-xl font-semibold text-slate-900">Maintenance</h2>
      <PageSpinner label="Loading maintenance" />
    </div>
  );
}

/** /dashboard/printers/:printerId — the printer's edit form, then its maintenance (issue 13). */
export function PrinterRoute() {
  const { printerId = '' } = useParams();
  // The page's own read (the same query): the section waits for it, and shows nothing for a
  // printer that is not the user's.
  const printer = usePrinter(printerId);
  return (
    <>
      <EditPrinterPage />
      {printer.isPending ? (
        <MaintenanceLoading />
      ) : printer.data === null ? null : (
        <Suspense fallback={<MaintenanceLoading />}>
          <PrinterMaintenanceSection key={printerId} printerId={printerId} />
        </Suspense>
      )}
    </>
  );
}
