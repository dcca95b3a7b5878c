// Print runs and the spool ledger (issue 12 point 7): owner only, only the caller's printers,
// spools, projects and jobs, a run started in the request that puts its printer on it and
// finished once in the request that releases it, exact fields, bounded numbers, server times;
// ledger entries append-only, each with the change of its spool. Oversized texts are 10 KB, far
// past every limit: the emulator's coverage report keeps each value a rule evaluates, and 1 MB ones
// grew it past what Node can read as one string.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDateOf, todayIsoDate } from '@/domain/dates';
import { runCost } from '@/domain/runs';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';
import { FINISH_PRICE_PER_GRAM, writeRunFinish, type RunFinish } from './run-finish';

const rules = setUpRulesTests();

const PROJECT = 'projects/chess-set';
const JOB = `${PROJECT}/jobs/j1`;

/** A new run as the runs repository writes it. */
const newRun = (uid: string, overrides: DocumentData = {}): DocumentData => documents.run(uid, overrides);

/** The start batch: the run, the printer on it, the job printing on it. */
function startBatch(
  caller: Caller,
  runId: string,
  run: DocumentData = newRun(OWNER),
  printer = 'printers/p1',
) {
  const batch = caller.batch();
  batch.set(caller.doc(`runs/${runId}`), run);
  batch.update(caller.doc(printer), {
    status: 'printing',
    currentRunId: runId,
    updatedAt: serverTimestamp(),
  });
  batch.update(caller.doc(JOB), {
    status: 'printing',
    assignedPrinter: 'p1',
    startTime: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return batch;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

const printingRun = () => ({
  ...newRun(OWNER),
  startedAt: new Date(),
  createdAt: new Date(),
  updatedAt: new Date(),
});

beforeEach(() =>
  rules.seed({
    'printers/p1': documents.printer(OWNER),
    'printers/theirs': documents.printer(OTHER),
    'spools/s1': documents.spool(OWNER),
    'spools/theirs': documents.spool(OTHER),
    [PROJECT]: documents.project(OWNER, { storedJobIds: ['j1'] }),
    [JOB]: documents.printJob(OWNER),
    'projects/theirs': documents.project(OTHER),
    'projects/theirs/jobs/j1': documents.printJob(OTHER),
  }),
);

describe('runs: start', () => {
  it('the owner starts a run in the batch that puts the printer on it', async () => {
    await assertSucceeds(startBatch(rules.as(OWNER), 'r1').commit());
  });

  it('as a transaction too, and a multi-material run with four spools', async () => {
    await rules.seed({
      'spools/s2': documents.spool(OWNER),
      'spools/s3': documents.spool(OWNER),
      'spools/s4': documents.spool(OWNER),
    });
    const caller = rules.as(OWNER);
    await assertSucceeds(
      runTransaction(caller.db, async (transaction) => {
        await transaction.get(caller.doc('printers/p1'));
        transaction.set(
          caller.doc('runs/r1'),
          newRun(OWNER, { spoolIds: ['s1', 's2', 's3', 's4'], spoolLabels: ['a', 'b', 'c', 'd'] }),
        );
        transaction.update(caller.doc('printers/p1'), {
          status: 'printing',
          currentRunId: 'r1',
          updatedAt: serverTimestamp(),
        });
      }),
    );
  });

  it('a run alone, or a printer put on a run that is not created, is refused', async () => {
    await assertFails(rules.as(OWNER).set('runs/r1', newRun(OWNER)));
    await assertFails(
      rules
        .as(OWNER)
        .update('printers/p1', { status: 'printing', currentRunId: 'ghost', updatedAt: serverTimestamp() }),
    );
    // Printing without a run.
    await assertFails(
      rules.as(OWNER).update('printers/p1', { status: 'printing', updatedAt: serverTimestamp() }),
    );
  });

  it("naming another user's printer, spool, project or job is refused", async () => {
    await assertFails(
      startBatch(rules.as(OWNER), 'r1', newRun(OWNER, { printerId: 'theirs' }), 'printers/theirs').commit(),
    );
    await assertFails(startBatch(rules.as(OWNER), 'r1', newRun(OWNER, { spoolIds: ['theirs'] })).commit());
    await assertFails(
      startBatch(
        rules.as(OWNER),
        'r1',
        newRun(OWNER, { spoolIds: ['s1', 'theirs'], spoolLabels: ['a', 'b'] }),
      ).commit(),
    );
    await assertFails(startBatch(rules.as(OWNER), 'r1', newRun(OWNER, { projectId: 'theirs' })).commit());
    await assertFails(startBatch(rules.as(OWNER), 'r1', newRun(OWNER, { printerId: 'missing' })).commit());
    // Someone else starting a run as the owner, or on the owner's printer.
    await assertFails(startBatch(rules.as(OTHER), 'r1', newRun(OWNER)).commit());
    await assertFails(startBatch(rules.as(OTHER), 'r1', newRun(OTHER)).commit());
    await assertFails(startBatch(rules.as(null), 'r1', newRun(OWNER)).commit());
  });

  it('a second run on a printing printer is refused', async () => {
    await assertSucceeds(startBatch(rules.as(OWNER), 'r1').commit());
    await assertFails(startBatch(rules.as(OWNER), 'r2').commit());
  });

  const badRuns: [string, DocumentData][] = [
    ['a finished status', { status: 'completed' }],
    ['a client start time', { startedAt: new Date() }],
    ['no spool', { spoolIds: [], spoolLabels: [] }],
    ['five spools', { spoolIds: ['s1', 'a', 'b', 'c', 'd'], spoolLabels: ['1', '2', '3', '4', '5'] }],
    ['a spool id that is a map', { spoolIds: [{ id: 's1' }] }],
    ['labels that do not match the spools', { spoolLabels: [] }],
    ['a huge project name', { projectName: 'x'.repeat(201) }],
    ['a 10 KB job label', { jobLabel: 'x'.repeat(10_000) }],
    ['Infinity grams', { estimatedGrams: Number.POSITIVE_INFINITY }],
    ['negative minutes', { estimatedMinutes: -1 }],
    ['used grams already', { grams: [10] }],
    ['a cost already', { totalCost: 5 }],
    ['an extra field', { paid: true }],
    ['another owner', { userId: OTHER }],
    ['a calendar day of its end already', { endedOn: todayIsoDate() }],
  ];
  for (const [label, changes] of badRuns) {
    it(`refuses a run with ${label}`, async () => {
      await assertFails(startBatch(rules.as(OWNER), 'r1', newRun(OWNER, changes)).commit());
    });
  }
  it('refuses a run missing a field', async () => {
    const { note: _note, ...withoutNote } = newRun(OWNER);
    await assertFails(startBatch(rules.as(OWNER), 'r1', withoutNote).commit());
  });
});

describe('runs: finish', () => {
  beforeEach(() =>
    rules.seed({
      'runs/r1': printingRun(),
      'printers/p1': documents.printer(OWNER, { status: 'printing', currentRunId: 'r1' }),
    }),
  );
  const finishBatch = (caller: Caller, finish: RunFinish = {}) =>
    writeRunFinish(caller.batch(), caller, finish);
  const stored = (path: string) => rules.withoutRules(async (db) => (await getDoc(doc(db, path))).data());

  it('the owner finishes it with every document it moves: printer, spool and its entry, job, project', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    expect(await stored('printers/p1')).toMatchObject({
      printMinutes: 90,
      runCount: 1,
      currentRunId: null,
      status: 'idle',
    });
    expect(await stored('spools/s1')).toMatchObject({ remainingWeight: 700, lastEntryId: 'r1-0' });
    expect(await stored('spools/s1/ledger/r1-0')).toMatchObject({ grams: -100, runId: 'r1' });
    expect(await stored(JOB)).toMatchObject({ status: 'completed' });
    expect(await stored(PROJECT)).toMatchObject({ actualCost: 3.02, lastCostRunId: 'r1' });
  });

  it('a finish sent late (offline) keeps the day it ended on, down to the day before its start', async () => {
    await assertSucceeds(
      finishBatch(rules.as(OWNER), { runChanges: { endedOn: isoDateOf(daysFromNow(-1)) } }).commit(),
    );
  });

  it('a failure with a reason from the list wastes its grams; a cancel adds no hours and no run', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER), { status: 'failed', failureReason: 'clog' }).commit());
    expect(await stored('spools/s1/ledger/r1-0')).toMatchObject({ kind: 'waste', grams: -100 });
  });
  it('a cancelled run adds no minutes and no run', async () => {
    await assertFails(
      finishBatch(rules.as(OWNER), { status: 'cancelled', printerMinutes: 90, printerRuns: 1 }).commit(),
    );
    await assertSucceeds(finishBatch(rules.as(OWNER), { status: 'cancelled' }).commit());
  });

  it('in a transaction too, as the repository writes it online', async () => {
    const caller = rules.as(OWNER);
    await assertSucceeds(
      runTransaction(caller.db, async (transaction) => {
        await transaction.get(caller.doc('runs/r1'));
        await transaction.get(caller.doc('spools/s1'));
        writeRunFinish(transaction as unknown as WriteBatch, caller);
      }),
    );
  });

  it('a confirmed overdraw floors the spool at 0 with a shortfall entry the spool names', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER), { grams: [900], floor: () => 100 }).commit());
    expect(await stored('spools/s1')).toMatchObject({ remainingWeight: 0, lastEntryId: 'r1-0-floor' });
    expect(await stored('spools/s1/ledger/r1-0-floor')).toMatchObject({ kind: 'adjustment', grams: 100 });
  });

  it('a spool with 0 g has no entry, and one deleted while the run printed is charged nothing', async () => {
    await rules.seed({
      'runs/r1': { ...printingRun(), spoolIds: ['s1', 's2'], spoolLabels: ['a', 'b'] },
      'spools/s2': documents.spool(OWNER),
    });
    await assertSucceeds(finishBatch(rules.as(OWNER), { spoolIds: ['s1', 's2'], grams: [0, 40] }).commit());
    await rules.seed({
      'runs/r2': { ...printingRun(), printerId: 'p2', spoolIds: ['gone', 's2'], spoolLabels: ['a', 'b'] },
      'printers/p2': documents.printer(OWNER, { status: 'printing', currentRunId: 'r2' }),
    });
    // The deleted spool's grams stay on the run; its material costs nothing.
    await assertSucceeds(
      finishBatch(rules.as(OWNER), {
        runId: 'r2',
        printerPath: 'printers/p2',
        spoolIds: ['gone', 's2'],
        grams: [50, 40],
        entry: (index) => (index === 0 ? null : {}),
        costs: runCost({
          usage: [{ grams: 40, pricePerGram: FINISH_PRICE_PER_GRAM }],
          minutes: 90,
          costPerHour: 0.35,
        }),
      }).commit(),
    );
  });

  it('finishes on several devices on one spool all land, each by its own entry, even below 0', async () => {
    await rules.seed({
      'runs/r2': { ...printingRun(), printerId: 'p2' },
      'printers/p2': documents.printer(OWNER, { status: 'printing', currentRunId: 'r2' }),
    });
    // Each device saw 800 g and used what it used; the second lands on the first's balance.
    await assertSucceeds(finishBatch(rules.as(OWNER), { grams: [500] }).commit());
    await assertSucceeds(
      finishBatch(rules.as(OWNER), { runId: 'r2', printerPath: 'printers/p2', grams: [500] }).commit(),
    );
    expect(await stored('spools/s1')).toMatchObject({ remainingWeight: -200, lastEntryId: 'r2-0' });
    expect(await stored(PROJECT)).toMatchObject({ lastCostRunId: 'r2' });
  });

  it('four spools each with a floor, the job and the project: within the rules’ reads per request', async () => {
    const spoolIds = ['s1', 's2', 's3', 's4'];
    await rules.seed({
      'runs/r1': { ...printingRun(), spoolIds, spoolLabels: spoolIds },
      ...Object.fromEntries(spoolIds.slice(1).map((id) => [`spools/${id}`, documents.spool(OWNER)])),
      'printers/p1': documents.printer(OWNER, { status: 'printing', currentRunId: 'r1', numExtruders: 4 }),
    });
    await assertSucceeds(
      finishBatch(rules.as(OWNER), { spoolIds, grams: [900, 900, 900, 900], floor: () => 100 }).commit(),
    );
  });

  const price = FINISH_PRICE_PER_GRAM;
  const badFinishes: [string, RunFinish][] = [
    ['hours that are not the run’s', { printerMinutes: 5000 }],
    ['two runs counted', { printerRuns: 2 }],
    ['a failure without a reason', { status: 'failed' }],
    ['a reason not on the list', { status: 'failed', failureReason: 'gremlins' }],
    ['a reason on a completed run', { failureReason: 'clog' }],
    ['status printing again', { status: 'printing' }],
    ['negative grams', { grams: [-5] }],
    ['Infinity grams', { grams: [Number.POSITIVE_INFINITY] }],
    ['NaN grams', { grams: [Number.NaN] }],
    ['grams for two spools on a one-spool run', { grams: [50, 50] }],
    ['non-numeric grams', { grams: ['100'] }],
    ['fractional minutes', { minutes: 1.5 }],
    ['a year and a day of minutes', { minutes: 525_601, printerMinutes: 525_601 }],
    ['a 10 KB note', { note: 'x'.repeat(10_000) }],
    ['a changed printer', { runChanges: { printerId: 'theirs' } }],
    ['a changed spool list', { runChanges: { spoolIds: ['theirs'] } }],
    ['a client end time', { runChanges: { endedAt: new Date() } }],
    ['no calendar day of its end', { runChanges: { endedOn: null } }],
    ['an end day that is not a calendar day', { runChanges: { endedOn: '2026-02-30' } }],
    ['an end day in another format', { runChanges: { endedOn: '25/11/2026' } }],
    ['an end day after today everywhere', { runChanges: { endedOn: isoDateOf(daysFromNow(2)) } }],
    ['an end day two days before its start', { runChanges: { endedOn: isoDateOf(daysFromNow(-2)) } }],
    // Issue 29: a finish moves exactly what the run says, and everything it says.
    ['no spool deduction at all', { entry: () => null }],
    ['5 g deducted for a 100 g run', { entry: () => ({ grams: -5 }) }],
    ['a spool moved by other than its entry', { spoolMove: () => -5 }],
    [
      'a usage entry on a failed run',
      { status: 'failed', failureReason: 'clog', entry: () => ({ kind: 'usage' }) },
    ],
    ['an entry at a price other than the spool’s', { entry: () => ({ pricePerGram: 0.001 }) }],
    ['a floor larger than the usage', { grams: [900], floor: () => 1000 }],
    ['a floor that leaves the spool above 0 (15 g of a 20 g run)', { grams: [20], floor: () => 15 }],
    ['no job status', { job: false }],
    ['no project cost', { project: false }],
    ['a project cost other than the run’s total', { projectCost: 0.01 }],
    ['an Infinity project cost', { projectCost: Number.POSITIVE_INFINITY }],
    ['a total that is not material plus machine', { costs: { totalCost: 99 } }],
    [
      'a material cost that is not its grams at the spool’s price',
      { costs: { materialCost: 0.5, totalCost: 1.03 } },
    ],
    [
      'a machine cost that is not its minutes at the printer’s rate',
      { costs: { machineCost: 5, totalCost: 2.5 + 5 } },
    ],
    ['a NaN total', { costs: { totalCost: Number.NaN } }],
    ['an entry of another user', { entry: () => ({ userId: OTHER }) }],
    ['an entry naming another run', { entry: () => ({ runId: 'r9' }) }],
  ];
  for (const [label, finish] of badFinishes) {
    it(`refuses a finish with ${label}`, async () => {
      await assertFails(finishBatch(rules.as(OWNER), finish).commit());
    });
  }
  // Checked so the attack list above tests its own change, not a mistake in the rest of the batch.
  it('the costs the attacks change follow from grams at the spool’s price and minutes at the printer’s rate', () => {
    expect(runCost({ usage: [{ grams: 100, pricePerGram: price }], minutes: 90, costPerHour: 0.35 })).toEqual(
      {
        materialCost: 2.5,
        machineCost: 0.52,
        totalCost: 3.02,
      },
    );
  });

  /** Run r1's usage entry of 100 g on `spoolId`. */
  const runEntry = (spoolId: string) => ({
    userId: OWNER,
    spoolId,
    kind: 'usage',
    grams: -100,
    pricePerGram: price,
    runId: 'r1',
    label: '',
    note: '',
    createdAt: serverTimestamp(),
  });

  it('refuses an entry of the run on a spool it never used, and a run’s entry at another index', async () => {
    await rules.seed({ 'spools/s2': documents.spool(OWNER) });
    const caller = rules.as(OWNER);
    const onAnother = finishBatch(caller);
    onAnother.set(caller.doc('spools/s2/ledger/r1-0'), runEntry('s2'));
    onAnother.update(caller.doc('spools/s2'), {
      remainingWeight: increment(-100),
      lastEntryId: 'r1-0',
      updatedAt: serverTimestamp(),
    });
    await assertFails(onAnother.commit());
    await assertFails(
      finishBatch(caller, {
        entry: () => null,
        runChanges: {},
      })
        .set(caller.doc('spools/s1/ledger/r1-1'), runEntry('s1'))
        .update(caller.doc('spools/s1'), {
          remainingWeight: increment(-100),
          lastEntryId: 'r1-1',
          updatedAt: serverTimestamp(),
        })
        .commit(),
    );
  });

  it('refuses a finish that leaves the printer on the run, and a finish by anyone but the owner', async () => {
    const caller = rules.as(OWNER);
    await assertFails(
      caller.update('runs/r1', {
        status: 'completed',
        endedAt: serverTimestamp(),
        grams: [1],
        minutes: 1,
        failureReason: null,
        note: '',
        materialCost: 0,
        machineCost: 0,
        totalCost: 0,
        updatedAt: serverTimestamp(),
      }),
    );
    for (const uid of [OTHER, ADMIN, null]) await assertFails(finishBatch(rules.as(uid)).commit());
  });

  it('a finished run never changes again and no run is deleted', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    await assertFails(rules.as(OWNER).update('runs/r1', { note: 'edited', updatedAt: serverTimestamp() }));
    await assertFails(rules.as(OWNER).update('runs/r1', { totalCost: 0, updatedAt: serverTimestamp() }));
    await assertFails(rules.as(OWNER).delete('runs/r1'));
  });

  it('a finished run’s cost is added once: a second request naming it again is refused', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    await assertFails(
      rules.as(OWNER).update(PROJECT, {
        actualCost: increment(3.02),
        lastCostRunId: 'r1',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a printer with a run on it cannot be deleted, nor its hours edited by hand', async () => {
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.delete(caller.doc('printers/p1'));
    batch.update(caller.doc(`users/${OWNER}`), { printerCount: increment(-1), lastCountedPrinterId: 'p1' });
    await assertFails(batch.commit());
    await assertFails(caller.update('printers/p1', { status: 'idle', updatedAt: serverTimestamp() }));
    await assertFails(caller.update('printers/p1', { printMinutes: 100000, updatedAt: serverTimestamp() }));
    await assertFails(caller.update('printers/p1', { runCount: increment(1), updatedAt: serverTimestamp() }));
  });
});

