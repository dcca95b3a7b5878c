import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { overdueTasksText } from '@/domain/overdue-maintenance';
import { printerStatusLabel, printerStatusTone, type Printer } from '@/domain/printers';
import { elapsedMinutes, formatHours, type Run, type RunOutcome } from '@/domain/runs';
import { canStartRun, elapsedText, progressPercent } from '@/domain/workshop-board';
import type { ReactNode } from 'react';

interface PrinterTileProps {
  printer: Printer;
  /** The run printing on it, when there is one. */
  run: Run | null;
  now: Date;
  /** Whether a job is waiting that a Start could pick. */
  jobsWaiting: boolean;
  /** Said under a disabled Start when no job waits (with the queue's filter). */
  nothingWaiting: string;
  /** How many of its maintenance tasks are overdue (0: none, or not known yet). */
  overdueTasks?: number;
  onStart: () => void;
  onFinish: (run: Run, outcome: RunOutcome) => void;
}

const bigButton = 'min-h-11 min-w-11';
// Links on the tile are tapped with a gloved or busy hand: 44 px tall, like the buttons (issue 16).
const tileLink = 'inline-flex min-h-11 min-w-11 items-center';

export function PrinterTile({
  printer,
  run,
  now,
  jobsWaiting,
  nothingWaiting,
  overdueTasks = 0,
  onStart,
  onFinish,
}: PrinterTileProps) {
  const titleId = `workshop-printer-${printer.id}`;
  const printing = printer.status === 'printing' || printer.currentRunId !== null;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-lg font-semibold text-slate-900">
            {printer.name}
          </h3>
          {printer.model && <p className="truncate text-sm text-slate-500">{printer.model}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge tone={printerStatusTone(printer.status)} className="text-sm">
            {printerStatusLabel(printer.status)}
          </Badge>
          {overdueTasks > 0 && (
            <Badge tone="red" className="text-sm">
              Maintenance overdue
            </Badge>
          )}
        </div>
      </header>

      <dl className="mt-3 flex gap-6 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Hours</dt>
          <dd className="font-medium text-slate-900">{formatHours(printer.printMinutes)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Runs</dt>
          <dd className="font-medium text-slate-900">{printer.runCount.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {overdueTasks > 0 && (
        <p className="mt-2 text-sm">
          <Link
            to={paths.dashboard.maintenance}
            className={`${tileLink} font-semibold text-red-700 underline hover:text-red-600`}
          >
            {overdueTasksText(overdueTasks)} <span className="sr-only">on {printer.name}</span>
          </Link>
        </p>
      )}

      <div className="mt-4 flex flex-1 flex-col border-t border-slate-100 pt-4">
        {run ? (
          <RunDetails run={run} now={now} printerName={printer.name} onFinish={onFinish} />
        ) : printing ? (
          <SetIdleHint>
            No run is recorded on this printer. Set it to idle on the Printers page to start one here.
          </SetIdleHint>
        ) : canStartRun(printer) ? (
          <div className="mt-auto flex flex-col gap-2">
            <Button
              size="lg"
              className={bigButton}
              onClick={onStart}
              disabled={!jobsWaiting}
              aria-label={`Start a job on ${printer.name}`}
            >
              Start a job
            </Button>
            {!jobsWaiting && <p className="text-sm text-slate-500">{nothingWaiting}</p>}
          </div>
        ) : (
          <SetIdleHint>
            This printer is{' '}
            {printer.status === 'maintenance'
              ? 'in maintenance'
              : printerStatusLabel(printer.status).toLowerCase()}
            . Set it to idle on the Printers page to print on it.
          </SetIdleHint>
        )}
      </div>
    </article>
  );
}

/** Why Start is missing, and a full-size way to the Printers page (a link inside the sentence is too small to tap). */
function SetIdleHint({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-start gap-3">
      <p className="text-sm text-slate-600">{children}</p>
      <ButtonLink to={paths.dashboard.printers} variant="secondary" size="lg" className="mt-auto min-h-11">
        Go to Printers
      </ButtonLink>
    </div>
  );
}

function RunDetails({
  run,
  now,
  printerName,
  onFinish,
}: {
  run: Run;
  now: Date;
  printerName: string;
  onFinish: (run: Run, outcome: RunOutcome) => void;
}) {
  const elapsed = elapsedMinutes(run.startedAt, now);
  const percent = progressPercent(elapsed, run.estimatedMinutes);
  const elapsedLabel = elapsedText(elapsed, run.estimatedMinutes);
  return (
    <>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="sr-only">Project</dt>
          <dd>
            <Link
              to={paths.dashboard.project(run.projectId)}
              className={`${tileLink} font-semibold text-indigo-700 hover:underline`}
            >
              {run.projectName || 'Untitled project'}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Job</dt>
          <dd className="text-base font-medium text-slate-900">{run.jobLabel || 'Print job'}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-3">
          <dt className="text-slate-500">Spools:</dt>
          {run.spoolIds.map((id, index) => (
            <dd key={id}>
              <Link to={paths.dashboard.spool(id)} className={`${tileLink} text-indigo-700 hover:underline`}>
                {run.spoolLabels[index] || 'Spool'}
              </Link>
            </dd>
          ))}
        </div>
      </dl>
      <p className="mt-3 text-sm font-medium text-slate-800">{elapsedLabel}</p>
      <div
        role="progressbar"
        aria-label={`Progress on ${printerName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={elapsedLabel}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
      {/* The common end, Complete, spans the tile; Failed and Cancel share the row below. */}
      <div className="mt-auto grid grid-cols-2 gap-3 pt-4">
        <Button
          size="lg"
          className={`${bigButton} col-span-2 px-2`}
          onClick={() => onFinish(run, 'completed')}
          aria-label={`Complete the run on ${printerName}`}
        >
          Complete
        </Button>
        <Button
          size="lg"
          variant="danger"
          className={`${bigButton} px-2`}
          onClick={() => onFinish(run, 'failed')}
          aria-label={`Failed: the run on ${printerName}`}
        >
          Failed
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className={`${bigButton} px-2`}
          onClick={() => onFinish(run, 'cancelled')}
          aria-label={`Cancel the run on ${printerName}`}
        >
          Cancel
        </Button>
      </div>
    </>
  );
}
