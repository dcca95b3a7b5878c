// Issue 18: the analytics rollups. The owner alone reads them (a list carries the owner filter)
// and deletes month documents; a month document changes only by a rebuild (a whole month, rebuilt
// now) or by one event's step in the very request of the event: a run finishing, a maintenance
// log entry created, an invoice sent, paid or voided after sending. A step moves exactly one cell
// by exactly the event's amounts (cents, tenths of a gram, minutes), labelled as the event is; a
// run may also add its cost to its project's day. Cells are built here with rollup.ts, as the
// repositories build them, and written with increment() as they write them.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { maintenanceCellWrite } from '@/domain/analytics/live-cells';
import {
  ANALYTICS,
  invoiceCellKey,
  invoiceCellOf,
  maintenanceCellKey,
  monthOfDay,
  rollupDocId,
  runCellKey,
  runCellOf,
  toCents,
  type FinishedRunFacts,
  type InvoiceFacts,
  type MaintenanceFacts,
} from '@/domain/analytics/rollup';
import { auditLogId, nextAuditSeq } from '@/domain/audit';
import { todayIsoDate } from '@/domain/dates';
import { formatDocumentNumber, invoiceTotals, storedLines, type DocumentKind } from '@/domain/invoices';
import { roundHalfUp } from '@/domain/rounding';
import { runCost } from '@/domain/runs';
import { entryData } from './audited';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';
import { FINISH_COST_PER_HOUR, writeRunFinish } from './run-finish';

const rules = setUpRulesTests();

const HUGE = 'x'.repeat(10_000);
const DAY = todayIsoDate();
const MONTH = monthOfDay(DAY);
const rollupPath = (uid: string, month: string) => `${ANALYTICS}/${rollupDocId(uid, month)}`;
const MINE = rollupPath(OWNER, MONTH);
/** A month before DAY's (a different month document). */
const OTHER_MONTH = `${String(Number(MONTH.slice(0, 4)) - 1)}${MONTH.slice(4)}`;

const stored = (path: string) => rules.withoutRules(async (db) => (await getDoc(doc(db, path))).data());

/** Edits a write's data before it is written: what a crafted client could send. */
type Tamper = (data: DocumentData) => void;

// ---------- runs ----------

const SPOOLS = ['s1', 's2', 's3', 's4'];
/** The seeded spools' price per gram (207.30 for 1,000 g): FACTS' grams cost its material cost. */
const SPOOL_PRICE = 207.3 / 1000;

/** A finish's facts with the costs that follow from its grams and minutes (runCost, as the app). */
const costed = (run: FinishedRunFacts): FinishedRunFacts => ({
  ...run,
  ...runCost({
    usage: run.grams.map((grams) => ({ grams, pricePerGram: SPOOL_PRICE })),
    minutes: run.minutes,
    costPerHour: FINISH_COST_PER_HOUR,
  }),
});

/**
 * How the test run r1 finishes. Its amounts round at exact halves (10.25 g × 10 = 102.5,
 * $2.125 × 100 = 212.5, $2.655 × 100 = 265.5), where the app and the rules must agree.
 */
const FACTS: FinishedRunFacts = {
  endedOn: DAY,
  printerId: 'p1',
  printerName: 'Prusa MK4',
  materialType: 'PLA',
  colorName: 'Galaxy Black',
  outcome: 'completed',
  failureReason: null,
  grams: [10.25],
  minutes: 90,
  materialCost: 2.125,
  totalCost: 2.655,
};
const facts = (changes: Partial<FinishedRunFacts> = {}): FinishedRunFacts => ({ ...FACTS, ...changes });

/** The project as the finish read it. */
const PROJECT = { id: 'chess-set', name: 'Chess set', estimatedCost: 12.5 };

/** A run's merge-write: its cell and, unless `project` is null, its project's cell. */
function runRollup(
  run: FinishedRunFacts,
  {
    runId = 'r1',
    uid = OWNER,
    project = PROJECT as typeof PROJECT | null,
  }: { runId?: string; uid?: string; project?: typeof PROJECT | null } = {},
): DocumentData {
  const cell = runCellOf(run);
  return {
    userId: uid,
    month: monthOfDay(run.endedOn),
    runs: {
      [runCellKey(run)]: {
        d: cell.d,
        p: cell.p,
        pn: cell.pn,
        mt: cell.mt,
        co: cell.co,
        o: cell.o,
        r: cell.r,
        n: increment(cell.n),
        g: increment(cell.g),
        m: increment(cell.m),
        mc: increment(cell.mc),
        tc: increment(cell.tc),
      },
    },
    ...(project && {
      projects: {
        [project.id]: {
          n: project.name,
          e: toCents(project.estimatedCost),
          a: { [run.endedOn]: increment(cell.tc) },
        },
      },
    }),
    event: `run/${runId}`,
    updatedAt: serverTimestamp(),
  };
}

interface FinishOptions {
  run?: FinishedRunFacts;
  runId?: string;
  /** How many of the run's spools (s1…s4) it used. */
  spools?: number;
  /** The rollup's data (null: no rollup write), where it goes, and edits to it. */
  rollup?: DocumentData | null;
  path?: string;
  tamper?: Tamper;
  /** The owner of the run (its ledger entries say so), and its project. */
  uid?: string;
  projectId?: string;
}

/**
 * The finish batch of a run printing on p1, as the runs repository writes it (run-finish.ts:
 * spools, entries, printer, job, project), with its rollup.
 */
