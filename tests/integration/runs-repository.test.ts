// Print runs against the emulator with the real rules: one transaction per event, nothing half
// written, no deduction lost between devices, and a spool's ledger that always explains its weight.
import { afterAll, describe, expect, it } from 'vitest';
import { runMessages, type RunFinishFormValues } from '@/domain/runs';
import { spoolFormDefaults, spoolToFormValues } from '@/domain/spool-form';
import { ledgerBalance } from '@/domain/spool-ledger';
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
  (await adminFirestore().collection(`spools/${spoolId}/ledger`).get()).docs.map(
    (entry) => entry.data() as { grams: number; balanceAfter: number },
  );

const stored = async (path: string) => (await adminFirestore().doc(path).get()).data() ?? {};

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
    expect(await stored(`projects/${shop.projectId}`)).toMatchObject({ actualCost: 4.21 });
    const history = await maker.ledger.history(maker.uid, shop.spoolIds[0]!);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'usage',
      grams: -118.5,
      balanceAfter: 881.5,
      runId,
      label: 'Chess set · Job 1',
    });
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
    const history = await maker.ledger.history(maker.uid, shop.spoolIds[0]!);
    expect(history.map((entry) => [entry.kind, entry.grams, entry.balanceAfter])).toEqual([
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
    const history = await maker.ledger.history(maker.uid, shop.spoolIds[0]!);
    expect(history.map((entry) => [entry.kind, entry.grams, entry.balanceAfter])).toEqual([
      ['adjustment', 15, 0],
      ['usage', -55, -15],
    ]);
    expect(history[0]!.note).toContain('Shortfall: 15 g');
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
      expect(spool.remainingWeight).toBe(1000 - used);
      const entries = await ledgerOf(shop.spoolIds[0]!);
      expect(entries).toHaveLength(20);
      expect(ledgerBalance(1000, entries)).toBe(spool.remainingWeight);
      expect(new Set(entries.map((entry) => entry.balanceAfter)).size).toBe(20);
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
        expect(ledgerBalance(spool.weight as number, entries)).toBe(spool.remainingWeight);
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
    const history = await maker.ledger.history(maker.uid, spoolId);
    expect(history.map((entry) => [entry.kind, entry.grams, entry.balanceAfter])).toEqual([
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
    const [opening] = await maker.ledger.history(maker.uid, id);
    expect(opening).toMatchObject({ kind: 'adjustment', grams: -400, balanceAfter: 600 });
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
