import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { printerKeys } from './keys';

export const printersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: printerKeys.list(userId),
    queryFn: () => createPrintersRepository(appFirestore()).list(userId),
  });

export function usePrinters() {
  const { uid } = useSignedInUser();
  return useQuery(printersQueryOptions(uid));
}