function finishBatch(caller: Caller, options: FinishOptions = {}): WriteBatch {
  const {
    run = FACTS,
    runId = 'r1',
    spools = 1,
    path = MINE,
    tamper,
    uid = OWNER,
    projectId = 'chess-set',
  } = options;
  const batch = writeRunFinish(caller.batch(), caller, {
    runId,
    uid,
    status: run.outcome,
    spoolIds: SPOOLS.slice(0, spools),
    grams: [...run.grams],
    minutes: run.minutes,
    failureReason: run.failureReason,
    endedOn: run.endedOn,
    pricePerGram: SPOOL_PRICE,
    costs: {
      materialCost: run.materialCost ?? 0,
      machineCost: roundHalfUp((run.totalCost ?? 0) - (run.materialCost ?? 0), 2),
      totalCost: run.totalCost ?? 0,
    },
    projectPath: `projects/${projectId}`,
    jobPath: `projects/${projectId}/jobs/j1`,
    cell: false,
  });
  const rollup = options.rollup === undefined ? runRollup(run, { runId }) : options.rollup;
  if (rollup) {
    tamper?.(rollup);
    batch.set(caller.doc(path), rollup, { merge: true });
  }
  return batch;
}

/** Run `runId` printing on p1 with the first `spools` spools, the printer on it. */
const printing = (
  runId = 'r1',
  spools = 1,
  uid = OWNER,
  projectId = 'chess-set',
): Record<string, DocumentData> => ({
  [`runs/${runId}`]: {
    ...documents.run(uid, {
      projectId,
      endedOn: null,
      spoolIds: SPOOLS.slice(0, spools),
      spoolLabels: SPOOLS.slice(0, spools).map((id) => `Spool ${id}`),
    }),
    startedAt: new Date(),
    createdAt: new Date(),
    updatedAt: new Date(),
  },
  'printers/p1': documents.printer(uid, { status: 'printing', currentRunId: runId }),
});

/** FACTS' cell and key, and the cell as stored. */
const CELL = runCellOf(FACTS);
const runKey = runCellKey(FACTS);
const storedRunCell = async () => ((await stored(MINE))?.runs as Record<string, DocumentData>)[runKey];

beforeEach(() =>
  rules.seed({
    ...Object.fromEntries(
      SPOOLS.map((id) => [`spools/${id}`, documents.spool(OWNER, { purchasePrice: 207.3 })]),
    ),
    'projects/chess-set': documents.project(OWNER, { storedJobIds: ['j1'] }),
    'projects/chess-set/jobs/j1': documents.printJob(OWNER),
    ...printing(),
  }),
);

describe('analytics: a run finish counts in the same batch', () => {
  it('creates the month with the run’s cell and its project’s cell, to the cent and the tenth of a gram', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    const month = await stored(MINE);
    expect(month?.runs).toEqual({
      [runKey]: {
        d: DAY,
        p: 'p1',
        pn: 'Prusa MK4',
        mt: 'PLA',
        co: 'Galaxy Black',
        o: 'completed',
        r: '-',
        n: 1,
        g: 103,
        m: 90,
        mc: 213,
        tc: 266,
      },
    });
    expect(month?.projects).toEqual({ 'chess-set': { n: 'Chess set', e: 1250, a: { [DAY]: 266 } } });
  });

  it('adds a second run to the same cell and the same project day; a failed run to its own cell', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    await rules.seed(printing('r2'));
    await assertSucceeds(finishBatch(rules.as(OWNER), { runId: 'r2' }).commit());
    expect(await storedRunCell()).toMatchObject({ n: 2, g: 206, m: 180, mc: 426, tc: 532 });
    const failed = costed(facts({ outcome: 'failed', failureReason: 'clog', grams: [3] }));
    await rules.seed(printing('r3'));
    await assertSucceeds(finishBatch(rules.as(OWNER), { runId: 'r3', run: failed }).commit());
    const month = await stored(MINE);
    expect(Object.keys(month?.runs as object)).toHaveLength(2);
    expect((month?.runs as Record<string, DocumentData>)[runCellKey(failed)]).toMatchObject({
      o: 'failed',
      r: 'clog',
      n: 1,
      g: 30,
    });
    expect(month?.projects).toEqual({
      'chess-set': { n: 'Chess set', e: 1250, a: { [DAY]: 266 + 266 + toCents(failed.totalCost) } },
    });
  });

  it('without the project cell (a project gone, or not on the device offline); a cancelled run too', async () => {
    const cancelled = facts({ outcome: 'cancelled', grams: [0], minutes: 0, materialCost: 0, totalCost: 0 });
    await assertSucceeds(
      finishBatch(rules.as(OWNER), {
        run: cancelled,
        rollup: runRollup(cancelled, { project: null }),
      }).commit(),
    );
    expect((await stored(MINE))?.projects).toBeUndefined();
  });

  // Issue 29: the cell is required with every finish (the app always writes it, offline too).
  it('refuses a finish without its cell, and one whose month carries another event’s step instead', async () => {
    await assertFails(finishBatch(rules.as(OWNER), { rollup: null }).commit());
    // A maintenance entry of the same day takes the month's step in the finish's batch.
    await rules.seed({
      'printers/p1': documents.printer(OWNER, { status: 'printing', currentRunId: 'r1', printMinutes: 900 }),
    });
    const alice = rules.as(OWNER);
    const day = { ...ENTRY, doneOn: DAY };
    const batch = finishBatch(alice, { rollup: null });
    batch.set(alice.doc('maintenance_log/e1'), logEntry(OWNER, { doneOn: DAY }));
    batch.set(alice.doc(MINE), maintenanceRollup('e1', OWNER, day), { merge: true });
    await assertFails(batch.commit());
    expect((await stored('runs/r1'))?.status).toBe('printing');
  });

  it('keeps a rebuilt month’s other cells and rebuild time while a run adds to it', async () => {
    await rules.seed({
      [MINE]: {
        userId: OWNER,
        month: MONTH,
        runs: { old: { n: 4 } },
        maintenance: { m: { n: 1, c: 100 } },
        invoices: {},
        projects: { 'chess-set': { n: 'Chess set', e: 1250, a: { [DAY]: 100, '2000-01-01': 5 } } },
        event: null,
        rebuiltAt: new Date(),
        updatedAt: new Date(),
      },
    });
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    const month = await stored(MINE);
    expect(Object.keys(month?.runs as object).sort()).toEqual(['old', runKey].sort());
    expect(month?.projects).toEqual({
      'chess-set': { n: 'Chess set', e: 1250, a: { [DAY]: 366, '2000-01-01': 5 } },
    });
    expect(month?.maintenance).toEqual({ m: { n: 1, c: 100 } });
    expect(month?.event).toBe('run/r1');
  });

  it('a realistic finish (4 spools, their ledger entries, printer, job, project, both cells, over an earlier count) stays within the rules’ limits', async () => {
    const run = costed(facts({ grams: [120.35, 80.5, 40.05, 9.95], minutes: 725 }));
    const key = runCellKey(run);
    // The cell and the project's day hold earlier runs: the step reads and adds to both.
    await rules.seed({
      ...printing('r1', 4),
      [MINE]: {
        userId: OWNER,
        month: MONTH,
        runs: { [key]: { ...runCellOf(run), n: 7 } },
        projects: { 'chess-set': { n: 'Chess set', e: 1250, a: { [DAY]: 100 } } },
        event: 'run/r0',
        updatedAt: new Date(),
      },
    });
    await assertSucceeds(finishBatch(rules.as(OWNER), { run, spools: 4 }).commit());
    const [mc, tc] = [toCents(run.materialCost), toCents(run.totalCost)];
    expect(await stored(MINE)).toMatchObject({
      runs: { [key]: { n: 8, g: 2 * 2508, m: 2 * 725, mc: 2 * mc, tc: 2 * tc } },
      projects: { 'chess-set': { a: { [DAY]: 100 + tc } } },
    });
  });
});

