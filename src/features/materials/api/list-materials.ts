import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createMaterialsRepository } from '@/repositories/materials';
import { materialKeys } from './keys';

export const materialsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: materialKeys.list(uid),
    queryFn: () => createMaterialsRepository(appFirestore()).list(uid),
  });

export const useMaterials = (uid: string) => useQuery(materialsQueryOptions(uid));
