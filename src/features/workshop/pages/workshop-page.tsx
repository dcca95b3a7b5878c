import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { SelectField } from '@/components/ui/field';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { todayIsoDate } from '@/domain/dates';
import { overdueTaskCounts } from '@/domain/overdue-maintenance';
import type { Printer } from '@/domain/printers';
import { runMessages, type Run, type RunOutcome } from '@/domain/runs';
import { materialFilterOptions, type FinishRunChoice, type StartRunChoice } from '@/domain/workshop-board';
import { csvExport } from '@/queries/exports';
import { mutationFailure } from '@/queries/mutation-failure';
import type { QueuedJob } from '@/repositories/runs';
import { useProfile, useSignedInUser } from '@/session/session';
import { useFinishRun, useStartRun } from '../api/run-mutations';
import {
  useMaintenanceTasks,
  usePrintingRuns,
  useQueue,
  useRunSpools,
  useSpoolFinder,
  useStartSpools,
  useWorkshopPrinters,
} from '../api/workshop-queries';
import { FinishRunDialog, StartRunDialog } from '../components/lazy-dialogs';
import { PrinterTile } from '../components/printer-tile';
import { QueueList } from '../components/queue-list';
import { useMinuteClock } from '../components/use-minute-clock';

type Starting = { job: QueuedJob | null; printerId?: string };
type Finishing = { run: Run; outcome: RunOutcome };

const runOf = (printer: Printer, runs: Run[]) =>
  runs.find((run) => run.id === printer.currentRunId) ??
  runs.find((run) => run.printerId === printer.id) ??
  null;

