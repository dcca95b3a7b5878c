import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { projectMessages } from '@/domain/project-messages';
import { useProject } from '../api/get-project';
import { BackToProjects } from '../components/back-to-projects';

// The editor (the form with its jobs, their fields and the sliced-file parts) is its own chunk,
// fetched as the page opens, alongside the project's read, so the page's own code stays within its
// budget (issue 32); until both are there the page says 'Loading project...'.
const loadEditor = () => import('../components/project-editor');
const ProjectEditor = lazy(() => loadEditor().then((module) => ({ default: module.ProjectEditor })));

const loadingProject = (
  <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
    <Spinner size="sm" label="" />
    {projectMessages.loadingProject}
  </p>
);

/** /dashboard/projects/{id}: 'Back to Projects', then 'Loading project...' until the project is there (SPEC §2). */
export function EditProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  useEffect(() => {
    void loadEditor();
  }, []);

  return (
    <>
      <BackToProjects />
      <QueryState
        query={project}
        loading={loadingProject}
        error={projectMessages.loadProjectFailed}
        isEmpty={(found) => found === null}
        empty={
          <EmptyState
            title={projectMessages.notFound}
            action={<ButtonLink to={paths.dashboard.projects}>Back to Projects</ButtonLink>}
          >
            It may have been deleted, or the link is wrong.
          </EmptyState>
        }
      >
        {(found) =>
          found && (
            <Suspense fallback={loadingProject}>
              <ProjectEditor key={found.id} project={found} />
            </Suspense>
          )
        }
      </QueryState>
    </>
  );
}
