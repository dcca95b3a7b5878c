import { useMutation } from '@tanstack/react-query';
import { useSignedInUser } from '@/app/session';
import type { PrinterFormValues } from '@/domain/printers';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { useRefreshPrinters } from './refresh-printers';

export function useUpdatePrinter() {
  const { uid } = useSignedInUser();
  const refresh = useRefreshPrinters({ countChanged: false });
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<PrinterFormValues> }) =>
      createPrintersRepository(appFirestore()).update(uid, id, input),
    onSettled: refresh,
  });
}
