import { queryOptions } from '@tanstack/react-query';
import { configResult } from '@/config/env';
import { parseMaterialList, type PublicMaterial } from '@/domain/materials';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

/** The user's own materials (Filament Types), and the public material list they import from. */
export const materialKeys = {
  ...userCollectionKeys('materials'),
  publicList: () => ['materials', 'public-list'] as const,
};

export const materialsQuery = (uid: string) =>
  repositoryQuery(materialKeys.list(uid), (repos) => repos.materials.list(uid), STALE_TIME.materials);

export const invalidateMaterials = invalidatorOf(materialKeys);

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
