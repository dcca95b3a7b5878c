// Issue 17: the backup file's format and its checks (bad input: not JSON, empty, too large, not
// UTF-8, wrong records named by kind, index and field), derived ids, the restore plan's printer
// limit and its commits of at most 500 writes.
import { describe, expect, it } from 'vitest';
import {
  backupMessages,
  backupText,
  buildBackup,
  decodeBackupBytes,
  describeBackupCounts,
  backupCounts,
  describeProblemPath,
  MAX_BACKUP_BYTES,
  readBackup,
  type Backup,
  type BackupInput,
  type PlainRecord,
} from '@/domain/backup-format';
import { derivedId } from '@/domain/backup-ids';
import {
  futureProblems,
  numberPrefix,
  planRestore,
  restoreBatches,
  type ExistingData,
} from '@/domain/backup-plan';

const T = '2026-03-01T10:00:00.000Z';
const owned = (id: string) => ({ id, userId: 'alice', createdAt: T, updatedAt: T });

const printer = (id: string, name = id) => ({
  ...owned(id),
  name,
  model: 'MK4',
  buildVolume: { x: 250, y: 210, z: 220 },
  numExtruders: 1,
  powerConsumption: 120,
  initialCost: 1099,
  costPerHour: 0.35,
  replacementPeriod: 10000,
  expectedYearlyHours: 2000,
  annualMaintenanceCost: 60,
  status: 'idle',
  printMinutes: 600,
  runCount: 3,
  currentRunId: null,
});
const spool = (id: string, ledger: PlainRecord[] = []) => ({
  ...owned(id),
  name: `Spool ${id}`,
  weight: 1000,
  remainingWeight: 800,
  purchaseDate: '2026-01-01',
  purchasePrice: 20,
  status: 'used',
  location: null,
  notes: '<script>alert(1)</script>',
  brand: '=HYPERLINK("x")',
  colorName: 'Black',
  material: 'PLA',
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 50,
  bedTempMax: 60,
  filamentId: null,
  lowSpoolThreshold: null,
  lowByOwnThreshold: false,
  ledger,
});
const entry = (id: string, spoolId: string, runId: string | null = null) => ({
  id,
  userId: 'alice',
  spoolId,
  kind: runId ? 'usage' : 'weigh-in',
  grams: -10,
  balanceAfter: 800,
  pricePerGram: 0.02,
  runId,
  label: '',
  note: '',
  createdAt: T,
});
const run = (id: string, printerId: string) => ({
  ...owned(id),
  projectId: 'p',
  jobId: 'j',
  printerId,
  spoolIds: ['s1'],
  projectName: 'P',
  jobLabel: 'J',
  printerName: printerId,
  spoolLabels: ['S'],
  materialType: 'PLA',
  colorName: 'Black',
  estimatedMinutes: 60,
  estimatedGrams: 10,
  status: 'completed',
  startedAt: T,
  endedAt: T,
  grams: [10],
  minutes: 60,
  failureReason: null,
  note: '',
  materialCost: 0.2,
  machineCost: 0.3,
  totalCost: 0.5,
});

/** An invoice of the backup, numbered `prefix` + its sequence, issued 2026-03-01 for 4.50 GBP. */
const invoiceRecord = (sequence: number, prefix: string, status: string, paidDate: string | null) => ({
  ...owned(`alice_invoice_${sequence}`),
  kind: 'invoice',
  number: `${prefix}${String(sequence).padStart(4, '0')}`,
  sequence,
  status,
  projectId: null,
  quoteId: null,
  convertedToInvoiceId: null,
  client: { name: `Client ${sequence}`, email: null, address: null },
  business: { name: null, address: null, taxId: null, email: null, paymentTerms: null },
  issueDate: '2026-03-01',
  dueDate: null,
  paidDate,
  currency: 'GBP',
  paperSize: 'A4',
  lines: { ids: ['l1'], descriptions: ['Bracket'], quantityThousandths: [1000], unitPriceCents: [450] },
  taxRatePercent: 0,
  discountPercent: 0,
  notes: null,
  totals: { subtotal: 4.5, discount: 0, tax: 0, total: 4.5 },
});

