// Print runs (runs/{runId}) and the workshop queue. Starting and finishing a run are each one
// transaction over every document the event changes: the run, the printer (status, current run,
// hours), the spools and their ledgers, the job and the project. Never half of it; two devices
// never both start a run on one printer, nor lose each other's deduction from a spool. With no
// connection the same writes are queued as one batch from what the device has cached
// (offline-event.ts); the rules refuse one that no longer holds when it reaches the server.
// Finishing also adds the run to its month's analytics rollup in the same write (issue 18).
import { todayIsoDate } from '@/domain/dates';
import { RUN_LIMITS } from '@/domain/limits';
import { printerSchema, type Printer } from '@/domain/printers';
import { totalMaterialGrams, totalPrintMinutes } from '@/domain/project-cost';
import { printJobSchema, storedProjectSchema } from '@/domain/project-record';
import {
  countedMinutes,
  countedRuns,
  isQueuedJobStatus,
  overdrawnSpools,
  pricePerGram,
  runCost,
  runFinishSchema,
  runMessages,
  runSchema,
  QUEUED_JOB_STATUSES,
  type Run,
  type RunFinishFormValues,
} from '@/domain/runs';
import type { FilamentSlot } from '@/domain/sliced-job';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  type DocumentReference,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from '@/firebase/firestore';
import { firebaseErrorCode, RefusedWriteError } from './errors';
import { runEvent, type EventReader } from './offline-event';
import { getOwned, requireUid, storedParser } from './owned-records';
import { SPOOLS } from './spools';

export const RUNS = 'runs';

/**
 * What only finishing a run needs (the spools' ledger entries), loaded then: a page that reads
 * runs (a project's actual cost, an invoice priced from it) never downloads it (issue 15).
 */
const ledgerWrites = () => import('./run-ledger-writes');
/** The analytics cell a finish adds to (issue 18), loaded with the first finish as well. */
const analyticsCells = () => import('@/domain/analytics/live-cells');
const PRINTERS = 'printers';
const PROJECTS = 'projects';
const JOBS = 'jobs';

const parseRun = storedParser<Run>(runSchema);
const parsePrinter = storedParser<Printer>(printerSchema);
const parseSpool = storedParser<Spool>(spoolSchema);
const parseProject = storedParser(storedProjectSchema);
const parseJob = storedParser(printJobSchema);

/** Transactions retry when another device changed what they read; 20 devices on one spool need more than the default 5. */
const MAX_ATTEMPTS = 25;

/** A job waiting in the workshop queue, with what the board shows and matches spools by. */
export interface QueuedJob {
  projectId: string;
  jobId: string;
  projectName: string;
  description: string;
  materialType: string;
  colorName: string;
  grams: number;
  minutes: number;
  status: string;
  position: number;
  /** Its filament slots when it was read from a sliced file (issue 32), else none. */
  filaments: FilamentSlot[];
}

/** Where the next page of the queue starts (opaque to the features). */
export type QueueCursor = { readonly queueCursor: true };

export interface QueuePage {
  jobs: QueuedJob[];
  next: QueueCursor | null;
}

export interface StartRunInput {
  projectId: string;
  jobId: string;
  printerId: string;
  /** The spools it feeds from, in extruder order. */
  spoolIds: string[];
}

export interface FinishRunOptions {
  /** The user confirmed grams above what a spool holds: it floors at 0 with a shortfall entry. */
  confirmOverdraw?: boolean;
  /** The user's electricity rate (the calculator engine needs one). */
  electricityRate?: number | null;
}

/** A run's name on its ledger entries: Benchy · Hull. */
const runLabel = (projectName: string, jobLabel: string) =>
  [projectName, jobLabel].filter(Boolean).join(' · ');

/** A run as a queued change names it: “Benchy · Hull”. */
const runTitle = (projectName: string, jobLabel: string) => `“${runLabel(projectName, jobLabel)}”`;

/** The workshop queue's page size: the board shows this many jobs, then More. */
export const QUEUE_PAGE_SIZE = 30;