export function WorkshopPage() {
  const { uid } = useSignedInUser();
  const now = useMinuteClock();
  const printers = useWorkshopPrinters();
  const runs = usePrintingRuns();
  const maintenanceTasks = useMaintenanceTasks();
  const [material, setMaterial] = useState('');
  const queue = useQueue(material);
  const profile = useProfile();
  const startRun = useStartRun();
  const finishRun = useFinishRun();

  const [starting, setStarting] = useState<Starting | null>(null);
  const [finishing, setFinishing] = useState<Finishing | null>(null);

  // Counted against the hours the board shows; a tile has no mark until the tasks are read.
  const overdue = overdueTaskCounts(maintenanceTasks.data ?? [], printers.data ?? [], todayIsoDate(now));
  const queuedJobs = queue.data?.pages.flatMap((page) => page.jobs) ?? [];
  const materials = materialFilterOptions(
    queuedJobs.map((job) => job.materialType),
    [material],
  );
  // Spools are read when a dialog opens, and only those it needs: one query of the user's usable
  // spools whose material is the job's or one of its sliced file's filaments (or, from a tile, any
  // queued job's), at most 30 materials and MATERIAL_SPOOLS_LIMIT (100) spools, so at most 100 reads;
  // the slot suggestions are worked out from those, with no read of their own.
  const startMaterials = [
    ...new Set(
      (starting?.job ? [starting.job] : queuedJobs).flatMap((job) => [
        job.materialType,
        ...job.filaments.map((slot) => slot.material).filter((material) => material.trim() !== ''),
      ]),
    ),
  ];
  const startSpools = useStartSpools(starting !== null, startMaterials);
  const spoolFinder = useSpoolFinder(starting !== null, startSpools.anyMaterial);
  const runSpools = useRunSpools(finishing?.run.spoolIds ?? []);

  const openStart = (next: Starting) => {
    startRun.reset();
    spoolFinder.reset();
    setStarting(next);
  };
  const openFinish = (run: Run, outcome: RunOutcome) => {
    finishRun.reset();
    setFinishing({ run, outcome });
  };
  const start = (choice: StartRunChoice) => startRun.mutate(choice, { onSuccess: () => setStarting(null) });
  const finish = ({ values, confirmOverdraw }: FinishRunChoice) => {
    if (!finishing) return;
    finishRun.mutate(
      {
        runId: finishing.run.id,
        values,
        confirmOverdraw,
        electricityRate: profile.data?.electricityRate ?? null,
      },
      { onSuccess: () => setFinishing(null) },
    );
  };

  return (
    <>
      <PageHeader
        title="Workshop"
        description="Your printers, what they are printing, and the jobs waiting."
        actions={<ExportCsvButton className="min-h-11" label="Export runs" {...csvExport('runs', uid)} />}
      />

      <section aria-labelledby="workshop-printers" className="mb-10">
        <h2 id="workshop-printers" className="mb-3 text-lg font-semibold text-slate-900">
          Printers
        </h2>
        {maintenanceTasks.isError && (
          <Alert tone="warning" className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <span>Overdue maintenance could not be checked.</span>
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 min-w-11"
              loading={maintenanceTasks.isRefetching}
              onClick={() => void maintenanceTasks.refetch()}
            >
              Retry
            </Button>
          </Alert>
        )}
        <QueryState
          query={printers}
          loading="Loading printers"
          error="Failed to load printers."
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              title="No printers yet"
              action={
                <ButtonLink to={paths.dashboard.printers} size="lg" className="min-h-11">
                  Add a printer
                </ButtonLink>
              }
            >
              Add your printers, then start the jobs of your projects on them here.
            </EmptyState>
          }
        >
          {(printerList) => (
            <QueryState query={runs} loading="Loading what is printing" error="Failed to load the runs.">
              {(runList) => (
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Printers">
                  {printerList.map((printer) => (
                    <li key={printer.id}>
                      <PrinterTile
                        printer={printer}
                        run={runOf(printer, runList)}
                        now={now}
                        jobsWaiting={queuedJobs.length > 0}
                        nothingWaiting={
                          material ? `No ${material} job waiting.` : 'Nothing waiting to print.'
                        }
                        overdueTasks={overdue.get(printer.id) ?? 0}
                        onStart={() => openStart({ job: null, printerId: printer.id })}
                        onFinish={openFinish}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          )}
        </QueryState>
      </section>

      <section aria-labelledby="workshop-queue">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="workshop-queue" className="text-lg font-semibold text-slate-900">
              Queue
            </h2>
            <p className="text-sm text-slate-600">Jobs not yet printed, oldest project first.</p>
          </div>
          <SelectField
            label="Material"
            value={material}
            onChange={(event) => setMaterial(event.target.value)}
            containerClassName="w-full sm:w-56"
            className="min-h-11"
          >
            <option value="">All materials</option>
            {materials.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryState
          query={queue}
          loading="Loading the queue"
          error="Failed to load the queue."
          isEmpty={(data) => data.pages.every((page) => page.jobs.length === 0)}
          empty={
            <EmptyState
              title="Nothing waiting to print"
              action={
                <ButtonLink to={paths.dashboard.projects} variant="secondary" size="lg" className="min-h-11">
                  Go to Projects
                </ButtonLink>
              }
            >
              {material
                ? `No ${material} job is waiting. Choose “All materials” to see every job.`
                : 'Every job of your active projects has been printed. Add jobs to a project to see them here.'}
            </EmptyState>
          }
        >
          {(data) => {
            const jobs = data.pages.flatMap((page) => page.jobs);
            return (
              <>
                <QueueList jobs={jobs} onStart={(job) => openStart({ job })} />
                <LoadMore query={queue}>
                  {jobs.length.toLocaleString('en-US')} job{jobs.length === 1 ? '' : 's'} shown
                </LoadMore>
              </>
            );
          }}
        </QueryState>
      </section>

      {starting && (
        <StartRunDialog
          job={starting.job}
          jobs={queuedJobs}
          printerId={starting.printerId}
          printers={printers.data ?? []}
          spools={startSpools.anyMaterial ? [] : (startSpools.query.data ?? [])}
          spoolsStatus={startSpools.anyMaterial ? 'success' : startSpools.query.status}
          onRetrySpools={() => void startSpools.query.refetch()}
          finder={spoolFinder.finder}
          saving={startRun.isPending}
          failure={mutationFailure(startRun, runMessages.startFailed)}
          onStart={start}
          onClose={() => setStarting(null)}
        />
      )}
      {finishing && (
        <FinishRunDialog
          run={finishing.run}
          outcome={finishing.outcome}
          spools={runSpools.data ?? []}
          spoolsLoaded={runSpools.isSuccess}
          now={now}
          saving={finishRun.isPending}
          failure={mutationFailure(finishRun, runMessages.finishFailed)}
          onFinish={finish}
          onClose={() => setFinishing(null)}
        />
      )}
    </>
  );
}
