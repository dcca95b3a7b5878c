import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { printerKeys } from './keys';

export const printerQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: printerKeys.detail(userId, id),
    queryFn: () => createPrintersRepository(appFirestore()).get(userId, id),
  });

export function usePrinter(id: string) {
  const { uid } = useSignedInUser();
  return useQuery(printerQueryOptions(uid, id));
}