describe('analytics: a run step that does not match its run is refused', () => {
  const bad: [string, Tamper][] = [
    ['a cent too many', (data) => (data.runs[runKey].tc = increment(CELL.tc + 1))],
    ['a cent too few in material', (data) => (data.runs[runKey].mc = increment(CELL.mc - 1))],
    ['a tenth of a gram too many', (data) => (data.runs[runKey].g = increment(CELL.g + 1))],
    ['the grams unrounded', (data) => (data.runs[runKey].g = increment(102.5))],
    ['a minute too few', (data) => (data.runs[runKey].m = increment(CELL.m - 1))],
    ['two runs counted', (data) => (data.runs[runKey].n = increment(2))],
    ['Infinity runs', (data) => (data.runs[runKey].n = Number.POSITIVE_INFINITY)],
    ['NaN grams', (data) => (data.runs[runKey].g = Number.NaN)],
    ['a huge total', (data) => (data.runs[runKey].tc = 1e300)],
    ['minutes as text', (data) => (data.runs[runKey].m = '90')],
    ['a count set (not added)', (data) => (data.runs[runKey].n = 5)],
    ['another printer name', (data) => (data.runs[runKey].pn = 'Bambu X1')],
    ['a 10 KB printer name', (data) => (data.runs[runKey].pn = HUGE)],
    ['another outcome label', (data) => (data.runs[runKey].o = 'failed')],
    ['an extra counter in the cell', (data) => (data.runs[runKey].bonus = increment(1))],
    ['a missing label', (data) => delete data.runs[runKey].co],
    [
      'a cell at another key (another colour)',
      (data) => {
        data.runs = { [runCellKey(facts({ colorName: 'Red' }))]: { ...data.runs[runKey], co: 'Red' } };
      },
    ],
    ['a second cell', (data) => (data.runs.extra = { ...data.runs[runKey] })],
    [
      'a maintenance cell as well',
      (data) => (data.maintenance = { x: { n: increment(1), c: increment(5) } }),
    ],
    ['an invoices cell as well', (data) => (data.invoices = { x: { n: increment(1), c: increment(5) } })],
    ['a rebuild time', (data) => (data.rebuiltAt = serverTimestamp())],
    ['an extra field', (data) => (data.bonus = 1)],
    ['no update time', (data) => delete data.updatedAt],
    ['a client update time', (data) => (data.updatedAt = Timestamp.now())],
    ['another owner', (data) => (data.userId = OTHER)],
    ['an event naming another run', (data) => (data.event = 'run/r2')],
    ['an event of another kind', (data) => (data.event = 'log/r1')],
    ['an event with extra parts', (data) => (data.event = 'run/r1/again')],
    ['the project’s day a cent off', (data) => (data.projects['chess-set'].a[DAY] = increment(CELL.tc + 1))],
    [
      'the project’s cost on another day',
      (data) => (data.projects['chess-set'].a = { '2000-01-01': increment(CELL.tc) }),
    ],
    ['a second project day', (data) => (data.projects['chess-set'].a['2000-01-01'] = increment(1))],
    [
      'another project’s cell',
      (data) => {
        data.projects = { other: data.projects['chess-set'] };
      },
    ],
    ['a second project', (data) => (data.projects.other = { n: 'x', e: 0, a: {} })],
    ['a 10 KB project name', (data) => (data.projects['chess-set'].n = HUGE)],
    ['an estimate in dollars', (data) => (data.projects['chess-set'].e = 12.5)],
    ['an Infinity estimate', (data) => (data.projects['chess-set'].e = Number.POSITIVE_INFINITY)],
    ['an extra project field', (data) => (data.projects['chess-set'].x = 1)],
  ];
  for (const [label, tamper] of bad) {
    it(`refuses ${label}`, async () => {
      await assertFails(finishBatch(rules.as(OWNER), { tamper }).commit());
    });
  }

  it('refuses a run counted in another month’s document, or in a document of another id', async () => {
    await assertFails(
      finishBatch(rules.as(OWNER), {
        path: rollupPath(OWNER, OTHER_MONTH),
        tamper: (data) => (data.month = OTHER_MONTH),
      }).commit(),
    );
    await assertFails(finishBatch(rules.as(OWNER), { path: rollupPath(OWNER, OTHER_MONTH) }).commit());
    await assertFails(finishBatch(rules.as(OWNER), { path: `${ANALYTICS}/${OWNER}_meta` }).commit());
    await assertFails(finishBatch(rules.as(OWNER), { path: `${ANALYTICS}/${OWNER}` }).commit());
  });

  it('refuses a cell without its finish in the same request, and the same run counted twice', async () => {
    const alice = rules.as(OWNER);
    // The run is still printing: nothing finished it in this request.
    await assertFails(alice.set(MINE, runRollup(FACTS), { merge: true }));
    await assertSucceeds(finishBatch(alice).commit());
    // Finished before this request: counted once already.
    await assertFails(alice.set(MINE, runRollup(FACTS), { merge: true }));
    expect(await storedRunCell()).toMatchObject({ n: 1 });
  });

  it('refuses the same cell written twice in the finish’s own batch', async () => {
    const alice = rules.as(OWNER);
    const batch = finishBatch(alice);
    batch.set(alice.doc(MINE), runRollup(FACTS), { merge: true });
    await assertFails(batch.commit());
  });

  it('refuses a cell naming another user’s run, and another user’s finish counted in the owner’s document', async () => {
    await rules.seed({
      ...printing('bob-run', 1, OTHER, 'bob-set'),
      'spools/s1': documents.spool(OTHER, { purchasePrice: 207.3 }),
      'projects/bob-set': documents.project(OTHER, { storedJobIds: ['j1'] }),
      'projects/bob-set/jobs/j1': documents.printJob(OTHER),
    });
    // Bob finishes his own run but counts it in Alice's month, as Alice or as himself.
    const bob = rules.as(OTHER);
    await assertFails(
      finishBatch(bob, {
        uid: OTHER,
        runId: 'bob-run',
        projectId: 'bob-set',
        rollup: runRollup(FACTS, { runId: 'bob-run' }),
      }).commit(),
    );
    await assertFails(
      finishBatch(bob, {
        uid: OTHER,
        runId: 'bob-run',
        projectId: 'bob-set',
        rollup: runRollup(FACTS, { runId: 'bob-run', uid: OTHER }),
      }).commit(),
    );
    // Alice counts Bob's printing run.
    await assertFails(rules.as(OWNER).set(MINE, runRollup(FACTS, { runId: 'bob-run' }), { merge: true }));
    // Bob's own month is fine.
    await assertSucceeds(
      finishBatch(bob, {
        uid: OTHER,
        runId: 'bob-run',
        projectId: 'bob-set',
        path: rollupPath(OTHER, MONTH),
        rollup: runRollup(FACTS, { runId: 'bob-run', uid: OTHER, project: null }),
      }).commit(),
    );
  });
});

