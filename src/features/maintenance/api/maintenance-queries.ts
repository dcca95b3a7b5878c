import { useQuery } from '@tanstack/react-query';
import {
  maintenanceLogQuery,
  maintenanceTasksQuery,
  printerMaintenanceCostQuery,
  printerMaintenanceLogQuery,
} from '@/queries/maintenance';
import { printerQuery, printersQuery } from '@/queries/printers';
import { useSignedInUser } from '@/session/session';

/** Every maintenance task of the user, across printers. */
export function useMaintenanceTasks() {
  const { uid } = useSignedInUser();
  return useQuery(maintenanceTasksQuery(uid));
}

/** The printers whose hours decide when their tasks fall due. */
export function useMaintenancePrinters() {
  const { uid } = useSignedInUser();
  return useQuery(printersQuery(uid));
}

/** One printer (from the cached list); null when it is not the user's. */
export function useMaintenancePrinter(printerId: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerQuery(uid, printerId));
}

/** The latest log entries of every printer (deleted printers' too), newest first. */
export function useMaintenanceLog() {
  const { uid } = useSignedInUser();
  return useQuery(maintenanceLogQuery(uid));
}

/** One printer's maintenance history, newest first. */
export function usePrinterMaintenanceLog(printerId: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerMaintenanceLogQuery(uid, printerId));
}

/** What one printer's maintenance cost since a calendar day. */
export function usePrinterMaintenanceCost(printerId: string, since: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerMaintenanceCostQuery(uid, printerId, since));
}
