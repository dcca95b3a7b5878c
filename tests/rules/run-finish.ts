// A run's finish as the runs repository writes it (issue 29), for the rules files that need one
// (runs, analytics): the run with its costs, the printer released with its hours, each spool moved
// by increment of its entry at `${runId}-${index}` (naming it), the job's status and the project's
// cost by increment, naming the run, and the run's analytics cell (issue 29: required). Each part
// can be left out or changed, as a crafted client could, to show the rules refuse it.
import { increment, serverTimestamp, type DocumentData, type WriteBatch } from 'firebase/firestore';
import { runCellWrite } from '@/domain/analytics/live-cells';
import { todayIsoDate } from '@/domain/dates';
import { runCost } from '@/domain/runs';
import { documents, type Caller } from './rules-env';

export interface RunFinish {
  runId?: string;
  uid?: string;
  status?: 'completed' | 'failed' | 'cancelled' | 'printing';
  /** The run's spools (as it started on them) and the grams used from each. */
  spoolIds?: string[];
  grams?: unknown[];
  minutes?: unknown;
  failureReason?: string | null;
  note?: string;
  endedOn?: string | null;
  /** Each spool's price per gram (purchase price over net weight), and the printer's rate. */
  pricePerGram?: number;
  costPerHour?: number;
  /** Costs as written (default: runCost of the above). */
  costs?: Partial<Record<'materialCost' | 'machineCost' | 'totalCost', number>>;
  printerMinutes?: number;
  printerRuns?: number;
  /** Changes to spool i's entry; null leaves the entry out (and the spool unmoved). */
  entry?: (index: number) => DocumentData | null;
  /** What spool i moves by (default: exactly its entry). */
  spoolMove?: (index: number, entryGrams: number) => number;
  /** A shortfall floor on spool i of these grams (the usage beyond what it held). */
  floor?: (index: number) => number;
  /** Writes the job and the project (default true). */
  job?: boolean;
  project?: boolean;
  /** What the project's cost moves by (default: the run's total). */
  projectCost?: number;
  runChanges?: DocumentData;
  projectPath?: string;
  jobPath?: string;
  printerPath?: string;
  /**
   * The run's cell in its month's analytics rollup (without its project's cell), labelled as the
   * seeded run (documents.run) on the printer of printerPath; false leaves it out (a caller
   * writing its own).
   */
  cell?: boolean;
}

export const FINISH_PRICE_PER_GRAM = 24.99 / 1000;
export const FINISH_COST_PER_HOUR = 0.35;

/** Adds a finish of run `runId` (printing on p1 for job j1 of chess-set) to `batch`. */
export function writeRunFinish(batch: WriteBatch, caller: Caller, finish: RunFinish = {}): WriteBatch {
  const {
    runId = 'r1',
    uid = 'alice',
    status = 'completed',
    spoolIds = ['s1'],
    grams = [100],
    minutes = 90,
    pricePerGram = FINISH_PRICE_PER_GRAM,
    costPerHour = FINISH_COST_PER_HOUR,
  } = finish;
  const counted = status !== 'cancelled';
  const numeric = grams.map((value) => (typeof value === 'number' ? value : 0));
  const costs = {
    ...runCost({
      usage: numeric.map((value) => ({ grams: value, pricePerGram })),
      minutes: typeof minutes === 'number' ? minutes : 0,
      costPerHour,
    }),
    ...finish.costs,
  };
  const endedOn = finish.endedOn === undefined ? todayIsoDate() : finish.endedOn;
  batch.update(caller.doc(`runs/${runId}`), {
    status,
    endedAt: serverTimestamp(),
    endedOn,
    grams,
    minutes,
    failureReason: finish.failureReason ?? null,
    note: finish.note ?? '',
    ...costs,
    updatedAt: serverTimestamp(),
    ...finish.runChanges,
  });
  batch.update(caller.doc(finish.printerPath ?? 'printers/p1'), {
    status: 'idle',
    currentRunId: null,
    lastRunId: runId,
    printMinutes: increment(finish.printerMinutes ?? (counted && typeof minutes === 'number' ? minutes : 0)),
    runCount: increment(finish.printerRuns ?? (counted ? 1 : 0)),
    updatedAt: serverTimestamp(),
  });
  spoolIds.forEach((spoolId, index) => {
    const used = numeric[index] ?? 0;
    if (used === 0) return;
    const changes = finish.entry ? finish.entry(index) : {};
    if (changes === null) return;
    const id = `${runId}-${index}`;
    const entry = {
      userId: uid,
      spoolId,
      kind: status === 'completed' ? 'usage' : 'waste',
      grams: -used,
      pricePerGram,
      runId,
      label: 'Chess set · Rook',
      note: '',
      createdAt: serverTimestamp(),
      ...changes,
    };
    batch.set(caller.doc(`spools/${spoolId}/ledger/${id}`), entry);
    const floor = finish.floor?.(index) ?? 0;
    if (floor > 0) {
      batch.set(caller.doc(`spools/${spoolId}/ledger/${id}-floor`), {
        ...entry,
        kind: 'adjustment',
        grams: floor,
        note: 'Shortfall',
      });
    }
    const moved = Number(entry.grams) + floor;
    batch.update(caller.doc(`spools/${spoolId}`), {
      remainingWeight: increment(finish.spoolMove ? finish.spoolMove(index, moved) : moved),
      lastEntryId: floor > 0 ? `${id}-floor` : id,
      status: 'used',
      updatedAt: serverTimestamp(),
    });
  });
  if (finish.job !== false) {
    batch.update(caller.doc(finish.jobPath ?? 'projects/chess-set/jobs/j1'), {
      status,
      endTime: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  if (finish.project !== false) {
    batch.update(caller.doc(finish.projectPath ?? 'projects/chess-set'), {
      actualCost: increment(finish.projectCost ?? costs.totalCost),
      lastCostRunId: runId,
      updatedAt: serverTimestamp(),
    });
  }
  if (finish.cell !== false && typeof endedOn === 'string' && status !== 'printing') {
    const run = documents.run(uid);
    const cell = runCellWrite(
      uid,
      runId,
      {
        ...run,
        printerId: (finish.printerPath ?? 'printers/p1').split('/')[1]!,
        endedOn: (finish.runChanges?.endedOn as string | undefined) ?? endedOn,
        outcome: status,
        failureReason: (finish.failureReason ?? null) as never,
        grams: numeric,
        minutes: typeof minutes === 'number' ? minutes : 0,
        ...costs,
      },
      null,
      increment,
      serverTimestamp(),
    );
    batch.set(caller.doc(cell.path), cell.data, { merge: true });
  }
  return batch;
}
