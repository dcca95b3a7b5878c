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
};

/** Every maintenance task of the user (their due state needs the printers' hours: printersQuery). */
export const maintenanceTasksQuery = (uid: string) =>
  repositoryQuery(
    maintenanceKeys.tasks(uid),
    (repos) => repos.maintenance.listTasks(uid),
    STALE_TIME.maintenance,
  );

/** The latest log entries of every printer, newest first. */
export const maintenanceLogQuery = (uid: string) =>
  repositoryQuery(
    maintenanceKeys.log(uid),
    (repos) => repos.maintenance.listLog(uid),
    STALE_TIME.maintenance,
  );

/** One printer's latest log entries, newest first. */
export const printerMaintenanceLogQuery = (uid: string, printerId: string) =>
  repositoryQuery(
    maintenanceKeys.printerLog(uid, printerId),
    (repos) => repos.maintenance.listPrinterLog(uid, printerId),
    STALE_TIME.maintenance,
  );

/** What one printer's maintenance cost since a day (one aggregation read). */
export const printerMaintenanceCostQuery = (uid: string, printerId: string, since: string) =>
  repositoryQuery(
    maintenanceKeys.printerCost(uid, printerId, since),
    (repos) => repos.maintenance.printerCostSince(uid, printerId, since),
    STALE_TIME.maintenance,
  );

export const invalidateMaintenance = invalidatorOf(maintenanceKeys);
