import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrinterFormValues } from '@/domain/printers';
import {
  afterPrinterCreated,
  afterPrinterDeleted,
  afterPrinterStatusChanged,
  afterPrinterUpdated,
} from '@/queries/printer-cache';
import { invalidatePrinters } from '@/queries/printers';
import { printersRepository, type Loaded } from '@/queries/repositories';
import { userKeys } from '@/queries/users';
import { useSignedInUser } from '@/session/session';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A printer write by the signed-in user. On success the cache takes what was written (no list
 * read); a refused or failed write reads the printers and the profile's count again, since
 * another tab may have changed them (that is often why it was refused).
 */
function usePrinterMutation<Variables, Result>(
  action: string,
  write: (printers: Loaded<typeof printersRepository>, uid: string, variables: Variables) => Promise<Result>,
  written: (queryClient: QueryClient, uid: string, result: Result, variables: Variables) => unknown,
) {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action },
    mutationFn: async (variables: Variables) => write(await printersRepository(), uid, variables),
    onSuccess: (result, variables) => written(queryClient, uid, result, variables),
    onError: () =>
      Promise.all([
        invalidatePrinters(queryClient, uid),
        queryClient.invalidateQueries({ queryKey: userKeys.profile(uid) }),
      ]),
  });
}

export const useCreatePrinter = () =>
  usePrinterMutation(
    'Adding a printer',
    (printers, uid, input: PrinterFormValues) => printers.create(uid, input),
    (queryClient, uid, id, input) => afterPrinterCreated(queryClient, uid, id, input),
  );

export const useUpdatePrinter = () =>
  usePrinterMutation(
    'Saving a printer',
    (printers, uid, { id, input }: { id: string; input: Partial<PrinterFormValues> }) =>
      printers.update(uid, id, input),
    (queryClient, uid, _result, { id, input }) => afterPrinterUpdated(queryClient, uid, id, input),
  );

export const useDeletePrinter = () =>
  usePrinterMutation(
    'Deleting a printer',
    (printers, uid, id: string) => printers.remove(uid, id),
    (queryClient, uid, _result, id) => afterPrinterDeleted(queryClient, uid, id),
  );

export const useTogglePrinterStatus = () =>
  usePrinterMutation(
    'Changing a printer status',
    (printers, uid, { id, status }: { id: string; status: string }) => printers.toggleStatus(uid, id, status),
    (queryClient, uid, status, { id }) => afterPrinterStatusChanged(queryClient, uid, id, status),
  );
