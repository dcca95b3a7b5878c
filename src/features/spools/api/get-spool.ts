import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { spoolHistoryQuery, spoolQuery } from '@/queries/spool-ledger';
import { useSignedInUser } from '@/session/session';

/** One of the signed-in user's spools; null when it does not exist or is not theirs. */
export function useSpool(spoolId: string) {
  const { uid } = useSignedInUser();
  return useQuery(spoolQuery(uid, spoolId));
}

/** The spool's ledger entries, newest first, a page at a time (Load more). */
export function useSpoolHistory(spoolId: string) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery(spoolHistoryQuery(uid, spoolId));
}
