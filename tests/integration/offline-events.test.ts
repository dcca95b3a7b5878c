// The workshop's events with no connection (issue 16), against the emulator and the real rules:
// offline they are decided on what the device has cached and queued as one batch; they land when
// the connection returns, and one the rules refuse by then is reported with what was lost.
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
import { resetSyncStatus, syncStatus } from '@/firebase/sync-status';
import { createMaintenanceRepository } from '@/repositories/maintenance';
import { offlineMessages } from '@/repositories/offline-event';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { createUsersRepository } from '@/repositories/users';
import { adminFirestore, signedUpClient, type TestClient } from '../support/emulators';
import { seedWorkshop } from '../support/workshop-seed';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSyncStatus();
});

/** A device whose cache keeps what it read (as the app's persistent cache does). */
async function device() {
  const client = await signedUpClient(undefined, {
    localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }),
  });
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

async function goOffline(maker: Device) {
  vi.stubGlobal('navigator', { onLine: false });
  await disableNetwork(maker.db);
}

async function goOnline(maker: Device) {
  vi.unstubAllGlobals();
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
    expect(syncStatus().waiting).toBe(1);
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
    expect(syncStatus().waiting).toBe(2);
    expect(await stored(`runs/${runId}`)).toEqual({});

    await goOnline(maker);
    await waitForPendingWrites(maker.db);
    await vi.waitFor(() => expect(syncStatus().waiting).toBe(0));
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
    expect(syncStatus().waiting).toBe(1);
    // Meanwhile, online, another device starts a run on that printer.
    await adminFirestore()
      .doc(`printers/${printerId}`)
      .update({ status: 'printing', currentRunId: 'other-device-run' });

    await goOnline(maker);
    await vi.waitFor(() => expect(syncStatus().refused).toHaveLength(1), { timeout: 10_000 });
    expect(syncStatus().waiting).toBe(0);
    expect(syncStatus().refused[0]!.change).toBe('Starting “Chess set · Hull” on Prusa MK4');
    expect(await stored(`runs/${runId}`)).toEqual({});
    expect(await stored(`printers/${printerId}`)).toMatchObject({ currentRunId: 'other-device-run' });
    // The device's own view rolls back to the server's.
    expect(await maker.runs.get(maker.uid, runId)).toBeNull();
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
    expect(syncStatus().waiting).toBe(1);
    await expect(
      maker.ledger.weighIn(maker.uid, shop.spoolIds[1]!, { gross: 950, emptyWeight: 200 }),
    ).rejects.toThrow(offlineMessages.notOnDevice);
    expect(syncStatus().waiting).toBe(1);

    await goOnline(maker);
    await vi.waitFor(() => expect(syncStatus().waiting).toBe(0));
    expect(await stored(`spools/${shop.spoolIds[0]}`)).toMatchObject({ remainingWeight: 750 });
    expect(await stored(`spools/${shop.spoolIds[1]}`)).toMatchObject({ remainingWeight: 1000 });
  });
});
