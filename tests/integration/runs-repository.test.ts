// Print runs against the emulator with the real rules: one transaction per event, nothing half
// written, no deduction lost between devices, and a spool's ledger that always explains its weight.
import {
  disableNetwork,
  doc,
  enableNetwork,
  getDoc,
  memoryLocalCache,
  memoryLruGarbageCollector,
  waitForPendingWrites,
} from 'firebase/firestore';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { roundHalfUp } from '@/domain/rounding';
import { runMessages, type RunFinishFormValues } from '@/domain/runs';
import { spoolFormDefaults, spoolToFormValues } from '@/domain/spool-form';
import { ledgerBalance, ledgerRows } from '@/domain/spool-ledger';
import { resetSyncStatus, syncStatus } from '@/firebase/sync-status';
import { createPrintersRepository, PRINTER_BUSY_DELETE } from '@/repositories/printers';
import { createProjectsRepository } from '@/repositories/projects';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { createSpoolsRepository } from '@/repositories/spools';
import { createUsersRepository } from '@/repositories/users';
import { adminFirestore, signedInClient, signedUpClient, type TestClient } from '../support/emulators';
import { seedWorkshop } from '../support/workshop-seed';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

async function newUser() {
  const client = await signedUpClient();
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  return { ...client, ...repositoriesOf(client) };
}

function repositoriesOf(client: TestClient) {
  return {
    runs: createRunsRepository(client.db),
    spools: createSpoolsRepository(client.db),
    ledger: createSpoolLedgerRepository(client.db),
    printers: createPrintersRepository(client.db),
    projects: createProjectsRepository(client.db),
  };
}

const finish = (overrides: Partial<RunFinishFormValues> = {}): RunFinishFormValues => ({
  outcome: 'completed',
  grams: [100],
  minutes: 90,
  failureReason: '',
  note: '',
  ...overrides,
});

/** Every entry of a spool's ledger, read around the rules (the app reads a page at a time). */
const ledgerOf = async (spoolId: string) =>
  (await adminFirestore().collection(`spools/${spoolId}/ledger`).get()).docs.map((entry) => ({
    id: entry.id,
    ...(entry.data() as { grams: number; balanceAfter?: number }),
  }));

const stored = async (path: string) => (await adminFirestore().doc(path).get()).data() ?? {};

/** The spool's history page as the spool page shows it: kind, grams and the balance worked out after each. */
async function historyOf(
  maker: { uid: string; ledger: ReturnType<typeof createSpoolLedgerRepository> },
  spoolId: string,
) {
  const { entries } = await maker.ledger.history(maker.uid, spoolId);
  const remaining = (await stored(`spools/${spoolId}`)).remainingWeight as number;
  return ledgerRows(remaining, entries).map(({ entry, balanceAfter }) => [
    entry.kind,
    entry.grams,
    balanceAfter,
  ]);
}

