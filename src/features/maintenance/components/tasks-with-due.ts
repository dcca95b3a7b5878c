import { byUrgency, taskDue, type MaintenanceTask, type TaskDue } from '@/domain/maintenance';
import type { Printer } from '@/domain/printers';

export interface TaskWithDue {
  task: MaintenanceTask;
  due: TaskDue;
  /** The printer's print minutes now (what "Mark done" records). */
  printerMinutes: number;
}

/**
 * Each task with its due state against its printer's hours now, most urgent first. A task
 * whose printer is not in the list (being deleted) counts no hours since it was last done.
 */
export function tasksWithDue(
  tasks: readonly MaintenanceTask[],
  printers: readonly Pick<Printer, 'id' | 'printMinutes'>[],
  today: string,
): TaskWithDue[] {
  const minutesOf = new Map(printers.map((printer) => [printer.id, printer.printMinutes]));
  const withDue = tasks.map((task) => {
    const printerMinutes = minutesOf.get(task.printerId) ?? task.lastDoneMinutes ?? task.baselineMinutes;
    return { task, due: taskDue(task, printerMinutes, today), printerMinutes };
  });
  const minutesById = new Map(withDue.map((item) => [item.task.id, item.printerMinutes]));
  return byUrgency(withDue).map(({ task, due }) => ({
    task,
    due,
    printerMinutes: minutesById.get(task.id) ?? 0,
  }));
}

/** How many tasks are due soon or overdue. */
export const countDue = (items: readonly TaskWithDue[]) =>
  items.filter((item) => item.due.state !== 'ok').length;

/** "3 maintenance tasks are due or overdue" — the dashboard's count. */
export const dueCountText = (count: number) =>
  count === 1
    ? '1 maintenance task is due or overdue'
    : `${count.toLocaleString('en-US')} maintenance tasks are due or overdue`;
