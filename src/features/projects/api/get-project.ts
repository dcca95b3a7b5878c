import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createProjectsRepository } from '@/repositories/projects';
import { useSignedInUser } from '@/session/session';
import { projectKeys } from './keys';

/** One project; data is null when it does not exist or belongs to someone else. */
export const projectQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(userId, id),
    queryFn: () => createProjectsRepository(appFirestore()).get(userId, id),
  });

export function useProject(id: string) {
  const { uid } = useSignedInUser();
  return useQuery(projectQueryOptions(uid, id));
}
