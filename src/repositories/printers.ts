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
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { NotAuthenticatedError, firebaseErrorCode } from './errors';
import { fromStored, withoutUndefined } from './firestore-values';
import { USERS } from './users';

export const PRINTERS = 'printers';

/** Beside printerCount on the user document: the printer the last count change was for. */
export const LAST_COUNTED_PRINTER_ID = 'lastCountedPrinterId';

export function parsePrinter(id: string, data: Record<string, unknown>): Printer {
  return printerSchema.parse({ ...(fromStored(data) as object), id });
}

function requireUser(userId: string) {
  if (!userId) throw new NotAuthenticatedError();
}

const byCreation = (a: Printer, b: Printer) =>
  (a.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) - (b.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER) ||
  a.name.localeCompare(b.name);

export function createPrintersRepository(db: Firestore) {
  const printerRef = (id: string) => doc(db, PRINTERS, id);
  const userRef = (userId: string) => doc(db, USERS, userId);

  return {
    /** The user's printers, oldest first (the rules allow only this owner query). */
    async list(userId: string): Promise<Printer[]> {
      requireUser(userId);
      const snapshot = await getDocs(query(collection(db, PRINTERS), where('userId', '==', userId)));
      return snapshot.docs.map((entry) => parsePrinter(entry.id, entry.data())).sort(byCreation);
    },

    /** One of the user's printers; null when it does not exist or is not theirs. */
    async get(userId: string, id: string): Promise<Printer | null> {
      requireUser(userId);
      try {
        const snapshot = await getDoc(printerRef(id));
        if (!snapshot.exists()) return null;
        const printer = parsePrinter(snapshot.id, snapshot.data());
        return printer.userId === userId ? printer : null;
      } catch (error) {
        // The rules refuse a get of a missing or someone else's printer: both are "not found".
        if (firebaseErrorCode(error) === 'permission-denied') return null;
        throw error;
      }
    },

    /**
     * Creates a printer and counts it on the user document in the same batch; the rules
     * refuse the batch when the count would exceed the plan's maxPrinters. Returns the new id.
     */
    async create(userId: string, input: PrinterFormValues): Promise<string> {
      requireUser(userId);
      const printer = withPrinterDefaults(printerFormSchema.parse(input));
      const ref = doc(collection(db, PRINTERS));
      const batch = writeBatch(db);
      batch.set(ref, { ...printer, userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      batch.update(userRef(userId), { printerCount: increment(1), [LAST_COUNTED_PRINTER_ID]: ref.id });
      await batch.commit();
      return ref.id;
    },

    /** Changes the given fields; undefined ones are dropped (SPEC §7). */
    async update(userId: string, id: string, input: Partial<PrinterFormValues>): Promise<void> {
      requireUser(userId);
      const changes = withoutUndefined(printerUpdateSchema.parse(withoutUndefined(input)));
      await updateDoc(printerRef(id), { ...changes, updatedAt: serverTimestamp() });
    },

    /** Deletes a printer and uncounts it in the same batch. */
    async remove(userId: string, id: string): Promise<void> {
      requireUser(userId);
      const batch = writeBatch(db);
      batch.delete(printerRef(id));
      batch.update(userRef(userId), { printerCount: increment(-1), [LAST_COUNTED_PRINTER_ID]: id });
      await batch.commit();
    },

    /** SPEC §4: idle becomes offline, anything else idle. Returns the new status. */
    async toggleStatus(userId: string, id: string, currentStatus: string): Promise<PrinterStatus> {
      requireUser(userId);
      const status = nextPrinterStatus(currentStatus);
      await updateDoc(printerRef(id), { status, updatedAt: serverTimestamp() });
      return status;
    },
  };
}
export type PrintersRepository = ReturnType<typeof createPrintersRepository>;
