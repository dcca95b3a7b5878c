import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import { projectMessages } from '@/domain/project-form';
import { useProfile } from '@/session/session';
import { useProjects } from '../api/list-projects';
import { BackToProjects } from '../components/back-to-projects';
import { ProjectCard } from '../components/project-card';
import { ProjectEditor } from '../components/project-editor';

const NEW_PARAM = 'new';

/** /dashboard/projects: the list, or the new-project form with ?new=1. */
export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.has(NEW_PARAM)) {
    return (
      <>
        <BackToProjects />
        <ProjectEditor project={null} />
      </>
    );
  }
  return <ProjectList onNewProject={() => setSearchParams({ [NEW_PARAM]: '1' })} />;
}

function ProjectList({ onNewProject }: { onNewProject: () => void }) {
  const projects = useProjects();
  const profile = useProfile();
  const currency = profile.data?.currency ?? DEFAULT_CURRENCY;
  const newProjectButton = <Button onClick={onNewProject}>New Project</Button>;

  return (
    <>
      <PageHeader
        title="Projects"
        description="Each project groups the print jobs of one order or idea, with its material, time and cost."
        actions={newProjectButton}
      />
      <QueryState
        query={projects}
        loading="Loading projects..."
        error={projectMessages.loadFailed}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No projects yet" action={newProjectButton}>
            Create your first project to track its print jobs, the material and time they take, and what it
            costs.
          </EmptyState>
        }
      >
        {(list) => (
          <ul aria-label="Projects" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((project) => (
              <ProjectCard key={project.id} project={project} currency={currency} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
