// Maintenance tasks (maintenance_tasks/{taskId}) and the maintenance log (maintenance_log/{entryId},
// append-only). Marking a task done is one transaction: the log entry, and the task's last-done
// day and printer minutes moved on to it, and the entry's cell in its month's analytics rollup
// (issue 18).
import {
  LOG_PAGE_SIZE,
  maintenanceLogEntrySchema,
  maintenanceTaskFormSchema,
  maintenanceTaskSchema,
  markDoneFormSchema,
  type MaintenanceLogEntry,
  type MaintenanceTask,
  type MaintenanceTaskFormValues,
  type MarkDoneFormValues,
} from '@/domain/maintenance';
import { printerSchema, type Printer } from '@/domain/printers';
import {
  collection,
  count,
  doc,
  documentId,
  getAggregateFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  sum,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { toCursorPage, type CursorPage, type PageCursor } from './cursor-page';
import { RefusedWriteError } from './errors';
import { MAINTENANCE_TASKS } from './maintenance-collection';
import { runEvent } from './offline-event';
import { getOwned, ownedCollection, requireUid, storedParser } from './owned-records';

export const MAINTENANCE_LOG = 'maintenance_log';
const PRINTERS = 'printers';

const parseTask = storedParser<MaintenanceTask>(maintenanceTaskSchema);
const parseEntry = storedParser<MaintenanceLogEntry>(maintenanceLogEntrySchema);
const parsePrinter = storedParser<Printer>(printerSchema);
/** The analytics cell a log entry adds to (issue 18), loaded with the first entry written. */
const analyticsCells = () => import('@/domain/analytics/live-cells');

/** The printer a task is added to: its id, its name (kept on the task for lists) and its hours now. */
export type TaskPrinter = Pick<Printer, 'id' | 'name' | 'printMinutes'>;

export function createMaintenanceRepository(db: Firestore) {
  const tasks = ownedCollection(db, MAINTENANCE_TASKS, parseTask);
  const printerReference = (id: string) => doc(db, PRINTERS, id);

  const newTask = (uid: string, printer: TaskPrinter, values: MaintenanceTaskFormValues, today: string) =>
    tasks.stamped(uid, {
      ...maintenanceTaskFormSchema.parse(values),
      printerId: printer.id,
      printerName: printer.name,
      baselineOn: today,
      baselineMinutes: printer.printMinutes,
      lastDoneOn: null,
      lastDoneMinutes: null,
      lastLogId: null,
    });

  /**
   * A page of the user's log, newest first (ties by id, so a cursor never skips or repeats an
   * entry); one extra entry is asked for, so the page knows whether another exists.
   */
  async function logPage(
    uid: string,
    printerId: string | null,
    after: PageCursor | null,
    pageSize: number,
  ): Promise<CursorPage<MaintenanceLogEntry>> {
    const constraints: QueryConstraint[] = [where('userId', '==', requireUid(uid))];
    if (printerId) constraints.push(where('printerId', '==', printerId));
    constraints.push(orderBy('doneOn', 'desc'), orderBy(documentId(), 'desc'));
    if (after) constraints.push(startAfter(after.value, after.id));
    constraints.push(limit(pageSize + 1));
    const snapshot = await getDocs(query(collection(db, MAINTENANCE_LOG), ...constraints));
    return toCursorPage(
      snapshot.docs,
      pageSize,
      (entry) => parseEntry(entry.id, entry.data()),
      (entry) => entry.get('doneOn'),
    );
  }

  return {
    /** Every task of the user (a few per printer, bounded by the plan's printers). */
    listTasks: (uid: string) => tasks.listAll(uid),

    /** Adds a task to one of the user's printers, counting from today and its hours now. */
    async addTask(uid: string, printer: TaskPrinter, values: MaintenanceTaskFormValues, today: string) {
      const reference = tasks.newReference();
      const batch = writeBatch(db);
      batch.set(reference, newTask(uid, printer, values, today));
      await batch.commit();
      return reference.id;
    },

    /** Adds several tasks (the starter set) to a printer in one batch. */
    async addTasks(
      uid: string,
      printer: TaskPrinter,
      list: readonly MaintenanceTaskFormValues[],
      today: string,
    ) {
      const batch = writeBatch(db);
      for (const values of list) batch.set(tasks.newReference(), newTask(uid, printer, values, today));
      await batch.commit();
    },

    /** Changes a task's name, intervals, notes and expected cost. */
    updateTask: (uid: string, taskId: string, values: MaintenanceTaskFormValues) =>
      tasks.update(uid, taskId, maintenanceTaskFormSchema.parse(values)),

    deleteTask: (uid: string, taskId: string) => tasks.remove(uid, taskId),

    /**
     * Records a task done: a log entry with the day, the printer's hours now, the cost, who and
     * notes; the task counts from it. An entry dated before the task's last one is logged but
     * leaves the task's next due where it is. Refused with the product's message for a day in
     * the future. Returns the entry's id.
     */
    async markDone(
      userId: string,
      taskId: string,
      values: MarkDoneFormValues,
      today: string,
    ): Promise<string> {
      const uid = requireUid(userId);
      const input = markDoneFormSchema(today).safeParse(values);
      if (!input.success) throw new RefusedWriteError(input.error.issues[0]?.message ?? 'Invalid input');
      const entry = doc(collection(db, MAINTENANCE_LOG));
      const { maintenanceCellWrite } = await analyticsCells();
      let change = 'Maintenance done';
      await runEvent(
        db,
        () => change,
        {
          userId: uid,
          landed: [{ exists: entry }],
          again: { event: 'maintenance.markDone', args: [uid, taskId, values, today] },
        },
        async (transaction, write) => {
          const taskSnapshot = await transaction.get(tasks.reference(taskId));
          const task = taskSnapshot.exists() ? parseTask(taskSnapshot.id, taskSnapshot.data()) : null;
          if (!task || task.userId !== uid) throw new RefusedWriteError('This task no longer exists.');
          const printerSnapshot = await transaction.get(printerReference(task.printerId));
          const printer = printerSnapshot.exists()
            ? parsePrinter(printerSnapshot.id, printerSnapshot.data())
            : null;
          if (!printer) throw new RefusedWriteError('This printer no longer exists.');
          change = `${task.name} done on ${printer.name} on ${input.data.doneOn}`;
          write.set(entry, {
            userId: uid,
            printerId: printer.id,
            printerName: printer.name,
            taskId,
            taskName: task.name,
            doneOn: input.data.doneOn,
            printMinutes: printer.printMinutes,
            cost: input.data.cost,
            doneBy: input.data.doneBy,
            notes: input.data.notes,
            createdAt: serverTimestamp(),
          });
          const cell = maintenanceCellWrite(
            uid,
            entry.id,
            {
              doneOn: input.data.doneOn,
              printerId: printer.id,
              printerName: printer.name,
              cost: input.data.cost,
            },
            increment,
            serverTimestamp(),
          );
          write.set(doc(db, cell.path), cell.data, { merge: true });
          if (task.lastDoneOn === null || input.data.doneOn >= task.lastDoneOn) {
            write.update(tasks.reference(taskId), {
              lastDoneOn: input.data.doneOn,
              lastDoneMinutes: printer.printMinutes,
              lastLogId: entry.id,
              printerName: printer.name,
              updatedAt: serverTimestamp(),
            });
          }
        },
      );
      return entry.id;
    },

    /** A page of the user's log (every printer's, deleted printers' too; or one printer's), newest first. */
    listLogPage: (
      uid: string,
      {
        printerId = null,
        after = null,
        pageSize = LOG_PAGE_SIZE,
      }: { printerId?: string | null; after?: PageCursor | null; pageSize?: number } = {},
    ) => logPage(uid, printerId, after, pageSize),

    /** What one printer's maintenance cost from `since` (a calendar day) on, and how many entries: one aggregation read. */
    async printerCostSince(
      uid: string,
      printerId: string,
      since: string,
    ): Promise<{ cost: number; entries: number }> {
      const totals = await getAggregateFromServer(
        query(
          collection(db, MAINTENANCE_LOG),
          where('userId', '==', requireUid(uid)),
          where('printerId', '==', printerId),
          where('doneOn', '>=', since),
        ),
        { cost: sum('cost'), entries: count() },
      );
      return { cost: totals.data().cost ?? 0, entries: totals.data().entries };
    },

    /** One of the user's printers, read afresh (its hours now). */
    getPrinter: (uid: string, printerId: string) => getOwned(uid, printerReference(printerId), parsePrinter),
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