// ---------- maintenance ----------

const ENTRY: MaintenanceFacts = {
  doneOn: '2026-02-01',
  printerId: 'p1',
  printerName: 'Prusa MK4',
  cost: 12.345,
};
const ENTRY_MONTH = rollupPath(OWNER, '2026-02');
const entryKey = maintenanceCellKey(ENTRY);

function logEntry(uid = OWNER, changes: DocumentData = {}): DocumentData {
  return {
    userId: uid,
    printerId: ENTRY.printerId,
    printerName: ENTRY.printerName,
    taskId: null,
    taskName: '',
    doneOn: ENTRY.doneOn,
    printMinutes: 900,
    cost: ENTRY.cost,
    doneBy: 'Ada',
    notes: '',
    createdAt: serverTimestamp(),
    ...changes,
  };
}

/** An entry's merge-write, as the maintenance repository builds it (live-cells.ts). */
function maintenanceRollup(entryId = 'e1', uid = OWNER, entry = ENTRY): DocumentData {
  return maintenanceCellWrite(uid, entryId, entry, increment, serverTimestamp()).data;
}

/** A log entry created with its cell, in one batch. */
function logBatch(
  caller: Caller,
  { entry = logEntry(), tamper, path = ENTRY_MONTH, entryId = 'e1' } = {} as {
    entry?: DocumentData;
    tamper?: Tamper;
    path?: string;
    entryId?: string;
  },
) {
  const batch = caller.batch();
  batch.set(caller.doc(`maintenance_log/${entryId}`), entry);
  const rollup = maintenanceRollup(entryId, entry.userId as string);
  tamper?.(rollup);
  batch.set(caller.doc(path), rollup, { merge: true });
  return batch;
}

