import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { todayIsoDate } from '@/domain/dates';
import { useMaintenancePrinters, useMaintenanceTasks } from '../api/maintenance-queries';
import { countDue, dueCountText, tasksWithDue } from './tasks-with-due';

/**
 * "N maintenance tasks are due or overdue", linking to the Maintenance page; renders nothing when
 * none are, while loading, or when the tasks could not be read. The dashboard layout mounts it
 * with React.lazy, so the maintenance feature stays out of the layout's chunk.
 *
 * Reads per page (README, "Farm scale"): every maintenance task, one read each, and, when a task
 * is counted in print hours, every printer, one read each (the printers' query is the pages' own,
 * so a page that shows printers reads them once). Fresh for a minute (STALE_TIME.maintenance,
 * .printers): pages opened within it read nothing again. Tasks are not bounded by the plan, so a
 * farm with many tasks per printer pays for each on every page (issue 29's report).
 */
export default function MaintenanceSummary() {
  const tasks = useMaintenanceTasks();
  // Printer hours matter only to tasks counted in hours: with none, no printer is read.
  const byHours = tasks.data?.some((task) => task.intervalHours !== null) ?? false;
  const printers = useMaintenancePrinters(byHours);
  if (!tasks.data || (byHours && !printers.data)) return null;
  const count = countDue(tasksWithDue(tasks.data, printers.data ?? [], todayIsoDate()));
  if (count === 0) return null;
  return (
    <p
      role="status"
      className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <span aria-hidden="true">⚠ </span>
      <strong className="font-semibold">{dueCountText(count)}</strong> —{' '}
      <Link to={paths.dashboard.maintenance} className="font-medium underline hover:text-amber-700">
        view maintenance
      </Link>
    </p>
  );
}
