import { useMutation } from '@tanstack/react-query';
import { useSignedInUser } from '@/app/session';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { useRefreshPrinters } from './refresh-printers';

export function useTogglePrinterStatus() {
  const { uid } = useSignedInUser();
  const refresh = useRefreshPrinters({ countChanged: false });
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) =>
      createPrintersRepository(appFirestore()).toggleStatus(uid, id, status),
    onSettled: refresh,
  });
}