export function createRunsRepository(db: Firestore) {
  const runReference = (id: string) => doc(db, RUNS, id);
  const printerReference = (id: string) => doc(db, PRINTERS, id);
  const projectReference = (id: string) => doc(db, PROJECTS, id);
  const jobReference = (projectId: string, jobId: string) => doc(db, PROJECTS, projectId, JOBS, jobId);

  /** Reads one of the user's documents for an event; null when missing or someone else's. */
  async function readOwned<T extends { userId: string }>(
    transaction: EventReader,
    uid: string,
    reference: DocumentReference,
    parse: (id: string, data: Record<string, unknown>) => T,
  ): Promise<T | null> {
    let snapshot;
    try {
      snapshot = await transaction.get(reference);
    } catch (error) {
      // The rules refuse reading another user's document: to the caller it does not exist.
      if (firebaseErrorCode(error) === 'permission-denied') return null;
      throw error;
    }
    if (!snapshot.exists()) return null;
    const record = parse(snapshot.id, snapshot.data());
    return record.userId === uid ? record : null;
  }

  async function readSpools(transaction: EventReader, uid: string, spoolIds: readonly string[]) {
    const spools = await Promise.all(
      spoolIds.map((id) => readOwned(transaction, uid, doc(db, SPOOLS, id), parseSpool)),
    );
    if (spools.some((spool) => spool === null))
      throw new RefusedWriteError('A chosen spool no longer exists.');
    return spools as Spool[];
  }

  /** Start's event: every check on what it read, then its four writes. */
  function startEvent(uid: string, input: StartRunInput, reference: DocumentReference) {
    let change = 'Starting a print run';
    return runEvent(
      db,
      () => change,
      { userId: uid, landed: [{ exists: reference }], again: { event: 'runs.start', args: [uid, input] } },
      async (transaction, write, { queued }) => {
        const printer = await readOwned(transaction, uid, printerReference(input.printerId), parsePrinter);
        const job = await readOwned(
          transaction,
          uid,
          jobReference(input.projectId, input.jobId),
          (id, data) => ({
            ...parseJob(id, data),
            userId: String(data.userId),
            projectName: typeof data.projectName === 'string' ? data.projectName : '',
            projectActive: data.projectActive === true,
          }),
        );
        // Offline the project itself may never have been read on this device (the board lists
        // jobs): its job carries its name, and a job waiting in the queue means it is pending or
        // in progress, so 'in progress' is right either way.
        const project = await readOwned(
          transaction,
          uid,
          projectReference(input.projectId),
          parseProject,
        ).catch((error: unknown) => {
          if (queued && error instanceof RefusedWriteError && job?.projectActive)
            return { name: job.projectName, status: 'pending' as const };
          throw error;
        });
        const spools = await readSpools(transaction, uid, input.spoolIds);
        if (!printer) throw new RefusedWriteError('This printer no longer exists.');
        if (!project || !job) throw new RefusedWriteError('This print job no longer exists.');
        if (printer.currentRunId) throw new RefusedWriteError(runMessages.printerBusy);
        if (printer.status !== 'idle')
          throw new RefusedWriteError(runMessages.printerUnavailable(printer.status));
        if (!isQueuedJobStatus(job.status)) throw new RefusedWriteError(runMessages.jobNotQueued);
        const maxSpools = Math.min(printer.numExtruders, RUN_LIMITS.spools);
        if (spools.length > maxSpools) throw new RefusedWriteError(runMessages.tooManySpools(maxSpools));
        change = `Starting ${runTitle(project.name, job.description)} on ${printer.name}`;

        write.set(reference, {
          userId: uid,
          projectId: input.projectId,
          jobId: input.jobId,
          printerId: input.printerId,
          spoolIds: input.spoolIds,
          projectName: project.name.slice(0, RUN_LIMITS.label),
          jobLabel: job.description.slice(0, RUN_LIMITS.label),
          printerName: printer.name.slice(0, RUN_LIMITS.label),
          spoolLabels: spools.map((spool) => spool.name.slice(0, RUN_LIMITS.label)),
          materialType: job.materialType,
          colorName: job.colorName,
          estimatedMinutes: totalPrintMinutes([job]),
          estimatedGrams: totalMaterialGrams([job]),
          status: 'printing',
          startedAt: serverTimestamp(),
          endedAt: null,
          endedOn: null,
          grams: null,
          minutes: null,
          failureReason: null,
          note: '',
          materialCost: null,
          machineCost: null,
          totalCost: null,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        write.update(printerReference(input.printerId), {
          status: 'printing',
          currentRunId: reference.id,
          updatedAt: serverTimestamp(),
        });
        write.update(jobReference(input.projectId, input.jobId), {
          status: 'printing',
          assignedPrinter: input.printerId,
          startTime: serverTimestamp(),
          endTime: null,
          updatedAt: serverTimestamp(),
        });
        if (project.status === 'pending') {
          write.update(projectReference(input.projectId), {
            status: 'in-progress',
            updatedAt: serverTimestamp(),
          });
        }
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  }

  const listRuns = async (uid: string, ...constraints: QueryConstraint[]) =>
    (
      await getDocs(query(collection(db, RUNS), where('userId', '==', requireUid(uid)), ...constraints))
    ).docs.map((entry) => parseRun(entry.id, entry.data()));

  return {
    /** The runs printing now (at most one per printer, so bounded by the plan's printers). */
    listPrinting: (uid: string) => listRuns(uid, where('status', '==', 'printing')),

    /** A project's runs, oldest first (a project has at most 50 jobs; each a few runs). */
    async listForProject(uid: string, projectId: string): Promise<Run[]> {
      const runs = await listRuns(uid, where('projectId', '==', projectId));
      return runs.sort((a, b) => (a.startedAt?.getTime() ?? Infinity) - (b.startedAt?.getTime() ?? Infinity));
    },

    /** One of the user's runs, or null. */
    get: (uid: string, runId: string): Promise<Run | null> => getOwned(uid, runReference(runId), parseRun),

    /**
     * The jobs not yet printed across the user's active projects, oldest project first, one page
     * at a time; `materialType` filters by the job's material.
     */
    async queue(
      uid: string,
      options: { materialType?: string; after?: QueueCursor | null; pageSize?: number } = {},
    ): Promise<QueuePage> {
      const pageSize = options.pageSize ?? QUEUE_PAGE_SIZE;
      const constraints: QueryConstraint[] = [
        where('userId', '==', requireUid(uid)),
        where('projectActive', '==', true),
        where('status', 'in', [...QUEUED_JOB_STATUSES]),
      ];
      if (options.materialType) constraints.push(where('materialType', '==', options.materialType));
      constraints.push(orderBy('projectCreatedAt', 'asc'), orderBy('position', 'asc'), limit(pageSize));
      if (options.after) constraints.push(startAfter(options.after as unknown as QueryDocumentSnapshot));
      const snapshot = await getDocs(query(collectionGroup(db, JOBS), ...constraints));
      const jobs = snapshot.docs.map((entry) => {
        const data = entry.data();
        const job = parseJob(entry.id, data);
        return {
          projectId: entry.ref.parent.parent?.id ?? '',
          jobId: entry.id,
          projectName: typeof data.projectName === 'string' ? data.projectName : '',
          description: job.description,
          materialType: job.materialType,
          colorName: job.colorName,
          grams: totalMaterialGrams([job]),
          minutes: totalPrintMinutes([job]),
          status: job.status,
          position: typeof data.position === 'number' ? data.position : 0,
          filaments: job.filaments,
        };
      });
      const last = snapshot.docs.at(-1);
      return {
        jobs,
        next: snapshot.docs.length === pageSize && last ? (last as unknown as QueueCursor) : null,
      };
    },

    /**
     * Starts a run of a queued job on an idle printer with the chosen spools. One transaction:
     * the run, the printer (printing, this run), the job (printing on it), the project (in progress).
     * Refused with the product's message when the printer is busy or not idle, the job is not
     * queued, or the spools are too many or repeated. Returns the run's id.
     */
    async start(userId: string, input: StartRunInput): Promise<string> {
      const uid = requireUid(userId);
      if (input.spoolIds.length === 0) throw new RefusedWriteError(runMessages.spoolRequired);
      if (new Set(input.spoolIds).size !== input.spoolIds.length)
        throw new RefusedWriteError(runMessages.duplicateSpool);
      const reference = doc(collection(db, RUNS));
      try {
        await startEvent(uid, input, reference);
      } catch (error) {
        // Two devices pressed Start at once: both read an idle printer, and the rules refused the
        // second commit (a printer takes a run only while it has none). Say what happened.
        if (firebaseErrorCode(error) === 'permission-denied') {
          const printer = await getOwned(uid, printerReference(input.printerId), parsePrinter);
          if (printer?.currentRunId) throw new RefusedWriteError(runMessages.printerBusy);
        }
        throw error;
      }
      return reference.id;
    },

    /**
     * Finishes a printing run: completed, failed or cancelled, with the grams per spool and the
     * minutes actually taken. One transaction: the run and its cost; each spool moved by its
     * entries (floored at 0 with a shortfall entry when confirmed), by increment, so finishes on
     * several devices on one spool all land; the printer back to idle with its hours and run count;
     * the job's status; the project's actual cost (by increment). A spool deleted while the run
     * printed is charged nothing: its grams stay on the run, its material costs nothing.
     */
    async finish(
      userId: string,
      runId: string,
      values: RunFinishFormValues,
      options: FinishRunOptions = {},
    ): Promise<void> {
      const uid = requireUid(userId);
      const finish = runFinishSchema.parse(values);
      const [{ deductionEntries, runEntryId, writeSpoolMove }, { runCellWrite }] = await Promise.all([
        ledgerWrites(),
        analyticsCells(),
      ]);
      // The run's day in Analytics: this device's calendar day, as the user sees it.
      const endedOn = todayIsoDate();
      let change = 'Finishing a print run';
      await runEvent(
        db,
        () => change,
        {
          userId: uid,
          // The run no longer printing, finished as this finish says.
          landed: [
            {
              holds: runReference(runId),
              fields: { status: finish.outcome, grams: finish.grams, minutes: finish.minutes, endedOn },
            },
          ],
          again: { event: 'runs.finish', args: [uid, runId, values, options] },
        },
        async (transaction, write, { queued }) => {
          const run = await readOwned(transaction, uid, runReference(runId), parseRun);
          if (!run) throw new RefusedWriteError('This run no longer exists.');
          if (run.status !== 'printing') throw new RefusedWriteError(runMessages.runNotPrinting);
          if (finish.grams.length !== run.spoolIds.length)
            throw new RefusedWriteError(runMessages.gramsRequired);
          const printer = await readOwned(transaction, uid, printerReference(run.printerId), parsePrinter);
          // A spool deleted while the run printed reads as null: the run finishes without it.
          const spools = await Promise.all(
            run.spoolIds.map((id) => readOwned(transaction, uid, doc(db, SPOOLS, id), parseSpool)),
          );
          const jobSnapshot = await transaction
            .get(jobReference(run.projectId, run.jobId))
            .catch((error: unknown) => {
              // A job not on this device offline: the run's own record of it is enough.
              if (error instanceof RefusedWriteError) return 'not-on-device' as const;
              throw error;
            });
          // Offline the project may not be on this device: its cost then grows by the run's.
          const project = await readOwned(
            transaction,
            uid,
            projectReference(run.projectId),
            parseProject,
          ).catch((error: unknown) => {
            if (queued && error instanceof RefusedWriteError) return 'not-on-device' as const;
            throw error;
          });

          const present = spools.filter((spool): spool is Spool => spool !== null);
          const over = overdrawnSpools(
            present,
            present.map((spool) => finish.grams[spools.indexOf(spool)] ?? 0),
          );
          if (over.length > 0 && !options.confirmOverdraw) {
            const spool = over[0]!;
            throw new RefusedWriteError(
              runMessages.overdraw(
                spool.name,
                finish.grams[spools.indexOf(spool)] ?? 0,
                spool.remainingWeight,
              ),
            );
          }
          const cost = runCost({
            usage: spools.map((spool, index) => ({
              grams: finish.grams[index] ?? 0,
              pricePerGram: spool ? pricePerGram(spool) : 0,
            })),
            minutes: finish.minutes,
            costPerHour: printer?.costPerHour ?? 0,
            electricityRate: options.electricityRate,
          });
          const label = runLabel(run.projectName, run.jobLabel);
          change = `Finishing “${label}” on ${run.printerName} (${finish.outcome}, ${finish.grams.reduce((sum, grams) => sum + grams, 0)} g)`;

          spools.forEach((spool, index) => {
            const grams = finish.grams[index] ?? 0;
            if (grams === 0 || !spool) return;
            const { entries } = deductionEntries(spool.remainingWeight, grams, {
              kind: finish.outcome === 'completed' ? 'usage' : 'waste',
              pricePerGram: pricePerGram(spool),
              runId,
              label,
            });
            writeSpoolMove(db, write, uid, spool, runEntryId(runId, index), { entries }, !queued);
          });
          write.update(runReference(runId), {
            status: finish.outcome,
            endedAt: serverTimestamp(),
            endedOn,
            grams: finish.grams,
            minutes: finish.minutes,
            failureReason: finish.failureReason,
            note: finish.note,
            ...cost,
            updatedAt: serverTimestamp(),
          });
          if (printer) {
            write.update(printerReference(run.printerId), {
              status: 'idle',
              currentRunId: null,
              printMinutes: increment(countedMinutes(finish.outcome, finish.minutes)),
              runCount: increment(countedRuns(finish.outcome)),
              lastRunId: runId,
              updatedAt: serverTimestamp(),
            });
          }
          // The job takes the run's outcome; one not on this device offline is updated blind (were
          // it deleted meanwhile, the server refuses the finish and says so).
          if (jobSnapshot === 'not-on-device' || jobSnapshot.exists()) {
            write.update(jobReference(run.projectId, run.jobId), {
              status: finish.outcome,
              endTime: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
          }
          if (project) {
            // By increment: finishes on several devices each add their own run (the rules check
            // it is exactly this run's total, the project naming the run).
            write.update(projectReference(run.projectId), {
              actualCost: increment(cost.totalCost),
              lastCostRunId: runId,
              updatedAt: serverTimestamp(),
            });
          }
          // The month's rollup: the run's cell and, when the project was read, the project's cell
          // (a project gone, or offline not on this device, is left to a rebuild).
          const cell = runCellWrite(
            uid,
            runId,
            // Its printer, material and colour as the run recorded them; outcome, reason, grams,
            // minutes and costs as finished now.
            { ...run, ...finish, ...cost, endedOn },
            project && project !== 'not-on-device'
              ? { id: run.projectId, name: project.name, estimatedCost: project.estimatedCost }
              : null,
            increment,
            serverTimestamp(),
          );
          write.set(doc(db, cell.path), cell.data, { merge: true });
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
    },
  };
}
export type RunsRepository = ReturnType<typeof createRunsRepository>;