function input(overrides: Partial<BackupInput> = {}): BackupInput {
  return {
    userId: 'alice',
    exportedAt: '2026-03-02T00:00:00.000Z',
    settings: { city: 'Leeds', role: 'admin', planId: 'solo', printerCount: 3 },
    materials: [],
    printers: [printer('b'), printer('a'), printer('c')],
    spools: [spool('s1', [entry('e2', 's1', 'r1'), entry('e1', 's1')])],
    projects: [],
    runs: [run('r1', 'b')],
    maintenanceTasks: [],
    maintenanceLog: [],
    invoices: [],
    ...overrides,
  };
}
const textOf = (overrides: Partial<BackupInput> = {}) => backupText(buildBackup(input(overrides)));
const parsed = (text: string): Backup => {
  const result = readBackup(text);
  if (!result.ok) throw new Error(result.message);
  return result.backup;
};
const emptyAccount = (): ExistingData => ({
  settings: {},
  materials: [],
  printers: [],
  spools: [],
  projects: [],
  runs: [],
  maintenanceTasks: [],
  maintenanceLog: [],
  invoices: [],
});
const target = (maxPrinters: number) => ({
  uid: 'bob',
  now: new Date('2026-03-03T00:00:00Z'),
  existing: emptyAccount(),
  printerCount: 0,
  maxPrinters,
  countedOn: 'hobby' as string | null,
  numbering: null,
  defaultNumbering: { invoice: { prefix: 'INV-', next: 1 }, quote: { prefix: 'QUO-', next: 1 } },
});

describe('the backup format', () => {
  it('is versioned, orders records by id with sorted keys, and is byte-identical for the same data', () => {
    const text = textOf();
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(json).slice(0, 4)).toEqual(['exportedAt', 'format', 'invoices', 'maintenanceLog']);
    expect(json.format).toBe('printledger-backup');
    expect(json.version).toBe(1);
    expect((json.printers as { id: string }[]).map((record) => record.id)).toEqual(['a', 'b', 'c']);
    expect((json.spools as { ledger: { id: string }[] }[])[0]!.ledger.map((record) => record.id)).toEqual([
      'e1',
      'e2',
    ]);
    const shuffled = input();
    shuffled.printers.reverse();
    expect(backupText(buildBackup(shuffled))).toBe(text);
  });

  it('carries only the settings a user sets themselves: never role, plan or counters', () => {
    expect(parsed(textOf()).settings).toEqual({ city: 'Leeds' });
  });

  it('says what it holds, in words', () => {
    expect(describeBackupCounts(backupCounts(parsed(textOf())))).toBe(
      '3 printers, 1 spool, 2 ledger entries, 1 print run',
    );
    expect(describeBackupCounts(backupCounts(parsed(textOf({ printers: [], spools: [], runs: [] }))))).toBe(
      'no records yet',
    );
  });

  it('keeps formula-like and script text as plain text', () => {
    const backup = parsed(textOf());
    expect(backup.spools[0]!.notes).toBe('<script>alert(1)</script>');
    expect(backup.spools[0]!.brand).toBe('=HYPERLINK("x")');
  });
});

