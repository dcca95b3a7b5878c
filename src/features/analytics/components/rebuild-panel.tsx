import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { formatIsoDate, isoDateOf } from '@/domain/dates';
import { mutationFailure } from '@/queries/mutation-failure';
import type { RebuildProgress, RebuildReport } from '@/repositories/analytics';
import { useRebuildAnalytics } from '../api/analytics';
import { analyticsPageMessages } from '../messages';
import { counted } from './figures';

/** 'Nov 25, 2026 at 10:12' */
const whenText = (date: Date) =>
  `${formatIsoDate(isoDateOf(date))} at ${date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`;

const reportText = (report: RebuildReport) =>
  `Built from ${counted(report.runs, 'finished run', 'finished runs')}, ${counted(
    report.maintenance,
    'maintenance entry',
    'maintenance entries',
  )} and ${counted(report.invoices, 'invoice', 'invoices')}.`;

/**
 * Builds the figures from the user's records: prominently while they never were (the figures then
 * hold only what was recorded since the page existed), quietly afterwards, as a repair.
 */
export function RebuildPanel({ meta }: { meta: { rebuiltAt: Date | null } | null }) {
  const rebuild = useRebuildAnalytics();
  const [progress, setProgress] = useState<RebuildProgress | null>(null);
  const failure = mutationFailure(rebuild, analyticsPageMessages.rebuildFailed);
  const start = () => {
    setProgress(null);
    rebuild.mutate({ onProgress: setProgress });
  };

  const status = (
    <>
      {rebuild.isPending && <BuildProgress progress={progress} />}
      {rebuild.isSuccess && (
        <p role="status" className="mt-3 text-sm text-green-800">
          {reportText(rebuild.data)}
        </p>
      )}
      <FailureAlert message={failure} className="mt-3" />
    </>
  );

  if (!meta) {
    return (
      <div
        className="mb-6 rounded-xl bg-indigo-50 p-4 text-indigo-900 ring-1 ring-indigo-200 ring-inset sm:p-5"
        data-testid="analytics-not-built"
      >
        <h2 className="text-base font-semibold">{analyticsPageMessages.notBuiltTitle}</h2>
        <p className="mt-1 text-sm">{analyticsPageMessages.notBuilt}</p>
        <Button className="mt-3 min-h-11" loading={rebuild.isPending} onClick={start}>
          {analyticsPageMessages.buildFromRecords}
        </Button>
        {status}
      </div>
    );
  }
  return (
    <div className="mb-6 text-sm text-slate-600" data-testid="analytics-rebuild">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          {meta.rebuiltAt
            ? `Figures last rebuilt from your records on ${whenText(meta.rebuiltAt)}.`
            : 'Figures built from your records.'}{' '}
          A rebuild recounts them, should they ever look wrong.
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 text-indigo-700"
          loading={rebuild.isPending}
          onClick={start}
        >
          {analyticsPageMessages.rebuild}
        </Button>
      </div>
      {status}
    </div>
  );
}

function BuildProgress({ progress }: { progress: RebuildProgress | null }) {
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label="Building your figures"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm" aria-live="polite">
        {progress
          ? `Building your figures: ${progress.done} of ${progress.total} steps done. Keep this page open.`
          : 'Reading your records… Keep this page open.'}
      </p>
    </div>
  );
}
