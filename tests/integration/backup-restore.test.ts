// Issue 17 part 2, done when: an account with every kind of data exports to a backup, restores
// into a fresh account and exports again byte-identical apart from ids and timestamps (mapped
// here field by field); a second restore of the same file writes nothing; a hobby account gets
// one printer of three and the preview lists the other two; a refused commit is reported exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupText, buildBackup, readBackup, type Backup, type PlainRecord } from '@/domain/backup-format';
import { derivedId } from '@/domain/backup-ids';
import type { RestorePlan } from '@/domain/backup-plan';
import { profileFormDefaults } from '@/domain/profile';
import { spoolFormDefaults } from '@/domain/spool-form';
import { createBackupRepository } from '@/repositories/backup';
import { createInvoicesRepository } from '@/repositories/invoices';
import { createMaintenanceRepository } from '@/repositories/maintenance';
import { createMaterialsRepository } from '@/repositories/materials';
import { createRestoreRepository } from '@/repositories/restore';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { createSpoolsRepository } from '@/repositories/spools';
import { createUsersRepository } from '@/repositories/users';
import {
  adminDocuments,
  adminFirestore,
  seedBuiltInPlans,
  signedUpClient,
  type TestClient,
  setUserPlan,
} from '../support/emulators';
import { seedWorkshop } from '../support/workshop-seed';

const disposables: TestClient[] = [];
beforeAll(async () => {
  await seedBuiltInPlans();
});
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

async function newUser(planId = 'solo') {
  const client = await signedUpClient();
  disposables.push(client);
  const users = createUsersRepository(client.db);
  await users.loadOrCreateProfile(client.uid, client.email);
  if (planId !== 'hobby') await setUserPlan(client.uid, { planId });
  return {
    ...client,
    users,
    backups: createBackupRepository(client.db),
    restores: createRestoreRepository(client.db),
    materials: createMaterialsRepository(client.db),
    spools: createSpoolsRepository(client.db),
    ledger: createSpoolLedgerRepository(client.db),
    runs: createRunsRepository(client.db),
    maintenance: createMaintenanceRepository(client.db),
    invoices: createInvoicesRepository(client.db),
  };
}
type User = Awaited<ReturnType<typeof newUser>>;

const TODAY = new Date().toISOString().slice(0, 10);
const invoiceInput = (client: string) => ({
  client: { name: client, email: `${client.toLowerCase()}@example.com`, address: '1 Mill Lane' },
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  lines: [{ id: 'line-1', description: 'Bracket', quantity: 2, unitPrice: 4.5 }],
  taxRatePercent: 20,
  discountPercent: 0,
  notes: 'Thank you',
});

