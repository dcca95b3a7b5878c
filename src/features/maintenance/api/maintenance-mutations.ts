import type { MaintenanceTask, MaintenanceTaskFormValues, MarkDoneFormValues } from '@/domain/maintenance';
import { invalidateMaintenance } from '@/queries/maintenance';
import { invalidatePrinters } from '@/queries/printers';
import { maintenanceRepository, printersRepository } from '@/queries/repositories';
import type { TaskPrinter } from '@/repositories/maintenance';
import { useSignedInMutation } from '@/session/signed-in-mutation';

export interface AddTaskVariables {
  printer: TaskPrinter;
  values: MaintenanceTaskFormValues;
  today: string;
}

/** Adds one task to a printer, counting from today and the printer's hours now. */
export const useAddMaintenanceTask = () =>
  useSignedInMutation(
    'Adding a maintenance task',
    invalidateMaintenance,
    maintenanceRepository,
    (maintenance, uid, { printer, values, today }: AddTaskVariables) =>
      maintenance.addTask(uid, printer, values, today),
    { afterSuccessOnly: true },
  );

export interface AddTasksVariables {
  printer: TaskPrinter;
  list: readonly MaintenanceTaskFormValues[];
  today: string;
}

/** Adds the (reviewed) starter set to a printer in one batch. */
export const useAddStarterTasks = () =>
  useSignedInMutation(
    'Adding the starter maintenance tasks',
    invalidateMaintenance,
    maintenanceRepository,
    (maintenance, uid, { printer, list, today }: AddTasksVariables) =>
      maintenance.addTasks(uid, printer, list, today),
    { afterSuccessOnly: true },
  );

export const useUpdateMaintenanceTask = () =>
  useSignedInMutation(
    'Saving a maintenance task',
    invalidateMaintenance,
    maintenanceRepository,
    (maintenance, uid, { taskId, values }: { taskId: string; values: MaintenanceTaskFormValues }) =>
      maintenance.updateTask(uid, taskId, values),
    { afterSuccessOnly: true },
  );

export const useDeleteMaintenanceTask = () =>
  useSignedInMutation(
    'Deleting a maintenance task',
    invalidateMaintenance,
    maintenanceRepository,
    (maintenance, uid, taskId: string) => maintenance.deleteTask(uid, taskId),
  );

export interface MarkDoneVariables {
  taskId: string;
  values: MarkDoneFormValues;
  today: string;
}

/** Records a task done: a log entry, and the task's next due moves on (one transaction). */
export const useMarkMaintenanceDone = () =>
  useSignedInMutation(
    'Recording maintenance done',
    invalidateMaintenance,
    maintenanceRepository,
    (maintenance, uid, { taskId, values, today }: MarkDoneVariables) =>
      maintenance.markDone(uid, taskId, values, today),
    { afterSuccessOnly: true, offline: true },
  );

/**
 * Stores the due points of tasks stored before them, so the dashboard counts them with
 * aggregation queries from then on. Needs a connection; a failure leaves them for the next time.
 */
export const useStoreTaskDuePoints = () =>
  useSignedInMutation(
    'Storing maintenance due points',
    invalidateMaintenance,
    maintenanceRepository,
    (maintenance, uid, tasks: readonly MaintenanceTask[]) => maintenance.storeDuePoints(uid, tasks),
    { afterSuccessOnly: true },
  );

/** Maintenance under way (no run can start) or done (back to idle). */
export const useSetPrinterMaintenanceStatus = () =>
  useSignedInMutation(
    'Changing a printer status',
    invalidatePrinters,
    printersRepository,
    (printers, uid, { printerId, status }: { printerId: string; status: 'maintenance' | 'idle' }) =>
      printers.setStatus(uid, printerId, status),
  );
