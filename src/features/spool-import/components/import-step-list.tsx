import { importSteps, type ImportSource, type ImportStage } from '../import-wizard';

/** The wizard's steps above it, the current one marked (a Spoolman export has no columns to match). */
export function ImportStepList({ source, stage }: { source: ImportSource; stage: ImportStage['kind'] }) {
  return (
    <ol className="mb-6 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Import steps">
      {importSteps(source, stage).map((step) => (
        <li
          key={step.label}
          aria-current={step.current ? 'step' : undefined}
          className={step.current ? 'font-semibold text-indigo-700' : 'text-slate-500'}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