describe('analytics: a maintenance log entry counts in the same batch', () => {
  beforeEach(() =>
    // Printers with the hours their entries record (an entry never records more: issue 29).
    rules.seed({
      'printers/p1': documents.printer(OWNER, { printMinutes: 900 }),
      'printers/p2': documents.printer(OTHER, { printMinutes: 900 }),
    }),
  );

  it('creates the month with the entry’s cell, then adds the next entry of the day to it', async () => {
    await assertSucceeds(logBatch(rules.as(OWNER)).commit());
    await assertSucceeds(logBatch(rules.as(OWNER), { entryId: 'e2' }).commit());
    expect((await stored(ENTRY_MONTH))?.maintenance).toEqual({
      [entryKey]: { d: '2026-02-01', p: 'p1', pn: 'Prusa MK4', n: 2, c: 2470 },
    });
  });

  const bad: [string, Tamper][] = [
    ['a cent too many', (data) => (data.maintenance[entryKey].c = increment(1236))],
    ['NaN cents', (data) => (data.maintenance[entryKey].c = Number.NaN)],
    ['two entries counted', (data) => (data.maintenance[entryKey].n = increment(2))],
    ['cents as text', (data) => (data.maintenance[entryKey].c = '1235')],
    ['another printer name', (data) => (data.maintenance[entryKey].pn = HUGE)],
    ['another day’s key', (data) => (data.maintenance = { '2026-02-02|p1': data.maintenance[entryKey] })],
    ['a run cell as well', (data) => (data.runs = { x: { n: increment(1) } })],
    ['an event naming another entry', (data) => (data.event = 'log/e9')],
  ];
  for (const [label, tamper] of bad) {
    it(`refuses ${label}`, async () => {
      await assertFails(logBatch(rules.as(OWNER), { tamper }).commit());
    });
  }

  // Issue 29: the cell is required with every entry (markDone always writes it, a restore too).
  it('refuses an entry without its cell, and two entries with one cell (the other entry’s)', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set('maintenance_log/e1', logEntry()));
    const batch = alice.batch();
    batch.set(alice.doc('maintenance_log/e1'), logEntry());
    batch.set(alice.doc('maintenance_log/e2'), logEntry());
    batch.set(alice.doc(ENTRY_MONTH), maintenanceRollup('e2'), { merge: true });
    await assertFails(batch.commit());
    expect(await stored('maintenance_log/e2')).toBeUndefined();
  });

  it('refuses a cell without its new entry in the same request, or for an entry that existed before', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set(ENTRY_MONTH, maintenanceRollup(), { merge: true }));
    await assertSucceeds(logBatch(alice).commit());
    await assertFails(alice.set(ENTRY_MONTH, maintenanceRollup(), { merge: true }));
  });

  it('refuses the entry counted in another month, and another user’s entry counted in the owner’s month', async () => {
    await assertFails(
      logBatch(rules.as(OWNER), {
        path: rollupPath(OWNER, '2026-03'),
        tamper: (data) => (data.month = '2026-03'),
      }).commit(),
    );
    const bob = rules.as(OTHER);
    const batch = bob.batch();
    batch.set(bob.doc('maintenance_log/e1'), logEntry(OTHER, { printerId: 'p2' }));
    batch.set(bob.doc(ENTRY_MONTH), maintenanceRollup('e1', OWNER), { merge: true });
    await assertFails(batch.commit());
  });
});

// ---------- invoices ----------

const LINES = [{ id: 'line-1', description: 'Bracket', quantity: 3, unitPrice: 4.15 }];
const TOTALS = invoiceTotals(LINES, 20, 0);
const ISSUED = '2026-03-01';
const PAID = '2026-04-02';

function invoiceDoc(
  uid: string,
  kind: DocumentKind,
  sequence: number,
  changes: DocumentData = {},
): DocumentData {
  return {
    userId: uid,
    kind,
    number: formatDocumentNumber(kind === 'invoice' ? 'INV-' : 'QUO-', sequence),
    sequence,
    status: 'draft',
    projectId: 'chess-set',
    quoteId: null,
    convertedToInvoiceId: null,
    client: { name: 'Ada Ltd', email: null, address: null },
    business: { name: 'Layer Labs', address: null, taxId: null, email: null, paymentTerms: null },
    issueDate: ISSUED,
    dueDate: null,
    paidDate: null,
    currency: 'EUR',
    paperSize: 'A4',
    lines: storedLines(LINES),
    taxRatePercent: 20,
    discountPercent: 0,
    notes: null,
    totals: TOTALS,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...changes,
  };
}
const INVOICE = `invoices/${OWNER}_invoice_1`;
const QUOTE = `invoices/${OWNER}_quote_1`;

function invoiceFacts(kind: InvoiceFacts['kind'], day: string): InvoiceFacts {
  return { day, currency: 'EUR', kind, projectId: 'chess-set', total: TOTALS.total };
}

function invoiceRollup(facts: InvoiceFacts, sign: 1 | -1, invoiceId = `${OWNER}_invoice_1`): DocumentData {
  const cell = invoiceCellOf(facts, sign);
  return {
    userId: OWNER,
    month: monthOfDay(facts.day),
    invoices: {
      [invoiceCellKey(facts)]: {
        d: cell.d,
        cur: cell.cur,
        k: cell.k,
        pj: cell.pj,
        n: increment(cell.n),
        c: increment(cell.c),
      },
    },
    event: `invoice/${invoiceId}`,
    updatedAt: serverTimestamp(),
  };
}

