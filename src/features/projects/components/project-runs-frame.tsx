import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ProjectRunsSectionProps } from './project-runs-section';

export const projectRunsMessages = {
  loading: 'Loading runs...',
  loadFailed: 'Failed to load the runs of this project. Please try again.',
  noRuns: 'No runs yet: start its jobs from the',
  noFinishedRuns: 'No run has finished yet: the comparison shows once one does.',
  loadingEstimate: 'Working out the estimate...',
  estimateIncomplete:
    'Your printers or spools could not be read, so the estimate leaves their cost out. Refresh the page to try again.',
} as const;

/** The runs section's place under a saved project, with its heading. */
export function RunsFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="project-runs-heading" className="mt-8 max-w-5xl space-y-4">
      <h2 id="project-runs-heading" className="text-lg font-semibold text-slate-900">
        Runs and actual cost
      </h2>
      {children}
    </section>
  );
}

export function RunsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner size="sm" label="" />
      {projectRunsMessages.loading}
    </p>
  );
}

// The runs and their cost against the estimate (the runs' repository, its table) are not the
// page's main content: their code loads once the project shows, and says 'Loading runs...' meanwhile,
// as the section itself does until its runs are read.
const LoadedRunsSection = lazy(() =>
  import('./project-runs-section').then((module) => ({ default: module.ProjectRunsSection })),
);

export function LazyProjectRunsSection(props: ProjectRunsSectionProps) {
  return (
    <Suspense
      fallback={
        <RunsFrame>
          <RunsLoading />
        </RunsFrame>
      }
    >
      <LoadedRunsSection {...props} />
    </Suspense>
  );
}
