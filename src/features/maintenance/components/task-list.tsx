import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { paths } from '@/config/paths';
import { formatIsoDate } from '@/domain/dates';
import { dueSummary } from '@/domain/maintenance';
import { MaintenanceStateBadge } from './maintenance-state-badge';
import type { TaskWithDue } from './tasks-with-due';

interface TaskListProps {
  label: string;
  items: readonly TaskWithDue[];
  /** Names the printer of each task (the Maintenance page, across printers). */
  showPrinter?: boolean;
  onMarkDone: (item: TaskWithDue) => void;
  onEdit?: (item: TaskWithDue) => void;
  onDelete?: (item: TaskWithDue) => void;
}

function intervalText({ intervalHours, intervalDays }: TaskWithDue['task']) {
  const parts = [
    intervalHours !== null ? `${intervalHours.toLocaleString('en-US')} print h` : null,
    intervalDays !== null
      ? `${intervalDays.toLocaleString('en-US')} day${intervalDays === 1 ? '' : 's'}`
      : null,
  ].filter(Boolean);
  return `Every ${parts.join(' or ')}`;
}

/** Tasks with their state in words, when they fall due and when they were last done; big buttons for a tablet. */
export function TaskList({ label, items, showPrinter = false, onMarkDone, onEdit, onDelete }: TaskListProps) {
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => {
        const { task, due } = item;
        const titleId = `maintenance-task-${task.id}`;
        return (
          <li key={task.id}>
            <article
              aria-labelledby={titleId}
              className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={titleId} className="text-base font-semibold text-slate-900">
                    {task.name}
                  </h3>
                  <MaintenanceStateBadge state={due.state} />
                </div>
                {showPrinter && (
                  <p className="text-sm text-slate-600">
                    <Link
                      to={paths.dashboard.printer(task.printerId)}
                      className="font-medium text-indigo-700 hover:text-indigo-600"
                    >
                      {task.printerName || 'Unnamed printer'}
                    </Link>
                  </p>
                )}
                <p className="mt-1 text-sm text-slate-700">{dueSummary(due, formatIsoDate)}</p>
                <p className="text-xs text-slate-500">
                  {intervalText(task)} · Last done:{' '}
                  {task.lastDoneOn ? formatIsoDate(task.lastDoneOn) : 'never'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  size="lg"
                  className="min-h-11"
                  aria-label={`Mark done: ${task.name}${showPrinter ? ` (${task.printerName})` : ''}`}
                  onClick={() => onMarkDone(item)}
                >
                  Mark done
                </Button>
                {onEdit && (
                  <Button
                    variant="secondary"
                    className="min-h-11"
                    aria-label={`Edit ${task.name}`}
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </Button>
                )}
                {onDelete && (
                  <DeleteButton what={task.name} className="min-h-11" onClick={() => onDelete(item)} />
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