describe('reading a backup file: bad input', () => {
  it('an empty file, a file that is not JSON, JSON that is not a backup, a newer version', () => {
    expect(readBackup('')).toMatchObject({ ok: false, message: backupMessages.empty });
    expect(readBackup('name,weight\nPLA,1000')).toMatchObject({ ok: false, message: backupMessages.notJson });
    expect(readBackup('{"spools": []}')).toMatchObject({ ok: false, message: backupMessages.notBackup });
    expect(readBackup('[1,2]')).toMatchObject({ ok: false, message: backupMessages.notBackup });
    expect(readBackup(textOf().replace('"version": 1', '"version": 2'))).toMatchObject({
      ok: false,
      message: backupMessages.newerVersion(2),
    });
  });

  it('a file over 50 MB, or not UTF-8, is refused before parsing', () => {
    expect(decodeBackupBytes(new Uint8Array(0))).toEqual({ ok: false, message: backupMessages.empty });
    expect(decodeBackupBytes(new Uint8Array(MAX_BACKUP_BYTES + 1))).toEqual({
      ok: false,
      message: backupMessages.tooLarge,
    });
    // "café" in Latin-1: 0xE9 alone is not UTF-8.
    expect(decodeBackupBytes(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toEqual({
      ok: false,
      message: backupMessages.notUtf8,
    });
    const bytes = new TextEncoder().encode(`\uFEFF${textOf()}`);
    const decoded = decodeBackupBytes(bytes);
    expect(decoded.ok && readBackup(decoded.text).ok).toBe(true);
  });

  it('names the first problems by record kind, number and field; nothing is restored', () => {
    const text = textOf({
      printers: [printer('a'), { ...printer('b'), printMinutes: -5 }],
      spools: [spool('s1', [entry('e1', 's1'), { ...entry('e2', 's1'), grams: 'lots' }])],
    });
    const result = readBackup(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatch(/^printer 2, field “printMinutes”: /);
    expect(result.problems[1]).toMatch(/^spool 1, ledger entry 2, field “grams”: /);
    expect(result.message).toContain('nothing was written');
    expect(describeProblemPath(['projects', 0, 'jobs', 3, 'settings', 'infill'])).toBe(
      'project 1, print job 4, field “settings.infill”',
    );
  });

  it('refuses Infinity-like huge numbers, huge texts and ids that are not ids', () => {
    const huge = readBackup(textOf({ printers: [{ ...printer('a'), initialCost: 1e300 }] }));
    expect(huge.ok).toBe(false);
    const long = readBackup(textOf({ printers: [{ ...printer('a'), name: 'x'.repeat(10_000) }] }));
    expect(long.ok).toBe(false);
    const badId = readBackup(textOf({ printers: [printer('../users/bob')] }));
    expect(badId.ok).toBe(false);
  });

  it('10,000 ledger entries read in one pass', () => {
    const ledger = Array.from({ length: 10_000 }, (_, index) =>
      entry(`e${String(index).padStart(5, '0')}`, 's1'),
    );
    const backup = parsed(textOf({ spools: [spool('s1', ledger)], runs: [] }));
    expect(backup.spools[0]!.ledger).toHaveLength(10_000);
  });

  it('times in the future are named before anything is written', () => {
    const backup = parsed(textOf({ runs: [{ ...run('r1', 'b'), endedAt: '2099-01-01T00:00:00.000Z' }] }));
    expect(futureProblems(backup, new Date('2026-03-03T00:00:00Z'))).toEqual([
      'run 1, field “endedAt”: Must not be in the future.',
    ]);
  });
});

describe('restore plan', () => {
  it('derives ids from the target uid and the original path, the same every time', () => {
    expect(derivedId('bob', 'spools/s1')).toBe(derivedId('bob', 'spools/s1'));
    expect(derivedId('bob', 'spools/s1')).not.toBe(derivedId('carol', 'spools/s1'));
    expect(derivedId('bob', 'spools/s1')).toMatch(/^r[0-9a-f]{32}$/);
  });

  it('never exceeds the plan’s printer limit: the rest, and what depends on them, are listed', () => {
    const backup = parsed(textOf());
    const plan = planRestore(backup, target(1));
    expect(plan.counts.printers).toEqual({ create: 1, update: 0, skip: 2 });
    const skippedRun = plan.items.find((item) => item.kind === 'runs');
    expect(skippedRun).toMatchObject({
      action: 'skip',
      reason: 'Its printer “b” is not restored (plan limit)',
    });
    expect(plan.items.find((item) => item.sourceId === 's1/e2')).toMatchObject({
      action: 'skip',
      reason: 'Its run is not restored',
    });
    const writes = plan.units.flatMap((unit) => unit.writes).map((write) => write.path);
    expect(writes.filter((path) => path.startsWith('printers/'))).toEqual([
      `printers/${derivedId('bob', 'printers/a')}`,
    ]);
    // Counted with it: on the user and, one printer more, on their plan's tally.
    const printerUnit = plan.units.find((unit) => unit.writes[0]?.path.startsWith('printers/'));
    expect(printerUnit?.writes.slice(1)).toEqual([
      {
        op: 'update',
        path: 'users/bob',
        data: { printerCount: 1, lastCountedPrinterId: derivedId('bob', 'printers/a') },
      },
      {
        op: 'merge',
        path: 'plan_tallies/hobby',
        data: {
          userCount: { $restore: 'increment', by: 0 },
          printerUsers: { '0': { $restore: 'increment', by: -1 }, '1': { $restore: 'increment', by: 1 } },
          lastUserId: 'bob',
          updatedAt: { $restore: 'serverTime' },
        },
      },
    ]);
    // An account from before tallies (not counted) moves on none.
    const older = planRestore(backup, { ...target(1), countedOn: null });
    const olderUnit = older.units.find((unit) => unit.writes[0]?.path.startsWith('printers/'));
    expect(olderUnit?.writes.map((write) => write.path)).toEqual([
      `printers/${derivedId('bob', 'printers/a')}`,
      'users/bob',
    ]);
  });

  it('into the same account keeps ids; a record already there unchanged is skipped', () => {
    const backup = parsed(textOf());
    const existing = { ...emptyAccount(), printers: [printer('a')] };
    const plan = planRestore(backup, { ...target(5), uid: 'alice', existing, printerCount: 1 });
    expect(plan.sameAccount).toBe(true);
    expect(plan.items.find((item) => item.kind === 'printers' && item.sourceId === 'a')).toMatchObject({
      targetId: 'a',
      action: 'skip',
      reason: 'Already in this account, unchanged',
    });
  });

  it('restores a spool’s hex colour, and a spool from a backup made before it had one (issue 32)', () => {
    const plan = planRestore(
      parsed(textOf({ spools: [{ ...spool('s1'), colorHex: '#C12E1F' }, spool('s2')], runs: [] })),
      target(5),
    );
    const created = (id: string) =>
      plan.units
        .flatMap((unit) => unit.writes)
        .find((write) => write.path === `spools/${derivedId('bob', `spools/${id}`)}`)!;
    expect(created('s1').data.colorHex).toBe('#C12E1F');
    expect(created('s2').data).not.toHaveProperty('colorHex');
    expect(readBackup(textOf({ spools: [{ ...spool('s1'), colorHex: 'red' }] }))).toMatchObject({
      ok: false,
    });
  });

  it('writes a spool untied, its ledger after it, then ties it again in a later commit (issue 29)', () => {
    // Tied in the backup, and its ledger explains it: 1,000 g - 100 g - 100 g = 800 g.
    const tied = {
      ...spool('s2', [entry('e3', 's2'), { ...entry('e4', 's2'), grams: -190 }]),
      ledgerBalanced: true,
      lastEntryId: 'e4',
    };
    const plan = planRestore(parsed(textOf({ spools: [tied], runs: [] })), target(5));
    const target2 = derivedId('bob', 'spools/s2');
    const batches = restoreBatches(plan);
    const commitOf = (path: string, op?: string) =>
      batches.findIndex((batch) =>
        batch.some((unit) =>
          unit.writes.some((write) => write.path === path && (!op || write.data.ledgerBalanced === true)),
        ),
      );
    const create = plan.units
      .flatMap((unit) => unit.writes)
      .find((write) => write.path === `spools/${target2}`)!;
    expect(create.data).not.toHaveProperty('ledgerBalanced');
    expect(create.data.lastEntryId).toBe(derivedId('bob', 'spools/s2/ledger/e4'));
    const tie = commitOf(`spools/${target2}`, 'tie');
    expect(tie).toBeGreaterThan(
      commitOf(`spools/${target2}/ledger/${derivedId('bob', 'spools/s2/ledger/e4')}`),
    );
    // Not tied when its ledger does not explain it, or comes without an entry.
    const untied = { ...tied, remainingWeight: 700 };
    const planUntied = planRestore(parsed(textOf({ spools: [untied], runs: [] })), target(5));
    expect(
      planUntied.units.flatMap((unit) => unit.writes).some((write) => write.data.ledgerBalanced === true),
    ).toBe(false);
  });

  it('moves a stored spool to the backup’s weights by an adjustment entry the spool names', () => {
    const backup = parsed(textOf({ spools: [spool('s1')], runs: [] }));
    const { ledger: _ledger, ...fields } = spool('s1');
    const existing = {
      ...emptyAccount(),
      spools: [{ ...fields, remainingWeight: 900, ownThresholdMargin: null, ledger: [] }],
    };
    const plan = planRestore(backup, { ...target(5), uid: 'alice', existing });
    const [unit] = plan.units.filter((candidate) =>
      candidate.writes.some((write) => write.path === 'spools/s1'),
    );
    const entryWrite = unit!.writes.find((write) => write.path.startsWith('spools/s1/ledger/'))!;
    const spoolWrite = unit!.writes.find((write) => write.path === 'spools/s1')!;
    expect(entryWrite.data).toMatchObject({
      kind: 'adjustment',
      grams: -100,
      note: 'Restored from a backup.',
    });
    expect(spoolWrite.data).toMatchObject({
      remainingWeight: { $restore: 'increment', by: -100 },
      lastEntryId: entryWrite.path.split('/')[3],
    });
  });

  it('writes a task with the due points its fields give, and leaves them out of the file (issue 29)', () => {
    const task = {
      ...owned('t1'),
      printerId: 'a',
      printerName: 'a',
      name: 'Nozzle check',
      intervalHours: 100,
      intervalDays: 30,
      notes: '',
      expectedCost: null,
      baselineOn: '2026-01-01',
      baselineMinutes: 60,
      lastDoneOn: '2026-02-01',
      lastDoneMinutes: 600,
      lastLogId: 'l1',
      dueSoonMinutes: 1,
      dueSoonOn: '2000-01-01',
      dueVersion: 1,
    };
    const logEntry = {
      ...owned('l1'),
      printerId: 'a',
      printerName: 'a',
      taskId: 't1',
      taskName: 'Nozzle check',
      doneOn: '2026-02-01',
      printMinutes: 600,
      cost: 0,
      doneBy: '',
      notes: '',
    };
    const text = textOf({ runs: [], maintenanceTasks: [task], maintenanceLog: [logEntry] });
    expect(text).not.toContain('dueSoon');
    const backup = parsed(text);
    const writeOf = (plan: ReturnType<typeof planRestore>, path: string) =>
      plan.units.flatMap((unit) => unit.writes).filter((write) => write.path === path);

    // A fresh account: created from its baseline, then moved to its last done with the entry.
    const fresh = planRestore(backup, target(5));
    const taskPath = `maintenance_tasks/${derivedId('bob', 'maintenance_tasks/t1')}`;
    const [created, moved] = writeOf(fresh, taskPath);
    expect(created!.data).toMatchObject({
      dueSoonMinutes: 60 + 5400,
      dueSoonOn: '2026-01-28',
      dueVersion: 1,
    });
    expect(moved!.data).toMatchObject({ dueSoonMinutes: 600 + 5400, dueSoonOn: '2026-02-28', dueVersion: 1 });

    // The same account with the task edited since: updated, its points from the stored last done.
    const stored = {
      ...task,
      intervalHours: 200,
      lastDoneOn: '2026-02-10',
      lastDoneMinutes: 900,
      lastLogId: 'l9',
    };
    const existing = { ...emptyAccount(), printers: [printer('a')], maintenanceTasks: [stored] };
    const same = planRestore(backup, { ...target(5), uid: 'alice', existing, printerCount: 1 });
    expect(writeOf(same, 'maintenance_tasks/t1')[0]!.data).toMatchObject({
      intervalHours: 100,
      dueSoonMinutes: 900 + 5400,
      dueSoonOn: '2026-03-09',
    });
    // Unchanged but for its stored points: skipped.
    const unchanged = { ...existing, maintenanceTasks: [{ ...task, dueSoonMinutes: 6000 }] };
    const again = planRestore(backup, { ...target(5), uid: 'alice', existing: unchanged, printerCount: 1 });
    expect(again.items.find((item) => item.kind === 'maintenanceTasks')).toMatchObject({ action: 'skip' });
  });

  it('lists a project’s jobs on it and carries its actual cost, marked restored', () => {
    const project = {
      ...owned('p'),
      name: 'P',
      description: '',
      clientName: '',
      status: 'in-progress',
      startDate: '2026-01-01',
      endDate: null,
      estimatedCost: 1,
      actualCost: 0.5,
      materials: [],
      printers: [],
      jobCount: 1,
      jobIds: ['j1'],
      lastCostRunId: 'r1',
      totalGrams: 10,
      totalMinutes: 60,
      // Listed, its document not in the backup: the list is mapped all the same.
      jobs: [],
    };
    const plan = planRestore(parsed(textOf({ projects: [project], runs: [] })), target(5));
    const write = plan.units
      .flatMap((unit) => unit.writes)
      .find((candidate) => candidate.path === `projects/${derivedId('bob', 'projects/p')}`)!;
    expect(write.data).toMatchObject({
      actualCost: 0.5,
      jobIds: [derivedId('bob', 'projects/p/jobs/j1')],
      jobCount: 1,
      lastCostRunId: derivedId('bob', 'runs/r1'),
      restoredAt: { $restore: 'serverTime' },
    });
  });

  it('writes in commits of at most 500 writes; a printer (a counter step) in a commit of its own', () => {
    const ledger = Array.from({ length: 1200 }, (_, index) => entry(`e${index}`, 's1'));
    const plan = planRestore(parsed(textOf({ spools: [spool('s1', ledger)], runs: [] })), target(5));
    const batches = restoreBatches(plan);
    expect(batches.every((batch) => batch.reduce((sum, unit) => sum + unit.writes.length, 0) <= 500)).toBe(
      true,
    );
    const printerBatches = batches.filter((batch) =>
      batch.some((unit) => unit.writes[0]!.path.startsWith('printers/')),
    );
    expect(printerBatches.every((batch) => batch.length === 1)).toBe(true);
    expect(batches.flat().length).toBe(plan.units.length);
  });

  it('keeps invoice numbers on a fresh counter; past it, gives the next numbers and lists them', () => {
    const invoice = (sequence: number) => invoiceRecord(sequence, 'ADA-', 'paid', '2026-03-02');
    const backup = parsed(textOf({ invoices: [invoice(1), invoice(2)], printers: [], runs: [], spools: [] }));
    const fresh = planRestore(backup, target(1));
    expect(fresh.renumbered).toEqual([]);
    expect(fresh.items.filter((item) => item.kind === 'invoices').map((item) => item.targetId)).toEqual([
      'bob_invoice_1',
      'bob_invoice_2',
    ]);
    // Draft first, then sent, then paid: one status move per commit.
    const moves = fresh.units.flatMap((unit) => unit.writes).filter((write) => write.data.status);
    expect(moves.map((write) => `${write.path} ${String(write.data.status)}`)).toEqual([
      'invoices/bob_invoice_1 draft',
      'invoices/bob_invoice_2 draft',
      'invoices/bob_invoice_1 sent',
      'invoices/bob_invoice_2 sent',
      'invoices/bob_invoice_1 paid',
      'invoices/bob_invoice_2 paid',
    ]);
    const used = planRestore(backup, {
      ...target(1),
      numbering: { invoice: { prefix: 'ADA-', next: 5 }, quote: { prefix: 'Q-', next: 1 } },
    });
    expect(used.renumbered).toEqual([
      { kind: 'invoice', from: 'ADA-0001', to: 'ADA-0005' },
      { kind: 'invoice', from: 'ADA-0002', to: 'ADA-0006' },
    ]);
    expect(used.items.find((item) => item.targetId === 'bob_invoice_5')?.reason).toBe(
      'Renumbered: ADA-0001 becomes ADA-0005',
    );
  });

  it('writes each restored log entry and counting invoice move with its analytics cell (issue 29)', () => {
    const logEntry = (id: string, doneOn: string) => ({
      ...owned(id),
      printerId: 'a',
      printerName: 'Printer A',
      taskId: null,
      taskName: '',
      doneOn,
      printMinutes: 600,
      cost: 12.345,
      doneBy: '',
      notes: '',
    });
    const log = [logEntry('l1', '2026-02-01'), logEntry('l2', '2026-02-05'), logEntry('l3', '2026-01-10')];
    const plan = planRestore(parsed(textOf({ runs: [], maintenanceLog: log })), target(5));
    const february = 'analytics/bob_2026-02';
    const cells = plan.units
      .flatMap((unit) => unit.writes)
      .filter((write) => write.path.startsWith('analytics/'));
    const l1 = derivedId('bob', 'maintenance_log/l1');
    expect(cells.map((write) => write.path)).toEqual([february, february, 'analytics/bob_2026-01']);
    expect(cells[0]).toEqual({
      op: 'merge',
      path: february,
      data: {
        userId: 'bob',
        month: '2026-02',
        maintenance: {
          [`2026-02-01|${derivedId('bob', 'printers/a')}`]: {
            d: '2026-02-01',
            p: derivedId('bob', 'printers/a'),
            pn: 'Printer A',
            n: { $restore: 'increment', by: 1 },
            c: { $restore: 'increment', by: 1235 },
          },
        },
        event: `log/${l1}`,
        updatedAt: { $restore: 'serverTime' },
      },
    });
    // One step per month document and commit: February's second entry starts a new commit.
    const commitOf = (id: string) =>
      restoreBatches(plan).findIndex((batch) =>
        batch.some((unit) =>
          unit.writes.some(
            (write) => write.path === `maintenance_log/${derivedId('bob', `maintenance_log/${id}`)}`,
          ),
        ),
      );
    expect(commitOf('l2')).toBeGreaterThan(commitOf('l1'));
    expect(commitOf('l3')).toBe(commitOf('l2'));

    // Sent counts it invoiced at its issue date, paid at its paid date; a draft voided counts nothing.
    const invoices = planRestore(
      parsed(
        textOf({
          invoices: [invoiceRecord(1, 'INV-', 'paid', '2026-04-02'), invoiceRecord(2, 'INV-', 'void', null)],
          printers: [],
          runs: [],
          spools: [],
        }),
      ),
      target(1),
    );
    const moves = invoices.units.filter(
      (unit) =>
        unit.writes[0]!.data.status !== 'draft' &&
        unit.audit?.action !== 'invoice.create' &&
        unit.writes[0]!.path.startsWith('invoices/'),
    );
    expect(
      moves.map((unit) => [
        unit.writes[0]!.path,
        unit.writes[0]!.data.status,
        unit.writes
          .slice(1)
          .map((write) => [write.path, write.data.event, Object.keys(write.data.invoices as object)]),
      ]),
    ).toEqual([
      [
        'invoices/bob_invoice_1',
        'sent',
        [['analytics/bob_2026-03', 'invoice/bob_invoice_1', ['2026-03-01|GBP|invoiced|-']]],
      ],
      ['invoices/bob_invoice_2', 'void', []],
      [
        'invoices/bob_invoice_1',
        'paid',
        [['analytics/bob_2026-04', 'invoice/bob_invoice_1', ['2026-04-02|GBP|paid|-']]],
      ],
    ]);
  });

  it('an invoice number’s prefix is the number without its padded sequence', () => {
    expect(numberPrefix('INV-2026-0007', 7)).toBe('INV-2026-');
    expect(numberPrefix('Q12345', 12345)).toBe('Q');
    expect(numberPrefix('odd', 7)).toBeNull();
  });
});
