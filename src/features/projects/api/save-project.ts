import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectRecord } from '@/domain/project-record';
import { forgetProject, invalidateProjects } from '@/queries/projects';
import { repositories } from '@/queries/repositories';
import { useSignedInUser } from '@/session/session';

/** Stores a record made by projectRecordFromForm: a new project when id is null, else over that one. */
export function useSaveProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Saving a project' },
    mutationFn: async ({ id, record }: { id: string | null; record: ProjectRecord }) => {
      const { projects } = await repositories();
      return id === null ? projects.create(uid, record) : projects.update(uid, id, record);
    },
    // Only after a save that happened: a refused one leaves the form, and what was typed, in place.
    onSuccess: () => invalidateProjects(queryClient, uid),
  });
}

export function useDeleteProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Deleting a project' },
    mutationFn: async (projectId: string) => (await repositories()).projects.remove(uid, projectId),
    onSuccess: (_result, projectId) => forgetProject(queryClient, uid, projectId),
  });
}
