import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectRecord, ProjectSummary } from '@/domain/project-record';
import { projectCreated, projectDeleted, projectUpdated } from '@/queries/projects';
import { projectsRepository } from '@/queries/repositories';
import { useSignedInUser } from '@/session/session';

type SavedProject = { previous: null; created: ProjectSummary } | { previous: Project; updated: Project };

/**
 * Stores a record made by projectRecordFromForm: a new project when previous is null, else over
 * that one as it was read. The cached views are updated from what was written, so the list, the
 * project, its jobs and its runs are not read again; a failed save leaves them alone.
 */
export function useSaveProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Saving a project' },
    mutationFn: async ({
      previous,
      record,
    }: {
      previous: Project | null;
      record: ProjectRecord;
    }): Promise<SavedProject> => {
      const projects = await projectsRepository();
      return previous === null
        ? { previous, created: await projects.create(uid, record) }
        : { previous, updated: await projects.update(uid, previous, record) };
    },
    onSuccess: (saved) => {
      if (saved.previous === null) projectCreated(queryClient, uid, saved.created);
      else projectUpdated(queryClient, uid, saved.previous, saved.updated);
    },
  });
}

/** Deletes a project and its jobs; it leaves the cached views, none of which is read again. */
export function useDeleteProject() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Deleting a project' },
    mutationFn: async (project: ProjectSummary) => (await projectsRepository()).remove(uid, project.id),
    onSuccess: (_nothing, project) => projectDeleted(queryClient, uid, project),
  });
}
