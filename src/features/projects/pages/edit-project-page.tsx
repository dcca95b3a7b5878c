import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  projectMessages,
  projectToFormValues,
  type Project,
  type ProjectFormOutput,
} from '@/domain/projects';
import { errorMessage } from '@/repositories/errors';
import { useCostSettings, usePrinterOptions } from '../api/cost-inputs';
import { useProject } from '../api/get-project';
import { useDeleteProject, useUpdateProject } from '../api/save-project';
import { ProjectForm } from '../components/project-form';

function BackToProjects() {
  return (
    <Link to={paths.dashboard.projects} className="text-sm font-medium text-indigo-700 hover:text-indigo-600">
      ← Back to Projects
    </Link>
  );
}

export function EditProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);

  if (project.isPending) {
    return (
      <div className="space-y-4">
        <BackToProjects />
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label="" />
          {projectMessages.loadingProject}
        </p>
      </div>
    );
  }
  if (project.isError) {
    return (
      <div className="space-y-4">
        <BackToProjects />
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{errorMessage(project.error, 'Failed to load the project. Please try again.')}</span>
            <Button variant="secondary" size="sm" onClick={() => void project.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  if (!project.data) {
    return (
      <EmptyState
        title={projectMessages.notFound}
        action={<ButtonLink to={paths.dashboard.projects}>Back to Projects</ButtonLink>}
      >
        It may have been deleted, or the link is wrong.
      </EmptyState>
    );
  }
  return <EditProject key={project.data.id} project={project.data} />;
}

function EditProject({ project }: { project: Project }) {
  const navigate = useNavigate();
  const printers = usePrinterOptions();
  const costSettings = useCostSettings();
  const updateProject = useUpdateProject();
  const deleteProject = useDeleteProject();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [defaultValues] = useState(() => projectToFormValues(project));
  const backToList = () => navigate(paths.dashboard.projects);

  const save = async (values: ProjectFormOutput, estimatedCost: number) => {
    setFailure(null);
    try {
      await updateProject.mutateAsync({ previous: project, save: { values, estimatedCost } });
      backToList();
    } catch (error) {
      console.error('Saving a project failed', error);
      setFailure(errorMessage(error, projectMessages.saveFailed));
    }
  };

  const remove = async () => {
    setDeleteFailure(null);
    try {
      await deleteProject.mutateAsync(project.id);
      backToList();
    } catch (error) {
      console.error('Deleting a project failed', error);
      setConfirmingDelete(false);
      setDeleteFailure(errorMessage(error, projectMessages.deleteFailed));
    }
  };

  return (
    <>
      <div className="mb-4">
        <BackToProjects />
      </div>
      <PageHeader
        title={`Edit Project: ${project.name}`}
        actions={
          <Button variant="secondary" className="text-red-700" onClick={() => setConfirmingDelete(true)}>
            Delete Project
          </Button>
        }
      />
      {deleteFailure && (
        <Alert tone="error" className="mb-4">
          {deleteFailure}
        </Alert>
      )}
      <Card className="max-w-5xl">
        <ProjectForm
          defaultValues={defaultValues}
          printers={printers}
          spools={costSettings.spools}
          currency={costSettings.currency}
          electricityRate={costSettings.electricityRate}
          submitLabel="Update Project"
          failure={failure}
          onSubmit={save}
          onCancel={backToList}
        />
      </Card>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete project"
        message={projectMessages.confirmDeleteProject}
        busy={deleteProject.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
