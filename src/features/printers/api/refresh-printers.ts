import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useSignedInUser } from '@/app/session';
import { printerKeys } from './keys';

/** After a change: refetch the printers, and the profile when its printerCount changed. */
export function useRefreshPrinters({ countChanged }: { countChanged: boolean }) {
  const queryClient = useQueryClient();
  const { uid } = useSignedInUser();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: printerKeys.all }),
      countChanged ? queryClient.invalidateQueries({ queryKey: sessionKeys.profile(uid) }) : undefined,
    ]);
  };
}
