// Issue 18: the Analytics rollups against the emulators with the real rules. Every event adds
// exactly its amounts to its month's cell in its own transaction or queued batch (runs finished,
// maintenance logged, invoices moved; quotes never), the rebuild writes exactly what the live
// events wrote and drops months left without data, and the page's reads (a range of months, money
// owed per currency) return what they should.
import {
  disableNetwork,
  doc,
  enableNetwork,
  getDoc,
  memoryLocalCache,
  memoryLruGarbageCollector,
  waitForPendingWrites,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rollupDocId, runCellKey, monthOfDay, type RunCellOutcome } from '@/domain/analytics/rollup';
import { readBackup, type Backup } from '@/domain/backup-format';
import { isoDateOf, todayIsoDate } from '@/domain/dates';
import type { InvoiceInput } from '@/domain/invoices';
import type { RunFinishFormValues } from '@/domain/runs';
import { resetSyncStatus, syncStatus } from '@/firebase/sync-status';
import { analyticsMetaId, createAnalyticsRepository } from '@/repositories/analytics';
import { createBackupRepository } from '@/repositories/backup';
import { createInvoicesRepository } from '@/repositories/invoices';
import { createMaintenanceRepository } from '@/repositories/maintenance';
import { createRestoreRepository } from '@/repositories/restore';
import { createRunsRepository } from '@/repositories/runs';
import { createUsersRepository } from '@/repositories/users';
import {
  adminFirestore,
  INTEGRATION_PROJECT_ID,
  loadRulesInto,
  seedBuiltInPlans,
  signedUpClient,
  type TestClient,
  setUserPlan,
} from '../support/emulators';
import { seedWorkshop } from '../support/workshop-seed';

const disposables: TestClient[] = [];
beforeAll(async () => {
  await loadRulesInto(INTEGRATION_PROJECT_ID);
  await seedBuiltInPlans();
});
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSyncStatus();
});

async function newUser(settings: Parameters<typeof signedUpClient>[1] = {}) {
  const client = await signedUpClient(undefined, settings);
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  await setUserPlan(client.uid, { planId: 'solo' });
  return {
    ...client,
    analytics: createAnalyticsRepository(client.db),
    runs: createRunsRepository(client.db),
    maintenance: createMaintenanceRepository(client.db),
    invoices: createInvoicesRepository(client.db),
    backups: createBackupRepository(client.db),
    restores: createRestoreRepository(client.db),
  };
}
type User = Awaited<ReturnType<typeof newUser>>;

/** A month document as stored (read around the rules), or null. */
const stored = async (path: string) => (await adminFirestore().doc(path).get()).data() ?? null;
const month = (uid: string, key: string) => stored(`analytics/${rollupDocId(uid, key)}`);

/** Every analytics document of the user, by id, without the fields a rebuild sets anew. */
async function rollupsOf(uid: string) {
  const snapshot = await adminFirestore().collection('analytics').where('userId', '==', uid).get();
  return Object.fromEntries(
    snapshot.docs
      .filter((entry) => entry.id !== analyticsMetaId(uid))
      .map((entry) => {
        const { event: _event, rebuiltAt: _rebuiltAt, updatedAt: _updatedAt, ...data } = entry.data();
        return [entry.id, { runs: {}, maintenance: {}, invoices: {}, projects: {}, ...data }];
      }),
  );
}

const finish = (overrides: Partial<RunFinishFormValues> = {}): RunFinishFormValues => ({
  outcome: 'completed',
  grams: [100],
  minutes: 60,
  failureReason: '',
  note: '',
  ...overrides,
});

/** A workshop of one printer (0.60 an hour), one spool (25 a kg) and `jobs` queued jobs. */
const workshop = (uid: string, jobs = 3) =>
  seedWorkshop(uid, {
    printers: [{ name: 'Prusa MK4', costPerHour: 0.6 }],
    spools: [{ weight: 1000, remainingWeight: 1000, purchasePrice: 25 }],
    jobs: Array.from({ length: jobs }, () => ({})),
  });

