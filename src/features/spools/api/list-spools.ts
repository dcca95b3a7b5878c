import { useQuery } from '@tanstack/react-query';
import { spoolsQuery } from '@/queries/spools';
import { useSignedInUser } from '@/session/session';

/** The signed-in user's spools, by name. */
export function useSpools() {
  const { uid } = useSignedInUser();
  return useQuery(spoolsQuery(uid));
}
