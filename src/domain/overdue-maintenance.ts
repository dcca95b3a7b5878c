// Issue 13: the workshop board marks printers with overdue maintenance. Pure: the board reads
// the tasks and printers, this counts.
import { taskDue, type MaintenanceTask } from './maintenance';

type DueInputs = Pick<
  MaintenanceTask,
  | 'printerId'
  | 'intervalHours'
  | 'intervalDays'
  | 'baselineOn'
  | 'baselineMinutes'
  | 'lastDoneOn'
  | 'lastDoneMinutes'
>;

/** How many tasks are overdue on each printer (by its print minutes now and today); printers with none are absent. */
export function overdueTaskCounts(
  tasks: readonly DueInputs[],
  printers: readonly { id: string; printMinutes: number }[],
  today: string,
): Map<string, number> {
  const minutesOf = new Map(printers.map((printer) => [printer.id, printer.printMinutes]));
  const counts = new Map<string, number>();
  for (const task of tasks) {
    const minutes = minutesOf.get(task.printerId);
    if (minutes === undefined) continue; // a task of a printer no longer on the board
    if (taskDue(task, minutes, today).state === 'overdue') {
      counts.set(task.printerId, (counts.get(task.printerId) ?? 0) + 1);
    }
  }
  return counts;
}

/** '1 task overdue', '3 tasks overdue'. */
export const overdueTasksText = (count: number): string =>
  `${count.toLocaleString('en-US')} task${count === 1 ? '' : 's'} overdue`;
