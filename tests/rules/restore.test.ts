// Issue 17: the restore branches of runs, printers and the spool ledger. A user writes their own
// history as it was (finished runs with their own times, ledger entries with theirs, a printer
// with its hours); never another user's data, never a run still printing, never a time in the
// future, never a number past its bound, never a printer past the plan's limit.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

const HOUR = 3600_000;
const past = (hoursAgo: number) => Timestamp.fromMillis(Date.now() - hoursAgo * HOUR);
const future = () => Timestamp.fromMillis(Date.now() + 24 * HOUR);
const HUGE = 'x'.repeat(10_000);

/** The UTC calendar day of a time. */
const dayOf = (time: Timestamp) => time.toDate().toISOString().slice(0, 10);

const runFields = (started: Timestamp, ended: Timestamp): DocumentData => ({
  ...documents.run(OWNER),
  status: 'completed',
  startedAt: started,
  createdAt: started,
  endedAt: ended,
  updatedAt: ended,
  endedOn: dayOf(ended),
  grams: [100],
  minutes: 120,
  failureReason: null,
  note: '',
  materialCost: 2.5,
  machineCost: 0.7,
  totalCost: 3.2,
});

/** A finished run as a backup restores it: its own start and end, and the day it ended on. */
const restoredRun = (overrides: DocumentData = {}): DocumentData => {
  // One reading of the clock for each time: two calls a millisecond apart would make updatedAt
  // differ from endedAt (the rules require them equal), and the test fail only under load.
  const started = past(3);
  const ended = past(1);
  return {
    ...runFields(started, ended),
    ...overrides,
  };
};
/** A ledger entry as a backup restores it: its own time. */
const restoredEntry = (overrides: DocumentData = {}): DocumentData => ({
  userId: OWNER,
  spoolId: 's1',
  kind: 'usage',
  grams: -100,
  balanceAfter: 700,
  pricePerGram: 0.025,
  runId: 'r1',
  label: 'Chess set · Rook',
  note: '',
  createdAt: past(1),
  restoredAt: serverTimestamp(),
  ...overrides,
});

/** A printer as a backup restores it: its hours and runs, created now and counted. */
const restoredPrinter = (overrides: DocumentData = {}): DocumentData => ({
  ...documents.printer(OWNER),
  printMinutes: 6000,
  runCount: 42,
  currentRunId: null,
  lastRunId: 'r-old',
  ...overrides,
});

beforeEach(() =>
  rules.seed({
    'printers/p1': documents.printer(OWNER),
    'spools/s1': documents.spool(OWNER),
    'projects/chess-set': documents.project(OWNER),
    'projects/chess-set/jobs/j1': documents.printJob(OWNER),
    'printers/bob-printer': documents.printer(OTHER),
    'spools/bob-spool': documents.spool(OTHER),
    'projects/bob-project': documents.project(OTHER),
    'projects/bob-project/jobs/j1': documents.printJob(OTHER),
    'runs/bob-run': {
      ...documents.run(OTHER),
      status: 'completed',
      endedAt: new Date(),
      endedOn: '2026-03-14',
      grams: [1],
      minutes: 1,
      materialCost: 0,
      machineCost: 0,
      totalCost: 0,
    },
  }),
);

