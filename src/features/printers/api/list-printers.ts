import { useQuery } from '@tanstack/react-query';
import { printerQuery, printersQuery } from '@/queries/printers';
import { useSignedInUser } from '@/session/session';

export function usePrinters() {
  const { uid } = useSignedInUser();
  return useQuery(printersQuery(uid));
}

/** One printer (from the cached list); data is null when it is not the user's. */
export function usePrinter(id: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerQuery(uid, id));
}
