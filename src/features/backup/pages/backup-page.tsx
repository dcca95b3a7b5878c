// Your Data (issue 17): download a backup of everything, restore one (a preview of what is
// created, updated and skipped first, then a progress bar and a report), and a link to the import.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { downloadTextFile } from '@/components/ui/download-file';
import { FailureAlert } from '@/components/ui/failure-alert';
import { paths } from '@/config/paths';
import { describeBackupCounts, formatFileSize } from '@/domain/backup-format';
import type { RestorePlan } from '@/domain/backup-plan';
import { mutationFailure } from '@/queries/mutation-failure';
import type { RestoreProgress, RestoreReport } from '@/repositories/restore';
import { readBackupFile, useCreateBackup, usePlanRestore, useRestoreBackup } from '../api/backup';
import { notableItems, RestoreCountsTable, RestoreNotes } from '../components/restore-preview';

const CONTENTS =
  'Your filament types, spools with their ledgers, printers with their hours, projects with their print jobs, print runs, maintenance tasks and log, quotes and invoices, and your business details and numbering.';

export function BackupPage() {
  return (
    <div>
      <PageHeader
        title="Your Data"
        description="Take everything you keep in PrintLedger with you, or bring it back."
      />
      <div className="grid gap-6">
        <DownloadCard />
        <RestoreCard />
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Coming from another tool?</h2>
          <p className="mt-1 text-sm text-slate-600">
            Bring your spools in from Spoolman’s export or from a spreadsheet (CSV).
          </p>
          <Link
            to={paths.dashboard.spoolImport}
            className="mt-3 inline-block text-sm font-semibold text-indigo-700 underline hover:text-indigo-600"
          >
            Import spools from Spoolman or a spreadsheet
          </Link>
        </Card>
      </div>
    </div>
  );
}

function DownloadCard() {
  const create = useCreateBackup();
  const failure = mutationFailure(create, 'Your backup could not be created.');
  const saved = create.data;
  const onDownload = () =>
    create.mutate(undefined, {
      onSuccess: (backup) => downloadTextFile(backup.fileName, backup.text, 'application/json;charset=utf-8'),
    });
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Download backup</h2>
      <p className="mt-1 text-sm text-slate-600">
        One JSON file with all your data: {CONTENTS.charAt(0).toLowerCase() + CONTENTS.slice(1)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={onDownload} loading={create.isPending}>
          Download backup
        </Button>
      </div>
      <FailureAlert message={failure} className="mt-4" />
      {saved && (
        <Alert tone="success" className="mt-4">
          Saved {saved.fileName} ({formatFileSize(saved.bytes)}): your settings and{' '}
          {describeBackupCounts(saved.counts)}.
        </Alert>
      )}
    </Card>
  );
}

type Step =
  | { name: 'choose' }
  | { name: 'reading'; fileName: string }
  | { name: 'preview'; fileName: string; plan: RestorePlan }
  | { name: 'restoring'; fileName: string; plan: RestorePlan; progress: RestoreProgress | null }
  | { name: 'report'; fileName: string; plan: RestorePlan; report: RestoreReport };