describe('runs: the restore branch', () => {
  it('the owner restores a finished run, completed, failed or cancelled, with its own times', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set('runs/r1', restoredRun()));
    await assertSucceeds(alice.set('runs/r2', restoredRun({ status: 'failed', failureReason: 'adhesion' })));
    await assertSucceeds(alice.set('runs/r3', restoredRun({ status: 'cancelled', grams: [0], minutes: 0 })));
  });

  it('with the calendar day it ended on, or none (a run finished before issue 18 had none)', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set('runs/r1', restoredRun({ endedOn: null })));
    await assertFails(alice.set('runs/r2', restoredRun({ endedOn: '2026-02-30' })));
    await assertFails(alice.set('runs/r2', restoredRun({ endedOn: 20260314 })));
    await assertFails(alice.set('runs/r2', restoredRun({ endedOn: HUGE })));
    const { endedOn: _endedOn, ...withoutDay } = restoredRun();
    await assertFails(alice.set('runs/r2', withoutDay));
  });

  it('with the day of its end somewhere on Earth, not a day its analytics would move it to', async () => {
    // Ended at 23:00 UTC on 14 March: 14 March in London, 15 March in Auckland, never the 16th.
    const endedAt = Timestamp.fromDate(new Date('2026-03-14T23:00:00Z'));
    const startedAt = Timestamp.fromDate(new Date('2026-03-14T20:00:00Z'));
    const run = (endedOn: string) =>
      restoredRun({ startedAt, createdAt: startedAt, endedAt, updatedAt: endedAt, endedOn });
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set('runs/r1', run('2026-03-14')));
    await assertSucceeds(alice.set('runs/r2', run('2026-03-15')));
    await assertFails(alice.set('runs/r3', run('2026-03-16')));
    await assertFails(alice.set('runs/r3', run('2026-03-13')));
    await assertFails(alice.set('runs/r3', run('2025-03-14')));
    await assertFails(alice.set('runs/r3', restoredRun({ endedOn: '2026-01-01' })));
  });

  it('a run of four spools, failed on 29 February, every text at its bound, stays within the rules’ limits', async () => {
    await rules.seed(
      Object.fromEntries(['s2', 's3', 's4'].map((id) => [`spools/${id}`, documents.spool(OWNER)])),
    );
    const alice = rules.as(OWNER);
    const fourSpools = {
      spoolIds: ['s1', 's2', 's3', 's4'],
      spoolLabels: ['a'.repeat(200), 'b'.repeat(200), 'c'.repeat(200), 'd'.repeat(200)],
      grams: [1.5, 2.5, 3.5, 4.5],
    };
    const leapDay = Timestamp.fromDate(new Date('2024-02-29T12:00:00Z'));
    const full = restoredRun({
      ...fourSpools,
      startedAt: leapDay,
      createdAt: leapDay,
      endedAt: leapDay,
      updatedAt: leapDay,
      projectName: 'p'.repeat(200),
      jobLabel: 'j'.repeat(200),
      printerName: 'n'.repeat(200),
      note: 'x'.repeat(500),
      status: 'failed',
      failureReason: 'clog',
      endedOn: '2024-02-29',
    });
    await assertSucceeds(alice.set('runs/r1', full));
    await assertFails(alice.set('runs/r2', { ...full, endedOn: '2023-02-29' }));
    await assertFails(alice.set('runs/r2', { ...full, spoolLabels: ['a', 'b', 'c', 'd'.repeat(201)] }));
    await assertFails(alice.set('runs/r2', { ...full, spoolLabels: ['a', 'b', 'c', 4] }));
    await assertFails(alice.set('runs/r2', { ...full, spoolLabels: ['a', 'b', 'c'] }));
    await assertFails(alice.set('runs/r2', { ...full, grams: [1, 2, 3, Infinity] }));
  });

  it('names printers, projects, jobs and spools deleted since: none need exist', async () => {
    await assertSucceeds(
      rules
        .as(OWNER)
        .set(
          'runs/r1',
          restoredRun({ printerId: 'gone', projectId: 'gone', jobId: 'gone', spoolIds: ['gone'] }),
        ),
    );
  });

  it('refuses what names another user’s printer or project', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set('runs/r1', restoredRun({ printerId: 'bob-printer' })));
    await assertFails(alice.set('runs/r1', restoredRun({ projectId: 'bob-project' })));
  });

  it('names no other user’s spool, in any of its four places (issue 29)', async () => {
    await rules.seed({ 'spools/s2': documents.spool(OWNER), 'spools/s3': documents.spool(OWNER) });
    const alice = rules.as(OWNER);
    const withSpools = (spoolIds: string[]) =>
      restoredRun({ spoolIds, spoolLabels: spoolIds.map(() => 'a'), grams: spoolIds.map(() => 1) });
    await assertFails(alice.set('runs/r1', withSpools(['s1', 'bob-spool'])));
    await assertFails(alice.set('runs/r1', withSpools(['bob-spool'])));
    await assertFails(alice.set('runs/r1', withSpools(['s1', 's2', 's3', 'bob-spool'])));
    await assertSucceeds(alice.set('runs/r1', withSpools(['s1', 's2', 's3', 'gone'])));
    await assertSucceeds(alice.set('runs/r2', withSpools(['gone-1', 'gone-2', 'gone-3', 'gone-4'])));
    await assertSucceeds(
      alice.set('runs/r3', {
        ...withSpools(['gone-1', 'gone-2', 'gone-3', 'gone-4']),
        printerId: 'gone',
        projectId: 'gone',
        jobId: 'gone',
      }),
    );
  });

  it('refuses a run of someone else, a run still printing, and one with times in the future or out of order', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set('runs/r1', restoredRun({ userId: OTHER })));
    await assertFails(rules.as(OTHER).set('runs/r1', restoredRun()));
    await assertFails(rules.as(null).set('runs/r1', restoredRun()));
    await assertFails(
      alice.set(
        'runs/r1',
        restoredRun({
          status: 'printing',
          endedAt: null,
          grams: null,
          minutes: null,
          materialCost: null,
          machineCost: null,
          totalCost: null,
        }),
      ),
    );
    await assertFails(alice.set('runs/r1', restoredRun({ endedAt: future(), updatedAt: future() })));
    await assertFails(
      alice.set(
        'runs/r1',
        restoredRun({ startedAt: past(1), createdAt: past(1), endedAt: past(3), updatedAt: past(3) }),
      ),
    );
    // Created at its start and last changed at its end, as a live run is.
    await assertFails(alice.set('runs/r1', restoredRun({ createdAt: past(2) })));
    await assertFails(alice.set('runs/r1', restoredRun({ updatedAt: past(2) })));
  });

  it('refuses numbers past their bounds, Infinity and NaN, huge texts and extra fields', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set('runs/r1', restoredRun({ totalCost: Infinity })));
    await assertFails(alice.set('runs/r1', restoredRun({ materialCost: NaN })));
    await assertFails(alice.set('runs/r1', restoredRun({ grams: [1_000_001] })));
    await assertFails(alice.set('runs/r1', restoredRun({ minutes: 525_601 })));
    await assertFails(alice.set('runs/r1', restoredRun({ minutes: 1.5 })));
    await assertFails(alice.set('runs/r1', restoredRun({ note: HUGE })));
    await assertFails(alice.set('runs/r1', restoredRun({ projectName: HUGE })));
    await assertFails(alice.set('runs/r1', restoredRun({ failureReason: 'adhesion' })));
    await assertFails(alice.set('runs/r1', restoredRun({ restored: true })));
  });

  it('a restored run is never overwritten, and never finishes again', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set('runs/r1', restoredRun()));
    await assertFails(alice.set('runs/r1', restoredRun({ minutes: 1 })));
    await assertFails(alice.set('runs/bob-run', restoredRun()));
  });

  it('a batch mixing a restored run with a printer’s live finish cannot add the restored run’s hours', async () => {
    const alice = rules.as(OWNER);
    const batch = alice.batch();
    batch.set(alice.doc('runs/r9'), restoredRun({ printerId: 'p1' }));
    batch.update(alice.doc('printers/p1'), {
      printMinutes: 120,
      runCount: 1,
      lastRunId: 'r9',
      updatedAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });
});

