import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import { todayIsoDate } from '@/domain/dates';
import { maintenanceMessages, twelveMonthsBefore } from '@/domain/maintenance';
import { formatMoney, normaliseCurrency } from '@/domain/money';
import { printerStatusLabel, printerStatusTone, type Printer } from '@/domain/printers';
import { formatHours } from '@/domain/runs';
import { mutationFailure } from '@/queries/mutation-failure';
import { useProfile } from '@/session/session';
import { useDeleteMaintenanceTask, useSetPrinterMaintenanceStatus } from '../api/maintenance-mutations';
import {
  useMaintenanceLog,
  useMaintenancePrinter,
  useMaintenanceTasks,
  usePrinterMaintenanceCost,
} from '../api/maintenance-queries';
import { MarkDoneDialog, StarterTasksDialog, TaskFormDialog } from './lazy-dialogs';
import { MaintenanceLogTable } from './maintenance-log-table';
import { TaskList } from './task-list';
import { tasksWithDue, type TaskWithDue } from './tasks-with-due';
import type { MarkDoneTarget } from './mark-done-dialog';
import type { TaskFormTarget } from './task-form-dialog';

export const STATUS_CHANGE_FAILED = 'Failed to change the printer status. Please try again.';
export const PRINTING_NO_MAINTENANCE = 'Printing now: maintenance can start once the run is finished.';

/**
 * A printer's maintenance, under its edit form: its hours and status, its tasks, its history
 * and what maintenance cost over the last 12 months. Nothing when the printer is not found (the
 * page above says so).
 */
export function PrinterMaintenanceSection({ printerId }: { printerId: string }) {
  const printer = useMaintenancePrinter(printerId);
  if (printer.data === null) return null;
  return (
    <section aria-labelledby="printer-maintenance" className="mt-10 max-w-5xl">
      <h2 id="printer-maintenance" className="mb-4 text-xl font-semibold text-slate-900">
        Maintenance
      </h2>
      <QueryState query={printer} loading="Loading maintenance" error={maintenanceMessages.loadFailed}>
        {(found) => found && <PrinterMaintenance printer={found} />}
      </QueryState>
    </section>
  );
}