describe('runs: get and list', () => {
  beforeEach(() =>
    rules.seed({ 'runs/r1': printingRun(), 'runs/theirs': { ...printingRun(), userId: OTHER } }),
  );
  it('the owner reads and lists their own runs only', async () => {
    await assertSucceeds(rules.as(OWNER).get('runs/r1'));
    const list = await assertSucceeds(rules.as(OWNER).list('runs', { userId: OWNER }));
    expect(list.docs.map((entry) => entry.id)).toEqual(['r1']);
    await assertFails(rules.as(OWNER).list('runs'));
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).get('runs/r1'));
      await assertFails(rules.as(uid).list('runs', { userId: OWNER }));
    }
  });
});

describe('the workshop queue (jobs across projects)', () => {
  it('a collection-group list with the owner filter sees only the caller’s jobs', async () => {
    const mine = await assertSucceeds(
      getDocs(
        query(
          collectionGroup(rules.as(OWNER).db, 'jobs'),
          where('userId', '==', OWNER),
          where('projectActive', '==', true),
        ),
      ),
    );
    expect(mine.docs.map((entry) => entry.ref.path)).toEqual([JOB]);
    await assertFails(
      getDocs(query(collectionGroup(rules.as(OTHER).db, 'jobs'), where('userId', '==', OWNER))),
    );
    await assertFails(getDocs(collectionGroup(rules.as(OWNER).db, 'jobs')));
  });
});
