import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { PageSpinner } from '@/components/ui/spinner';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import { projectStatusLabel } from '@/domain/project-display';
import {
  projectCountLabel,
  projectListParams,
  projectListViewFromParams,
  type ProjectListView,
} from '@/domain/project-list';
import { projectMessages } from '@/domain/project-messages';
import { csvExport } from '@/queries/exports';
import { useProfile, useSignedInUser } from '@/session/session';
import { useProjectCount, useProjectPages } from '../api/list-projects';
import { BackToProjects } from '../components/back-to-projects';
import { ProjectGrid } from '../components/project-grid';
import { ProjectListControls } from '../components/project-list-controls';

// The form and its code load only when it is opened: the list does not ship them.
const ProjectEditor = lazy(() =>
  import('../components/project-editor').then((module) => ({ default: module.ProjectEditor })),
);

const NEW_PARAM = 'new';

/** /dashboard/projects: the list (its sort and status in the address), or the new-project form with ?new=1. */
export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.has(NEW_PARAM)) {
    return (
      <>
        <BackToProjects />
        <Suspense fallback={<PageSpinner label="Loading the project form..." />}>
          <ProjectEditor project={null} />
        </Suspense>
      </>
    );
  }
  const view = projectListViewFromParams(searchParams);
  return (
    <ProjectList
      view={view}
      onViewChange={(next) => setSearchParams(projectListParams(next), { replace: true })}
      onNewProject={() => setSearchParams({ [NEW_PARAM]: '1' })}
    />
  );
}

interface ProjectListProps {
  view: ProjectListView;
  onViewChange: (view: ProjectListView) => void;
  onNewProject: () => void;
}

function ProjectList({ view, onViewChange, onNewProject }: ProjectListProps) {
  const { uid } = useSignedInUser();
  const pages = useProjectPages(view);
  const count = useProjectCount(view.status);
  const profile = useProfile();
  const currency = profile.data?.currency ?? DEFAULT_CURRENCY;
  const newProjectButton = <Button onClick={onNewProject}>New Project</Button>;
  const statusLabel = view.status && projectStatusLabel(view.status);
  const countLabel = count.data === undefined ? null : projectCountLabel(count.data, statusLabel);
  const loadNextPage = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError) {
      void pages.fetchNextPage();
    }
  };

  return (
    <>
      <PageHeader
        title="Projects"
        description={
          <>
            {countLabel && <span className="font-medium text-slate-900">{countLabel}. </span>}
            Each project groups the print jobs of one order or idea, with its material, time and cost.
          </>
        }
        actions={
          <>
            {/* All projects, whatever the status shown: hidden only when there are none at all. */}
            {!(count.data === 0 && !view.status) && <ExportCsvButton {...csvExport('projects', uid)} />}
            {newProjectButton}
          </>
        }
      />
      <ProjectListControls view={view} onChange={onViewChange} />
      <QueryState
        query={pages}
        loading="Loading projects..."
        error={projectMessages.loadFailed}
        isEmpty={(data) => data.pages.every((page) => page.projects.length === 0)}
        empty={
          statusLabel ? (
            <EmptyState
              title={`No ${statusLabel.toLowerCase()} projects`}
              action={
                <Button variant="secondary" onClick={() => onViewChange({ ...view, status: null })}>
                  Show all statuses
                </Button>
              }
            >
              None of your projects has the status {statusLabel}.
            </EmptyState>
          ) : (
            <EmptyState title="No projects yet" action={newProjectButton}>
              Create your first project to track its print jobs, the material and time they take, and what it
              costs.
            </EmptyState>
          )
        }
      >
        {(data) => {
          const projects = data.pages.flatMap((page) => page.projects);
          return (
            <>
              <ProjectGrid
                projects={projects}
                total={count.data}
                currency={currency}
                onNearEnd={loadNextPage}
              />
              {pages.isFetchNextPageError && (
                <p role="alert" className="mt-4 text-sm text-red-700">
                  {projectMessages.loadFailed}
                </p>
              )}
              <LoadMore query={pages}>
                {countLabel
                  ? `Showing ${projects.length.toLocaleString('en-US')} of ${countLabel}`
                  : `Showing ${projects.length.toLocaleString('en-US')}`}
              </LoadMore>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
