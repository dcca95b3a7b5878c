import { useQuery } from '@tanstack/react-query';
import { projectQuery } from '@/queries/projects';
import { useSignedInUser } from '@/session/session';

/** One project; data is null when it does not exist or belongs to someone else. */
export function useProject(id: string) {
  const { uid } = useSignedInUser();
  return useQuery(projectQuery(uid, id));
}