describe('spool ledger: the restore branch', () => {
  beforeEach(() => rules.seed({ 'runs/r1': restoredRun() }));

  it('the owner restores entries with their own past times, a run’s entry naming a finished run of theirs', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set('spools/s1/ledger/e1', restoredEntry()));
    await assertSucceeds(
      alice.set('spools/s1/ledger/e2', restoredEntry({ kind: 'weigh-in', runId: null, label: '' })),
    );
  });

  it('refuses entries on another user’s spool, of another user’s run, or of a run that does not exist', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set('spools/bob-spool/ledger/e1', restoredEntry({ spoolId: 'bob-spool' })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ runId: 'bob-run' })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ runId: 'missing' })));
    await assertFails(rules.as(OTHER).set('spools/s1/ledger/e1', restoredEntry({ userId: OTHER })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ userId: OTHER })));
  });

  it('refuses a future time, bounds broken, Infinity, NaN, huge texts, and an entry of a still-printing run', async () => {
    const alice = rules.as(OWNER);
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ createdAt: future() })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ grams: -Infinity })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ balanceAfter: NaN })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ pricePerGram: 1e12 })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ note: HUGE })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ kind: 'gift' })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ spoolId: 'other' })));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ kind: 'weigh-in' })));
    await rules.seed({
      'runs/r2': {
        ...documents.run(OWNER),
        startedAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ runId: 'r2' })));
  });

  it('an entry without the restore mark, or with a mark not of this request, is held to the live rules', async () => {
    const alice = rules.as(OWNER);
    const { restoredAt: _mark, ...unmarked } = restoredEntry();
    await assertFails(alice.set('spools/s1/ledger/e1', unmarked));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ restoredAt: past(1) })));
  });

  it('entries stay append-only', async () => {
    const alice = rules.as(OWNER);
    await assertSucceeds(alice.set('spools/s1/ledger/e1', restoredEntry()));
    await assertFails(alice.set('spools/s1/ledger/e1', restoredEntry({ grams: -1 })));
  });
});

