import type { ImportStage } from '../api/import-filaments';

const label = (stage: ImportStage) => {
  switch (stage.phase) {
    case 'downloading':
      return 'Downloading the SpoolmanDB filament list…';
    case 'checking':
      return 'Checking which filaments are already in the catalogue…';
    case 'writing':
      return stage.total === 0
        ? 'Nothing new to write.'
        : `Writing filaments: ${stage.written.toLocaleString()} of ${stage.total.toLocaleString()}`;
    case 'brands':
      return 'Updating the brand list for the spool search…';
  }
};

/** Determinate while writing; an indeterminate bar before the number of writes is known. */
export function ImportProgressBar({ stage }: { stage: ImportStage }) {
  const determinate = stage.phase === 'writing' && stage.total > 0;
  const percent = determinate ? Math.round((stage.written / stage.total) * 100) : undefined;
  const text = label(stage);
  return (
    <div className="mb-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="mb-2 text-sm font-medium text-slate-700" aria-live="polite">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={
            determinate
              ? 'h-full rounded-full bg-indigo-600 transition-[width] duration-300'
              : 'h-full w-1/3 animate-pulse rounded-full bg-indigo-400'
          }
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
