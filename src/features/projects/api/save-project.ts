import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@/domain/projects';
import { appFirestore } from '@/repositories/app-firestore';
import { createProjectsRepository, type ProjectSave } from '@/repositories/projects';
import { useSignedInUser } from '@/session/session';
import { projectKeys } from './keys';

export function useCreateProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ProjectSave) => createProjectsRepository(appFirestore()).create(uid, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useUpdateProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ previous, save }: { previous: Project; save: ProjectSave }) =>
      createProjectsRepository(appFirestore()).update(uid, previous, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => createProjectsRepository(appFirestore()).remove(uid, projectId),
    onSuccess: (_result, projectId) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(uid, projectId) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.list(uid) });
    },
  });
}
