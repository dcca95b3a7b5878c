import { queryOptions } from '@tanstack/react-query';
import type { Printer } from '@/domain/printers';
import { printersRepository } from './repositories';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

// A user's printers are bounded by their plan's maxPrinters (the rules keep printerCount on the
// user document within it), and every view needs the whole fleet (cards, the edit page, the
// workshop board, maintenance, the calculator's dropdown, the project form's checkboxes): one
// list read serves them all, fresh for a minute, and writes update it from what they wrote.
export const printerKeys = userCollectionKeys('printers');

/** The user's printers, oldest first. */
export const printersQuery = (uid: string) =>
  repositoryQuery(
    printerKeys.list(uid),
    printersRepository,
    (printers) => printers.list(uid),
    STALE_TIME.printers,
  );

/** One of the user's printers from the list; null when it is not theirs or does not exist. */
export const printerQuery = (uid: string, id: string) =>
  queryOptions({
    ...printersQuery(uid),
    select: (printers: Printer[]) => printers.find((printer) => printer.id === id) ?? null,
  });

export const invalidatePrinters = invalidatorOf(printerKeys);
