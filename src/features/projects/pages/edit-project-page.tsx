import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { projectMessages } from '@/domain/project-messages';
import { useProject } from '../api/get-project';
import { BackToProjects } from '../components/back-to-projects';
import { ProjectEditor } from '../components/project-editor';

/** /dashboard/projects/{id}: 'Back to Projects', then 'Loading project...' until the project is there (SPEC §2). */
export function EditProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);

  return (
    <>
      <BackToProjects />
      <QueryState
        query={project}
        loading={
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" label="" />
            {projectMessages.loadingProject}
          </p>
        }
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
        {(found) => found && <ProjectEditor key={found.id} project={found} />}
      </QueryState>
    </>
  );
}
