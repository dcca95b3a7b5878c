import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import { emptyProjectForm, projectMessages, type ProjectFormOutput } from '@/domain/projects';
import { errorMessage } from '@/repositories/errors';
import { useProfile } from '@/session/session';
import { useCostSettings, usePrinterOptions } from '../api/cost-inputs';
import { useProjects } from '../api/list-projects';
import { useCreateProject } from '../api/save-project';
import { ProjectCard } from '../components/project-card';
import { ProjectForm } from '../components/project-form';

const NEW_PARAM = 'new';

export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = searchParams.has(NEW_PARAM);
  const openForm = () => setSearchParams({ [NEW_PARAM]: '1' });
  return creating ? <NewProject /> : <ProjectList onNewProject={openForm} />;
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
      {projects.isPending ? (
        <PageSpinner label="Loading projects..." />
      ) : projects.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{errorMessage(projects.error, projectMessages.loadFailed)}</span>
            <Button variant="secondary" size="sm" onClick={() => void projects.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : projects.data.length === 0 ? (
        <EmptyState title="No projects yet" action={newProjectButton}>
          Create your first project to track its print jobs, the material and time they take, and what it
          costs.
        </EmptyState>
      ) : (
        <ul aria-label="Projects" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.data.map((project) => (
            <ProjectCard key={project.id} project={project} currency={currency} />
          ))}
        </ul>
      )}
    </>
  );
}

function NewProject() {
  const navigate = useNavigate();
  const printers = usePrinterOptions();
  const costSettings = useCostSettings();
  const createProject = useCreateProject();
  const [failure, setFailure] = useState<string | null>(null);
  const [defaultValues] = useState(() => emptyProjectForm());
  const backToList = () => navigate(paths.dashboard.projects);

  const save = async (values: ProjectFormOutput, estimatedCost: number) => {
    setFailure(null);
    try {
      await createProject.mutateAsync({ values, estimatedCost });
      backToList();
    } catch (error) {
      console.error('Saving a project failed', error);
      setFailure(errorMessage(error, projectMessages.saveFailed));
    }
  };

  return (
    <>
      <div className="mb-4">
        <Link
          to={paths.dashboard.projects}
          className="text-sm font-medium text-indigo-700 hover:text-indigo-600"
        >
          ← Back to Projects
        </Link>
      </div>
      <PageHeader title="New Project" />
      <Card className="max-w-5xl">
        <ProjectForm
          defaultValues={defaultValues}
          printers={printers}
          spools={costSettings.spools}
          currency={costSettings.currency}
          electricityRate={costSettings.electricityRate}
          submitLabel="Create Project"
          failure={failure}
          onSubmit={save}
          onCancel={backToList}
        />
      </Card>
    </>
  );
}
