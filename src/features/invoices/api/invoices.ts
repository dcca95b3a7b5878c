import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { monthStartOf } from '@/domain/invoices';
import type { InvoiceDocument, DocumentKind, InvoiceInput } from '@/domain/invoices';
import {
  invoiceClientsQuery,
  invoiceKeys,
  invoiceQuery,
  invoicesRepository,
  invoiceSummaryQuery,
  invoiceWriteFailed,
  invoiceWritten,
} from '@/queries/invoices';
import { useSignedInUser } from '@/session/session';

type InvoicesRepository = Awaited<ReturnType<typeof invoicesRepository>>;

/** Outstanding and paid since the first of this month, per currency (`currency` first); waits for `enabled`. */
export function useInvoiceSummary(currency: string, enabled = true) {
  const { uid } = useSignedInUser();
  return useQuery({ ...invoiceSummaryQuery(uid, monthStartOf(), currency), enabled });
}

export function useInvoiceClients() {
  const { uid } = useSignedInUser();
  return useQuery(invoiceClientsQuery(uid));
}

export function useInvoice(id: string) {
  const { uid } = useSignedInUser();
  return useQuery(invoiceQuery(uid, id));
}

/**
 * A write to one document. On success the cache takes the document written (invoiceWritten); a
 * refused or failed write reads the document and the list again. The form that started it keeps
 * what was typed either way.
 */
function useInvoiceWrite<Variables>(
  action: string,
  write: (repo: InvoicesRepository, uid: string, variables: Variables) => Promise<InvoiceDocument>,
  { created = false, idOf }: { created?: boolean; idOf?: (variables: Variables) => string | null } = {},
) {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action },
    mutationFn: async (variables: Variables) => write(await invoicesRepository(), uid, variables),
    onSuccess: (written, variables) => {
      invoiceWritten(queryClient, uid, written, { created });
      // A conversion also changed the quote (its link to the invoice).
      const sourceId = idOf?.(variables);
      if (created && sourceId) {
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(uid, sourceId) });
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.pagesOfUser(uid) });
      }
    },
    onError: (_error, variables) => invoiceWriteFailed(queryClient, uid, idOf?.(variables) ?? null),
  });
}

export interface CreateInvoiceVariables {
  kind: DocumentKind;
  input: InvoiceInput;
  projectId?: string | null;
}

export const useCreateInvoice = () =>
  useInvoiceWrite(
    'Creating a quote or invoice',
    (repo, uid, { kind, input, projectId }: CreateInvoiceVariables) =>
      repo.create(uid, kind, input, { projectId: projectId ?? null }),
    { created: true },
  );

export const useUpdateInvoice = () =>
  useInvoiceWrite(
    'Saving a quote or invoice',
    (repo, uid, { id, input }: { id: string; input: InvoiceInput }) => repo.update(uid, id, input),
    { idOf: ({ id }) => id },
  );

export type StatusAction =
  | { action: 'send'; id: string }
  | { action: 'pay'; id: string; paidDate: string }
  | { action: 'void'; id: string };

export const useChangeInvoiceStatus = () =>
  useInvoiceWrite(
    'Changing the status of a quote or invoice',
    (repo, uid, change: StatusAction) =>
      change.action === 'send'
        ? repo.send(uid, change.id)
        : change.action === 'pay'
          ? repo.markPaid(uid, change.id, change.paidDate)
          : repo.void(uid, change.id),
    { idOf: ({ id }) => id },
  );

export const useConvertQuote = () =>
  useInvoiceWrite(
    'Converting a quote to an invoice',
    (repo, uid, quoteId: string) => repo.convertQuote(uid, quoteId),
    { created: true, idOf: (quoteId) => quoteId },
  );
