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
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDateOf, todayIsoDate } from '@/domain/dates';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

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

interface Finish {
  status?: string;
  grams?: unknown[];
  minutes?: unknown;
  failureReason?: string | null;
  note?: string;
  printerMinutes?: number;
  printerRuns?: number;
  spoolRemaining?: number;
  entry?: DocumentData | null;
  runChanges?: DocumentData;
}

/** The finish batch of run r1 (printing on p1 with s1, which holds 800 g). */
function finishBatch(caller: Caller, finish: Finish = {}) {
  const grams = finish.grams ?? [100];
  const minutes = finish.minutes ?? 90;
  const status = finish.status ?? 'completed';
  const batch = caller.batch();
  batch.update(caller.doc('runs/r1'), {
    status,
    endedAt: serverTimestamp(),
    endedOn: todayIsoDate(),
    grams,
    minutes,
    failureReason: finish.failureReason ?? null,
    note: finish.note ?? '',
    materialCost: 2.5,
    machineCost: 0.53,
    totalCost: 3.03,
    updatedAt: serverTimestamp(),
    ...finish.runChanges,
  });
  batch.update(caller.doc('printers/p1'), {
    status: 'idle',
    currentRunId: null,
    lastRunId: 'r1',
    printMinutes: increment(finish.printerMinutes ?? (status === 'cancelled' ? 0 : 90)),
    runCount: increment(finish.printerRuns ?? (status === 'cancelled' ? 0 : 1)),
    updatedAt: serverTimestamp(),
  });
  const remaining = finish.spoolRemaining ?? 700;
  batch.update(caller.doc('spools/s1'), {
    remainingWeight: remaining,
    status: 'used',
    updatedAt: serverTimestamp(),
  });
  if (finish.entry !== null) {
    batch.set(caller.doc('spools/s1/ledger/e1-1'), {
      ...ledgerEntry({
        kind: 'usage',
        grams: -100,
        balanceAfter: remaining,
        runId: 'r1',
        label: 'Chess set · Rook',
      }),
      ...finish.entry,
    });
  }
  return batch;
}

