import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { filamentCountQuery, filamentPagesQuery } from '@/queries/filaments';

/** The catalogue by name, 20 a page (SPEC §7). */
export const useFilamentPages = () => useInfiniteQuery(filamentPagesQuery());

/** The catalogue's true total (one aggregate read). */
export const useFilamentCount = () => useQuery(filamentCountQuery());
