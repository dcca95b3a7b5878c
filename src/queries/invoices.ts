// Quotes and invoices (issue 14): the key family, the reads, and how the cache takes a write. The
// invoices repository is loaded on first use (lazyRepository), so it is not in the chunk every
// dashboard page shares.
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { DocumentStatus, InvoiceDocument } from '@/domain/invoices';
import { lazyRepository } from './lazy-repository';
import { userCollectionKeys } from './repository-query';

export const invoicesRepository = lazyRepository(() =>
  import('@/repositories/invoices').then((module) => module.createInvoicesRepository),
);

type InvoicesRepository = Awaited<ReturnType<typeof invoicesRepository>>;
export type InvoicePage = Awaited<ReturnType<InvoicesRepository['list']>>;
export type InvoiceCursor = InvoicePage['next'];

const invoiceCollectionKeys = userCollectionKeys('invoices');
export const invoiceKeys = {
  ...invoiceCollectionKeys,
  pagesOfUser: (uid: string) => [...invoiceCollectionKeys.ofUser(uid), 'pages'] as const,
  pages: (uid: string, status: DocumentStatus | null) =>
    [...invoiceCollectionKeys.ofUser(uid), 'pages', status ?? 'all'] as const,
  summaryOfUser: (uid: string) => [...invoiceCollectionKeys.ofUser(uid), 'summary'] as const,
  summary: (uid: string, monthStart: string, currency: string) =>
    [...invoiceCollectionKeys.ofUser(uid), 'summary', monthStart, currency] as const,
  clients: (uid: string) => [...invoiceCollectionKeys.ofUser(uid), 'clients'] as const,
  detail: (uid: string, id: string) => [...invoiceCollectionKeys.ofUser(uid), 'detail', id] as const,
};

/** Documents change only by the user's own hand (each write updates the cache): a minute is fresh. */
const INVOICES_STALE_TIME = 60_000;
export const INVOICE_PAGE_SIZE = 25;

/** The user's quotes and invoices, newest first, one state or all, a page at a time. */
export const invoicePagesQuery = (uid: string, status: DocumentStatus | null) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.pages(uid, status),
    queryFn: async ({ pageParam }) =>
      (await invoicesRepository()).list(uid, {
        status: status ?? undefined,
        cursor: pageParam,
        pageSize: INVOICE_PAGE_SIZE,
      }),
    initialPageParam: null as InvoiceCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: INVOICES_STALE_TIME,
  });

/** Outstanding (sent) and paid since the start of the month, per currency, the user's first. */
export const invoiceSummaryQuery = (uid: string, monthStart: string, currency: string) =>
  queryOptions({
    queryKey: invoiceKeys.summary(uid, monthStart, currency),
    queryFn: async () => (await invoicesRepository()).summary(uid, monthStart, currency),
    staleTime: INVOICES_STALE_TIME,
  });

/** Earlier clients, offered as suggestions in the editor. */
export const invoiceClientsQuery = (uid: string) =>
  queryOptions({
    queryKey: invoiceKeys.clients(uid),
    queryFn: async () => (await invoicesRepository()).clients(uid),
    staleTime: 5 * 60_000,
  });

/** One quote or invoice; null when it does not exist or is someone else's. */
export const invoiceQuery = (uid: string, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(uid, id),
    queryFn: async () => (await invoicesRepository()).get(uid, id),
    staleTime: INVOICES_STALE_TIME,
  });

type InvoicePages = InfiniteData<InvoicePage, InvoiceCursor | null>;

/**
 * After a write, the cache takes what was written: the document's own view, and every list view
 * that holds it (replaced in place; dropped from a state filter it no longer matches). What a
 * write can move but the cache cannot place without a read — a new document's spot in the list,
 * the list of the state it moved into, the sums, the client suggestions — reads again; only
 * invoices views, nothing else of the app.
 */
export function invoiceWritten(
  queryClient: QueryClient,
  uid: string,
  written: InvoiceDocument,
  { created = false }: { created?: boolean } = {},
) {
  queryClient.setQueryData(invoiceKeys.detail(uid, written.id), written);
  for (const [key, data] of queryClient.getQueriesData<InvoicePages>({
    queryKey: invoiceKeys.pagesOfUser(uid),
  })) {
    if (!data) continue;
    const view = key[3] as DocumentStatus | 'all';
    if (created) {
      if (view === 'all' || view === written.status) void queryClient.invalidateQueries({ queryKey: key });
      continue;
    }
    const holds = data.pages.some((page) => page.items.some((item) => item.id === written.id));
    if (view !== 'all' && view !== written.status) {
      if (holds) {
        queryClient.setQueryData<InvoicePages>(key, {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== written.id),
          })),
        });
      }
      continue;
    }
    if (holds) {
      queryClient.setQueryData<InvoicePages>(key, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === written.id ? written : item)),
        })),
      });
    } else {
      // It moved into this state's view: where it sorts is the list's to say.
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.summaryOfUser(uid) });
  void queryClient.invalidateQueries({ queryKey: invoiceKeys.clients(uid) });
}

/**
 * After a refused or failed write: the document reads again (another tab may have sent or voided
 * it, which is often why it was refused), and so do the list views.
 */
export const invoiceWriteFailed = (queryClient: QueryClient, uid: string, id: string | null) =>
  Promise.all([
    id ? queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(uid, id) }) : null,
    queryClient.invalidateQueries({ queryKey: invoiceKeys.pagesOfUser(uid) }),
  ]);
