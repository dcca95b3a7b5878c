import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  canConvertQuote,
  canTransition,
  documentKindLabels,
  invoiceFormDefaults,
  invoiceMessages,
  isConvertedQuote,
  isLocked,
  type InvoiceDocument,
  type InvoiceInput,
} from '@/domain/invoices';
import { mutationFailure } from '@/queries/mutation-failure';
import {
  useChangeInvoiceStatus,
  useConvertQuote,
  useInvoice,
  useInvoiceClients,
  useUpdateInvoice,
} from '../api/invoices';
import { DocumentView } from '../components/document-view';
import { MarkPaidDialog, VoidDialog } from '../components/lazy-dialogs';
import { PdfButton } from '../components/pdf-button';
import { InvoiceStatusBadge } from '../components/status-badge';
import type { SaveIntent } from '../components/invoice-editor';

// The editor (and the form library) only for a draft: a sent or paid document, most of what is
// opened here, shows without them.
const InvoiceEditor = lazy(() =>
  import('../components/invoice-editor').then((module) => ({ default: module.InvoiceEditor })),
);

/** One quote or invoice: the editor while a draft, the document (read-only) once sent; its actions. */
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  return (
    <QueryState
      query={invoice}
      loading="Loading the document"
      error="The document could not be loaded."
      isEmpty={(doc) => doc === null}
      empty={
        <EmptyState
          title="Document not found"
          action={
            <ButtonLink to={paths.dashboard.invoices} variant="secondary">
              Back to invoices
            </ButtonLink>
          }
        >
          It does not exist, or it is not yours.
        </EmptyState>
      }
    >
      {(doc) => (doc ? <InvoiceScreen key={doc.id} doc={doc} /> : null)}
    </QueryState>
  );
}

const lockedNote = (doc: InvoiceDocument) =>
  isConvertedQuote(doc)
    ? invoiceMessages.convertedLocked
    : doc.status === 'void'
      ? `This ${doc.kind} is void: it stays on record with its number, and nothing on it can change.`
      : doc.status === 'paid'
        ? 'This invoice is paid: its lines and amounts can no longer change.'
        : `This ${doc.kind} has been sent: its lines and amounts can no longer change. If something is wrong, void it and make a new one.`;

