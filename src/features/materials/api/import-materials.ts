import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { configResult } from '@/config/env';
import { parseMaterialList, type PublicMaterial } from '@/domain/materials';
import { appFirestore } from '@/repositories/app-firestore';
import { createMaterialsRepository } from '@/repositories/materials';
import { materialKeys } from './keys';

/** GETs the public material list (SpoolmanDB materials.json, VITE_MATERIALS_URL). */
export async function fetchPublicMaterials(url: string): Promise<PublicMaterial[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Material list request failed: ${response.status}`);
  return parseMaterialList(await response.json());
}

export const publicMaterialsQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.publicList(),
    queryFn: () => {
      if (!configResult.ok) throw new Error('The app configuration is incomplete');
      return fetchPublicMaterials(configResult.config.materialsUrl);
    },
    staleTime: 60 * 60_000,
    retry: 0,
  });

/** The list is fetched only while the import dialog is open. */
export const usePublicMaterials = (enabled: boolean) =>
  useQuery({ ...publicMaterialsQueryOptions(), enabled });

export function useImportMaterials(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selected: readonly PublicMaterial[]) =>
      createMaterialsRepository(appFirestore()).createMany(uid, selected),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.list(uid) }),
  });
}