function ledgerEntry(overrides: DocumentData = {}): DocumentData {
  return {
    userId: OWNER,
    spoolId: 's1',
    kind: 'weigh-in',
    grams: -50,
    balanceAfter: 750,
    pricePerGram: 0.025,
    runId: null,
    label: '',
    note: '',
    createdAt: serverTimestamp(),
    ...overrides,
  };
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
    [PROJECT]: documents.project(OWNER),
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

  it('the owner finishes it in the batch that releases the printer, adds its minutes and writes the ledger', async () => {
    await assertSucceeds(finishBatch(rules.as(OWNER)).commit());
    const printer = await rules.withoutRules((db) => getDoc(doc(db, 'printers/p1')));
    expect(printer.data()).toMatchObject({
      printMinutes: 90,
      runCount: 1,
      currentRunId: null,
      status: 'idle',
    });
  });

  it('a finish sent late (offline) keeps the day it ended on, down to the day before its start', async () => {
    await assertSucceeds(
      finishBatch(rules.as(OWNER), { runChanges: { endedOn: isoDateOf(daysFromNow(-1)) } }).commit(),
    );
  });

  it('a failure with a reason from the list; a cancel adds no hours', async () => {
    await assertSucceeds(
      finishBatch(rules.as(OWNER), {
        status: 'failed',
        failureReason: 'clog',
        entry: { kind: 'waste' },
      }).commit(),
    );
  });
  it('a cancelled run adds no minutes and no run', async () => {
    await assertFails(
      finishBatch(rules.as(OWNER), { status: 'cancelled', printerMinutes: 90, printerRuns: 1 }).commit(),
    );
    await assertSucceeds(
      finishBatch(rules.as(OWNER), { status: 'cancelled', entry: { kind: 'waste' } }).commit(),
    );
  });

  const badFinishes: [string, Finish][] = [
    ['hours that are not the run’s', { printerMinutes: 5000 }],
    ['two runs counted', { printerRuns: 2 }],
    ['a failure without a reason', { status: 'failed', entry: { kind: 'waste' } }],
    ['a reason not on the list', { status: 'failed', failureReason: 'gremlins', entry: { kind: 'waste' } }],
    ['a reason on a completed run', { failureReason: 'clog' }],
    ['status printing again', { status: 'printing' }],
    ['negative grams', { grams: [-5] }],
    ['Infinity grams', { grams: [Number.POSITIVE_INFINITY] }],
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
    ['a ledger entry that does not end at the spool’s balance', { entry: { balanceAfter: 650 } }],
  ];
  for (const [label, finish] of badFinishes) {
    it(`refuses a finish with ${label}`, async () => {
      await assertFails(finishBatch(rules.as(OWNER), finish).commit());
    });
  }

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

  it('a printer with a run on it cannot be deleted, nor its hours edited by hand', async () => {
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.delete(caller.doc('printers/p1'));
    batch.update(caller.doc(`users/${OWNER}`), { printerCount: increment(-1), lastCountedPrinterId: 'p1' });
    await assertFails(batch.commit());
    await assertFails(caller.update('printers/p1', { status: 'idle', updatedAt: serverTimestamp() }));
    await assertFails(caller.update('printers/p1', { printMinutes: 100000, updatedAt: serverTimestamp() }));
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

describe('spool ledger', () => {
  const weighIn = (caller: Caller, entry: DocumentData = {}, remaining = 750) => {
    const batch = caller.batch();
    batch.update(caller.doc('spools/s1'), { remainingWeight: remaining, updatedAt: serverTimestamp() });
    batch.set(caller.doc('spools/s1/ledger/w-1'), ledgerEntry(entry));
    return batch;
  };

  it('the owner writes an entry with the change of its spool, reads and lists it', async () => {
    await assertSucceeds(weighIn(rules.as(OWNER)).commit());
    await assertSucceeds(rules.as(OWNER).get('spools/s1/ledger/w-1'));
    await assertSucceeds(rules.as(OWNER).list('spools/s1/ledger', { userId: OWNER }));
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).get('spools/s1/ledger/w-1'));
      await assertFails(rules.as(uid).list('spools/s1/ledger', { userId: OWNER }));
    }
  });

  it('entries are append-only: no update, no delete while the spool exists; deleted with it', async () => {
    await assertSucceeds(weighIn(rules.as(OWNER)).commit());
    await assertFails(rules.as(OWNER).update('spools/s1/ledger/w-1', { grams: 0 }));
    await assertFails(rules.as(OWNER).delete('spools/s1/ledger/w-1'));
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.delete(caller.doc('spools/s1'));
    batch.delete(caller.doc('spools/s1/ledger/w-1'));
    await assertSucceeds(batch.commit());
  });

  const badEntries: [string, DocumentData][] = [
    ['another owner', { userId: OTHER }],
    ['another spool named', { spoolId: 'theirs' }],
    ['a kind not on the list', { kind: 'gift' }],
    ['Infinity grams', { grams: Number.POSITIVE_INFINITY }],
    ['a balance other than the spool’s', { balanceAfter: 700 }],
    ['a usage without a run', { kind: 'usage' }],
    ['a run that is not finishing', { kind: 'usage', runId: 'r9' }],
    ['a 10 KB note', { note: 'x'.repeat(10_000) }],
    ['a client time', { createdAt: new Date() }],
    ['an extra field', { approved: true }],
  ];
  for (const [label, entry] of badEntries) {
    it(`refuses an entry with ${label}`, async () => {
      await assertFails(weighIn(rules.as(OWNER), entry).commit());
    });
  }

  it('refuses an entry written without its spool’s change, and one on another user’s spool', async () => {
    await assertFails(rules.as(OWNER).set('spools/s1/ledger/w-1', ledgerEntry()));
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.update(caller.doc('spools/theirs'), { remainingWeight: 750, updatedAt: serverTimestamp() });
    batch.set(caller.doc('spools/theirs/ledger/w-1'), ledgerEntry({ spoolId: 'theirs' }));
    await assertFails(batch.commit());
  });

  it('an empty-spool weight is kept on the spool, bounded', async () => {
    await assertSucceeds(
      rules.as(OWNER).update('spools/s1', { emptySpoolWeight: 225, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      rules
        .as(OWNER)
        .update('spools/s1', { emptySpoolWeight: Number.POSITIVE_INFINITY, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      rules.as(OWNER).update('spools/s1', { emptySpoolWeight: -1, updatedAt: serverTimestamp() }),
    );
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
