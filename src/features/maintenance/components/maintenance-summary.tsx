import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { todayIsoDate } from '@/domain/dates';
import { useMaintenancePrinters, useMaintenanceTasks } from '../api/maintenance-queries';
import { countDue, dueCountText, tasksWithDue } from './tasks-with-due';

/**
 * "N maintenance tasks are due or overdue", linking to the Maintenance page; renders nothing when
 * none are, while loading, or when the tasks could not be read. The dashboard layout mounts it
 * with React.lazy, so the maintenance feature stays out of the layout's chunk.
 */
export default function MaintenanceSummary() {
  const tasks = useMaintenanceTasks();
  const printers = useMaintenancePrinters();
  if (!tasks.data || !printers.data) return null;
  const count = countDue(tasksWithDue(tasks.data, printers.data, todayIsoDate()));
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
