import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createProjectsRepository } from '@/repositories/projects';
import { useSignedInUser } from '@/session/session';
import { projectKeys } from './keys';

export const projectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.list(userId),
    queryFn: () => createProjectsRepository(appFirestore()).list(userId),
  });

export function useProjects() {
  const { uid } = useSignedInUser();
  return useQuery(projectsQueryOptions(uid));
}