/** An account with every kind of data, written through the real repositories. */
async function fullAccount(): Promise<User> {
  const maker = await newUser();
  await maker.users.updateProfile(
    maker.uid,
    profileFormDefaults({
      businessName: 'Ada Prints',
      city: 'Leeds',
      country: 'UK',
      currency: 'GBP',
      electricityRate: 0.3,
      // Every business detail filled in: each is checked on every invoice, and a quote's
      // conversion checks two documents (once near the rules' limit of 1,000 expressions).
      business: {
        address: '2 Forge Street',
        taxId: 'GB 123 4567 89',
        email: 'ada@prints.example',
        paymentTerms: 'Payment within 30 days',
      },
      paperSize: 'Letter',
      numbering: { invoice: { prefix: 'ADA-', next: 1 }, quote: { prefix: 'Q-', next: 1 } },
    }),
  );
  await maker.materials.create(maker.uid, {
    material: 'PLA',
    density: '1.24',
    extruderTemp: '210',
    bedTemp: '60',
  });
  await maker.materials.create(maker.uid, {
    material: 'PETG',
    density: '1.27',
    extruderTemp: '240',
    bedTemp: '80',
  });
  const shop = await seedWorkshop(maker.uid, {
    printers: [{ costPerHour: 0.6 }, { name: 'Voron', numExtruders: 2 }, { name: 'Ender' }],
    spools: [
      { weight: 1000, remainingWeight: 1000, purchasePrice: 25 },
      { name: 'Spare PETG', material: 'PETG' },
    ],
    jobs: [{ material: { meters: 0, grams: 120 }, printTime: { hours: 2, minutes: 0 } }, {}, {}],
  });
  const partUsed = await maker.spools.create(maker.uid, {
    ...spoolFormDefaults(),
    name: 'Half roll',
    material: 'PLA',
    weight: '1000',
    remainingWeight: '600',
    purchaseDate: '2026-01-10',
    purchasePrice: '20',
  });
  await maker.ledger.weighIn(maker.uid, partUsed, { gross: '780', emptyWeight: '200' });
  await maker.ledger.adjust(maker.uid, shop.spoolIds[1]!, { change: '-50', note: 'Tangled' });

  const completed = await maker.runs.start(maker.uid, {
    projectId: shop.projectId,
    jobId: shop.jobIds[0]!,
    printerId: shop.printerIds[0]!,
    spoolIds: [shop.spoolIds[0]!],
  });
  await maker.runs.finish(maker.uid, completed, {
    outcome: 'completed',
    grams: [118.5],
    minutes: 125,
    failureReason: '',
    note: '',
  });
  const failed = await maker.runs.start(maker.uid, {
    projectId: shop.projectId,
    jobId: shop.jobIds[1]!,
    printerId: shop.printerIds[1]!,
    spoolIds: [shop.spoolIds[0]!, partUsed],
  });
  await maker.runs.finish(maker.uid, failed, {
    outcome: 'failed',
    grams: [10, 5],
    minutes: 20,
    failureReason: 'adhesion',
    note: 'Lifted',
  });

  const printer = (await maker.maintenance.getPrinter(maker.uid, shop.printerIds[0]!))!;
  const task = await maker.maintenance.addTask(
    maker.uid,
    printer,
    { name: 'Nozzle check', intervalHours: '2', intervalDays: '', notes: '', expectedCost: '15' },
    TODAY,
  );
  await maker.maintenance.markDone(
    maker.uid,
    task,
    { doneOn: TODAY, cost: '12', doneBy: 'Ada', notes: 'Swapped' },
    TODAY,
  );

  const paid = await maker.invoices.create(maker.uid, 'invoice', invoiceInput('Paid'), {
    projectId: shop.projectId,
  });
  await maker.invoices.send(maker.uid, paid.id);
  await maker.invoices.markPaid(maker.uid, paid.id, '2026-03-10');
  const quote = await maker.invoices.create(maker.uid, 'quote', invoiceInput('Quoted'), { projectId: null });
  await maker.invoices.send(maker.uid, quote.id);
  const converted = await maker.invoices.convertQuote(maker.uid, quote.id);
  // The invoice made from the quote is a draft; its due date is set by editing it.
  await maker.invoices.update(maker.uid, converted.id, {
    ...invoiceInput('Quoted'),
    issueDate: converted.issueDate,
    dueDate: '2099-12-31',
  });
  const voided = await maker.invoices.create(maker.uid, 'invoice', invoiceInput('Voided'), {
    projectId: null,
  });
  await maker.invoices.void(maker.uid, voided.id);
  return maker;
}

/** The ids a restore gave each record: target id → original id, per collection. */
function idMapping(plan: RestorePlan) {
  const map = new Map<string, string>();
  for (const item of plan.items) {
    if (item.action === 'skip') continue;
    if (item.kind === 'ledger' || item.kind === 'jobs') {
      map.set(item.targetId.split('/')[1]!, item.sourceId.split('/')[1]!);
      map.set(item.targetId.split('/')[0]!, item.sourceId.split('/')[0]!);
    } else map.set(item.targetId, item.sourceId);
  }
  return map;
}

/**
 * The second export written back in the first one's terms: every id and reference through the
 * restore's mapping, the owner back, and each timestamp a restore sets anew (createdAt/updatedAt of
 * records recreated through the live rules) checked to lie in the restore's window and replaced by
 * the original's. Runs and ledger entries keep their own times: those are compared as they are.
 */
