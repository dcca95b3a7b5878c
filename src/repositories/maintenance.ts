// Maintenance tasks (maintenance_tasks/{taskId}) and the maintenance log (maintenance_log/{entryId},
// append-only). Marking a task done is one transaction: the log entry, and the task's last-done
// day and printer minutes moved on to it, and the entry's cell in its month's analytics rollup
// (issue 18). Every write of a task writes its due points with it (taskDuePoints, issue 29), which
// the dashboard's count of due tasks queries.
import {
  DUE_VERSION,
  LOG_PAGE_SIZE,
  maintenanceLogEntrySchema,
  maintenanceTaskFormSchema,
  maintenanceTaskSchema,
  markDoneFormSchema,
  taskDuePoints,
  type MaintenanceLogEntry,
  type MaintenanceTask,
  type MaintenanceTaskFormValues,
  type MarkDoneFormValues,
} from '@/domain/maintenance';
import { printerSchema, type Printer } from '@/domain/printers';
import {
  and,
  collection,
  count,
  doc,
  documentId,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  increment,
  limit,
  or,
  orderBy,
  query,
  runTransaction,
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
const TASK_GONE = 'This task no longer exists.';
const PRINTERS = 'printers';

const parseTask = storedParser<MaintenanceTask>(maintenanceTaskSchema);
const parseEntry = storedParser<MaintenanceLogEntry>(maintenanceLogEntrySchema);
const parsePrinter = storedParser<Printer>(printerSchema);
/** The analytics cell a log entry adds to (issue 18), loaded with the first entry written. */
const analyticsCells = () => import('@/domain/analytics/live-cells');

/** The printer a task is added to: its id, its name (kept on the task for lists) and its hours now. */
export type TaskPrinter = Pick<Printer, 'id' | 'name' | 'printMinutes'>;

/**
 * Printers one count query asks about: each adds two disjunctions (its tasks due by the day, by
 * its hours) and Firestore allows 30 in a query's disjunctive normal form.
 */
export const PRINTERS_PER_DUE_QUERY = 15;
/** Tasks one backfill batch writes (Firestore's 500 writes a batch). */
const POINTS_BATCH = 500;

/** The printers in groups of PRINTERS_PER_DUE_QUERY: one count query each. */
export function dueQueryGroups<T>(printers: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < printers.length; start += PRINTERS_PER_DUE_QUERY) {
    groups.push(printers.slice(start, start + PRINTERS_PER_DUE_QUERY));
  }
  return groups;
}

export function createMaintenanceRepository(db: Firestore) {
  const tasks = ownedCollection(db, MAINTENANCE_TASKS, parseTask);
  const printerReference = (id: string) => doc(db, PRINTERS, id);

  const newTask = (uid: string, printer: TaskPrinter, values: MaintenanceTaskFormValues, today: string) => {
    const fields = {
      ...maintenanceTaskFormSchema.parse(values),
      printerId: printer.id,
      printerName: printer.name,
      baselineOn: today,
      baselineMinutes: printer.printMinutes,
      lastDoneOn: null,
      lastDoneMinutes: null,
      lastLogId: null,
    };
    return tasks.stamped(uid, { ...fields, ...taskDuePoints(fields) });
  };

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

    /**
     * Changes a task's name, intervals, notes and expected cost, and its due points with them: a
     * transaction, so the points follow the last done the server has (a task marked done on
     * another device meanwhile is read again).
     */
    async updateTask(userId: string, taskId: string, values: MaintenanceTaskFormValues) {
      const uid = requireUid(userId);
      const changes = maintenanceTaskFormSchema.parse(values);
      await runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(tasks.reference(taskId));
        const task = snapshot.exists() ? parseTask(snapshot.id, snapshot.data()) : null;
        if (!task || task.userId !== uid) throw new RefusedWriteError(TASK_GONE);
        transaction.update(tasks.reference(taskId), {
          ...changes,
          ...taskDuePoints({ ...task, ...changes }),
          updatedAt: serverTimestamp(),
        });
      });
    },

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
          if (!task || task.userId !== uid) throw new RefusedWriteError(TASK_GONE);
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
            const lastDone = { lastDoneOn: input.data.doneOn, lastDoneMinutes: printer.printMinutes };
            write.update(tasks.reference(taskId), {
              ...lastDone,
              ...taskDuePoints({ ...task, ...lastDone }),
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

    /**
     * How many tasks the user has, and how many store their due points: two aggregation reads.
     * While they differ, some task was stored before the points and only reading every task
     * counts it (the dashboard then stores them: storeDuePoints).
     */
    async taskCounts(userId: string): Promise<{ tasks: number; withPoints: number }> {
      const uid = requireUid(userId);
      const owned = (...filters: QueryConstraint[]) =>
        getCountFromServer(query(collection(db, MAINTENANCE_TASKS), where('userId', '==', uid), ...filters));
      const [all, withPoints] = await Promise.all([owned(), owned(where('dueVersion', '==', DUE_VERSION))]);
      return { tasks: all.data().count, withPoints: withPoints.data().count };
    },

    /**
     * How many of the user's tasks are due soon or overdue on `today` by their stored points
     * (domain dueByPoints): for each printer, its tasks whose due day has come or whose due
     * minutes its hours have reached. One aggregation query per PRINTERS_PER_DUE_QUERY printers,
     * each billed a read per 1,000 tasks it counts. A task counts once: each printer's tasks are
     * in one query only. Tasks of a printer not given (deleted with it) are not counted.
     */
    async dueCount(
      userId: string,
      printers: readonly Pick<Printer, 'id' | 'printMinutes'>[],
      today: string,
    ): Promise<number> {
      const uid = requireUid(userId);
      const counts = await Promise.all(
        dueQueryGroups(printers).map(async (group) => {
          const due = group.map((printer) =>
            and(
              where('printerId', '==', printer.id),
              or(where('dueSoonOn', '<=', today), where('dueSoonMinutes', '<=', printer.printMinutes)),
            ),
          );
          const snapshot = await getCountFromServer(
            query(collection(db, MAINTENANCE_TASKS), and(where('userId', '==', uid), or(...due))),
          );
          return snapshot.data().count;
        }),
      );
      return counts.reduce((total, count) => total + count, 0);
    },

    /**
     * Stores the due points of tasks stored before them (as read: each point follows from the
     * task's own fields, and the rules refuse a point that does not match the task on the server,
     * so a task changed since it was read is left for the next time). Batches of 500 writes.
     */
    async storeDuePoints(userId: string, list: readonly MaintenanceTask[]): Promise<void> {
      const uid = requireUid(userId);
      const stale = list.filter((task) => task.userId === uid && task.dueVersion !== DUE_VERSION);
      for (let start = 0; start < stale.length; start += POINTS_BATCH) {
        const batch = writeBatch(db);
        for (const task of stale.slice(start, start + POINTS_BATCH)) {
          batch.update(tasks.reference(task.id), { ...taskDuePoints(task), updatedAt: serverTimestamp() });
        }
        await batch.commit();
      }
    },

    /** One of the user's printers, read afresh (its hours now). */
    getPrinter: (uid: string, printerId: string) => getOwned(uid, printerReference(printerId), parsePrinter),
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
