import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { SelectField } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { todayIsoDate } from '@/domain/dates';
import {
  MAINTENANCE_STATES,
  maintenanceMessages,
  maintenanceStateLabels,
  type MaintenanceState,
} from '@/domain/maintenance';
import { normaliseCurrency } from '@/domain/money';
import type { Printer } from '@/domain/printers';
import { csvExport } from '@/queries/exports';
import { useProfile, useSignedInUser } from '@/session/session';
import { useMaintenanceLog, useMaintenancePrinters, useMaintenanceTasks } from '../api/maintenance-queries';
import { MarkDoneDialog } from '../components/lazy-dialogs';
import { MaintenanceLogTable } from '../components/maintenance-log-table';
import { TaskList } from '../components/task-list';
import { countDue, tasksWithDue } from '../components/tasks-with-due';
import type { MarkDoneTarget } from '../components/mark-done-dialog';

export const NO_TASKS_TITLE = 'No maintenance tasks yet';
export const NO_MATCHING_TASKS = 'No task matches these filters';

const isState = (value: string): value is MaintenanceState =>
  (MAINTENANCE_STATES as readonly string[]).includes(value);

/** Every task across printers, most urgent first: the morning checklist; and the log below. */
export function MaintenancePage() {
  const { uid } = useSignedInUser();
  const printers = useMaintenancePrinters();
  const tasks = useMaintenanceTasks();
  const currency = normaliseCurrency(useProfile().data?.currency);
  const [printerId, setPrinterId] = useState('');
  // The printer filter reads that printer's log, not the whole log filtered here.
  const log = useMaintenanceLog(printerId || null);
  const [state, setState] = useState<MaintenanceState | ''>('');
  const [markingDone, setMarkingDone] = useState<MarkDoneTarget | null>(null);

  return (
    <>
      <PageHeader
        title="Maintenance"
        description="Every maintenance task of your printers, the most urgent first. Add tasks on each printer’s page."
        actions={
          <>
            <ExportCsvButton
              className="min-h-11"
              label="Export tasks"
              {...csvExport('maintenanceTasks', uid)}
            />
            <ExportCsvButton className="min-h-11" label="Export log" {...csvExport('maintenanceLog', uid)} />
          </>
        }
      />

      <section aria-labelledby="maintenance-tasks" className="mb-10">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-4">
          <h2 id="maintenance-tasks" className="text-lg font-semibold text-slate-900">
            Tasks
          </h2>
          <div className="flex w-full flex-wrap gap-3 sm:w-auto">
            <SelectField
              label="Printer"
              value={printerId}
              onChange={(event) => setPrinterId(event.target.value)}
              containerClassName="w-full sm:w-56"
              className="min-h-11"
            >
              <option value="">All printers</option>
              {(printers.data ?? []).map((printer) => (
                <option key={printer.id} value={printer.id}>
                  {printer.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="State"
              value={state}
              onChange={(event) => setState(isState(event.target.value) ? event.target.value : '')}
              containerClassName="w-full sm:w-44"
              className="min-h-11"
            >
              <option value="">All states</option>
              {MAINTENANCE_STATES.map((value) => (
                <option key={value} value={value}>
                  {maintenanceStateLabels[value]}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <QueryState query={printers} loading="Loading printers" error={maintenanceMessages.loadFailed}>
          {(printerList) => (
            <QueryState
              query={tasks}
              loading="Loading maintenance tasks"
              error={maintenanceMessages.loadFailed}
              isEmpty={(list) => list.length === 0}
              empty={<NoTasks printers={printerList} />}
            >
              {(taskList) => {
                const all = tasksWithDue(taskList, printerList, todayIsoDate());
                const shown = all.filter(
                  (item) =>
                    (!printerId || item.task.printerId === printerId) && (!state || item.due.state === state),
                );
                const due = countDue(all);
                return (
                  <>
                    <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                      {due === 0
                        ? 'Nothing is due: every task is OK.'
                        : `${due.toLocaleString('en-US')} of ${all.length.toLocaleString('en-US')} tasks due or overdue.`}
                    </p>
                    {shown.length === 0 ? (
                      <EmptyState title={NO_MATCHING_TASKS}>
                        Choose “All printers” and “All states” to see every task.
                      </EmptyState>
                    ) : (
                      <TaskList
                        label="Maintenance tasks"
                        items={shown}
                        showPrinter
                        onMarkDone={({ task, printerMinutes }) => setMarkingDone({ task, printerMinutes })}
                      />
                    )}
                  </>
                );
              }}
            </QueryState>
          )}
        </QueryState>
      </section>

      <section aria-labelledby="maintenance-log">
        <h2 id="maintenance-log" className="mb-3 text-lg font-semibold text-slate-900">
          Log
        </h2>
        <QueryState query={log} loading="Loading the log" error={maintenanceMessages.loadFailed}>
          {(entries) => (
            <MaintenanceLogTable
              caption="Maintenance log"
              entries={entries}
              paging={log}
              currency={currency}
              variant="all-printers"
            />
          )}
        </QueryState>
      </section>

      <MarkDoneDialog target={markingDone} onClose={() => setMarkingDone(null)} />
    </>
  );
}

function NoTasks({ printers }: { printers: readonly Printer[] }) {
  const first = printers[0];
  return (
    <EmptyState
      title={NO_TASKS_TITLE}
      action={
        first ? (
          <ButtonLink to={paths.dashboard.printer(first.id)}>Add tasks to {first.name}</ButtonLink>
        ) : (
          <ButtonLink to={paths.dashboard.printers}>Add a printer</ButtonLink>
        )
      }
    >
      {first
        ? 'Tasks are added on each printer’s page: one at a time, or the starter set of common FDM upkeep.'
        : 'Add a printer first, then its maintenance tasks on its page.'}
    </EmptyState>
  );
}
