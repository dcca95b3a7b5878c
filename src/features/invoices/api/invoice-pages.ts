import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentStatus } from '@/domain/invoices';
import { invoicePagesQuery } from '@/queries/invoices';
import { useSignedInUser } from '@/session/session';

/** The list's pages, newest first (its own module: only the list page reads pages). */
export function useInvoicePages(status: DocumentStatus | null) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery(invoicePagesQuery(uid, status));
}