describe('printers: the restore branch', () => {
  /** The counted create of one printer, as a restore writes it. */
  const countedCreate = (uid: string, id: string, printer: DocumentData, count: number) => {
    const caller = rules.as(uid);
    const batch = caller.batch();
    batch.set(caller.doc(`printers/${id}`), printer);
    batch.update(caller.doc(`users/${uid}`), { printerCount: count, lastCountedPrinterId: id });
    return batch.commit();
  };

  beforeEach(() =>
    rules.seed({
      [`users/${OWNER}`]: documents.user(OWNER, { planId: 'home', printerCount: 1 }),
      'runs/r-old': restoredRun(),
    }),
  );

  it('the owner restores a printer with its hours, run count and last run, counted within the plan', async () => {
    await assertSucceeds(countedCreate(OWNER, 'p2', restoredPrinter({ lastRunId: 'r-old' }), 2));
  });

  it('refuses a restored printer beyond the plan’s limit, or not counted', async () => {
    await assertSucceeds(countedCreate(OWNER, 'p2', restoredPrinter(), 2));
    await assertFails(countedCreate(OWNER, 'p3', restoredPrinter(), 3));
    await assertFails(rules.as(OWNER).set('printers/p3', restoredPrinter()));
  });

  it('refuses a restored printer that is printing, of another user, with its times not now, or with bounds broken', async () => {
    await assertFails(
      countedCreate(OWNER, 'p2', restoredPrinter({ status: 'printing', currentRunId: 'r-old' }), 2),
    );
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ userId: OTHER }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ createdAt: past(1) }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ printMinutes: Infinity }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ printMinutes: 60.5 }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ runCount: -1 }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ printMinutes: 60_000_001 }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ lastRunId: HUGE }), 2));
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ name: HUGE }), 2));
  });

  it('refuses a last run that is another user’s', async () => {
    await assertFails(countedCreate(OWNER, 'p2', restoredPrinter({ lastRunId: 'bob-run' }), 2));
  });

  it('an existing printer’s hours still change only with a run', async () => {
    await assertFails(
      rules.as(OWNER).update('printers/p1', { printMinutes: 6000, updatedAt: serverTimestamp() }),
    );
  });
});
