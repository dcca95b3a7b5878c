import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createFilamentsRepository, type FilamentCursor } from '@/repositories/filaments';
import { adminFilamentKeys } from './keys';

/** The catalogue by name, 20 a page; the next page starts after the last row (SPEC §7). */
export const filamentPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminFilamentKeys.pages(),
    queryFn: ({ pageParam }) => createFilamentsRepository(appFirestore()).listPage(pageParam),
    initialPageParam: null as FilamentCursor | null,
    getNextPageParam: (page) => page.next,
  });

export const useFilamentPages = () => useInfiniteQuery(filamentPagesQueryOptions());

export const filamentCountQueryOptions = () =>
  queryOptions({
    queryKey: adminFilamentKeys.count(),
    queryFn: () => createFilamentsRepository(appFirestore()).count(),
  });

export const useFilamentCount = () => useQuery(filamentCountQueryOptions());
