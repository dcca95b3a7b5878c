import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { maintenanceTasksQuery } from '@/queries/maintenance';
import { printersQuery } from '@/queries/printers';
import { printingRunsQuery, queueQuery } from '@/queries/runs';
import { spoolsByIdsQuery, spoolsOfMaterialsQuery, spoolsQuery } from '@/queries/spools';
import { useSignedInUser } from '@/session/session';

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
 * The spools the start dialog offers: those of the jobs' materials (a query, not the whole
 * inventory), or every spool when asked for or when a job states no material. Nothing is read
 * until the dialog opens.
 */
export function useStartSpools(open: boolean, materials: readonly string[], all: boolean) {
  const { uid } = useSignedInUser();
  const everySpool = all || materials.length === 0 || materials.some((material) => material.trim() === '');
  const ofMaterials = useQuery({ ...spoolsOfMaterialsQuery(uid, materials), enabled: open && !everySpool });
  const every = useQuery({ ...spoolsQuery(uid), enabled: open && everySpool });
  return { query: everySpool ? every : ofMaterials, showingAll: everySpool };
}

/** A run's own spools (what its finish deducts from): at most four reads. */
export function useRunSpools(ids: readonly string[]) {
  const { uid } = useSignedInUser();
  return useQuery({ ...spoolsByIdsQuery(uid, ids), enabled: ids.length > 0 });
}