function RestoreCard() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const planRestore = usePlanRestore();
  const restore = useRestoreBackup();
  const planFailure = mutationFailure(planRestore, 'Your account could not be read for the restore.');
  const restoreFailure = mutationFailure(restore, 'The restore could not be written.');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileProblem(null);
    planRestore.reset();
    restore.reset();
    setStep({ name: 'reading', fileName: file.name });
    const read = await readBackupFile(file);
    if (!read.ok) {
      setFileProblem(read.message);
      setStep({ name: 'choose' });
      return;
    }
    planRestore.mutate(read.backup, {
      onSuccess: (plan) => setStep({ name: 'preview', fileName: file.name, plan }),
      onError: () => setStep({ name: 'choose' }),
    });
  };

  const startAgain = () => {
    setStep({ name: 'choose' });
    setFileProblem(null);
    planRestore.reset();
    restore.reset();
    if (input.current) input.current.value = '';
  };

  const onRestore = (plan: RestorePlan, fileName: string) => {
    setStep({ name: 'restoring', fileName, plan, progress: null });
    restore.mutate(
      { plan, onProgress: (progress) => setStep({ name: 'restoring', fileName, plan, progress }) },
      {
        onSuccess: (report) => setStep({ name: 'report', fileName, plan, report }),
        onError: () => setStep({ name: 'preview', fileName, plan }),
      },
    );
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Restore from a backup</h2>
      <p className="mt-1 text-sm text-slate-600">
        Into an empty account, or merged into this one: records missing here are created, changed ones
        updated, identical ones skipped. You see what will happen before anything is written.
      </p>

      {(step.name === 'choose' || step.name === 'reading') && (
        <div className="mt-4">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
            Backup file (.json)
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void onFile(event)}
            aria-describedby={fileProblem ? `${inputId}-problem` : undefined}
            aria-invalid={fileProblem ? true : undefined}
            className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
          />
          {step.name === 'reading' && (
            <p role="status" className="mt-3 text-sm text-slate-600">
              Reading {step.fileName}…
            </p>
          )}
          {fileProblem && (
            <div id={`${inputId}-problem`} className="mt-4">
              <Alert tone="error">{fileProblem}</Alert>
            </div>
          )}
          <FailureAlert message={planFailure} className="mt-4" />
        </div>
      )}

      {step.name === 'preview' && (
        <div className="mt-4">
          <h3 className="text-base font-semibold text-slate-900">Preview of {step.fileName}</h3>
          <p className="mt-1 text-sm text-slate-600">
            {step.plan.sameAccount
              ? 'This backup is of this account: records keep their ids.'
              : 'This backup is of another account: records get new ids in this one.'}{' '}
            {step.plan.writeCount === 0
              ? 'Everything in it is already here: nothing needs writing.'
              : `${step.plan.writeCount} writes.`}
          </p>
          <div className="mt-4">
            <RestoreCountsTable plan={step.plan} caption="What the restore will do" />
          </div>
          <RestoreNotes items={notableItems(step.plan)} title="Skipped or changed, and why" />
          <FailureAlert message={restoreFailure} className="mt-4" />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => onRestore(step.plan, step.fileName)} disabled={step.plan.writeCount === 0}>
              Restore
            </Button>
            <Button variant="secondary" onClick={startAgain}>
              Choose another file
            </Button>
          </div>
        </div>
      )}

      {step.name === 'restoring' && (
        <RestoreProgressBar progress={step.progress} writes={step.plan.writeCount} />
      )}

      {step.name === 'report' && (
        <RestoreReportView
          plan={step.plan}
          report={step.report}
          fileName={step.fileName}
          onDone={startAgain}
        />
      )}
    </Card>
  );
}

function RestoreProgressBar({ progress, writes }: { progress: RestoreProgress | null; writes: number }) {
  const done = progress?.writesDone ?? 0;
  const percent = writes === 0 ? 100 : Math.round((done / writes) * 100);
  return (
    <div className="mt-4">
      <h3 className="text-base font-semibold text-slate-900">Restoring…</h3>
      <div
        role="progressbar"
        aria-label="Restore progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {done} of {writes} writes
        {progress ? ` (step ${progress.batchesDone} of ${progress.batches} done)` : ''}. Keep this page open.
      </p>
    </div>
  );
}

function RestoreReportView({
  plan,
  report,
  fileName,
  onDone,
}: {
  plan: RestorePlan;
  report: RestoreReport;
  fileName: string;
  onDone: () => void;
}) {
  const failed = report.failedBatch !== null;
  const notWritten = new Set(report.notWritten);
  const refusedItems = plan.items
    .map((item, index) => ({ ...item, index }))
    .filter((item) => notWritten.has(item.index))
    .map((item) => ({ ...item, reason: 'Not written: the restore stopped before it' }));
  return (
    <div className="mt-4">
      <h3 className="text-base font-semibold text-slate-900">Restore report for {fileName}</h3>
      {failed ? (
        <Alert tone="error" className="mt-3">
          The server refused step {report.failedBatch} of {report.batches}. Steps{' '}
          {report.landed.length > 0 ? `1–${report.landed.length}` : 'none'} landed ({report.written.length}{' '}
          records); nothing after them was written. Restoring the same file again picks up where it stopped.
        </Alert>
      ) : (
        <Alert tone="success" className="mt-3">
          Restore complete: {plan.writeCount} writes in {report.batches} step{report.batches === 1 ? '' : 's'}
          .
        </Alert>
      )}
      {report.analyticsMessage && (
        <Alert tone="warning" className="mt-3">
          {report.analyticsMessage}
        </Alert>
      )}
      <div className="mt-4">
        <RestoreCountsTable plan={plan} caption="What the restore did" />
      </div>
      <RestoreNotes items={notableItems(plan)} title="Skipped or changed, and why" />
      <RestoreNotes items={refusedItems} title="Not written" />
      <div className="mt-6">
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
