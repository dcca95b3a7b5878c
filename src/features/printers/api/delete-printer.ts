import { useMutation } from '@tanstack/react-query';
import { useSignedInUser } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { useRefreshPrinters } from './refresh-printers';

export function useDeletePrinter() {
  const { uid } = useSignedInUser();
  const refresh = useRefreshPrinters({ countChanged: true });
  return useMutation({
    mutationFn: (id: string) => createPrintersRepository(appFirestore()).remove(uid, id),
    onSettled: refresh,
  });
}
