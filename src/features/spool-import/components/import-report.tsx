import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { describeRows } from '@/domain/spool-import/import-batches';
import { errorMessage } from '@/repositories/errors';
import type { SpoolImportProgress, SpoolImportReport } from '@/repositories/spool-import';

export const IMPORT_FAILED = 'Failed to import spools. Please try again.';

/** Step 4: the batches being written. */
export function ImportProgress({ progress, total }: { progress: SpoolImportProgress | null; total: number }) {
  const written = progress?.spoolsWritten ?? 0;
  const percent = total === 0 ? 0 : Math.round((written / total) * 100);
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Importing spools…</h2>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={written}
        aria-valuetext={`${written} of ${total} spools`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {written.toLocaleString('en')} of {total.toLocaleString('en')} spools written
        {progress ? ` (batch ${progress.batchesDone} of ${progress.batchCount})` : ''}. Keep this page open.
      </p>
    </Card>
  );
}

/** Step 5: what was created and skipped; after a refused batch, which batches landed and which rows did not. */
export function ImportReportStep({
  report,
  skipped,
  onRetry,
  retrying,
  onImportAnother,
}: {
  report: SpoolImportReport;
  /** Rows left out before writing (skipped, or still with problems). */
  skipped: number;
  onRetry: () => void;
  retrying: boolean;
  onImportAnother: () => void;
}) {
  const landed = report.batches.filter((batch) => batch.landed);
  const failed = report.failure;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {failed ? 'Import stopped' : 'Import complete'}
      </h2>
      <Alert tone={failed ? 'warning' : 'success'}>
        {report.created.toLocaleString('en')} {report.created === 1 ? 'spool' : 'spools'} created,{' '}
        {skipped.toLocaleString('en')} {skipped === 1 ? 'row' : 'rows'} skipped.
      </Alert>
      {failed && (
        <>
          <Alert tone="error">{errorMessage(failed.error, IMPORT_FAILED)}</Alert>
          <div className="space-y-2 text-sm text-slate-700">
            <p>
              {landed.length === 0
                ? 'No batch landed: nothing was added to your inventory.'
                : `Batches 1–${landed.length} of ${report.batches.length} landed (${describeRows(
                    landed.flatMap((batch) => batch.rows),
                  )}): those spools are in your inventory.`}
            </p>
            <p>
              Batch {failed.batch} was refused and the import stopped there:{' '}
              {describeRows(report.notImported)} ({report.notImported.length.toLocaleString('en')}) were not
              imported.
            </p>
          </div>
          <Button className="min-h-11" loading={retrying} onClick={onRetry}>
            Import the {report.notImported.length.toLocaleString('en')} rows not imported
          </Button>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink
          to={paths.dashboard.materials}
          variant={failed ? 'secondary' : 'primary'}
          className="min-h-11"
        >
          Go to your spools
        </ButtonLink>
        <Button variant="secondary" className="min-h-11" onClick={onImportAnother}>
          Import another file
        </Button>
      </div>
    </Card>
  );
}