function InvoiceScreen({ doc }: { doc: InvoiceDocument }) {
  const navigate = useNavigate();
  const location = useLocation();
  const clients = useInvoiceClients();
  const update = useUpdateInvoice();
  const status = useChangeInvoiceStatus();
  const convert = useConvertQuote();
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { saved?: string } | null)?.saved ?? null,
  );
  const [pdfFailure, setPdfFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);

  const kindLabel = documentKindLabels[doc.kind];
  const locked = isLocked(doc);

  const resetAll = () => {
    setNotice(null);
    update.reset();
    status.reset();
    convert.reset();
  };

  const save = (input: InvoiceInput, intent: SaveIntent) => {
    resetAll();
    setSaving(intent);
    update.mutate(
      { id: doc.id, input },
      {
        onSuccess: (saved) => {
          if (intent === 'save') {
            setNotice(invoiceMessages.saved);
            return;
          }
          status.mutate(
            { action: 'send', id: saved.id },
            { onSuccess: (sent) => setNotice(invoiceMessages.sent(sent.number)) },
          );
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  const pay = (paidDate: string) => {
    resetAll();
    status.mutate(
      { action: 'pay', id: doc.id, paidDate },
      {
        onSuccess: (paid) => {
          setPaying(false);
          setNotice(invoiceMessages.paid(paid.number));
        },
      },
    );
  };

  const voidIt = () => {
    resetAll();
    status.mutate(
      { action: 'void', id: doc.id },
      {
        onSuccess: (voided) => setNotice(invoiceMessages.voided(voided.number)),
        onSettled: () => setVoiding(false),
      },
    );
  };

  const convertToInvoice = () => {
    resetAll();
    convert.mutate(doc.id, {
      onSuccess: (invoice) =>
        navigate(paths.dashboard.invoice(invoice.id), {
          state: { saved: invoiceMessages.converted(invoice.number) },
        }),
    });
  };

  const failure =
    mutationFailure(update, invoiceMessages.saveFailed) ??
    mutationFailure(status, invoiceMessages.statusFailed) ??
    mutationFailure(convert, invoiceMessages.saveFailed) ??
    pdfFailure;

  const busy = update.isPending || status.isPending || convert.isPending;

  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {kindLabel} {doc.number} <InvoiceStatusBadge status={doc.status} />
          </span>
        }
        description={<Provenance doc={doc} />}
        actions={
          <>
            {doc.kind === 'invoice' && canTransition(doc.kind, doc.status, 'paid') && (
              <Button onClick={() => setPaying(true)} disabled={busy}>
                Mark paid
              </Button>
            )}
            {canConvertQuote(doc) && (
              <Button onClick={convertToInvoice} loading={convert.isPending} disabled={busy}>
                Convert to invoice
              </Button>
            )}
            <PdfButton doc={doc} onFailure={setPdfFailure} />
            <ButtonLink to={paths.dashboard.invoicePrint(doc.id)} variant="secondary">
              Print
            </ButtonLink>
            {canTransition(doc.kind, doc.status, 'void') && (
              <Button variant="danger" onClick={() => setVoiding(true)} disabled={busy}>
                Void
              </Button>
            )}
          </>
        }
      />

      {locked ? (
        <div className="space-y-4">
          <Alert tone="info">{lockedNote(doc)}</Alert>
          {notice && <Alert tone="success">{notice}</Alert>}
          <FailureAlert message={failure} />
          <DocumentView doc={doc} />
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">Download PDF and Print show the document as last saved.</p>
          <Suspense fallback={<PageSpinner label="Loading the editor" />}>
            <InvoiceEditor
              kind={doc.kind}
              defaultValues={invoiceFormDefaults(doc)}
              currency={doc.currency}
              clients={clients.data ?? []}
              canSend
              saving={saving}
              failure={failure}
              saved={notice}
              onSubmit={save}
            />
          </Suspense>
        </div>
      )}

      <MarkPaidDialog
        doc={paying ? doc : null}
        busy={status.isPending}
        failure={paying ? mutationFailure(status, invoiceMessages.statusFailed) : null}
        onConfirm={pay}
        onCancel={() => setPaying(false)}
      />
      <VoidDialog
        open={voiding}
        title={`Void ${doc.number}`}
        message={`A void ${doc.kind} keeps its number and stays on record, but can no longer be sent${doc.kind === 'invoice' ? ' or paid' : ''}. This cannot be undone.`}
        confirmLabel="Void"
        busy={status.isPending}
        onConfirm={voidIt}
        onCancel={() => setVoiding(false)}
      />
    </>
  );
}

/** Where the document came from and went: its project, its quote, the invoice it became. */
function Provenance({ doc }: { doc: InvoiceDocument }) {
  const parts = [];
  if (doc.projectId) {
    parts.push(
      <Link
        key="project"
        to={paths.dashboard.project(doc.projectId)}
        className="font-medium text-indigo-700 hover:underline"
      >
        the project
      </Link>,
    );
  }
  return (
    <span className="flex flex-wrap gap-x-3">
      <span>{doc.client.name ? `For ${doc.client.name}` : 'No client yet'}</span>
      {doc.projectId && <span>From {parts}</span>}
      {doc.quoteId && (
        <span>
          From{' '}
          <Link
            to={paths.dashboard.invoice(doc.quoteId)}
            className="font-medium text-indigo-700 hover:underline"
          >
            its quote
          </Link>
        </span>
      )}
      {doc.convertedToInvoiceId && (
        <span>
          Converted to{' '}
          <Link
            to={paths.dashboard.invoice(doc.convertedToInvoiceId)}
            className="font-medium text-indigo-700 hover:underline"
          >
            an invoice
          </Link>
        </span>
      )}
    </span>
  );
}