function mapBack(second: Backup, first: Backup, plan: RestorePlan, window: [number, number]) {
  const ids = idMapping(plan);
  const id = (value: string) => {
    const original = ids.get(value);
    expect(original, `no mapping for ${value}`).toBeDefined();
    return original!;
  };
  const optionalId = (value: unknown) => (typeof value === 'string' ? id(value) : value);
  const find = <T extends { id: string }>(list: readonly T[], key: string) =>
    list.find((record) => record.id === key)!;
  const restamped = (
    record: Record<string, unknown>,
    original: Record<string, unknown> | undefined,
    fields: string[],
  ) => {
    const copy = { ...record };
    for (const field of fields) {
      const at = Date.parse(String(record[field]));
      expect(at).toBeGreaterThanOrEqual(window[0] - 1000);
      expect(at).toBeLessThanOrEqual(window[1] + 1000);
      copy[field] = original?.[field];
    }
    return copy;
  };
  const userId = first.userId;
  const mapped = {
    userId,
    exportedAt: first.exportedAt,
    settings: second.settings,
    materials: second.materials.map((record) => {
      const original = id(record.id);
      return {
        ...restamped(record, find(first.materials, original), ['createdAt', 'updatedAt']),
        id: original,
        userId,
      };
    }),
    printers: second.printers.map((record) => {
      const original = id(record.id);
      return {
        ...restamped(record, find(first.printers, original), ['createdAt', 'updatedAt']),
        id: original,
        userId,
        lastRunId: optionalId(record.lastRunId),
      };
    }),
    spools: second.spools.map((record) => {
      const original = id(record.id);
      return {
        ...restamped(record, find(first.spools, original), ['createdAt', 'updatedAt']),
        id: original,
        userId,
        lastEntryId: optionalId(record.lastEntryId),
        ledger: record.ledger.map((entry) => ({
          // A restored entry says when it was restored (the rules' mark of the restore branch).
          ...restamped(entry, { restoredAt: undefined }, ['restoredAt']),
          id: id(entry.id),
          userId,
          spoolId: original,
          runId: optionalId(entry.runId),
        })),
      };
    }),
    projects: second.projects.map((record) => {
      const original = id(record.id);
      const source = find(first.projects, original);
      return {
        // A restored project says when it was restored (issue 29: the rules' mark of its actual cost).
        ...restamped(record, { ...source, restoredAt: undefined }, ['createdAt', 'updatedAt', 'restoredAt']),
        id: original,
        userId,
        printers: record.printers.map(id),
        materials: record.materials.map(id),
        jobIds: record.jobIds?.map(id),
        lastCostRunId: optionalId(record.lastCostRunId),
        jobs: record.jobs.map((job) => {
          const jobId = id(job.id);
          return {
            ...restamped(job, find(source.jobs, jobId), ['createdAt', 'updatedAt']),
            id: jobId,
            userId,
            assignedPrinter: optionalId(job.assignedPrinter),
          };
        }),
      };
    }),
    runs: second.runs.map((record) => ({
      ...record,
      id: id(record.id),
      userId,
      projectId: id(record.projectId),
      jobId: id(record.jobId),
      printerId: id(record.printerId),
      spoolIds: record.spoolIds.map(id),
    })),
    maintenanceTasks: second.maintenanceTasks.map((record) => {
      const original = id(record.id);
      return {
        ...restamped(record, find(first.maintenanceTasks, original), ['createdAt', 'updatedAt']),
        id: original,
        userId,
        printerId: id(record.printerId),
        lastLogId: optionalId(record.lastLogId),
      };
    }),
    maintenanceLog: second.maintenanceLog.map((record) => {
      const original = id(record.id);
      return {
        ...restamped(record, find(first.maintenanceLog, original), ['createdAt']),
        id: original,
        userId,
        printerId: id(record.printerId),
        taskId: optionalId(record.taskId),
      };
    }),
    invoices: second.invoices.map((record) => {
      const original = id(record.id);
      return {
        ...restamped(record, find(first.invoices, original), ['createdAt', 'updatedAt']),
        id: original,
        userId,
        projectId: optionalId(record.projectId),
        quoteId: optionalId(record.quoteId),
        convertedToInvoiceId: optionalId(record.convertedToInvoiceId),
      };
    }),
  };
  return backupText(buildBackup(mapped as unknown as Parameters<typeof buildBackup>[0]));
}

