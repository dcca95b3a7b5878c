import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createSpoolsRepository } from '@/repositories/spools';
import { spoolKeys } from './keys';

export const spoolsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: spoolKeys.list(uid),
    queryFn: () => createSpoolsRepository(appFirestore()).list(uid),
  });

export const useSpools = (uid: string) => useQuery(spoolsQueryOptions(uid));