const MOVE_ACTIONS: Record<string, string> = {
  sent: 'invoice.send',
  paid: 'invoice.pay',
  void: 'invoice.void',
};

/**
 * A status move of `path` with a rollup write (null: none), and its invoice.* audit entry in the
 * same request (issue 29: the invoices block refuses a move without it), as the repository writes
 * them: one transaction.
 */
function moveBatch(
  caller: Caller,
  changes: DocumentData,
  rollup: DocumentData | null,
  { path = INVOICE, tamper }: { path?: string; tamper?: Tamper } = {},
) {
  const action = MOVE_ACTIONS[changes.status as string]!;
  return {
    commit: () =>
      runTransaction(caller.db, async (transaction) => {
        const user = await transaction.get(caller.doc(`users/${OWNER}`));
        const invoice = (await transaction.get(caller.doc(path))).data() ?? {};
        const seq = nextAuditSeq(user.get('auditSeq'));
        transaction.update(caller.doc(path), { ...changes, updatedAt: serverTimestamp() });
        if (rollup) {
          tamper?.(rollup);
          transaction.set(caller.doc(rollupPath(OWNER, rollup.month as string)), rollup, { merge: true });
        }
        const details = { invoiceId: path.split('/')[1], number: invoice.number, kind: invoice.kind };
        transaction.set(
          caller.doc(`audit_logs/${auditLogId(OWNER, seq)}`),
          entryData(OWNER, {
            action,
            details: action === 'invoice.void' ? details : { ...details, total: invoice.totals?.total },
          }),
        );
        transaction.update(caller.doc(`users/${OWNER}`), { auditSeq: seq });
      }),
  };
}

const SENT = invoiceFacts('invoiced', ISSUED);
const SENT_KEY = invoiceCellKey(SENT);
const MARCH = rollupPath(OWNER, '2026-03');
const APRIL = rollupPath(OWNER, '2026-04');

