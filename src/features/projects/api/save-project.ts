import type { Project, ProjectRecord } from '@/domain/project-record';
import { forgetProject, invalidateProjects } from '@/queries/projects';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Stores a record made by projectRecordFromForm: a new project when previous is null, else over that one as it was read. */
export const useSaveProject = () =>
  useSignedInMutation(
    'Saving a project',
    invalidateProjects,
    async ({ projects }, uid, { previous, record }: { previous: Project | null; record: ProjectRecord }) =>
      previous === null ? projects.create(uid, record) : projects.update(uid, previous, record),
    { afterSuccessOnly: true },
  );

export const useDeleteProject = () =>
  useSignedInMutation(
    'Deleting a project',
    forgetProject,
    ({ projects }, uid, projectId: string) => projects.remove(uid, projectId),
    { afterSuccessOnly: true },
  );
