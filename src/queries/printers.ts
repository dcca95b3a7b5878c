import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Printer } from '@/domain/printers';
import { repositories } from './repositories';
import { STALE_TIME } from './stale-times';

// A user's printers are bounded by their plan's maxPrinters, so one list read serves every
// view (cards, the edit page, the calculator's dropdown, the project form's checkboxes).
export const printerKeys = {
  all: ['printers'] as const,
  ofUser: (uid: string) => [...printerKeys.all, uid] as const,
  list: (uid: string) => [...printerKeys.ofUser(uid), 'list'] as const,
};

/** The user's printers, oldest first. */
export const printersQuery = (uid: string) =>
  queryOptions({
    queryKey: printerKeys.list(uid),
    queryFn: async () => (await repositories()).printers.list(uid),
    staleTime: STALE_TIME.printers,
  });

/** One of the user's printers from the list; null when it is not theirs or does not exist. */
export const printerQuery = (uid: string, id: string) =>
  queryOptions({
    ...printersQuery(uid),
    select: (printers: Printer[]) => printers.find((printer) => printer.id === id) ?? null,
  });

export const invalidatePrinters = (queryClient: QueryClient, uid: string) =>
  queryClient.invalidateQueries({ queryKey: printerKeys.ofUser(uid) });