describe('analytics: an invoice’s status move counts in the same batch', () => {
  beforeEach(() => rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1) }));

  it('draft → sent counts it invoiced at its issue date; sent → paid counts it paid at its paid date', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(moveBatch(alice, { status: 'sent' }, invoiceRollup(SENT, 1)).commit());
    expect((await stored(MARCH))?.invoices).toEqual({
      [SENT_KEY]: { d: ISSUED, cur: 'EUR', k: 'invoiced', pj: 'chess-set', n: 1, c: toCents(TOTALS.total) },
    });
    const paid = invoiceFacts('paid', PAID);
    await assertSucceeds(
      moveBatch(alice, { status: 'paid', paidDate: PAID }, invoiceRollup(paid, 1)).commit(),
    );
    expect((await stored(APRIL))?.invoices).toEqual({
      [invoiceCellKey(paid)]: { d: PAID, cur: 'EUR', k: 'paid', pj: 'chess-set', n: 1, c: 1494 },
    });
  });

  it('sent → void takes it off the invoiced again (negative amounts at the issue date)', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(moveBatch(alice, { status: 'sent' }, invoiceRollup(SENT, 1)).commit());
    await assertSucceeds(moveBatch(alice, { status: 'void' }, invoiceRollup(SENT, -1)).commit());
    expect((await stored(MARCH))?.invoices).toMatchObject({ [SENT_KEY]: { n: 0, c: 0 } });
  });

  it('a sent invoice voided counts in a new month document too (n −1 from nothing)', async () => {
    await rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1, { status: 'sent' }) });
    await assertSucceeds(moveBatch(rules.as(OWNER), { status: 'void' }, invoiceRollup(SENT, -1)).commit());
    expect((await stored(MARCH))?.invoices).toMatchObject({ [SENT_KEY]: { n: -1, c: -1494 } });
  });

  it('an invoice without a project counts under “-”', async () => {
    await rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1, { projectId: null }) });
    const facts = { ...SENT, projectId: null };
    await assertSucceeds(moveBatch(rules.as(OWNER), { status: 'sent' }, invoiceRollup(facts, 1)).commit());
    expect((await stored(MARCH))?.invoices).toMatchObject({ [invoiceCellKey(facts)]: { pj: '-' } });
  });

  const bad: [string, Tamper][] = [
    ['a cent too many', (data) => (data.invoices[SENT_KEY].c = increment(1495))],
    ['Infinity cents', (data) => (data.invoices[SENT_KEY].c = Number.POSITIVE_INFINITY)],
    ['a count of two', (data) => (data.invoices[SENT_KEY].n = increment(2))],
    ['a negative count on a send', (data) => (data.invoices[SENT_KEY].n = increment(-1))],
    ['another currency label', (data) => (data.invoices[SENT_KEY].cur = 'USD')],
    ['the paid kind', (data) => (data.invoices[SENT_KEY].k = 'paid')],
    ['an event naming another invoice', (data) => (data.event = `invoice/${OWNER}_invoice_2`)],
  ];
  for (const [label, tamper] of bad) {
    it(`refuses a send with ${label}`, async () => {
      await assertFails(
        moveBatch(rules.as(OWNER), { status: 'sent' }, invoiceRollup(SENT, 1), { tamper }).commit(),
      );
    });
  }

  it('refuses a paid invoice counted at its issue date, or a void one counted positive', async () => {
    const alice = rules.as(OWNER);
    await rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1, { status: 'sent' }) });
    await assertFails(
      moveBatch(
        alice,
        { status: 'paid', paidDate: PAID },
        invoiceRollup(invoiceFacts('paid', ISSUED), 1),
      ).commit(),
    );
    await assertFails(moveBatch(alice, { status: 'void' }, invoiceRollup(SENT, 1)).commit());
  });

  it('refuses draft → void counted, and a cell without the move in the same request or counted twice', async () => {
    const alice = rules.as(OWNER);
    await assertFails(moveBatch(alice, { status: 'void' }, invoiceRollup(SENT, -1)).commit());
    await assertFails(moveBatch(alice, { status: 'void' }, invoiceRollup(SENT, 1)).commit());
    await assertFails(alice.set(MARCH, invoiceRollup(SENT, 1), { merge: true }));
    await assertSucceeds(moveBatch(alice, { status: 'sent' }, invoiceRollup(SENT, 1)).commit());
    await assertFails(alice.set(MARCH, invoiceRollup(SENT, 1), { merge: true }));
    // Issue 29: the void must take its own step; the send's step in the month is not this one's.
    await assertFails(moveBatch(alice, { status: 'void' }, null).commit());
    await assertSucceeds(moveBatch(alice, { status: 'void' }, invoiceRollup(SENT, -1)).commit());
  });

  it('refuses a send or a payment without its cell (issue 29), a draft voided needs none', async () => {
    const alice = rules.as(OWNER);
    await assertFails(moveBatch(alice, { status: 'sent' }, null).commit());
    await rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1, { status: 'sent' }) });
    await assertFails(moveBatch(alice, { status: 'paid', paidDate: PAID }, null).commit());
    // The month's last step names this invoice (its void), but was taken in an earlier request.
    await assertSucceeds(moveBatch(alice, { status: 'void' }, invoiceRollup(SENT, -1)).commit());
    await rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1, { status: 'sent' }) });
    await assertFails(moveBatch(alice, { status: 'paid', paidDate: '2026-03-31' }, null).commit());
    expect((await stored(INVOICE))?.status).toBe('sent');
    await rules.seed({ [INVOICE]: invoiceDoc(OWNER, 'invoice', 1) });
    await assertSucceeds(moveBatch(alice, { status: 'void' }, null).commit());
  });

  it('refuses a quote’s move counted (a quote moves without a cell)', async () => {
    await rules.seed({ [QUOTE]: invoiceDoc(OWNER, 'quote', 1) });
    const alice = rules.as(OWNER);
    await assertFails(
      moveBatch(alice, { status: 'sent' }, invoiceRollup(SENT, 1, `${OWNER}_quote_1`), {
        path: QUOTE,
      }).commit(),
    );
    await assertSucceeds(moveBatch(alice, { status: 'sent' }, null, { path: QUOTE }).commit());
  });

  it('refuses a cell naming another user’s invoice', async () => {
    const bobInvoice = `${OTHER}_invoice_1`;
    await rules.seed({ [`invoices/${bobInvoice}`]: invoiceDoc(OTHER, 'invoice', 1) });
    await assertFails(rules.as(OWNER).set(MARCH, invoiceRollup(SENT, 1, bobInvoice), { merge: true }));
    // Bob sends his own invoice and counts it in Alice's month.
    const bob = rules.as(OTHER);
    const batch = bob.batch();
    batch.update(bob.doc(`invoices/${bobInvoice}`), { status: 'sent', updatedAt: serverTimestamp() });
    batch.set(bob.doc(MARCH), invoiceRollup(SENT, 1, bobInvoice), { merge: true });
    await assertFails(batch.commit());
  });
});

// ---------- rebuild, meta, reads, deletes ----------

