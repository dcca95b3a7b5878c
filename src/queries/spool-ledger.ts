import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryCursor } from '@/repositories/spool-ledger';
import { spoolLedgerRepository, spoolsRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { spoolKeys } from './spools';
import { STALE_TIME } from './stale-times';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The views of one spool (its detail, history, empty weight): keyed [..., view, spoolId]. */
const ONE_SPOOL_VIEWS = ['history', 'detail', 'empty-weight'] as const;

// A spool's history lives under the spools key family: every write to a spool refreshes it.
const oneSpoolKey =
  <View extends (typeof ONE_SPOOL_VIEWS)[number]>(view: View) =>
  (uid: string, spoolId: string) =>
    [...spoolKeys.ofUser(uid), view, spoolId] as const;
export const spoolLedgerKeys = {
  history: oneSpoolKey('history'),
  detail: oneSpoolKey('detail'),
  emptyWeight: oneSpoolKey('empty-weight'),
};

/** One of the user's spools; null when it does not exist or is not theirs. */
export const spoolQuery = (uid: string, spoolId: string) =>
  repositoryQuery(
    spoolLedgerKeys.detail(uid, spoolId),
    spoolsRepository,
    (spools) => spools.get(uid, spoolId),
    STALE_TIME.spools,
  );

/** The spool's ledger, newest first (its own entries only), a page at a time (Load more). */
export const spoolHistoryQuery = (uid: string, spoolId: string) =>
  infiniteQueryOptions({
    queryKey: spoolLedgerKeys.history(uid, spoolId),
    queryFn: async ({ pageParam }) => (await spoolLedgerRepository()).history(uid, spoolId, pageParam),
    initialPageParam: null as HistoryCursor | null,
    getNextPageParam: (last) => last.next,
    staleTime: STALE_TIME.spools,
  });

/**
 * What a write to one spool changes: `remaining` (a weigh-in or adjustment: its remaining
 * weight, status and low flag), `record` (the form saved or a spool added: anything on it), or
 * `deleted`.
 */
export type SpoolWrite = 'remaining' | 'record' | 'deleted';

/**
 * After a write to one spool, only the views it changes read again: that spool's own views (not
 * every other spool's), the lists and pages that show spools, and the figures it can move (the
 * count, price and materials only when the record itself changed). A deleted spool's own views
 * are dropped rather than read again.
 */
export function refreshAfterSpoolWrite(
  queryClient: QueryClient,
  uid: string,
  spoolId: string | undefined,
  write: SpoolWrite,
) {
  const userKey = spoolKeys.ofUser(uid);
  const isOwnView = (key: QueryKey) =>
    (ONE_SPOOL_VIEWS as readonly unknown[]).includes(key[2]) && key[3] === spoolId;
  const isUsers = (key: QueryKey) => key[0] === userKey[0] && key[1] === userKey[1];
  const changes = (key: QueryKey): boolean => {
    if (!isUsers(key)) return false;
    if ((ONE_SPOOL_VIEWS as readonly unknown[]).includes(key[2]))
      return isOwnView(key) && write !== 'deleted';
    if (write !== 'remaining') return true;
    // A change of remaining weight leaves the count, the price totals and the materials alone.
    return !(key[2] === 'distinct-materials' || (key[2] === 'stats' && key[3] !== 'low'));
  };
  if (write === 'deleted' && spoolId)
    queryClient.removeQueries({
      predicate: (query) => isUsers(query.queryKey) && isOwnView(query.queryKey),
    });
  // The materials (one read each, only a filter's options) refresh without holding up the write.
  const isMaterials = (key: QueryKey) => key[2] === 'distinct-materials';
  void queryClient.invalidateQueries({
    predicate: (query) => isMaterials(query.queryKey) && changes(query.queryKey),
  });
  return queryClient.invalidateQueries({
    predicate: (query) => !isMaterials(query.queryKey) && changes(query.queryKey),
  });
}
