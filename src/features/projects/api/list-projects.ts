import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProjectListView } from '@/domain/project-list';
import type { ProjectStatus } from '@/domain/project-record';
import { projectCountQuery, projectPagesQuery } from '@/queries/projects';
import { useSignedInUser } from '@/session/session';

/** The user's projects in the view's sort and status, a page at a time. */
export function useProjectPages(view: ProjectListView) {
  const { uid } = useSignedInUser();
  return useInfiniteQuery(projectPagesQuery(uid, view));
}

/** How many projects the user has, of one status or all. */
export function useProjectCount(status: ProjectStatus | null) {
  const { uid } = useSignedInUser();
  return useQuery(projectCountQuery(uid, status));
}