function PrinterMaintenance({ printer }: { printer: Printer }) {
  const today = todayIsoDate();
  const since = twelveMonthsBefore(today);
  const currency = normaliseCurrency(useProfile().data?.currency);
  const tasks = useMaintenanceTasks();
  const history = useMaintenanceLog(printer.id);
  const cost = usePrinterMaintenanceCost(printer.id, since);
  const deleteTask = useDeleteMaintenanceTask();

  const [editing, setEditing] = useState<TaskFormTarget | null>(null);
  const [markingDone, setMarkingDone] = useState<MarkDoneTarget | null>(null);
  const [addingStarters, setAddingStarters] = useState(false);
  const [deleting, setDeleting] = useState<TaskWithDue | null>(null);
  const taskPrinter = { id: printer.id, name: printer.name, printMinutes: printer.printMinutes };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTask.mutate(deleting.task.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <div className="space-y-8">
      <Card>
        <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div>
            <dt className="text-xs text-slate-500">Print hours</dt>
            <dd className="text-base font-semibold text-slate-900">{formatHours(printer.printMinutes)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Status</dt>
            <dd>
              <Badge tone={printerStatusTone(printer.status)} className="text-sm">
                {printerStatusLabel(printer.status)}
              </Badge>
            </dd>
          </div>
        </dl>
        <MaintenanceCost query={cost} currency={currency} />
        <div className="mt-4">
          <MaintenanceStatusControl printer={printer} />
        </div>
      </Card>

      <section aria-labelledby="printer-maintenance-tasks">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h3 id="printer-maintenance-tasks" className="text-lg font-semibold text-slate-900">
            Tasks
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button className="min-h-11" onClick={() => setEditing({ kind: 'add', printer: taskPrinter })}>
              Add task
            </Button>
            <Button variant="secondary" className="min-h-11" onClick={() => setAddingStarters(true)}>
              Add starter tasks
            </Button>
          </div>
        </div>
        <p className="mb-3 text-xs text-slate-500">{maintenanceMessages.starterNote}</p>
        <QueryState
          query={tasks}
          loading="Loading tasks"
          error={maintenanceMessages.loadFailed}
          isEmpty={(list) => !list.some((task) => task.printerId === printer.id)}
          empty={
            <EmptyState title="No maintenance tasks yet">
              Add a task, or start from the starter set of common FDM upkeep and edit it to suit this printer.
            </EmptyState>
          }
        >
          {(list) => (
            <TaskList
              label={`Maintenance tasks of ${printer.name}`}
              items={tasksWithDue(
                list.filter((task) => task.printerId === printer.id),
                [printer],
                today,
              )}
              onMarkDone={({ task, printerMinutes }) => setMarkingDone({ task, printerMinutes })}
              onEdit={({ task }) => setEditing({ kind: 'edit', task })}
              onDelete={(item) => {
                deleteTask.reset();
                setDeleting(item);
              }}
            />
          )}
        </QueryState>
      </section>

      <section aria-labelledby="printer-maintenance-history">
        <h3 id="printer-maintenance-history" className="mb-3 text-lg font-semibold text-slate-900">
          History
        </h3>
        <QueryState query={history} loading="Loading history" error={maintenanceMessages.loadFailed}>
          {(entries) => (
            <MaintenanceLogTable
              caption={`Maintenance history of ${printer.name}`}
              entries={entries}
              paging={history}
              currency={currency}
              variant="one-printer"
            />
          )}
        </QueryState>
      </section>

      <TaskFormDialog target={editing} onClose={() => setEditing(null)} />
      <MarkDoneDialog target={markingDone} onClose={() => setMarkingDone(null)} />
      <StarterTasksDialog
        printer={addingStarters ? taskPrinter : null}
        onClose={() => setAddingStarters(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.task.name ?? 'task'}?`}
        message={
          <>
            The task is removed from {printer.name}; maintenance already logged for it stays in the history.
            <FailureAlert
              className="mt-3"
              message={mutationFailure(deleteTask, maintenanceMessages.deleteFailed)}
            />
          </>
        }
        busy={deleteTask.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** Start maintenance (no run can start) and Maintenance done (back to idle); nothing while it prints. */
function MaintenanceStatusControl({ printer }: { printer: Printer }) {
  const setStatus = useSetPrinterMaintenanceStatus();
  const failure = mutationFailure(setStatus, STATUS_CHANGE_FAILED);
  if (printer.status === 'printing' || printer.currentRunId !== null) {
    return <p className="text-sm text-slate-600">{PRINTING_NO_MAINTENANCE}</p>;
  }
  const inMaintenance = printer.status === 'maintenance';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          variant={inMaintenance ? 'primary' : 'secondary'}
          className="min-h-11"
          loading={setStatus.isPending}
          onClick={() =>
            setStatus.mutate({ printerId: printer.id, status: inMaintenance ? 'idle' : 'maintenance' })
          }
        >
          {inMaintenance ? 'Maintenance done' : 'Start maintenance'}
        </Button>
        <p className="text-sm text-slate-600">
          {inMaintenance
            ? 'No run can start on this printer until maintenance is done.'
            : 'While maintenance is under way, no run can start on this printer.'}
        </p>
      </div>
      <FailureAlert message={failure} />
    </div>
  );
}

function MaintenanceCost({
  query,
  currency,
}: {
  query: ReturnType<typeof usePrinterMaintenanceCost>;
  currency: string;
}) {
  const text = query.data
    ? formatMoney(query.data.cost, currency)
    : query.isError
      ? 'could not be loaded'
      : 'loading…';
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span>
        Maintenance cost, last 12 months: <strong className="font-semibold text-slate-900">{text}</strong>
        {query.data && ` (${query.data.entries.toLocaleString('en-US')} logged)`}
      </span>
      {query.isError && (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          Retry
        </Button>
      )}
    </p>
  );
}
