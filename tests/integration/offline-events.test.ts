// The workshop's events with no connection (issue 16), against the emulator and the real rules:
// offline they are decided on what the device has cached and queued as one batch; they land when
// the connection returns, and one the rules refuse by then is reported with what was lost.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  disableNetwork,
  enableNetwork,
  getDoc,
  doc,
  memoryLocalCache,
  memoryLruGarbageCollector,
  waitForPendingWrites,
} from 'firebase/firestore';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runMessages } from '@/domain/runs';
import { recordWaiting } from '@/firebase/sync-record-writes';
import { resetSyncStatus, syncStatus } from '@/firebase/sync-status';
import { createMaintenanceRepository } from '@/repositories/maintenance';
import { offlineMessages } from '@/repositories/offline-event';
import { recordAgain } from '@/repositories/record-again';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { confirmWaitingChanges, settleRefusedCommit } from '@/repositories/sync-check';
import { createUsersRepository } from '@/repositories/users';
import { adminFirestore, FIRESTORE_HOST, signedUpClient, type TestClient } from '../support/emulators';
import { startLossyProxy, type LossyProxy } from '../support/lossy-proxy';
import { seedWorkshop } from '../support/workshop-seed';

const disposables: (TestClient | LossyProxy)[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((entry) => ('dispose' in entry ? entry.dispose() : entry.close())));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSyncStatus();
});

/**
 * A device whose cache keeps what it read (as the app's persistent cache does), reaching the
 * emulator directly or through `firestoreHost` (a proxy that loses answers).
 */
async function device(firestoreHost = FIRESTORE_HOST) {
  const client = await signedUpClient(
    undefined,
    { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }) },
    firestoreHost,
  );
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  return {
    ...client,
    runs: createRunsRepository(client.db),
    ledger: createSpoolLedgerRepository(client.db),
    maintenance: createMaintenanceRepository(client.db),
  };
}
type Device = Awaited<ReturnType<typeof device>>;

/** Reads documents as the pages do, so they are on the device. */
async function visit(maker: Device, ...paths: string[]) {
  for (const path of paths) await getDoc(doc(maker.db, path));
}

/**
 * Opens the workshop board on the device: its first printer, spool and queued job are read
 * (the project itself is not, as on the board). Returns their ids.
 */
async function visitBoard(maker: Device, shop: Awaited<ReturnType<typeof seedWorkshop>>) {
  const [printerId, spoolId, jobId] = [shop.printerIds[0]!, shop.spoolIds[0]!, shop.jobIds[0]!];
  await visit(
    maker,
    `printers/${printerId}`,
    `spools/${spoolId}`,
    `projects/${shop.projectId}/jobs/${jobId}`,
  );
  return { printerId, spoolId, jobId };
}

/** Opens the board and starts its queued job, online, on the first printer and spool. */
async function startedOnBoard(maker: Device, shop: Awaited<ReturnType<typeof seedWorkshop>>) {
  const { printerId, spoolId, jobId } = await visitBoard(maker, shop);
  const runId = await maker.runs.start(maker.uid, {
    projectId: shop.projectId,
    jobId,
    printerId,
    spoolIds: [spoolId],
  });
  return { printerId, spoolId, runId };
}

async function goOffline(maker: Device) {
  vi.stubGlobal('navigator', { onLine: false });
  window.dispatchEvent(new Event('offline'));
  await disableNetwork(maker.db);
}

async function goOnline(maker: Device) {
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('online'));
  await enableNetwork(maker.db);
}

const stored = async (path: string) => (await adminFirestore().doc(path).get()).data() ?? {};

