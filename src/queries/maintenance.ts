import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Printer } from '@/domain/printers';
import type { PageCursor } from '@/repositories/cursor-page';
import { maintenanceRepository } from './repositories';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

const maintenanceCollectionKeys = userCollectionKeys('maintenance');
export const maintenanceKeys = {
  ...maintenanceCollectionKeys,
  tasks: (uid: string) => [...maintenanceCollectionKeys.ofUser(uid), 'tasks'] as const,
  log: (uid: string) => [...maintenanceCollectionKeys.ofUser(uid), 'log'] as const,
  printerLog: (uid: string, printerId: string) =>
    [...maintenanceCollectionKeys.ofUser(uid), 'log', printerId] as const,
  printerCost: (uid: string, printerId: string, since: string) =>
    [...maintenanceCollectionKeys.ofUser(uid), 'cost', printerId, since] as const,
  taskCounts: (uid: string) => [...maintenanceCollectionKeys.ofUser(uid), 'task-counts'] as const,
  /** Keyed by the printers' hours too: a run that moves them counts again. */
  dueCount: (uid: string, today: string, printerHours: string) =>
    [...maintenanceCollectionKeys.ofUser(uid), 'due-count', today, printerHours] as const,
};

/** Every maintenance task of the user (their due state needs the printers' hours: printersQuery). */
export const maintenanceTasksQuery = (uid: string) =>
  repositoryQuery(
    maintenanceKeys.tasks(uid),
    maintenanceRepository,
    (maintenance) => maintenance.listTasks(uid),
    STALE_TIME.maintenance,
  );

/** How many tasks the user has, and how many store their due points (two aggregation reads). */
export const maintenanceTaskCountsQuery = (uid: string) =>
  repositoryQuery(
    maintenanceKeys.taskCounts(uid),
    maintenanceRepository,
    (maintenance) => maintenance.taskCounts(uid),
    STALE_TIME.maintenance,
  );

/**
 * How many tasks are due soon or overdue on `today` against the printers' hours (printersQuery's
 * list): one aggregation read per 15 printers.
 */
export const maintenanceDueCountQuery = (
  uid: string,
  printers: readonly Pick<Printer, 'id' | 'printMinutes'>[],
  today: string,
) =>
  repositoryQuery(
    maintenanceKeys.dueCount(
      uid,
      today,
      printers.map((printer) => `${printer.id}:${printer.printMinutes}`).join(','),
    ),
    maintenanceRepository,
    (maintenance) => maintenance.dueCount(uid, printers, today),
    STALE_TIME.maintenance,
  );

/**
 * The log, newest first, a page at a time: every printer's (deleted printers' too), or one
 * printer's when `printerId` is given.
 */
export const maintenanceLogPagesQuery = (uid: string, printerId: string | null) =>
  infiniteQueryOptions({
    queryKey: printerId ? maintenanceKeys.printerLog(uid, printerId) : maintenanceKeys.log(uid),
    queryFn: async ({ pageParam }) =>
      (await maintenanceRepository()).listLogPage(uid, { printerId, after: pageParam }),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: STALE_TIME.maintenance,
  });

/** What one printer's maintenance cost since a day (one aggregation read). */
export const printerMaintenanceCostQuery = (uid: string, printerId: string, since: string) =>
  repositoryQuery(
    maintenanceKeys.printerCost(uid, printerId, since),
    maintenanceRepository,
    (maintenance) => maintenance.printerCostSince(uid, printerId, since),
    STALE_TIME.maintenance,
  );

export const invalidateMaintenance = invalidatorOf(maintenanceKeys);
