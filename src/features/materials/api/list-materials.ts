import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MaterialSort } from '@/domain/materials';
import { materialCountQuery, materialPagesQuery, publicMaterialListQuery } from '@/queries/materials';
import { useSignedInUser } from '@/session/session';

/**
 * The signed-in user's materials (Filament Types) in the table's order, a page at a time; while
 * another order loads, the rows already shown stay.
 */
export function useMaterialPages(sort: MaterialSort) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery({ ...materialPagesQuery(uid, sort), placeholderData: keepPreviousData });
}

/** How many materials the user has (an aggregation read, not a download). */
export function useMaterialCount() {
  const { uid } = useSignedInUser();
  return useQuery(materialCountQuery(uid));
}

/** The public material list to import from; fetched while the import dialog is open. */
export const usePublicMaterialList = () => useQuery(publicMaterialListQuery());
