import type { ProjectRecord } from '@/domain/project-record';
import { forgetProject, invalidateProjects } from '@/queries/projects';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Stores a record made by projectRecordFromForm: a new project when id is null, else over that one. */
export const useSaveProject = () =>
  useSignedInMutation(
    'Saving a project',
    invalidateProjects,
    async ({ projects }, uid, { id, record }: { id: string | null; record: ProjectRecord }) =>
      id === null ? projects.create(uid, record) : projects.update(uid, id, record),
    { afterSuccessOnly: true },
  );

export const useDeleteProject = () =>
  useSignedInMutation(
    'Deleting a project',
    forgetProject,
    ({ projects }, uid, projectId: string) => projects.remove(uid, projectId),
    { afterSuccessOnly: true },
  );
