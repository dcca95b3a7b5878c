import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Printer } from '@/domain/printers';
import {
  maintenanceDueCountQuery,
  maintenanceLogPagesQuery,
  maintenanceTaskCountsQuery,
  maintenanceTasksQuery,
  printerMaintenanceCostQuery,
} from '@/queries/maintenance';
import { printerQuery, printersQuery } from '@/queries/printers';
import { useSignedInUser } from '@/session/session';

/** Every maintenance task of the user, across printers. */
export function useMaintenanceTasks() {
  const { uid } = useSignedInUser();
  return useQuery(maintenanceTasksQuery(uid));
}

/** How many tasks the user has, and how many store their due points. */
export function useMaintenanceTaskCounts() {
  const { uid } = useSignedInUser();
  return useQuery(maintenanceTaskCountsQuery(uid));
}

/** How many tasks are due soon or overdue today, counted by their stored points (none asked while `printers` is null). */
export function useMaintenanceDueCount(
  printers: readonly Pick<Printer, 'id' | 'printMinutes'>[] | null,
  today: string,
) {
  const { uid } = useSignedInUser();
  return useQuery({ ...maintenanceDueCountQuery(uid, printers ?? [], today), enabled: printers !== null });
}

/** The printers whose hours decide when their tasks fall due (none read while `enabled` is false). */
export function useMaintenancePrinters(enabled = true) {
  const { uid } = useSignedInUser();
  return useQuery({ ...printersQuery(uid), enabled });
}

/** One printer (from the cached list); null when it is not the user's. */
export function useMaintenancePrinter(printerId: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerQuery(uid, printerId));
}

/** The log a page at a time, newest first: every printer's (deleted printers' too), or one printer's. */
export function useMaintenanceLog(printerId: string | null = null) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery({
    ...maintenanceLogPagesQuery(uid, printerId),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

/** What one printer's maintenance cost since a calendar day. */
export function usePrinterMaintenanceCost(printerId: string, since: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerMaintenanceCostQuery(uid, printerId, since));
}
