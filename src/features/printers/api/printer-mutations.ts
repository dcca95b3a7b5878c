import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrinterFormValues } from '@/domain/printers';
import { invalidatePrinters } from '@/queries/printers';
import { repositories } from '@/queries/repositories';
import { invalidateUsers } from '@/queries/users';
import { useSignedInUser } from '@/session/session';

/**
 * A printer write. Creating and deleting also change the printer count on the user document,
 * so those refresh the users views (the profile) too.
 */
function usePrinterMutation<Variables>(
  action: string,
  run: (uid: string, variables: Variables) => Promise<unknown>,
  { countChanges }: { countChanges: boolean },
) {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action },
    mutationFn: (variables: Variables) => run(uid, variables),
    onSettled: () =>
      Promise.all([
        invalidatePrinters(queryClient, uid),
        countChanges ? invalidateUsers(queryClient) : undefined,
      ]),
  });
}

export const useCreatePrinter = () =>
  usePrinterMutation(
    'Adding a printer',
    async (uid, input: PrinterFormValues) => (await repositories()).printers.create(uid, input),
    { countChanges: true },
  );

export const useUpdatePrinter = () =>
  usePrinterMutation(
    'Saving a printer',
    async (uid, { id, input }: { id: string; input: Partial<PrinterFormValues> }) =>
      (await repositories()).printers.update(uid, id, input),
    { countChanges: false },
  );

export const useDeletePrinter = () =>
  usePrinterMutation(
    'Deleting a printer',
    async (uid, id: string) => (await repositories()).printers.remove(uid, id),
    { countChanges: true },
  );

export const useTogglePrinterStatus = () =>
  usePrinterMutation(
    'Changing a printer status',
    async (uid, { id, status }: { id: string; status: string }) =>
      (await repositories()).printers.toggleStatus(uid, id, status),
    { countChanges: false },
  );