/** Starts the shop's job `index` on its printer and finishes it. */
async function printJob(
  maker: User,
  shop: Awaited<ReturnType<typeof workshop>>,
  index: number,
  values: RunFinishFormValues,
) {
  const runId = await maker.runs.start(maker.uid, {
    projectId: shop.projectId,
    jobId: shop.jobIds[index]!,
    printerId: shop.printerIds[0]!,
    spoolIds: [shop.spoolIds[0]!],
  });
  await maker.runs.finish(maker.uid, runId, values);
  return (await maker.runs.get(maker.uid, runId))!;
}

const invoiceInput = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  client: { name: 'Ada Ltd', email: 'ada@example.com', address: null },
  issueDate: '2026-03-01',
  dueDate: null,
  // 2 × 4.50 + 20 = 29; −10 % = 26.10; +20 % tax = 31.32
  lines: [
    { id: 'line-1', description: 'Bracket', quantity: 2, unitPrice: 4.5 },
    { id: 'line-2', description: 'Vase', quantity: 1, unitPrice: 20 },
  ],
  taxRatePercent: 20,
  discountPercent: 10,
  notes: null,
  ...overrides,
});

const TODAY = todayIsoDate();
const THIS_MONTH = monthOfDay(TODAY);

describe('analytics rollups against the emulator', () => {
  it('adds each finished run to its cell and its project’s day, in the finish itself', async () => {
    const maker = await newUser();
    const shop = await workshop(maker.uid);
    // 118.5 g at 0.025 = 2.96; 125 min at 0.60/h = 1.25; 4.21 in all.
    const first = await printJob(maker, shop, 0, finish({ grams: [118.5], minutes: 125 }));
    expect(first.endedOn).toBe(TODAY);
    // 20 g = 0.50; 30 min = 0.30.
    const failed = await printJob(
      maker,
      shop,
      1,
      finish({ outcome: 'failed', grams: [20], minutes: 30, failureReason: 'adhesion' }),
    );
    expect(failed).toMatchObject({ status: 'failed', endedOn: TODAY, totalCost: 0.8 });
    // Same day, printer, outcome, material and colour as the first: the same cell. 50 g = 1.25; 60 min = 0.60.
    await printJob(maker, shop, 2, finish({ grams: [50], minutes: 60 }));

    const key = (outcome: RunCellOutcome, failureReason: string | null) =>
      runCellKey({ ...first, endedOn: TODAY, outcome, failureReason });
    const labels = {
      d: TODAY,
      p: shop.printerIds[0],
      pn: 'Prusa MK4',
      mt: first.materialType,
      co: first.colorName,
    };
    const rollup = await month(maker.uid, THIS_MONTH);
    expect(rollup).toMatchObject({
      userId: maker.uid,
      month: THIS_MONTH,
      event: expect.stringMatching(/^run\//),
    });
    expect(rollup!.runs).toEqual({
      [key('completed', null)]: {
        ...labels,
        o: 'completed',
        r: '-',
        n: 2,
        g: 1685,
        m: 185,
        mc: 421,
        tc: 606,
      },
      [key('failed', 'adhesion')]: {
        ...labels,
        o: 'failed',
        r: 'adhesion',
        n: 1,
        g: 200,
        m: 30,
        mc: 50,
        tc: 80,
      },
    });
    const project = (await stored(`projects/${shop.projectId}`))!;
    expect(rollup!.projects).toEqual({
      [shop.projectId]: { n: 'Chess set', e: Math.round(project.estimatedCost * 100), a: { [TODAY]: 686 } },
    });
    expect(rollup!.maintenance).toBeUndefined();
    expect(rollup!.invoices).toBeUndefined();
  });

  it('adds maintenance done to its day and printer, one month per entry’s month', async () => {
    const maker = await newUser();
    const shop = await workshop(maker.uid, 1);
    const printer = (await maker.maintenance.getPrinter(maker.uid, shop.printerIds[0]!))!;
    const task = await maker.maintenance.addTask(
      maker.uid,
      printer,
      { name: 'Nozzle check', intervalHours: '', intervalDays: '30', notes: '', expectedCost: '' },
      TODAY,
    );
    const done = (doneOn: string, cost: string) =>
      maker.maintenance.markDone(maker.uid, task, { doneOn, cost, doneBy: '', notes: '' }, TODAY);
    await done('2026-10-05', '15');
    const second = await done('2026-10-05', '2.5');
    await done('2026-09-30', '');

    const october = await month(maker.uid, '2026-10');
    expect(october).toMatchObject({ userId: maker.uid, month: '2026-10', event: `log/${second}` });
    const cell = { d: '2026-10-05', p: printer.id, pn: 'Prusa MK4' };
    expect(october!.maintenance).toEqual({ [`2026-10-05|${printer.id}`]: { ...cell, n: 2, c: 1750 } });
    expect((await month(maker.uid, '2026-09'))!.maintenance).toEqual({
      [`2026-09-30|${printer.id}`]: { d: '2026-09-30', p: printer.id, pn: 'Prusa MK4', n: 1, c: 0 },
    });
  });

  it('counts an invoice sent, paid and voided, never a draft voided or a quote', async () => {
    const maker = await newUser();
    const { projectId } = await seedWorkshop(maker.uid);
    const paid = await maker.invoices.create(maker.uid, 'invoice', invoiceInput(), { projectId });
    await maker.invoices.send(maker.uid, paid.id);
    const invoiced = `2026-03-01|USD|invoiced|${projectId}`;
    expect((await month(maker.uid, '2026-03'))!.invoices).toEqual({
      [invoiced]: { d: '2026-03-01', cur: 'USD', k: 'invoiced', pj: projectId, n: 1, c: 3132 },
    });
    await maker.invoices.markPaid(maker.uid, paid.id, '2026-04-02');
    expect((await month(maker.uid, '2026-04'))!.invoices).toEqual({
      [`2026-04-02|USD|paid|${projectId}`]: {
        d: '2026-04-02',
        cur: 'USD',
        k: 'paid',
        pj: projectId,
        n: 1,
        c: 3132,
      },
    });

    // Sent on the same day for the same project, then voided: counted, then taken off again.
    const voided = await maker.invoices.create(
      maker.uid,
      'invoice',
      invoiceInput({ lines: [{ id: 'line-1', description: 'Lamp', quantity: 1, unitPrice: 10 }] }),
      { projectId },
    );
    await maker.invoices.send(maker.uid, voided.id);
    // 10 − 10 % = 9; + 20 % = 10.80
    expect((await month(maker.uid, '2026-03'))!.invoices[invoiced]).toMatchObject({ n: 2, c: 4212 });
    await maker.invoices.void(maker.uid, voided.id);
    expect((await month(maker.uid, '2026-03'))!.invoices[invoiced]).toMatchObject({ n: 1, c: 3132 });

    // A draft voided and a quote sent and voided count for nothing.
    const draft = await maker.invoices.create(
      maker.uid,
      'invoice',
      invoiceInput({ issueDate: '2026-05-03' }),
    );
    await maker.invoices.void(maker.uid, draft.id);
    const quote = await maker.invoices.create(maker.uid, 'quote', invoiceInput({ issueDate: '2026-05-04' }));
    await maker.invoices.send(maker.uid, quote.id);
    await maker.invoices.void(maker.uid, quote.id);
    expect(await month(maker.uid, '2026-05')).toBeNull();
    expect(Object.keys(await rollupsOf(maker.uid)).sort()).toEqual([
      rollupDocId(maker.uid, '2026-03'),
      rollupDocId(maker.uid, '2026-04'),
    ]);
  });

  it('rebuilds exactly what the events wrote, drops months left without data, then writes meta', async () => {
    const maker = await newUser();
    const shop = await workshop(maker.uid, 2);
    await printJob(maker, shop, 0, finish({ grams: [118.5], minutes: 125 }));
    await printJob(maker, shop, 1, finish({ outcome: 'cancelled', grams: [3], minutes: 5 }));
    const printer = (await maker.maintenance.getPrinter(maker.uid, shop.printerIds[0]!))!;
    const task = await maker.maintenance.addTask(
      maker.uid,
      printer,
      { name: 'Belts', intervalHours: '', intervalDays: '90', notes: '', expectedCost: '' },
      TODAY,
    );
    await maker.maintenance.markDone(
      maker.uid,
      task,
      { doneOn: '2026-02-11', cost: '7.25', doneBy: '', notes: '' },
      TODAY,
    );
    const paid = await maker.invoices.create(maker.uid, 'invoice', invoiceInput(), {
      projectId: shop.projectId,
    });
    await maker.invoices.send(maker.uid, paid.id);
    await maker.invoices.markPaid(maker.uid, paid.id, '2026-04-02');
    const sent = await maker.invoices.create(maker.uid, 'invoice', invoiceInput({ issueDate: '2026-03-20' }));
    await maker.invoices.send(maker.uid, sent.id);
    const live = await rollupsOf(maker.uid);
    expect(Object.keys(live)).toHaveLength(4);
    expect(await maker.analytics.meta(maker.uid)).toBeNull();

    // A month whose records are gone (written around the rules, as an old version might have left it).
    await adminFirestore()
      .doc(`analytics/${rollupDocId(maker.uid, '2025-01')}`)
      .set({
        userId: maker.uid,
        month: '2025-01',
        runs: {},
        maintenance: {},
        invoices: {},
        projects: {},
        event: null,
      });
    const steps: { done: number; total: number }[] = [];
    const report = await maker.analytics.rebuild(maker.uid, (step) => steps.push(step));

    expect(report).toEqual({ months: 4, runs: 2, maintenance: 1, invoices: 2, deleted: 1 });
    expect(await rollupsOf(maker.uid)).toEqual(live);
    // One commit of the four months, one of the deletes, one of the meta document.
    expect(steps).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    const rebuilt = (await month(maker.uid, '2026-03'))!;
    expect(rebuilt.event).toBeNull();
    expect(rebuilt.rebuiltAt).toBeDefined();
    expect(await stored(`analytics/${analyticsMetaId(maker.uid)}`)).toMatchObject({
      userId: maker.uid,
      version: 1,
    });
    expect((await maker.analytics.meta(maker.uid))?.rebuiltAt).toBeInstanceOf(Date);

    // Events after a rebuild add to the rebuilt cells.
    await maker.invoices.markPaid(maker.uid, sent.id, '2026-04-02');
    expect((await month(maker.uid, '2026-04'))!.invoices).toEqual({
      '2026-04-02|USD|paid|-': { d: '2026-04-02', cur: 'USD', k: 'paid', pj: '-', n: 1, c: 3132 },
      [`2026-04-02|USD|paid|${shop.projectId}`]: {
        d: '2026-04-02',
        cur: 'USD',
        k: 'paid',
        pj: shop.projectId,
        n: 1,
        c: 3132,
      },
    });
  });

  it('lists the months of a range in one query, and sums money owed per currency', async () => {
    const maker = await newUser();
    const send = async (issueDate: string, unitPrice: number) => {
      const invoice = await maker.invoices.create(
        maker.uid,
        'invoice',
        invoiceInput({
          issueDate,
          lines: [{ id: 'line-1', description: 'Part', quantity: 1, unitPrice }],
          taxRatePercent: 0,
          discountPercent: 0,
        }),
      );
      await maker.invoices.send(maker.uid, invoice.id);
      return invoice.id;
    };
    await send('2026-01-10', 10.1);
    await send('2026-03-10', 20.2);
    const paid = await send('2026-04-10', 5);
    await maker.invoices.markPaid(maker.uid, paid, '2026-06-01');
    await adminFirestore().doc(`users/${maker.uid}`).update({ currency: 'EUR' });
    await send('2026-04-11', 7.5);
    // Another maker's month in the range is never listed.
    const other = await newUser();
    await adminFirestore().doc(`users/${other.uid}`).update({ currency: 'JPY' });
    const theirs = await other.invoices.create(
      other.uid,
      'invoice',
      invoiceInput({ issueDate: '2026-03-02' }),
    );
    await other.invoices.send(other.uid, theirs.id);

    const months = await maker.analytics.listMonths(maker.uid, '2026-02', '2026-04');
    expect(months.map((doc) => doc.month)).toEqual(['2026-03', '2026-04']);
    expect(months[0]).toEqual({
      userId: maker.uid,
      month: '2026-03',
      runs: {},
      maintenance: {},
      invoices: {
        '2026-03-10|USD|invoiced|-': { d: '2026-03-10', cur: 'USD', k: 'invoiced', pj: '-', n: 1, c: 2020 },
      },
      projects: {},
    });
    expect(await maker.analytics.listMonths(maker.uid, '2026-07', '2026-12')).toEqual([]);

    expect(await maker.analytics.outstanding(maker.uid, ['USD', 'EUR', 'GBP', 'USD'])).toEqual([
      { currency: 'USD', count: 2, cents: 3030 },
      { currency: 'EUR', count: 1, cents: 750 },
    ]);
    // The currencies owed in are found whatever the period shows: the user's first, then the others
    // (another maker's yen never); a currency whose invoices were all paid is not owed in.
    expect(await maker.analytics.outstandingCurrencies(maker.uid, 'GBP')).toEqual(['GBP', 'EUR', 'USD']);
    expect(await maker.analytics.outstandingCurrencies(maker.uid, 'EUR')).toEqual(['EUR', 'USD']);
    expect(await other.analytics.outstandingCurrencies(other.uid, 'USD')).toEqual(['USD', 'JPY']);
  });

  it('a run finished offline lands with its cell; the project’s cell, not on the device, comes with a rebuild', async () => {
    const maker = await newUser({
      localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }),
    });
    const shop = await workshop(maker.uid, 1);
    const [printerId, spoolId, jobId] = [shop.printerIds[0]!, shop.spoolIds[0]!, shop.jobIds[0]!];
    for (const path of [
      `printers/${printerId}`,
      `spools/${spoolId}`,
      `projects/${shop.projectId}/jobs/${jobId}`,
    ])
      await getDoc(doc(maker.db, path));

    vi.stubGlobal('navigator', { onLine: false });
    await disableNetwork(maker.db);
    const runId = await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId,
      printerId,
      spoolIds: [spoolId],
    });
    await maker.runs.finish(maker.uid, runId, finish({ grams: [118.5], minutes: 125 }));
    expect(await month(maker.uid, THIS_MONTH)).toBeNull();

    vi.unstubAllGlobals();
    await enableNetwork(maker.db);
    await waitForPendingWrites(maker.db);
    await vi.waitFor(() => expect(syncStatus().waiting).toEqual([]));
    expect(syncStatus().refused).toEqual([]);
    const run = (await maker.runs.get(maker.uid, runId))!;
    const live = (await month(maker.uid, THIS_MONTH))!;
    expect(live.runs).toEqual({
      [runCellKey({ ...run, endedOn: TODAY, outcome: 'completed', failureReason: null })]: {
        d: TODAY,
        p: printerId,
        pn: 'Prusa MK4',
        mt: run.materialType,
        co: run.colorName,
        o: 'completed',
        r: '-',
        n: 1,
        g: 1185,
        m: 125,
        mc: 296,
        tc: 421,
      },
    });
    expect(live.projects).toBeUndefined();

    await maker.analytics.rebuild(maker.uid);
    const rebuilt = (await month(maker.uid, THIS_MONTH))!;
    expect(rebuilt.runs).toEqual(live.runs);
    expect(rebuilt.projects).toEqual({ [shop.projectId]: expect.objectContaining({ a: { [TODAY]: 421 } }) });
  });

  it('a restore carries each run’s day (an old backup’s from its end) and rebuilds Analytics', async () => {
    const maker = await newUser();
    const shop = await workshop(maker.uid, 1);
    const run = await printJob(maker, shop, 0, finish({ grams: [118.5], minutes: 125 }));
    const text = await maker.backups.exportText(maker.uid);
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.backup.runs[0]!.endedOn).toBe(TODAY);
    // A backup made before runs had their day.
    const old: Backup = {
      ...read.backup,
      runs: read.backup.runs.map(({ endedOn: _endedOn, ...rest }) => rest),
    };

    const fresh = await newUser();
    const plan = await fresh.restores.plan(fresh.uid, old);
    const report = await fresh.restores.restore(fresh.uid, plan);
    expect(report.failedBatch).toBeNull();
    expect(report.analyticsMessage).toBeNull();
    expect(report.analytics).toEqual({ months: 1, runs: 1, maintenance: 0, invoices: 0, deleted: 0 });
    const [restored] = (await adminFirestore().collection('runs').where('userId', '==', fresh.uid).get())
      .docs;
    expect(restored!.get('endedOn')).toBe(isoDateOf(run.endedAt!));
    const rollup = (await month(fresh.uid, monthOfDay(isoDateOf(run.endedAt!))))!;
    expect(Object.values(rollup.runs)).toEqual([expect.objectContaining({ n: 1, g: 1185, tc: 421 })]);
  });
});