describe('runs repository against the emulator', () => {
  it('starts a queued job on a printer and finishes it: run, spool and ledger, printer, job and project in one go', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, {
      printers: [{ costPerHour: 0.6 }],
      spools: [{ weight: 1000, remainingWeight: 1000, purchasePrice: 25 }],
      jobs: [{ material: { meters: 0, grams: 120 }, printTime: { hours: 2, minutes: 0 } }],
    });
    const queue = await maker.runs.queue(maker.uid);
    expect(queue.jobs.map((job) => job.jobId)).toEqual(shop.jobIds);
    expect(queue.jobs[0]).toMatchObject({
      projectName: 'Chess set',
      grams: 120,
      minutes: 120,
      materialType: 'PLA',
    });

    const runId = await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId: shop.jobIds[0]!,
      printerId: shop.printerIds[0]!,
      spoolIds: [shop.spoolIds[0]!],
    });
    expect(await stored(`printers/${shop.printerIds[0]}`)).toMatchObject({
      status: 'printing',
      currentRunId: runId,
    });
    expect(await stored(`projects/${shop.projectId}/jobs/${shop.jobIds[0]}`)).toMatchObject({
      status: 'printing',
      assignedPrinter: shop.printerIds[0],
    });
    expect(await stored(`projects/${shop.projectId}`)).toMatchObject({ status: 'in-progress' });
    expect((await maker.runs.queue(maker.uid)).jobs).toEqual([]);
    const [printing] = await maker.runs.listPrinting(maker.uid);
    expect(printing).toMatchObject({
      id: runId,
      status: 'printing',
      estimatedGrams: 120,
      spoolLabels: ['Galaxy Black PLA'],
    });

    await maker.runs.finish(maker.uid, runId, finish({ grams: [118.5], minutes: 125 }));

    const run = await maker.runs.get(maker.uid, runId);
    // 118.5 g at 25 per 1000 g = 2.96; 125 min at 0.60/h = 1.25.
    expect(run).toMatchObject({
      status: 'completed',
      grams: [118.5],
      minutes: 125,
      materialCost: 2.96,
      machineCost: 1.25,
      totalCost: 4.21,
    });
    expect(run?.endedAt).toBeInstanceOf(Date);
    expect(await stored(`spools/${shop.spoolIds[0]}`)).toMatchObject({
      remainingWeight: 881.5,
      status: 'used',
    });
    expect(await stored(`printers/${shop.printerIds[0]}`)).toMatchObject({
      status: 'idle',
      currentRunId: null,
      printMinutes: 125,
      runCount: 1,
    });
    expect(await stored(`projects/${shop.projectId}/jobs/${shop.jobIds[0]}`)).toMatchObject({
      status: 'completed',
    });
    expect(await stored(`projects/${shop.projectId}`)).toMatchObject({
      actualCost: 4.21,
      lastCostRunId: runId,
    });
    const { entries } = await maker.ledger.history(maker.uid, shop.spoolIds[0]!);
    expect(entries).toHaveLength(1);
    // At the run's own id for its spool, without a stored balance (issue 29).
    expect(entries[0]).toMatchObject({
      id: `${runId}-0`,
      kind: 'usage',
      grams: -118.5,
      balanceAfter: null,
      runId,
      label: 'Chess set · Job 1',
    });
    expect(await stored(`spools/${shop.spoolIds[0]}`)).toMatchObject({ lastEntryId: `${runId}-0` });
    expect((await maker.runs.listForProject(maker.uid, shop.projectId)).map((entry) => entry.id)).toEqual([
      runId,
    ]);
  });

  it('puts a failed job back in the queue, records its waste and reason, and counts its hours', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { spools: [{ remainingWeight: 500 }] });
    const start = () =>
      maker.runs.start(maker.uid, {
        projectId: shop.projectId,
        jobId: shop.jobIds[0]!,
        printerId: shop.printerIds[0]!,
        spoolIds: [shop.spoolIds[0]!],
      });
    const failed = await start();
    await maker.runs.finish(
      maker.uid,
      failed,
      finish({
        outcome: 'failed',
        grams: [30],
        minutes: 20,
        failureReason: 'adhesion',
        note: 'corner lifted',
      }),
    );
    expect(await maker.runs.get(maker.uid, failed)).toMatchObject({
      status: 'failed',
      failureReason: 'adhesion',
      note: 'corner lifted',
    });
    expect((await maker.runs.queue(maker.uid)).jobs[0]).toMatchObject({
      jobId: shop.jobIds[0],
      status: 'failed',
    });
    const second = await start();
    await maker.runs.finish(maker.uid, second, finish({ grams: [12.4], minutes: 90 }));
    expect(await stored(`printers/${shop.printerIds[0]}`)).toMatchObject({ printMinutes: 110, runCount: 2 });
    expect(await historyOf(maker, shop.spoolIds[0]!)).toEqual([
      ['usage', -12.4, 457.6],
      ['waste', -30, 470],
    ]);
  });

  it('refuses a failure without a reason, negative grams, and a second finish of the same run', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid);
    const runId = await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId: shop.jobIds[0]!,
      printerId: shop.printerIds[0]!,
      spoolIds: [shop.spoolIds[0]!],
    });
    await expect(maker.runs.finish(maker.uid, runId, finish({ outcome: 'failed' }))).rejects.toThrow(
      runMessages.reasonRequired,
    );
    await expect(maker.runs.finish(maker.uid, runId, finish({ grams: [-5] }))).rejects.toThrow(
      runMessages.gramsNegative,
    );
    await expect(maker.runs.finish(maker.uid, runId, finish({ minutes: 'soon' }))).rejects.toThrow(
      runMessages.minutesRequired,
    );
    await maker.runs.finish(maker.uid, runId, finish({ outcome: 'cancelled', grams: [0], minutes: 5 }));
    await expect(maker.runs.finish(maker.uid, runId, finish())).rejects.toMatchObject({
      userMessage: runMessages.runNotPrinting,
    });
    // A cancelled run counts no hours and no run, and the job waits again.
    expect(await stored(`printers/${shop.printerIds[0]}`)).toMatchObject({
      status: 'idle',
      printMinutes: 0,
      runCount: 0,
    });
    expect((await maker.runs.queue(maker.uid)).jobs[0]).toMatchObject({ status: 'cancelled' });
  });

  it('floors a spool at 0 with a shortfall entry only when the overdraw is confirmed', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { spools: [{ remainingWeight: 40 }] });
    const runId = await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId: shop.jobIds[0]!,
      printerId: shop.printerIds[0]!,
      spoolIds: [shop.spoolIds[0]!],
    });
    await expect(maker.runs.finish(maker.uid, runId, finish({ grams: [55] }))).rejects.toMatchObject({
      userMessage: runMessages.overdraw('Galaxy Black PLA', 55, 40),
    });
    expect(await stored(`spools/${shop.spoolIds[0]}`)).toMatchObject({ remainingWeight: 40 });
    await maker.runs.finish(maker.uid, runId, finish({ grams: [55] }), { confirmOverdraw: true });
    expect(await stored(`spools/${shop.spoolIds[0]}`)).toMatchObject({ remainingWeight: 0 });
    expect(await historyOf(maker, shop.spoolIds[0]!)).toEqual([
      ['adjustment', 15, 0],
      ['usage', -55, -15],
    ]);
    const { entries } = await maker.ledger.history(maker.uid, shop.spoolIds[0]!);
    expect(entries.map((entry) => entry.id)).toEqual([`${runId}-0-floor`, `${runId}-0`]);
    expect(entries[0]!.note).toContain('Shortfall: 15 g');
  });

  it('splits a multi-material run over its spools, up to the printer’s extruders', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, {
      printers: [{ numExtruders: 2 }],
      spools: [{ name: 'White' }, { name: 'Black' }, { name: 'Red' }],
    });
    const base = { projectId: shop.projectId, jobId: shop.jobIds[0]!, printerId: shop.printerIds[0]! };
    await expect(maker.runs.start(maker.uid, { ...base, spoolIds: shop.spoolIds })).rejects.toMatchObject({
      userMessage: runMessages.tooManySpools(2),
    });
    await expect(
      maker.runs.start(maker.uid, { ...base, spoolIds: [shop.spoolIds[0]!, shop.spoolIds[0]!] }),
    ).rejects.toMatchObject({ userMessage: runMessages.duplicateSpool });
    const runId = await maker.runs.start(maker.uid, { ...base, spoolIds: shop.spoolIds.slice(0, 2) });
    await maker.runs.finish(maker.uid, runId, finish({ grams: [70, 30] }));
    expect((await stored(`spools/${shop.spoolIds[0]}`)).remainingWeight).toBe(930);
    expect((await stored(`spools/${shop.spoolIds[1]}`)).remainingWeight).toBe(970);
    expect((await stored(`spools/${shop.spoolIds[2]}`)).remainingWeight).toBe(1000);
  });

  it('starts one run when two devices press Start on the same printer at once', async () => {
    const maker = await newUser();
    const tablet = { ...(await signedInClient(maker.email)) };
    disposables.push(tablet);
    const shop = await seedWorkshop(maker.uid, { jobs: [{}, {}] });
    const start = (runs: ReturnType<typeof createRunsRepository>, jobId: string) =>
      runs.start(maker.uid, {
        projectId: shop.projectId,
        jobId,
        printerId: shop.printerIds[0]!,
        spoolIds: [shop.spoolIds[0]!],
      });
    const results = await Promise.allSettled([
      start(maker.runs, shop.jobIds[0]!),
      start(createRunsRepository(tablet.db), shop.jobIds[1]!),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused).toMatchObject({ reason: { userMessage: runMessages.printerBusy } });
    expect(await maker.runs.listPrinting(maker.uid)).toHaveLength(1);
    // A printer with a run on it is not deleted.
    await expect(maker.printers.remove(maker.uid, shop.printerIds[0]!)).rejects.toMatchObject({
      userMessage: PRINTER_BUSY_DELETE,
    });
  });

  it(
    'loses no gram when 20 runs on one spool finish at the same moment on 4 devices',
    { timeout: 240_000 },
    async () => {
      const maker = await newUser();
      const devices = [maker.db];
      for (let index = 0; index < 3; index += 1) {
        const device = await signedInClient(maker.email);
        disposables.push(device);
        devices.push(device.db);
      }
      const shop = await seedWorkshop(maker.uid, {
        printers: Array.from({ length: 20 }, () => ({})),
        spools: [{ weight: 1000, remainingWeight: 1000 }],
        jobs: Array.from({ length: 20 }, () => ({})),
      });
      const runIds: string[] = [];
      for (const [index, printerId] of shop.printerIds.entries()) {
        runIds.push(
          await maker.runs.start(maker.uid, {
            projectId: shop.projectId,
            jobId: shop.jobIds[index]!,
            printerId,
            spoolIds: [shop.spoolIds[0]!],
          }),
        );
      }
      await Promise.all(
        runIds.map((runId, index) =>
          createRunsRepository(devices[index % devices.length]!).finish(
            maker.uid,
            runId,
            finish({ grams: [10 + index * 0.5], minutes: 30 }),
          ),
        ),
      );
      const used = runIds.reduce((sum, _id, index) => sum + 10 + index * 0.5, 0); // 295 g
      const spool = await stored(`spools/${shop.spoolIds[0]}`);
      expect(spool.remainingWeight).toBeCloseTo(1000 - used, 9);
      const entries = await ledgerOf(shop.spoolIds[0]!);
      expect(entries.map((entry) => entry.id).sort()).toEqual(runIds.map((runId) => `${runId}-0`).sort());
      expect(ledgerBalance(1000, entries)).toBe(roundHalfUp(spool.remainingWeight as number, 1));
    },
  );

  it(
    'keeps remaining = net weight + ledger through a random day of runs, failures, adjustments, weigh-ins and form edits',
    { timeout: 240_000 },
    async () => {
      const maker = await newUser();
      const shop = await seedWorkshop(maker.uid, {
        spools: [{ weight: 1000, remainingWeight: 1000, emptySpoolWeight: 200 }],
        jobs: Array.from({ length: 12 }, () => ({})),
      });
      const spoolId = shop.spoolIds[0]!;
      let seed = 12_345;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      let job = 0;
      for (let step = 0; step < 24; step += 1) {
        const remaining = (await stored(`spools/${spoolId}`)).remainingWeight as number;
        const choice = random();
        if (choice < 0.5 && job < shop.jobIds.length) {
          const runId = await maker.runs.start(maker.uid, {
            projectId: shop.projectId,
            jobId: shop.jobIds[job]!,
            printerId: shop.printerIds[0]!,
            spoolIds: [spoolId],
          });
          job += 1;
          const grams = Math.round(random() * 1200) / 10;
          const outcome = random() < 0.3 ? 'failed' : 'completed';
          await maker.runs.finish(
            maker.uid,
            runId,
            finish({ outcome, grams: [grams], failureReason: outcome === 'failed' ? 'clog' : '' }),
            { confirmOverdraw: true },
          );
        } else if (choice < 0.7) {
          const change = Math.round((random() * 100 - 50) * 10) / 10;
          if (remaining + change >= 0 && remaining + change <= 1000 && change !== 0)
            await maker.ledger.adjust(maker.uid, spoolId, { change, note: 'recount' });
        } else if (choice < 0.9) {
          const gross = 200 + Math.round(random() * remaining * 10) / 10;
          await maker.ledger.weighIn(maker.uid, spoolId, { gross });
        } else {
          const current = (await maker.spools.get(maker.uid, spoolId))!;
          await maker.spools.update(maker.uid, spoolId, {
            ...spoolToFormValues(current),
            remainingWeight: String(Math.round(current.remainingWeight / 2)),
          });
        }
        const spool = await stored(`spools/${spoolId}`);
        const entries = await ledgerOf(spoolId);
        // Increments add floats: the stored weight carries their noise, the ledger is to 0.1 g.
        expect(ledgerBalance(spool.weight as number, entries)).toBe(
          roundHalfUp(spool.remainingWeight as number, 1),
        );
      }
    },
  );

  it('refuses weigh-ins that cannot be right, and keeps a typed empty-spool weight for the next one', async () => {
    const maker = await newUser();
    const shop = await seedWorkshop(maker.uid, { spools: [{ weight: 1000, remainingWeight: 700 }] });
    const spoolId = shop.spoolIds[0]!;
    await expect(maker.ledger.weighIn(maker.uid, spoolId, { gross: 900 })).rejects.toThrow(
      /empty spool's weight/,
    );
    await expect(maker.ledger.weighIn(maker.uid, spoolId, { gross: 150, emptyWeight: 200 })).rejects.toThrow(
      /less than the empty spool weighs \(200 g\)/,
    );
    await maker.ledger.weighIn(maker.uid, spoolId, { gross: 850, emptyWeight: 200 });
    expect(await stored(`spools/${spoolId}`)).toMatchObject({ remainingWeight: 650, emptySpoolWeight: 200 });
    await maker.ledger.weighIn(maker.uid, spoolId, { gross: 845.5 });
    expect(await historyOf(maker, spoolId)).toEqual([
      ['weigh-in', -4.5, 645.5],
      ['weigh-in', -50, 650],
    ]);
  });

  it('writes an opening entry for a part-used spool, and deletes a spool with its ledger', async () => {
    const maker = await newUser();
    const id = await maker.spools.create(maker.uid, {
      ...spoolFormDefaults(new Date(2025, 2, 7)),
      name: 'Half used',
      weight: '1000',
      remainingWeight: '600',
      purchasePrice: '20',
    });
    expect(await historyOf(maker, id)).toEqual([['adjustment', -400, 600]]);
    // Tied to its ledger from the start, naming its opening entry.
    const [opening] = (await maker.ledger.history(maker.uid, id)).entries;
    expect(await stored(`spools/${id}`)).toMatchObject({ ledgerBalanced: true, lastEntryId: opening!.id });
    await maker.spools.delete(maker.uid, id);
    expect((await adminFirestore().collection(`spools/${id}/ledger`).get()).size).toBe(0);
  });

  it("refuses another user's printer and spools", async () => {
    const maker = await newUser();
    const other = await newUser();
    const mine = await seedWorkshop(maker.uid);
    const theirs = await seedWorkshop(other.uid);
    await expect(
      maker.runs.start(maker.uid, {
        projectId: mine.projectId,
        jobId: mine.jobIds[0]!,
        printerId: theirs.printerIds[0]!,
        spoolIds: [mine.spoolIds[0]!],
      }),
    ).rejects.toMatchObject({ userMessage: 'This printer no longer exists.' });
    await expect(
      maker.runs.start(maker.uid, {
        projectId: mine.projectId,
        jobId: mine.jobIds[0]!,
        printerId: mine.printerIds[0]!,
        spoolIds: [theirs.spoolIds[0]!],
      }),
    ).rejects.toMatchObject({ userMessage: 'A chosen spool no longer exists.' });
    expect(await maker.runs.listPrinting(maker.uid)).toEqual([]);
  });
});

