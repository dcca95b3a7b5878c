import { useQuery } from '@tanstack/react-query';
import { projectRunsQuery } from '@/queries/runs';
import { useSignedInUser } from '@/session/session';

/** A project's runs, oldest first: what its estimated-vs-actual section and runs list show. */
export function useProjectRuns(projectId: string) {
  const { uid } = useSignedInUser();
  return useQuery(projectRunsQuery(uid, projectId));
}
