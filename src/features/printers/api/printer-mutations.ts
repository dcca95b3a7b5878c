import type { PrinterFormValues } from '@/domain/printers';
import { invalidatePrinters } from '@/queries/printers';
import { invalidateUsers } from '@/queries/users';
import { useSignedInMutation } from '@/session/signed-in-mutation';
import type { QueryClient } from '@tanstack/react-query';

/** Creating and deleting also change the printer count on the user document: the profile reads again. */
const invalidatePrintersAndCount = (queryClient: QueryClient, uid: string) =>
  Promise.all([invalidatePrinters(queryClient, uid), invalidateUsers(queryClient)]);

export const useCreatePrinter = () =>
  useSignedInMutation(
    'Adding a printer',
    invalidatePrintersAndCount,
    ({ printers }, uid, input: PrinterFormValues) => printers.create(uid, input),
  );

export const useUpdatePrinter = () =>
  useSignedInMutation(
    'Saving a printer',
    invalidatePrinters,
    ({ printers }, uid, { id, input }: { id: string; input: Partial<PrinterFormValues> }) =>
      printers.update(uid, id, input),
  );

export const useDeletePrinter = () =>
  useSignedInMutation('Deleting a printer', invalidatePrintersAndCount, ({ printers }, uid, id: string) =>
    printers.remove(uid, id),
  );

export const useTogglePrinterStatus = () =>
  useSignedInMutation(
    'Changing a printer status',
    invalidatePrinters,
    ({ printers }, uid, { id, status }: { id: string; status: string }) =>
      printers.toggleStatus(uid, id, status),
  );
