import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { invoiceMessages, type InvoiceDocument } from '@/domain/invoices';

/**
 * Download PDF: the PDF module (pdf-lib, fontkit, the fonts) is fetched with import() on the
 * click, so no page of the app carries it before a user asks for a PDF.
 */
export function PdfButton({
  doc,
  onFailure,
}: {
  doc: InvoiceDocument;
  onFailure: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    onFailure(null);
    try {
      const { downloadInvoicePdf } = await import('../pdf/invoice-pdf');
      await downloadInvoicePdf(doc);
    } catch (error) {
      console.error('Creating a PDF failed', error);
      onFailure(invoiceMessages.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      Download PDF
    </Button>
  );
}
