import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { documentKindLabels } from '@/domain/invoices';
import { useInvoice } from '../api/invoices';
import { DocumentView } from '../components/document-view';

/**
 * The print view: the document alone (no dashboard around it), a bar with Print and Back that
 * does not print, and the browser's print dialog for the paper.
 */
export function InvoicePrintPage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  const doc = invoice.data;
  // The document's name is what the print dialog offers as the file name of a "Save as PDF".
  useEffect(() => {
    if (!doc) return;
    const previous = document.title;
    document.title = `${documentKindLabels[doc.kind]} ${doc.number}`;
    return () => {
      document.title = previous;
    };
  }, [doc]);
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <div className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
        <nav
          aria-label="Print"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden"
        >
          <Link
            to={paths.dashboard.invoice(invoiceId)}
            className="text-sm font-semibold text-indigo-700 hover:underline"
          >
            ← Back to the document
          </Link>
          <Button onClick={() => window.print()} disabled={!doc}>
            Print
          </Button>
        </nav>
        <main>
          <QueryState
            query={invoice}
            loading="Loading the document"
            error="The document could not be loaded."
            isEmpty={(data) => data === null}
            empty={
              <p className="text-sm text-slate-700">
                Document not found: it does not exist, or it is not yours.
              </p>
            }
          >
            {(data) =>
              data ? (
                <>
                  {/* The paper of the document (the profile's, when it was made). */}
                  <style>{`@page { size: ${data.paperSize === 'Letter' ? 'letter' : 'A4'}; margin: 16mm; }`}</style>
                  <DocumentView doc={data} />
                </>
              ) : null
            }
          </QueryState>
        </main>
      </div>
    </div>
  );
}
