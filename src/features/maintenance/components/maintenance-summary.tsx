import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { todayIsoDate } from '@/domain/dates';
import { DUE_VERSION } from '@/domain/maintenance';
import { useStoreTaskDuePoints } from '../api/maintenance-mutations';
import {
  useMaintenanceDueCount,
  useMaintenancePrinters,
  useMaintenanceTaskCounts,
  useMaintenanceTasks,
} from '../api/maintenance-queries';
import { countDue, dueCountText, tasksWithDue } from './tasks-with-due';

/**
 * "N maintenance tasks are due or overdue", linking to the Maintenance page; renders nothing when
 * none are, while loading, or when the tasks could not be read. The dashboard layout mounts it
 * with React.lazy, so the maintenance feature stays out of the layout's chunk.
 *
 * Reads per page (README, "The header summaries"): two aggregation reads (how many tasks, how
 * many store their due points), then, when there are tasks, one aggregation read per 15 printers
 * (repositories/maintenance.ts dueCount) against the printers' hours. The printers' query is the
 * pages' own, so a page that shows printers reads them once. Fresh for a minute
 * (STALE_TIME.maintenance, .printers): pages opened within it read nothing again. While a task
 * stored before the due points exists, it reads every task instead (one read each) and stores
 * their points, so the next count is the bounded one.
 */
export default function MaintenanceSummary() {
  const counts = useMaintenanceTaskCounts().data;
  // The figure last counted, shown while a new count loads (a printer's hours moved, or the tasks'
  // points were just stored and the count moves to them), so the notice never blinks out and back.
  const [lastCount, setLastCount] = useState<number>();
  if (!counts || counts.tasks === 0) return null;
  const Counter = counts.withPoints === counts.tasks ? CountedByPoints : CountedFromEveryTask;
  return <Counter lastCount={lastCount} onCount={setLastCount} />;
}

interface CounterProps {
  lastCount: number | undefined;
  onCount: (count: number) => void;
}

/** Shows `count`, or while it loads (undefined) the last one counted, and remembers it. */
function useShownCount(count: number | undefined, { lastCount, onCount }: CounterProps) {
  useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, onCount]);
  return count ?? lastCount ?? 0;
}

function CountedByPoints(props: CounterProps) {
  const printers = useMaintenancePrinters();
  const count = useMaintenanceDueCount(printers.data ?? null, todayIsoDate()).data;
  return <DueNotice count={useShownCount(count, props)} />;
}

/** Tasks stored before their due points: read them all, count them here, and store their points. */
function CountedFromEveryTask(props: CounterProps) {
  const tasks = useMaintenanceTasks();
  // Printer hours matter only to tasks counted in hours: with none, no printer is read.
  const byHours = tasks.data?.some((task) => task.intervalHours !== null) ?? false;
  const printers = useMaintenancePrinters(byHours);
  const storePoints = useStoreTaskDuePoints().mutate;
  const stored = useRef<unknown>(null);
  useEffect(() => {
    // Once for each reading of the tasks: a refused write waits for the next reading.
    if (!tasks.data || stored.current === tasks.data) return;
    stored.current = tasks.data;
    const without = tasks.data.filter((task) => task.dueVersion !== DUE_VERSION);
    if (without.length > 0) storePoints(without);
  }, [tasks.data, storePoints]);
  const count =
    !tasks.data || (byHours && !printers.data)
      ? undefined
      : countDue(tasksWithDue(tasks.data, printers.data ?? [], todayIsoDate()));
  return <DueNotice count={useShownCount(count, props)} />;
}

function DueNotice({ count }: { count: number }) {
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
