// After a printer write, the cached list and profile are updated from what was written, with no
// read (kept apart from printers.ts so the readers, the public calculator among them, do not load
// the form schemas).
import {
  printerFormSchema,
  printerSchema,
  printerUpdateSchema,
  withPrinterDefaults,
  type Printer,
  type PrinterFormValues,
  type PrinterStatus,
} from '@/domain/printers';
import type { UserProfile } from '@/domain/user';
import { maintenanceKeys } from './maintenance';
import { printerKeys } from './printers';
import { userKeys } from './users';
import type { QueryClient } from '@tanstack/react-query';

const updateCachedPrinters = (
  queryClient: QueryClient,
  uid: string,
  change: (list: Printer[]) => Printer[],
) => queryClient.setQueryData<Printer[]>(printerKeys.list(uid), (list) => (list ? change(list) : list));

/** The printer count on the cached profile moves with a create or delete (the batch moved it). */
const countOnProfile = (queryClient: QueryClient, uid: string, by: number) =>
  queryClient.setQueryData<UserProfile>(userKeys.profile(uid), (profile) =>
    profile ? { ...profile, printerCount: Math.max(0, profile.printerCount + by) } : profile,
  );

/** After a printer was added: it joins the cached list (last: the newest) and the count, with no read. */
export function afterPrinterCreated(
  queryClient: QueryClient,
  uid: string,
  id: string,
  input: PrinterFormValues,
) {
  const now = new Date();
  const printer = printerSchema.parse({
    ...withPrinterDefaults(printerFormSchema.parse(input)),
    id,
    userId: uid,
    createdAt: now,
    updatedAt: now,
  });
  updateCachedPrinters(queryClient, uid, (list) => [...list.filter((entry) => entry.id !== id), printer]);
  countOnProfile(queryClient, uid, 1);
}

/** After a printer was edited: the cached printer takes the saved fields, with no read. */
export function afterPrinterUpdated(
  queryClient: QueryClient,
  uid: string,
  id: string,
  input: Partial<PrinterFormValues>,
) {
  const saved = Object.fromEntries(
    Object.entries(printerUpdateSchema.parse(input)).filter(([, value]) => value !== undefined),
  );
  updateCachedPrinters(queryClient, uid, (list) =>
    list.map((printer) => (printer.id === id ? { ...printer, ...saved, updatedAt: new Date() } : printer)),
  );
}

/** After a status change: the cached printer takes the new status, with no read. */
export function afterPrinterStatusChanged(
  queryClient: QueryClient,
  uid: string,
  id: string,
  status: PrinterStatus,
) {
  updateCachedPrinters(queryClient, uid, (list) =>
    list.map((printer) => (printer.id === id ? { ...printer, status } : printer)),
  );
}

/**
 * After a printer was deleted: it leaves the cached list and the count; its maintenance tasks
 * went with it in the same batch, so the task list reads again (the log keeps its entries).
 */
export function afterPrinterDeleted(queryClient: QueryClient, uid: string, id: string) {
  updateCachedPrinters(queryClient, uid, (list) => list.filter((printer) => printer.id !== id));
  countOnProfile(queryClient, uid, -1);
  // Not awaited: the delete is done when the printer leaves the list, not when the tasks re-read.
  void queryClient.invalidateQueries({ queryKey: maintenanceKeys.tasks(uid) });
}