describe('workshop events offline', () => {
  it('queues a run started and finished offline, counts them waiting, and lands them when back online', async () => {
    const maker = await device();
    const shop = await seedWorkshop(maker.uid, {
      printers: [{ costPerHour: 0.6 }],
      spools: [{ weight: 1000, remainingWeight: 1000, purchasePrice: 25 }],
      jobs: [{ material: { meters: 0, grams: 120 }, printTime: { hours: 2, minutes: 0 } }],
    });
    const { printerId, spoolId, jobId } = await visitBoard(maker, shop);

    await goOffline(maker);
    const runId = await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId,
      printerId,
      spoolIds: [spoolId],
    });
    expect(syncStatus().waiting).toHaveLength(1);
    // The device sees its own change at once.
    expect(await maker.runs.get(maker.uid, runId)).toMatchObject({
      status: 'printing',
      projectName: 'Chess set',
    });
    await maker.runs.finish(maker.uid, runId, {
      outcome: 'completed',
      grams: [118.5],
      minutes: 125,
      failureReason: '',
      note: '',
    });
    expect(syncStatus().waiting).toHaveLength(2);
    expect(await stored(`runs/${runId}`)).toEqual({});

    await goOnline(maker);
    await waitForPendingWrites(maker.db);
    await vi.waitFor(() => expect(syncStatus().waiting).toHaveLength(0));
    expect(syncStatus().refused).toEqual([]);
    expect(await stored(`runs/${runId}`)).toMatchObject({ status: 'completed', totalCost: 4.21 });
    expect(await stored(`printers/${printerId}`)).toMatchObject({
      status: 'idle',
      currentRunId: null,
      printMinutes: 125,
      runCount: 1,
    });
    expect(await stored(`spools/${spoolId}`)).toMatchObject({ remainingWeight: 881.5, status: 'used' });
    expect(await stored(`projects/${shop.projectId}`)).toMatchObject({
      status: 'in-progress',
      actualCost: 4.21,
    });
    expect(await stored(`projects/${shop.projectId}/jobs/${jobId}`)).toMatchObject({ status: 'completed' });
    const ledger = await adminFirestore().collection(`spools/${spoolId}/ledger`).get();
    expect(ledger.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ kind: 'usage', grams: -118.5, runId }),
    ]);
  });

  it('reports a queued start the server refuses (another device took the printer) with what was lost', async () => {
    const maker = await device();
    const shop = await seedWorkshop(maker.uid, {
      printers: [{ name: 'Prusa MK4' }],
      jobs: [{ description: 'Hull' }],
    });
    const { printerId, spoolId, jobId } = await visitBoard(maker, shop);

    await goOffline(maker);
    const runId = await maker.runs.start(maker.uid, {
      projectId: shop.projectId,
      jobId,
      printerId,
      spoolIds: [spoolId],
    });
    expect(syncStatus().waiting).toHaveLength(1);
    // Meanwhile, online, another device starts a run on that printer.
    await adminFirestore()
      .doc(`printers/${printerId}`)
      .update({ status: 'printing', currentRunId: 'other-device-run' });

    await goOnline(maker);
    await vi.waitFor(() => expect(syncStatus().refused).toHaveLength(1), { timeout: 10_000 });
    expect(syncStatus().waiting).toHaveLength(0);
    expect(syncStatus().refused[0]!.change).toBe('Starting “Chess set · Hull” on Prusa MK4');
    expect(await stored(`runs/${runId}`)).toEqual({});
    expect(await stored(`printers/${printerId}`)).toMatchObject({ currentRunId: 'other-device-run' });
    // The device's own view rolls back to the server's.
    expect(await maker.runs.get(maker.uid, runId)).toBeNull();

    // Recorded again from its report, it is decided on the server's data of now: refused with
    // the product's message while the printer is taken, saved once it is free.
    const input = { projectId: shop.projectId, jobId, printerId, spoolIds: [spoolId] };
    const { again, code } = syncStatus().refused[0]!;
    expect({ again, code }).toEqual({
      again: { event: 'runs.start', args: [maker.uid, input] },
      code: 'permission-denied',
    });
    await expect(recordAgain(maker.db, again!)).rejects.toThrow(runMessages.printerBusy);
    await adminFirestore().doc(`printers/${printerId}`).update({ status: 'idle', currentRunId: null });
    await recordAgain(maker.db, again!);
    const started = (await stored(`printers/${printerId}`)).currentRunId as string;
    expect(await stored(`runs/${started}`)).toMatchObject({ status: 'printing', jobLabel: 'Hull' });
  });

  it('after a reload, settles what a previous session left waiting from the server copy, once back online', async () => {
    const maker = await device();
    const shop = await seedWorkshop(maker.uid, { printers: [{ name: 'Prusa MK4' }] });
    const { spoolId, runId } = await startedOnBoard(maker, shop);
    // The record as the page before the reload left it: one change that landed, one that did not.
    const landed = recordWaiting(maker.uid, {
      change: 'Starting “Chess set · Rook” on Prusa MK4',
      landed: { document: `runs/${runId}`, exists: true },
      again: null,
    });
    const lost = recordWaiting(maker.uid, {
      change: 'Weigh-in of Galaxy Black PLA: 750 g left',
      landed: { document: `spools/${spoolId}/ledger/never-written-1`, exists: true },
      again: { event: 'ledger.weighIn', args: [maker.uid, spoolId, { gross: 1000 }] },
    });

    // Offline nothing can be checked: both keep waiting.
    await goOffline(maker);
    const confirming = confirmWaitingChanges(maker.db, maker.uid);
    await new Promise((resume) => setTimeout(resume, 50));
    expect(syncStatus().waiting).toEqual([landed, lost]);

    await goOnline(maker);
    await confirming;
    expect(syncStatus().waiting).toEqual([]);
    expect(syncStatus().refused).toEqual([
      { id: lost.id, change: lost.change, refusedAt: expect.any(String), code: null, again: lost.again },
    ]);
  });

  it('keeps waiting a change it cannot check because the device was signed out, and settles it once signed in again', async () => {
    const maker = await device();
    const shop = await seedWorkshop(maker.uid, {});
    const lost = recordWaiting(maker.uid, {
      change: 'Weigh-in of Galaxy Black PLA: 750 g left',
      landed: { document: `spools/${shop.spoolIds[0]}/ledger/never-written-2`, exists: true },
      again: null,
    });
    // Signed out (in another tab, say), every read is refused: that says nothing of the change.
    await signOut(maker.auth);
    await settleRefusedCommit(maker.db, maker.uid, lost, null);
    expect(syncStatus().waiting).toEqual([lost]);
    expect(syncStatus().refused).toEqual([]);

    // Signed in again, the next check finds the entry missing: refused.
    await signInWithEmailAndPassword(maker.auth, maker.email, 'secret-pass');
    await vi.waitFor(() => expect(syncStatus().refused.map((entry) => entry.id)).toEqual([lost.id]), {
      timeout: 15_000,
    });
    expect(syncStatus().waiting).toEqual([]);
  });

  it('queues a weigh-in offline and refuses at once what the device never read', async () => {
    const maker = await device();
    const shop = await seedWorkshop(maker.uid, {
      spools: [
        { weight: 1000, remainingWeight: 1000, emptySpoolWeight: 200 },
        { weight: 1000, remainingWeight: 1000 },
      ],
    });
    await visit(maker, `spools/${shop.spoolIds[0]}`);

    await goOffline(maker);
    await maker.ledger.weighIn(maker.uid, shop.spoolIds[0]!, { gross: 950 });
    expect(syncStatus().waiting).toHaveLength(1);
    await expect(
      maker.ledger.weighIn(maker.uid, shop.spoolIds[1]!, { gross: 950, emptyWeight: 200 }),
    ).rejects.toThrow(offlineMessages.notOnDevice);
    expect(syncStatus().waiting).toHaveLength(1);

    await goOnline(maker);
    await vi.waitFor(() => expect(syncStatus().waiting).toHaveLength(0));
    expect(await stored(`spools/${shop.spoolIds[0]}`)).toMatchObject({ remainingWeight: 750 });
    expect(await stored(`spools/${shop.spoolIds[1]}`)).toMatchObject({ remainingWeight: 1000 });
  });

  it('queues maintenance marked done offline; it lands with the task’s due points moved on (issue 29)', async () => {
    const maker = await device();
    const shop = await seedWorkshop(maker.uid, { printers: [{ printMinutes: 600 }] });
    const printerId = shop.printerIds[0]!;
    const printer = (await maker.maintenance.getPrinter(maker.uid, printerId))!;
    const today = new Date().toISOString().slice(0, 10);
    const taskId = await maker.maintenance.addTask(
      maker.uid,
      printer,
      { name: 'Clean nozzle', intervalHours: '8', intervalDays: '', notes: '', expectedCost: '' },
      today,
    );
    await visit(maker, `maintenance_tasks/${taskId}`, `printers/${printerId}`);

    await goOffline(maker);
    await maker.maintenance.markDone(
      maker.uid,
      taskId,
      { doneOn: today, cost: '', doneBy: '', notes: '' },
      today,
    );
    expect(syncStatus().waiting).toHaveLength(1);

    await goOnline(maker);
    await vi.waitFor(() => expect(syncStatus().waiting).toHaveLength(0));
    expect(await stored(`maintenance_tasks/${taskId}`)).toMatchObject({
      lastDoneMinutes: 600,
      dueSoonMinutes: 600 + 8 * 54,
      dueVersion: 1,
    });
  });

  it('never reports refused a finish that landed when its acknowledgement was held, then lost, and the retry refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const proxy = await startLossyProxy(FIRESTORE_HOST);
    disposables.push(proxy);
    const maker = await device(proxy.host);
    const shop = await seedWorkshop(maker.uid, {
      printers: [{ name: 'Prusa MK4' }],
      spools: [{ weight: 1000, remainingWeight: 1000 }],
      jobs: [{ description: 'Rook', material: { meters: 0, grams: 120 } }],
    });
    const { printerId, spoolId, runId } = await startedOnBoard(maker, shop);
    await visit(maker, `runs/${runId}`, `printers/${printerId}`, `spools/${spoolId}`);

    await goOffline(maker);
    await maker.runs.finish(maker.uid, runId, {
      outcome: 'completed',
      grams: [120],
      minutes: 65,
      failureReason: '',
      note: '',
    });
    expect(syncStatus().waiting).toHaveLength(1);

    // Back online, the finish reaches the server and lands; its acknowledgement is held.
    const sent = proxy.holdAnswersAfter(`runs/${runId}`);
    await goOnline(maker);
    await sent;
    await vi.waitFor(
      async () => expect(await stored(`runs/${runId}`)).toMatchObject({ status: 'completed' }),
      {
        timeout: 10_000,
      },
    );
    expect(syncStatus()).toMatchObject({
      waiting: [
        expect.objectContaining({ change: 'Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)' }),
      ],
      refused: [],
    });

    // The connection drops with the acknowledgement: the SDK sends the finish again, and the
    // rules refuse it (the run is no longer printing). What landed is not reported lost.
    proxy.dropHeld();
    await vi.waitFor(() => expect(syncStatus().waiting).toHaveLength(0), { timeout: 20_000 });
    expect(syncStatus().refused).toEqual([]);
    // The SDK did send it again and the rules refused that copy: the server's copy decided.
    expect(warn).toHaveBeenCalledWith(
      'A change made offline landed; its retry was refused: Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)',
      expect.objectContaining({ code: 'permission-denied' }),
    );
    expect(await stored(`spools/${spoolId}`)).toMatchObject({ remainingWeight: 880 });
    expect(await stored(`printers/${printerId}`)).toMatchObject({ status: 'idle', runCount: 1 });
  });
});