/** A device whose cache keeps what it read (as the app's persistent cache does). */
const keepsWhatItReads = { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }) };

/** The grams run `index` uses from each of its two spools: tenths, different for every run. */
const gramsOf = (index: number) => [10 + index * 1.5, 4.2 + index * 0.3];

// Issue 29: finishes decided on several tablets at once, from stale copies, on spools they share,
// lose no gram. Each device reads the board (runs, spools, printers, jobs) while online, then the
// Wi-Fi drops on all of them; each finishes its runs from what it last read and queues them; when
// the connection returns every batch lands, and every spool holds its net weight less everything
// the runs used, its ledger explaining it entry by entry, the project's cost the sum of its runs'.
describe('finishes on several devices at once, offline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSyncStatus();
  });

  it(
    'lose no gram: 4 tablets finish 12 two-spool runs on 3 shared spools offline from stale copies',
    { timeout: 240_000 },
    async () => {
      const owner = await signedUpClient(undefined, keepsWhatItReads);
      disposables.push(owner);
      await createUsersRepository(owner.db).loadOrCreateProfile(owner.uid, owner.email);
      const devices: TestClient[] = [owner];
      for (let index = 0; index < 3; index += 1) {
        const device = await signedInClient(owner.email, undefined, keepsWhatItReads);
        disposables.push(device);
        devices.push(device);
      }
      const RUNS = 12;
      const shop = await seedWorkshop(owner.uid, {
        printers: Array.from({ length: RUNS }, () => ({ numExtruders: 2, costPerHour: 0.6 })),
        spools: Array.from({ length: 3 }, (_, index) => ({
          name: `Shared ${index + 1}`,
          weight: 1000,
          remainingWeight: 1000,
          purchasePrice: 20 + index,
        })),
        jobs: Array.from({ length: RUNS }, () => ({})),
      });
      const spoolsOf = (index: number) => [shop.spoolIds[index % 3]!, shop.spoolIds[(index + 1) % 3]!];
      const owners = createRunsRepository(owner.db);
      const runIds: string[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        runIds.push(
          await owners.start(owner.uid, {
            projectId: shop.projectId,
            jobId: shop.jobIds[index]!,
            printerId: shop.printerIds[index]!,
            spoolIds: spoolsOf(index),
          }),
        );
      }
      // Each tablet opens the board: the runs it will finish, their printers, jobs and spools.
      const deviceOf = (index: number) => devices[index % devices.length]!;
      for (const [index, runId] of runIds.entries()) {
        const device = deviceOf(index);
        for (const path of [
          `runs/${runId}`,
          `printers/${shop.printerIds[index]}`,
          `projects/${shop.projectId}/jobs/${shop.jobIds[index]}`,
          ...spoolsOf(index).map((id) => `spools/${id}`),
        ])
          await getDoc(doc(device.db, path));
      }

      // The Wi-Fi drops on every tablet; each finishes its runs from its own copy (1,000 g each).
      vi.stubGlobal('navigator', { onLine: false });
      await Promise.all(devices.map((device) => disableNetwork(device.db)));
      for (const [index, runId] of runIds.entries()) {
        await createRunsRepository(deviceOf(index).db).finish(owner.uid, runId, {
          outcome: 'completed',
          grams: gramsOf(index),
          minutes: 30,
          failureReason: '',
          note: '',
        });
      }
      expect(syncStatus().waiting).toHaveLength(RUNS);

      // Back online together: every queued finish lands.
      vi.unstubAllGlobals();
      await Promise.all(devices.map((device) => enableNetwork(device.db)));
      await Promise.all(devices.map((device) => waitForPendingWrites(device.db)));
      await vi.waitFor(() => expect(syncStatus().waiting).toEqual([]), { timeout: 30_000 });
      expect(syncStatus().refused).toEqual([]);

      for (const [spoolIndex, spoolId] of shop.spoolIds.entries()) {
        let used = 0;
        for (let index = 0; index < RUNS; index += 1) {
          const at = spoolsOf(index).indexOf(spoolId);
          if (at >= 0) used += gramsOf(index)[at]!;
        }
        const spool = await stored(`spools/${spoolId}`);
        expect(spool.remainingWeight, `spool ${spoolIndex + 1}`).toBeCloseTo(1000 - used, 6);
        const entries = (await adminFirestore().collection(`spools/${spoolId}/ledger`).get()).docs.map(
          (entry) => entry.data() as { grams: number },
        );
        expect(entries).toHaveLength(8);
        expect(ledgerBalance(1000, entries)).toBe(Math.round((spool.remainingWeight as number) * 10) / 10);
      }
      const runs = await Promise.all(runIds.map((runId) => stored(`runs/${runId}`)));
      expect(runs.map((run) => run.status)).toEqual(runIds.map(() => 'completed'));
      const total = runs.reduce((sum, run) => sum + (run.totalCost as number), 0);
      expect((await stored(`projects/${shop.projectId}`)).actualCost).toBeCloseTo(total, 6);
      for (const printerId of shop.printerIds)
        expect(await stored(`printers/${printerId}`)).toMatchObject({
          status: 'idle',
          printMinutes: 30,
          runCount: 1,
        });
    },
  );
});