const parsed = (text: string): Backup => {
  const result = readBackup(text);
  if (!result.ok) throw new Error(result.message);
  return result.backup;
};

describe('backup and restore against the emulator', () => {
  let source: User;
  let text: string;
  let backup: Backup;

  beforeAll(async () => {
    source = await fullAccount();
    text = await source.backups.exportText(source.uid);
    backup = parsed(text);
  }, 60_000);

  it('exports every kind of data, byte-identical twice', async () => {
    expect(backup.materials).toHaveLength(2);
    expect(backup.printers).toHaveLength(3);
    expect(backup.spools).toHaveLength(3);
    expect(
      backup.spools
        .flatMap((spool) => spool.ledger)
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(['adjustment', 'adjustment', 'usage', 'waste', 'waste', 'weigh-in']);
    expect(backup.projects[0]!.jobs).toHaveLength(3);
    expect(backup.runs.map((run) => run.status).sort()).toEqual(['completed', 'failed']);
    expect(
      backup.printers.find((printer) => printer.runCount === 1 && printer.printMinutes === 125),
    ).toBeDefined();
    expect(backup.maintenanceTasks[0]!.lastLogId).toBe(backup.maintenanceLog[0]!.id);
    expect(backup.invoices.map((doc) => `${doc.kind} ${doc.number} ${doc.status}`).sort()).toEqual([
      'invoice ADA-0001 paid',
      'invoice ADA-0002 draft',
      'invoice ADA-0003 void',
      'quote Q-0001 sent',
    ]);
    expect(backup.settings).toMatchObject({
      businessName: 'Ada Prints',
      paperSize: 'Letter',
      currency: 'GBP',
    });
    expect(backup.settings).not.toHaveProperty('role');
    expect(backup.settings).not.toHaveProperty('planId');
    expect(backup.settings).not.toHaveProperty('printerCount');
    const again = await source.backups.exportText(source.uid, new Date(backup.exportedAt));
    expect(again).toBe(text);
  });

  it('restores into a fresh account and exports again the same, apart from mapped ids and times', async () => {
    const fresh = await newUser();
    const plan = await fresh.restores.plan(fresh.uid, backup);
    expect(plan.sameAccount).toBe(false);
    expect(plan.counts.printers).toEqual({ create: 3, update: 0, skip: 0 });
    expect(plan.counts.ledger).toEqual({ create: 6, update: 0, skip: 0 });
    expect(plan.counts.invoices).toEqual({ create: 4, update: 0, skip: 0 });
    expect(plan.renumbered).toEqual([]);
    const start = Date.now();
    const progress: number[] = [];
    const report = await fresh.restores.restore(fresh.uid, plan, (step) => progress.push(step.writesDone));
    const end = Date.now();
    expect(report.failedBatch).toBeNull();
    expect(report.landed).toHaveLength(report.batches);
    expect(progress.at(-1)).toBe(plan.writeCount);
    // Analytics rebuilt from what landed (issue 18): both runs, the log entry, the paid invoice.
    expect(report.analytics).toMatchObject({ runs: 2, maintenance: 1, invoices: 1, deleted: 0 });
    expect(report.analyticsMessage).toBeNull();
    // The task is written with its due points (issue 29), so the dashboard counts it by them.
    expect(await fresh.maintenance.taskCounts(fresh.uid)).toEqual({ tasks: 1, withPoints: 1 });

    const second = parsed(await fresh.backups.exportText(fresh.uid, new Date(backup.exportedAt)));
    expect(second.invoices.map((doc) => doc.number).sort()).toEqual([
      'ADA-0001',
      'ADA-0002',
      'ADA-0003',
      'Q-0001',
    ]);
    expect(second.invoices.every((doc) => doc.id.startsWith(`${fresh.uid}_`))).toBe(true);
    expect(
      second.spools.every(
        (spool) => spool.id === derivedId(fresh.uid, `spools/${idMapping(plan).get(spool.id)}`),
      ),
    ).toBe(true);
    expect(mapBack(second, backup, plan, [start, end])).toBe(text);

    // The same file again: everything is found, nothing is written.
    const replan = await fresh.restores.plan(fresh.uid, backup);
    const written = replan.items.filter((item) => item.action !== 'skip');
    expect(written).toEqual([]);
    expect(replan.writeCount).toBe(0);
    const counts = (await fresh.backups.readAll(fresh.uid)).spools.length;
    expect(counts).toBe(3);
  }, 60_000);

  it('restores into the account it came from: ids kept, everything identical is skipped', async () => {
    const plan = await source.restores.plan(source.uid, backup);
    expect(plan.sameAccount).toBe(true);
    expect(plan.items.filter((item) => item.action !== 'skip')).toEqual([]);
    expect(plan.items.every((item) => item.sourceId === item.targetId || item.kind === 'settings')).toBe(
      true,
    );
  });

  it('a hobby account restoring three printers gets one; the preview lists the other two and what depends on them', async () => {
    const hobby = await newUser('hobby');
    const plan = await hobby.restores.plan(hobby.uid, backup);
    expect(plan.counts.printers).toEqual({ create: 1, update: 0, skip: 2 });
    const skipped = plan.items.filter((item) => item.kind === 'printers' && item.action === 'skip');
    expect(skipped.map((item) => item.reason)).toEqual([
      'Over your plan’s limit of 1 printer',
      'Over your plan’s limit of 1 printer',
    ]);
    // The failed run was on the second printer: it and its ledger entries are listed, not written.
    const run = plan.items.find((item) => item.kind === 'runs' && item.action === 'skip');
    expect(run?.reason).toMatch(/^Its printer “.+” is not restored \(plan limit\)$/);
    expect(
      plan.items.filter((item) => item.kind === 'ledger' && item.reason === 'Its run is not restored'),
    ).toHaveLength(2);
    const report = await hobby.restores.restore(hobby.uid, plan);
    expect(report.failedBatch).toBeNull();
    const after = await hobby.backups.readAll(hobby.uid);
    expect(after.printers).toHaveLength(1);
    expect(after.settings.printerCount).toBe(1);
    expect(after.runs).toHaveLength(1);
  }, 60_000);

  it('a restore refused midway reports exactly which commits landed and writes nothing after', async () => {
    const target = await newUser();
    // Someone else holds the id the first spool would take: its commit is refused.
    const squatter = await newUser('hobby');
    const firstSpool = backup.spools[0]!.id;
    await adminFirestore()
      .doc(`spools/${derivedId(target.uid, `spools/${firstSpool}`)}`)
      .set(adminDocuments.spool(squatter.uid));
    const plan = await target.restores.plan(target.uid, backup);
    const report = await target.restores.restore(target.uid, plan);
    expect(report.failedBatch).not.toBeNull();
    expect(report.errorCode).toBe('permission-denied');
    expect(report.landed).toEqual(Array.from({ length: report.failedBatch! - 1 }, (_, index) => index + 1));
    const kinds = (indexes: number[]) => [...new Set(indexes.map((index) => plan.items[index]!.kind))].sort();
    expect(kinds(report.written)).toEqual(['materials', 'printers', 'settings']);
    expect(kinds(report.notWritten)).toContain('spools');
    const after = await target.backups.readAll(target.uid);
    expect(after.materials).toHaveLength(2);
    expect(after.printers).toHaveLength(3);
    expect(after.spools).toHaveLength(0);
    expect(after.runs).toHaveLength(0);
  }, 60_000);
});

export type { PlainRecord };
