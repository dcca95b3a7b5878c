import {
  nextPrinterStatus,
  printerFormSchema,
  printerSchema,
  printerUpdateSchema,
  withPrinterDefaults,
  type Printer,
  type PrinterFormValues,
  type PrinterStatus,
} from '@/domain/printers';
import {
  collection,
  doc,
  getDocs,
  increment,
  query,
  runTransaction,
  where,
  type Firestore,
  type Transaction,
} from '@/firebase/firestore';
import { RefusedWriteError } from './errors';
import { withoutUndefined } from './firestore-values';
import { MAINTENANCE_TASKS } from './maintenance-collection';
import { ownedCollection, requireUid, storedParser } from './owned-records';
import { isCounted, writeTallyStep } from './plan-tallies';
import { USERS } from './users';

export const PRINTERS = 'printers';

/** Why a printer with a run printing on it is not deleted (the rules refuse it too). */
export const PRINTER_BUSY_DELETE =
  'This printer is printing. Finish or cancel its run on the workshop board before deleting it.';

/** Beside printerCount on the user document: the printer the last count change was for. */
export const LAST_COUNTED_PRINTER_ID = 'lastCountedPrinterId';

export const parsePrinter = storedParser<Printer>(printerSchema);

const byCreation = (a: Printer, b: Printer) =>
  (a.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) - (b.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) ||
  a.name.localeCompare(b.name);

export function createPrintersRepository(db: Firestore) {
  const printers = ownedCollection(db, PRINTERS, parsePrinter);
  const userRef = (userId: string) => doc(db, USERS, userId);

  /**
   * Counts a printer created (+1) or deleted (-1) in the transaction: on the user document, beside
   * the printer's id, and on the plan's tally when the user is counted on it. Reads first.
   */
  async function countPrinter(transaction: Transaction, userId: string, printerId: string, step: 1 | -1) {
    const user = await transaction.get(userRef(userId));
    return () => {
      transaction.update(userRef(userId), {
        printerCount: increment(step),
        [LAST_COUNTED_PRINTER_ID]: printerId,
      });
      const data = user.data() ?? {};
      if (isCounted(data)) {
        const count = Number(data.printerCount);
        writeTallyStep(transaction, db, String(data.planId), userId, count, count + step);
      }
    };
  }

  return {
    /** The user's printers, oldest first (bounded by the plan's maxPrinters: one read). */
    list: async (userId: string): Promise<Printer[]> => (await printers.listAll(userId)).sort(byCreation),
    /** One of the user's printers; null when it does not exist or is not theirs. */
    get: printers.get,

    /**
     * Creates a printer and counts it (user document and plan tally) in the same transaction; the
     * rules refuse it when the count would exceed the plan's maxPrinters. Returns the new id.
     */
    async create(userId: string, input: PrinterFormValues): Promise<string> {
      const ref = printers.newReference();
      const data = printers.stamped(userId, withPrinterDefaults(printerFormSchema.parse(input)));
      await runTransaction(db, async (transaction) => {
        const count = await countPrinter(transaction, userId, ref.id, 1);
        transaction.set(ref, data);
        count();
      });
      return ref.id;
    },

    /** Changes the given fields; undefined ones are dropped (SPEC §7). */
    update: async (userId: string, id: string, input: Partial<PrinterFormValues>) =>
      printers.update(userId, id, withoutUndefined(printerUpdateSchema.parse(withoutUndefined(input)))),

    /** Deletes a printer and uncounts it in the same transaction; a printer with a run on it stays. */
    async remove(userId: string, id: string): Promise<void> {
      requireUid(userId);
      if ((await printers.get(userId, id))?.currentRunId) throw new RefusedWriteError(PRINTER_BUSY_DELETE);
      // Its maintenance tasks go with it; its maintenance log stays (each entry names the printer).
      const tasks = await getDocs(
        query(collection(db, MAINTENANCE_TASKS), where('userId', '==', userId), where('printerId', '==', id)),
      );
      await runTransaction(db, async (transaction) => {
        const count = await countPrinter(transaction, userId, id, -1);
        for (const task of tasks.docs) transaction.delete(task.ref);
        transaction.delete(printers.reference(id));
        count();
      });
    },

    /** Sets a printer's status (maintenance under way, back to idle); the rules refuse it while a run prints. */
    setStatus: (userId: string, id: string, status: Exclude<PrinterStatus, 'printing'>) =>
      printers.update(userId, id, { status }),

    /** SPEC §4: idle becomes offline, anything else idle. Returns the new status. */
    async toggleStatus(userId: string, id: string, currentStatus: string): Promise<PrinterStatus> {
      const status = nextPrinterStatus(currentStatus);
      await printers.update(userId, id, { status });
      return status;
    },
  };
}
export type PrintersRepository = ReturnType<typeof createPrintersRepository>;
