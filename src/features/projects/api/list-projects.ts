import { useQuery } from '@tanstack/react-query';
import { projectsQuery } from '@/queries/projects';
import { useSignedInUser } from '@/session/session';

/** The user's projects, newest first. */
export function useProjects() {
  const { uid } = useSignedInUser();
  return useQuery(projectsQuery(uid));
}
