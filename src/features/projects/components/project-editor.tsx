import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { FailureAlert } from '@/components/ui/failure-alert';
import { paths } from '@/config/paths';
import {
  emptyProjectForm,
  projectMessages,
  projectToFormValues,
  type ProjectFormOutput,
} from '@/domain/project-form';
import type { Project } from '@/domain/project-record';
import { projectRecordFromForm } from '@/domain/project-save';
import { mutationFailure } from '@/queries/mutation-failure';
import { useProjectCostInputs } from '../api/cost-inputs';
import { useDeleteProject, useSaveProject } from '../api/save-project';
import { ConfirmDialog } from './lazy-dialogs';
import { ProjectForm } from './project-form';
import { LazyProjectRunsSection } from './project-runs-frame';

/**
 * The new-project screen (project null) and the edit screen. A save goes in a straight line: the
 * form's values and the cost inputs become the stored record (projectRecordFromForm), and the
 * repository stores it. A failed save or delete is said above the form, which keeps what was typed.
 */
export function ProjectEditor({ project }: { project: Project | null }) {
  const navigate = useNavigate();
  const costInputs = useProjectCostInputs();
  const saveProject = useSaveProject();
  const deleteProject = useDeleteProject();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [defaultValues] = useState(() => (project ? projectToFormValues(project) : emptyProjectForm()));
  const backToList = () => navigate(paths.dashboard.projects);
  // From the project as read now (runs change its jobs' statuses), not from the form's first values.
  const jobStatuses = useMemo(
    () => Object.fromEntries((project?.parts ?? []).map((part) => [part.id, part.status])),
    [project],
  );

  const save = (values: ProjectFormOutput) => {
    const record = projectRecordFromForm(values, costInputs, { previousParts: project?.parts });
    saveProject.mutate({ previous: project, record }, { onSuccess: backToList });
  };

  const remove = (deleted: Project) =>
    deleteProject.mutate(deleted, { onSuccess: backToList, onError: () => setConfirmingDelete(false) });

  return (
    <>
      <PageHeader
        title={project ? `Edit Project: ${project.name}` : 'New Project'}
        actions={
          project && (
            <Button variant="secondary" className="text-red-700" onClick={() => setConfirmingDelete(true)}>
              Delete Project
            </Button>
          )
        }
      />
      <FailureAlert message={mutationFailure(deleteProject, projectMessages.deleteFailed)} className="mb-4" />
      <Card className="max-w-5xl">
        <ProjectForm
          defaultValues={defaultValues}
          printers={costInputs.printers}
          printersStatus={costInputs.printersStatus}
          spools={costInputs.spools}
          spoolMaterials={costInputs.spoolMaterials}
          jobStatuses={jobStatuses}
          currency={costInputs.currency}
          electricityRate={costInputs.electricityRate}
          submitLabel={project ? 'Update Project' : 'Create Project'}
          failure={mutationFailure(saveProject, projectMessages.saveFailed)}
          saving={saveProject.isPending}
          onSubmit={save}
          onCancel={backToList}
        />
      </Card>
      {project && (
        <LazyProjectRunsSection project={project} costInputs={costInputs} currency={costInputs.currency} />
      )}
      {project && (
        <ConfirmDialog
          open={confirmingDelete}
          title="Delete project"
          message={projectMessages.confirmDeleteProject}
          busy={deleteProject.isPending}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => remove(project)}
        />
      )}
    </>
  );
}
