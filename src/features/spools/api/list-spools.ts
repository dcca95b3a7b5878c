import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SpoolListFilters } from '@/domain/spool-list';
import { printingRunsQuery } from '@/queries/runs';
import { lowSpoolCountQuery, spoolCountQuery, spoolMaterialsQuery, spoolPagesQuery } from '@/queries/spools';
import { useProfile, useSignedInUser } from '@/session/session';

/** The signed-in user's spools a page at a time, in the order and with the filters they picked. */
export function useSpoolPages(filters: SpoolListFilters) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery(spoolPagesQuery(uid, filters));
}

/** How many spools the signed-in user has. */
export function useSpoolCount() {
  const { uid } = useSignedInUser();
  return useQuery(spoolCountQuery(uid));
}

/** How many of the signed-in user's spools are low (waits for the profile's threshold). */
export function useLowSpoolCount() {
  const { uid } = useSignedInUser();
  const profile = useProfile();
  return useQuery({
    ...lowSpoolCountQuery(uid, profile.data?.lowSpoolThreshold),
    // Without a readable profile the default threshold applies, as on the cards.
    enabled: !profile.isPending,
  });
}

/** The distinct materials of the signed-in user's spools (the material filter's options). */
export function useSpoolMaterials() {
  const { uid } = useSignedInUser();
  return useQuery(spoolMaterialsQuery(uid));
}

/** The runs printing now that use a spool (asked before deleting it); nothing while `spoolId` is null. */
export function usePrintingRunsUsing(spoolId: string | null) {
  const { uid } = useSignedInUser();
  return useQuery({
    ...printingRunsQuery(uid),
    enabled: spoolId !== null,
    select: (runs) => runs.filter((run) => spoolId !== null && run.spoolIds.includes(spoolId)),
  });
}
