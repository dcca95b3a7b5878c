import { lazy, Suspense } from 'react';
import type { ProjectSummary } from '@/domain/project-record';
import { ProjectCard } from './project-card';

export const GRID_CLASSES = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';
/** The cards shown while the virtualised grid's code loads: about a first screen. */
const FIRST_CARDS = 12;

export interface ProjectGridProps {
  projects: readonly ProjectSummary[];
  /** How many projects the view holds in all (the list's size for assistive technology), when known. */
  total: number | undefined;
  currency: string;
  /** Reads the next page; called as the end of what is loaded scrolls near. */
  onNearEnd: () => void;
}

// The virtualiser (@tanstack/react-virtual) loads after the page, not with it.
const VirtualProjectGrid = lazy(() =>
  import('./virtual-project-grid').then((module) => ({ default: module.VirtualProjectGrid })),
);

/**
 * The project cards in the responsive grid, drawn a row at a time for the rows on screen only
 * (virtual-project-grid.tsx): 2,000 projects cost the DOM of about a dozen rows. It stays one list
 * to assistive technology, each card saying where it is in the whole. While that code loads, the
 * first cards show as a plain grid.
 */
export function ProjectGrid(props: ProjectGridProps) {
  const { projects, total, currency } = props;
  return (
    <Suspense
      fallback={
        <div role="list" aria-label="Projects" className={GRID_CLASSES}>
          {projects.slice(0, FIRST_CARDS).map((project, index) => (
            <div key={project.id} role="listitem" aria-posinset={index + 1} aria-setsize={total ?? -1}>
              <ProjectCard project={project} currency={currency} />
            </div>
          ))}
        </div>
      }
    >
      <VirtualProjectGrid {...props} />
    </Suspense>
  );
}