/** A month as a rebuild writes it: every map, no event, rebuilt now. */
function rebuiltMonth(uid = OWNER, month = MONTH, changes: DocumentData = {}): DocumentData {
  return {
    userId: uid,
    month,
    runs: { [runKey]: { ...runCellOf(FACTS), n: 3 } },
    maintenance: {},
    invoices: {},
    projects: { 'chess-set': { n: 'Chess set', e: 1250, a: { [DAY]: 266 } } },
    event: null,
    rebuiltAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...changes,
  };
}
const meta = (uid = OWNER, changes: DocumentData = {}): DocumentData => ({
  userId: uid,
  version: 1,
  rebuiltAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const META = `${ANALYTICS}/${OWNER}_meta`;

describe('analytics: rebuild and meta', () => {
  it('the owner rebuilds a month (new or over event counts) and writes the meta document', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set(MINE, rebuiltMonth()));
    await assertSucceeds(finishBatch(alice).commit());
    await assertSucceeds(alice.set(MINE, rebuiltMonth()));
    await assertSucceeds(alice.set(rollupPath(OWNER, '2025-12'), rebuiltMonth(OWNER, '2025-12')));
    await assertSucceeds(alice.set(META, meta()));
    await assertSucceeds(alice.set(META, meta()));
  });

  const badMonths: [string, DocumentData][] = [
    ['a client rebuild time', { rebuiltAt: Timestamp.now() }],
    ['an event', { event: 'run/r1' }],
    ['a map that is not a map', { runs: [1, 2] }],
    ['a missing map', { invoices: undefined }],
    ['an extra field', { bonus: 1 }],
    ['another owner', { userId: OTHER }],
    ['a month that is not a month', { month: '2026-13' }],
  ];
  for (const [label, changes] of badMonths) {
    it(`refuses a rebuilt month with ${label}`, async () => {
      const data = rebuiltMonth(OWNER, MONTH, changes);
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      await assertFails(rules.as(OWNER).set(MINE, data));
    });
  }

  it('refuses a month at an id that is not the owner’s month: another month, another user, no month', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set(rollupPath(OWNER, OTHER_MONTH), rebuiltMonth()));
    await assertFails(alice.set(rollupPath(OTHER, MONTH), rebuiltMonth()));
    await assertFails(alice.set(rollupPath(OTHER, MONTH), rebuiltMonth(OTHER)));
    await assertFails(alice.set(`${ANALYTICS}/${OWNER}`, rebuiltMonth()));
    await assertFails(alice.set(`${ANALYTICS}/${OWNER}_${MONTH}_x`, rebuiltMonth()));
    await assertFails(rules.as(null).set(MINE, rebuiltMonth()));
  });

  it('never changes a month’s owner or month', async () => {
    await rules.seed({ [MINE]: { ...rebuiltMonth(), rebuiltAt: new Date(), updatedAt: new Date() } });
    const alice = rules.as(OWNER);
    await assertFails(alice.set(MINE, rebuiltMonth(OWNER, OTHER_MONTH)));
    await assertFails(alice.set(MINE, rebuiltMonth(OTHER)));
    await assertFails(alice.update(MINE, { userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(alice.update(MINE, { month: OTHER_MONTH, updatedAt: serverTimestamp() }));
    // Nor is a month changed outside a rebuild or an event.
    await assertFails(alice.update(MINE, { 'runs.extra': { n: 1 }, updatedAt: serverTimestamp() }));
  });

  const badMetas: [string, DocumentData][] = [
    ['a client rebuild time', { rebuiltAt: Timestamp.now() }],
    ['version 2', { version: 2 }],
    ['an extra field', { months: 12 }],
    ['another owner', { userId: OTHER }],
  ];
  for (const [label, changes] of badMetas) {
    it(`refuses a meta document with ${label}`, async () => {
      await assertFails(rules.as(OWNER).set(META, meta(OWNER, changes)));
    });
  }
  it('refuses another user’s meta document and a meta document shaped as a month', async () => {
    await assertFails(rules.as(OWNER).set(`${ANALYTICS}/${OTHER}_meta`, meta()));
    await assertFails(rules.as(OWNER).set(`${ANALYTICS}/${OTHER}_meta`, meta(OTHER)));
    await assertFails(rules.as(OWNER).set(META, rebuiltMonth()));
  });
});

describe('analytics: reads and deletes', () => {
  beforeEach(() =>
    rules.seed({
      [MINE]: { ...rebuiltMonth(), rebuiltAt: new Date(), updatedAt: new Date() },
      [rollupPath(OWNER, '2025-12')]: {
        ...rebuiltMonth(OWNER, '2025-12'),
        rebuiltAt: new Date(),
        updatedAt: new Date(),
      },
      [META]: { ...meta(), rebuiltAt: new Date(), updatedAt: new Date() },
      [rollupPath(OTHER, MONTH)]: { ...rebuiltMonth(OTHER), rebuiltAt: new Date(), updatedAt: new Date() },
    }),
  );

  it('the owner gets their months and meta, and lists their months of a period with the owner filter', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.get(MINE));
    await assertSucceeds(alice.get(META));
    const all = await assertSucceeds(alice.list(ANALYTICS, { userId: OWNER }));
    expect(all.docs.map((entry) => entry.id).sort()).toEqual(
      [`${OWNER}_2025-12`, `${OWNER}_${MONTH}`, `${OWNER}_meta`].sort(),
    );
    const period = await assertSucceeds(
      getDocs(
        query(
          collection(alice.db, ANALYTICS),
          where('userId', '==', OWNER),
          where('month', '>=', '2025-12'),
          where('month', '<=', '2025-12'),
        ),
      ),
    );
    expect(period.docs.map((entry) => entry.id)).toEqual([`${OWNER}_2025-12`]);
  });

  it('a missing document of the owner’s reads as missing (the page learns no rebuild ran)', async () => {
    const bob = rules.as(OTHER);
    const missing = await assertSucceeds(bob.get(`${ANALYTICS}/${OTHER}_meta`));
    expect(missing.exists()).toBe(false);
    await assertSucceeds(bob.get(rollupPath(OTHER, '2020-01')));
    await assertFails(bob.get(`${ANALYTICS}/${OWNER}_2020-01`));
    await assertFails(rules.as(null).get(`${ANALYTICS}/${OTHER}_meta`));
  });

  it('refuses a list without the owner filter, and another user’s, an admin’s or a signed-out read', async () => {
    await assertFails(rules.as(OWNER).list(ANALYTICS));
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).get(MINE));
      await assertFails(rules.as(uid).get(META));
      await assertFails(rules.as(uid).list(ANALYTICS, { userId: OWNER }));
    }
  });

  it('the owner deletes their month documents, never the meta document; no one else deletes them', async () => {
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).delete(MINE));
      await assertFails(rules.as(uid).set(MINE, rebuiltMonth(OWNER)));
    }
    await assertFails(rules.as(OWNER).delete(rollupPath(OTHER, MONTH)));
    await assertFails(rules.as(OWNER).delete(META));
    await assertSucceeds(rules.as(OWNER).delete(MINE));
  });
});
