import { useMutation } from '@tanstack/react-query';
import { useSignedInUser } from '@/app/session';
import type { PrinterFormValues } from '@/domain/printers';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { useRefreshPrinters } from './refresh-printers';

export function useCreatePrinter() {
  const { uid } = useSignedInUser();
  const refresh = useRefreshPrinters({ countChanged: true });
  return useMutation({
    mutationFn: (input: PrinterFormValues) => createPrintersRepository(appFirestore()).create(uid, input),
    onSettled: refresh,
  });
}
