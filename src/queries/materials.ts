import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { configResult } from '@/config/env';
import {
  parseMaterialList,
  type Material,
  type MaterialInput,
  type MaterialSort,
  type MaterialSortKey,
  type PublicMaterial,
} from '@/domain/materials';
import type { CursorPage, PageCursor } from '@/repositories/cursor-page';
import { materialsRepository } from './repositories';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

/** The user's own materials (Filament Types), and the public material list they import from. */
const ownedMaterialKeys = userCollectionKeys('materials');
export const materialKeys = {
  ...ownedMaterialKeys,
  /** Every sort's pages of one user's materials: [materials, uid, 'pages', column, direction]. */
  allPages: (uid: string) => [...ownedMaterialKeys.ofUser(uid), 'pages'] as const,
  pages: (uid: string, sort: MaterialSort) =>
    [...ownedMaterialKeys.ofUser(uid), 'pages', sort.key, sort.direction] as const,
  count: (uid: string) => [...ownedMaterialKeys.ofUser(uid), 'count'] as const,
  publicList: () => ['materials', 'public-list'] as const,
};

export type MaterialPages = InfiniteData<CursorPage<Material>, PageCursor | null>;

/** The user's materials in the table's order, a page at a time (Load more reads the next). */
export const materialPagesQuery = (uid: string, sort: MaterialSort) =>
  infiniteQueryOptions({
    queryKey: materialKeys.pages(uid, sort),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page: CursorPage<Material>) => page.next,
    staleTime: STALE_TIME.materials,
    queryFn: async ({ pageParam }) => (await materialsRepository()).listPage(uid, sort, pageParam),
  });

/** How many materials the user has: one aggregation read. */
export const materialCountQuery = (uid: string) =>
  repositoryQuery(
    materialKeys.count(uid),
    materialsRepository,
    (materials) => materials.count(uid),
    STALE_TIME.materials,
  );

/** Every view of the user's materials reads again (after an import, or a write that failed). */
export const invalidateMaterials = invalidatorOf(materialKeys);

/** Applies `change` to every cached page of every sort of the user's materials. */
function updateCachedPages(
  queryClient: QueryClient,
  uid: string,
  change: (materials: Material[]) => Material[],
) {
  queryClient.setQueriesData<MaterialPages>({ queryKey: materialKeys.allPages(uid) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

/**
 * After a material was added: its place depends on each sort, so the pages read again; the
 * count goes up by one without a read.
 */
export async function afterMaterialCreated(queryClient: QueryClient, uid: string) {
  queryClient.setQueryData<number>(materialKeys.count(uid), (count) =>
    count === undefined ? count : count + 1,
  );
  await queryClient.invalidateQueries({ queryKey: materialKeys.allPages(uid) });
}

/**
 * After a material was edited: the cached row takes the saved values at once; a sort by a column
 * whose value changed may move the row, so only those sorts read again.
 */
export async function afterMaterialUpdated(
  queryClient: QueryClient,
  uid: string,
  id: string,
  saved: MaterialInput,
) {
  let before: Material | undefined;
  updateCachedPages(queryClient, uid, (materials) =>
    materials.map((material) => {
      if (material.id !== id) return material;
      before = material;
      return { ...material, ...saved };
    }),
  );
  const moved = (key: MaterialSortKey) => before === undefined || before[key] !== saved[key];
  await queryClient.invalidateQueries({
    queryKey: materialKeys.allPages(uid),
    predicate: (cached) => moved(cached.queryKey[3] as MaterialSortKey),
  });
}

/** After a material was deleted: it leaves every cached page and the count, with no read. */
export function afterMaterialDeleted(queryClient: QueryClient, uid: string, id: string) {
  updateCachedPages(queryClient, uid, (materials) => materials.filter((material) => material.id !== id));
  queryClient.setQueryData<number>(materialKeys.count(uid), (count) =>
    count === undefined ? count : Math.max(0, count - 1),
  );
}

/** SpoolmanDB's list changes rarely: an hour without a second download. */
const PUBLIC_LIST_STALE_TIME = 60 * 60_000;

/** GETs the public material list (SpoolmanDB materials.json, VITE_MATERIALS_URL, SPEC §7). */
async function fetchPublicMaterials(): Promise<PublicMaterial[]> {
  if (!configResult.ok) throw new Error('The app configuration is incomplete');
  const response = await fetch(configResult.config.materialsUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Material list request failed: ${response.status}`);
  return parseMaterialList(await response.json());
}

/**
 * The public material list of the import dialog. A failure is said at once with a Close button
 * (SPEC §8), so it is not retried; a loaded list serves the session's dialogs for an hour.
 */
export const publicMaterialListQuery = () =>
  queryOptions({
    queryKey: materialKeys.publicList(),
    queryFn: fetchPublicMaterials,
    staleTime: PUBLIC_LIST_STALE_TIME,
    retry: 0,
  });
