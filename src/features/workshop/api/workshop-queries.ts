import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Spool } from '@/domain/spool-record';
import { parseSpoolSearch } from '@/domain/spool-search';
import { maintenanceTasksQuery } from '@/queries/maintenance';
import { printersQuery } from '@/queries/printers';
import { printingRunsQuery, queueQuery } from '@/queries/runs';
import {
  searchableSpoolCountQuery,
  spoolCountQuery,
  spoolSearchQuery,
  spoolsByIdsQuery,
  spoolsOfMaterialsQuery,
} from '@/queries/spools';
import { useSignedInUser } from '@/session/session';
import { useMakeSpoolsSearchable } from './spool-search-mutations';

/** The printers of the board's tiles. */
export function useWorkshopPrinters() {
  const { uid } = useSignedInUser();
  return useQuery(printersQuery(uid));
}

/** Every maintenance task, to mark the printers with overdue ones. */
export function useMaintenanceTasks() {
  const { uid } = useSignedInUser();
  return useQuery(maintenanceTasksQuery(uid));
}

/** The runs printing now, one per busy printer. */
export function usePrintingRuns() {
  const { uid } = useSignedInUser();
  return useQuery(printingRunsQuery(uid));
}

/** The jobs waiting to print, a page at a time; '' = every material. */
export function useQueue(materialType: string) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery(queueQuery(uid, materialType));
}

/**
 * The spools the start dialog suggests: those of the jobs' materials that still hold filament (one
 * query of at most 100, not the whole inventory; none when a job states no material, where the
 * dialog lists every spool by name instead, a page at a time). Nothing is read until it opens.
 */
export function useStartSpools(open: boolean, materials: readonly string[]) {
  const { uid } = useSignedInUser();
  const anyMaterial = materials.length === 0 || materials.some((material) => material.trim() === '');
  const query = useQuery({ ...spoolsOfMaterialsQuery(uid, materials), enabled: open && !anyMaterial });
  return { query, anyMaterial };
}

/** "Find a spool" in the start dialog: any usable spool, by its words, a page at a time. */
export interface SpoolFinder {
  /** The words last searched ('' when none). */
  text: string;
  /** Whether spools are listed: words were searched, or every spool by name (browsing). */
  active: boolean;
  /** Every usable spool by name is listed (no words). */
  browsing: boolean;
  /** The dialog suggests the spools of the job's material (false: a job of no stated material). */
  ofMaterial: boolean;
  /** The spools found so far, by name (every page read). */
  spools: Spool[];
  status: 'pending' | 'error' | 'success';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  retry: () => unknown;
  search: (text: string) => void;
  /** Lists every usable spool by name, paged (offered while the dialog shows one material's). */
  browseAll?: () => void;
  /** Spools saved before the search existed, which it cannot find until made searchable. */
  unsearchable: number;
  makeSearchable: () => void;
  makingSearchable: boolean;
  makeSearchableFailed: boolean;
}

/**
 * The start dialog's search. A job of no stated material lists every usable spool by name from
 * the start. Each page reads at most SPOOL_SEARCH_PAGE_SIZE + 1 spools; the dialog also counts the
 * spools the search cannot find yet (two aggregation reads).
 */
export function useSpoolFinder(open: boolean, anyMaterial: boolean) {
  const { uid } = useSignedInUser();
  const [text, setText] = useState('');
  const [browseAll, setBrowseAll] = useState(false);
  const hasWords = parseSpoolSearch(text).terms.length > 0;
  const browsing = !hasWords && (anyMaterial || browseAll);
  const active = hasWords || browsing;
  const found = useInfiniteQuery({ ...spoolSearchQuery(uid, hasWords ? text : ''), enabled: open && active });
  const total = useQuery({ ...spoolCountQuery(uid), enabled: open });
  const searchable = useQuery({ ...searchableSpoolCountQuery(uid), enabled: open });
  const making = useMakeSpoolsSearchable();
  const unsearchable =
    total.data !== undefined && searchable.data !== undefined ? Math.max(0, total.data - searchable.data) : 0;
  const finder: SpoolFinder = {
    text: hasWords ? text : '',
    active,
    browsing,
    ofMaterial: !anyMaterial,
    spools: found.data?.pages.flatMap((page) => page.spools) ?? [],
    status: found.status,
    hasNextPage: found.hasNextPage,
    isFetchingNextPage: found.isFetchingNextPage,
    fetchNextPage: () => found.fetchNextPage(),
    retry: () => found.refetch(),
    search: setText,
    browseAll: anyMaterial || browseAll ? undefined : () => setBrowseAll(true),
    unsearchable,
    makeSearchable: () => making.mutate(),
    makingSearchable: making.isPending,
    makeSearchableFailed: making.isError,
  };
  /** Back to no search, as the dialog opens again. */
  const reset = () => {
    setText('');
    setBrowseAll(false);
    making.reset();
  };
  return { finder, reset };
}

/** A run's own spools (what its finish deducts from): at most four reads. */
export function useRunSpools(ids: readonly string[]) {
  const { uid } = useSignedInUser();
  return useQuery({ ...spoolsByIdsQuery(uid, ids), enabled: ids.length > 0 });
}
