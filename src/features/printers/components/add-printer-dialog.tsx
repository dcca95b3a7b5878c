import { Modal } from '@/components/ui/modal';
import { printerFormDefaults, type PrinterInput } from '@/domain/printers';
import { PrinterForm } from './printer-form';

interface AddPrinterDialogProps {
  open: boolean;
  electricityRate: number;
  currency: string;
  /** A save failure to show above the buttons. */
  failure: string | null;
  saving: boolean;
  onSubmit: (values: PrinterInput) => void;
  onClose: () => void;
}

/** The printers page's Add Printer form, in a dialog (loaded when it first opens: lazy-dialogs.ts). */
export function AddPrinterDialog({ open, onClose, ...form }: AddPrinterDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Add Printer" size="lg">
      <PrinterForm
        defaultValues={printerFormDefaults()}
        submitLabel="Add Printer"
        onCancel={onClose}
        {...form}
      />
    </Modal>
  );
}
