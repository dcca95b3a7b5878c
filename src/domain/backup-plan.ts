// What restoring a backup into an account will do (issue 17 part 2), worked out before anything
// is written: each record created, updated or skipped (and why), the invoices renumbered, and
// the writes, in units that must land together, in the order the rules need them. Pure: the
// restore repository reads the account, calls planRestore, shows the preview and writes the units.
import {
  invoiceCellWrite,
  maintenanceCellWrite,
  type CellWrite,
  type InvoiceMoveSource,
} from './analytics/live-cells';
import { ANALYTICS } from './analytics/rollup';
import { BACKUP_KINDS, sortedKeys, TIMESTAMP_FIELDS } from './backup-format';
import { derivedId } from './backup-ids';
import { pricePerGram } from './filament-amounts';
import { formatDocumentNumber } from './invoice-numbering';
import {
  invoiceTotals,
  lineSums,
  linesFromStored,
  numberClaimId,
  type DocumentStatus,
  type StoredLines,
} from './invoices';
import { DUE_POINT_FIELDS, taskDuePoints } from './maintenance';
import { PLAN_TALLIES, tallyStep } from './plan-tally';
import { adjustmentEntry, ledgerMessages } from './spool-ledger';
import { derivedSpoolFields, spoolSearchFields } from './spool-search';
import type { AuditEntryInput } from './audit';
import type {
  Backup,
  BackupInput,
  BackupInvoice,
  BackupKind,
  BackupLedgerEntry,
  BackupLogEntry,
  BackupPrinter,
  BackupRun,
  BackupSpool,
  BackupTask,
  PlainRecord,
} from './backup-format';

// ---------- what the plan writes ----------

/** Written as the server's time (request.time): the rules require it of a create or update. */
export const SERVER_TIME = { $restore: 'serverTime' } as const;
/** Written as increment(by): a spool's weight moving with its entry, a plan tally's counts (issue 29). */
export const incrementBy = (by: number) => ({ $restore: 'increment', by }) as const;
/** Written as a Timestamp of this moment (a run's or a ledger entry's own time). */
export const atTime = (iso: string) => ({ $restore: 'time', iso }) as const;
export type RestoreTime = typeof SERVER_TIME | ReturnType<typeof atTime>;

/**
 * An event's analytics cell, merged in with the entry or move it counts (issue 29: the rules
 * require it with every one, restored ones too; the rebuild at the end of a restore writes every
 * month whole anyway).
 */
const cellMerge = (cell: CellWrite): RestoreWrite => ({ op: 'merge', path: cell.path, data: cell.data });

export interface RestoreWrite {
  /** merge: a set that merges into the document (a tally's increments). */
  op: 'set' | 'update' | 'merge';
  /** 'spools/abc' or 'spools/abc/ledger/x'. */
  path: string;
  data: Record<string, unknown>;
}

export interface RestoreItem {
  kind: BackupKind;
  sourceId: string;
  targetId: string;
  label: string;
  action: 'create' | 'update' | 'skip';
  /** Why a record is skipped, or a note on one written (renumbered, printing when backed up…). */
  reason: string | null;
}

export interface RestoreUnit {
  /** Writes that land together, in one commit. */
  writes: RestoreWrite[];
  /** Documents the rules read for these writes (get/exists/getAfter), for the commit's budget. */
  lookups: string[];
  /** Needs a commit of its own (a counter moves by exactly one). */
  alone: boolean;
  /** Starts a new commit: its rules read, with get(), what earlier units wrote. */
  barrier: boolean;
  /** The items (indexes into plan.items) these writes restore. */
  items: number[];
  /**
   * The audit entry the writes are recorded by (money: an invoice issued or moved), appended in
   * the same request with the user's next sequence number; such a unit is always alone.
   */
  audit?: AuditEntryInput;
}

export interface KindCounts {
  create: number;
  update: number;
  skip: number;
}

export interface RestorePlan {
  sameAccount: boolean;
  items: RestoreItem[];
  counts: Record<BackupKind, KindCounts>;
  /** Documents given the account's next numbers instead of their own. */
  renumbered: { kind: 'quote' | 'invoice'; from: string; to: string }[];
  units: RestoreUnit[];
  writeCount: number;
}

/** What the account holds now, read as a backup reads it. */
export type ExistingData = Omit<BackupInput, 'userId' | 'exportedAt'>;

export interface RestoreTarget {
  uid: string;
  now: Date;
  /** The account's records, as an export reads them. */
  existing: ExistingData;
  printerCount: number;
  maxPrinters: number;
  /** The plan whose tally counts the user (null: not counted, an account from before tallies). */
  countedOn: string | null;
  /** The account's counters as stored (null: none yet, each stands at 1). */
  numbering: Record<'invoice' | 'quote', { prefix: string; next: number }> | null;
  /** The prefixes a fresh counter takes (defaultNumbering). */
  defaultNumbering: Record<'invoice' | 'quote', { prefix: string; next: number }>;
}

export const restoreReasons = {
  identical: 'Already in this account, unchanged',
  immutable: 'Already in this account (history is never rewritten)',
  overLimit: (max: number) => `Over your plan’s limit of ${max} printer${max === 1 ? '' : 's'}`,
  printerNotRestored: (name: string) => `Its printer “${name}” is not restored (plan limit)`,
  printerMissing: 'Its printer is no longer in the backup (deleted since)',
  taskMissing: 'Its maintenance task is not in the backup (deleted since)',
  stillPrinting: 'Still printing when the backup was made: finish it again after the restore',
  runNotRestored: 'Its run is not restored',
  spoolNotRestored: 'Its spool is not restored',
  renumbered: (from: string, to: string) => `Renumbered: ${from} becomes ${to}`,
  noMoveBack: (status: string) => `Already in this account as ${status}; a document never moves back`,
  projectLinkDropped: 'Its project is not in the backup: restored without the project link',
  hoursKept: 'Print hours and runs stay as they are in this account',
};

// ---------- helpers ----------

const LOOKUP_BUDGET = 16;
export const RESTORE_BATCH_WRITES = 500;

const canonical = (value: unknown) => JSON.stringify(sortedKeys(value));
const without = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
/** Stored values without undefined (Firestore refuses them). */
const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** A task's fields with the due points they give. */
const withDuePoints = <Task extends Parameters<typeof taskDuePoints>[0]>(task: Task) => ({
  ...task,
  ...taskDuePoints(task),
});

/** The content two records are compared by: not the owner, not the ids, not the server's times. */
const sameContent = (
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  ignore: readonly string[] = [],
) => {
  const skip = ['id', 'userId', 'createdAt', 'updatedAt', ...ignore];
  return canonical(defined(without(a, skip))) === canonical(defined(without(b, skip)));
};

const byCreation = <T extends { id: string; createdAt: string }>(list: readonly T[]) =>
  [...list].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1,
  );

/** A Timestamp field's value to write: null stays null. */
const time = (value: string | null | undefined) => (value == null ? null : atTime(value));

/** The invoice number's prefix: the number without its padded sequence. */
export function numberPrefix(number: string, sequence: number): string | null {
  const suffix = formatDocumentNumber('', sequence);
  return number.endsWith(suffix) ? number.slice(0, number.length - suffix.length) : null;
}

const invoiceFingerprint = (doc: Record<string, unknown>) =>
  canonical(
    without(doc, [
      'id',
      'userId',
      'createdAt',
      'updatedAt',
      'number',
      'sequence',
      'status',
      'paidDate',
      'projectId',
      'quoteId',
      'convertedToInvoiceId',
    ]),
  );

/** The status moves, one commit each, that bring a new draft to `status` (invoices canTransition). */
const STATUS_PATH: Record<string, DocumentStatus[]> = {
  draft: [],
  sent: ['sent'],
  paid: ['sent', 'paid'],
  void: ['void'],
};
/** A stored status may move on to the backup's one (never back). */
function movesFrom(from: string, to: string): DocumentStatus[] | null {
  if (from === to) return [];
  if (from === 'draft') return STATUS_PATH[to] ?? null;
  if (from === 'sent' && (to === 'paid' || to === 'void')) return [to];
  return null;
}

// ---------- the plan ----------

export function planRestore(backup: Backup, target: RestoreTarget): RestorePlan {
  const { uid, existing, maxPrinters, countedOn } = target;
  const sameAccount = backup.userId === uid;
  const items: RestoreItem[] = [];
  const units: RestoreUnit[] = [];
  const renumbered: RestorePlan['renumbered'] = [];

  const mapId = (path: string, original: string) => (sameAccount ? original : derivedId(uid, path));
  const printerId = (id: string) => mapId(`printers/${id}`, id);
  const spoolId = (id: string) => mapId(`spools/${id}`, id);
  const projectId = (id: string) => mapId(`projects/${id}`, id);
  const jobId = (project: string, id: string) => mapId(`projects/${project}/jobs/${id}`, id);
  const runId = (id: string) => mapId(`runs/${id}`, id);
  const materialId = (id: string) => mapId(`materials/${id}`, id);
  const taskId = (id: string) => mapId(`maintenance_tasks/${id}`, id);
  const logId = (id: string) => mapId(`maintenance_log/${id}`, id);
  const ledgerId = (spool: string, id: string) => mapId(`spools/${spool}/ledger/${id}`, id);
  const backupMaterialIds = new Set(backup.materials.map((material) => material.id));
  const backupSpoolIds = new Set(backup.spools.map((spool) => spool.id));
  /** A project's material ids name user materials or spools. */
  const projectMaterialId = (id: string) =>
    backupMaterialIds.has(id) ? materialId(id) : backupSpoolIds.has(id) ? spoolId(id) : id;

  const index = <T extends { id: string }>(list: readonly T[]) =>
    new Map(list.map((record) => [record.id, record]));
  const existingMaterials = index(existing.materials);
  const existingPrinters = index(existing.printers);
  const existingSpools = index(existing.spools);
  const existingProjects = index(existing.projects);
  const existingRuns = index(existing.runs);
  const existingTasks = index(existing.maintenanceTasks);
  const existingLog = index(existing.maintenanceLog);

  const addItem = (item: RestoreItem) => items.push(item) - 1;
  const addUnit = (unit: Partial<RestoreUnit> & Pick<RestoreUnit, 'writes' | 'items'>) =>
    units.push({ lookups: [], alone: false, barrier: false, ...unit });
  const created = (data: Record<string, unknown>) =>
    defined({ ...data, userId: uid, createdAt: SERVER_TIME, updatedAt: SERVER_TIME });
  const updated = (data: Record<string, unknown>) => defined({ ...data, updatedAt: SERVER_TIME });
  /**
   * A record created when the account lacks it, updated when it differs, skipped when identical:
   * its preview item, and the write (none when skipped).
   */
  const upsert = (
    item: Pick<RestoreItem, 'kind' | 'sourceId' | 'targetId' | 'label'>,
    path: string,
    wanted: Record<string, unknown>,
    stored: Record<string, unknown> | undefined,
  ) => {
    const action = !stored ? 'create' : sameContent(wanted, stored) ? 'skip' : 'update';
    const index = addItem({ ...item, action, reason: action === 'skip' ? restoreReasons.identical : null });
    const write: RestoreWrite | null =
      action === 'skip'
        ? null
        : {
            op: action === 'create' ? 'set' : 'update',
            path,
            data: action === 'create' ? created(wanted) : updated(wanted),
          };
    return { action, item: index, write };
  };

  // ---- settings ----
  {
    const { numbering: _numbering, ...settings } = backup.settings;
    const current = Object.fromEntries(Object.keys(settings).map((key) => [key, existing.settings[key]]));
    const same = canonical(defined(settings)) === canonical(defined(current));
    const item = addItem({
      kind: 'settings',
      sourceId: backup.userId,
      targetId: uid,
      label: 'Business details and preferences',
      action: same ? 'skip' : 'update',
      reason: same ? restoreReasons.identical : null,
    });
    if (!same)
      addUnit({
        writes: [{ op: 'update', path: `users/${uid}`, data: updated(settings) }],
        items: [item],
        alone: true,
      });
  }

  // ---- filament types ----
  for (const material of backup.materials) {
    const target = materialId(material.id);
    const fields = {
      material: material.material,
      density: material.density,
      extruderTemp: material.extruderTemp,
      bedTemp: material.bedTemp,
    };
    const { item, write } = upsert(
      { kind: 'materials', sourceId: material.id, targetId: target, label: material.material },
      `materials/${target}`,
      fields,
      existingMaterials.get(target),
    );
    if (write) addUnit({ writes: [write], items: [item] });
  }

  // ---- printers (never beyond the plan's limit) ----
  const writtenPrinters = new Set<string>(); // target ids that exist after the restore
  const unwrittenPrinters = new Map<string, string>(); // source id → name
  for (const stored of existing.printers) writtenPrinters.add(stored.id);
  let printerCount = target.printerCount;
  const printerFields = (printer: BackupPrinter) => {
    const { id: _id, userId: _userId, createdAt: _created, updatedAt: _updated, ...fields } = printer;
    return fields;
  };
  for (const printer of byCreation(backup.printers)) {
    const target = printerId(printer.id);
    const stored = existingPrinters.get(target);
    const {
      printMinutes,
      runCount,
      currentRunId: _currentRunId,
      lastRunId,
      status,
      ...fields
    } = printerFields(printer);
    if (stored) {
      // The hours and run count change only with a run (live rules): they stay as stored.
      const liveStatus = status === 'printing' || stored.status === 'printing' ? {} : { status };
      const wanted = { ...fields, ...liveStatus };
      const same = sameContent(
        wanted,
        without(stored, [
          'printMinutes',
          'runCount',
          'currentRunId',
          'lastRunId',
          ...(liveStatus.status ? [] : ['status']),
        ]),
      );
      const item = addItem({
        kind: 'printers',
        sourceId: printer.id,
        targetId: target,
        label: printer.name,
        action: same ? 'skip' : 'update',
        reason: same ? restoreReasons.identical : null,
      });
      if (!same)
        addUnit({
          writes: [{ op: 'update', path: `printers/${target}`, data: updated(wanted) }],
          items: [item],
        });
      continue;
    }
    if (printerCount >= maxPrinters) {
      unwrittenPrinters.set(printer.id, printer.name);
      addItem({
        kind: 'printers',
        sourceId: printer.id,
        targetId: target,
        label: printer.name,
        action: 'skip',
        reason: restoreReasons.overLimit(maxPrinters),
      });
      continue;
    }
    printerCount += 1;
    writtenPrinters.add(target);
    const item = addItem({
      kind: 'printers',
      sourceId: printer.id,
      targetId: target,
      label: printer.name,
      action: 'create',
      reason: null,
    });
    const data = created({
      ...fields,
      // A printer is never restored printing: its run is not restored (still printing then).
      status: status === 'printing' ? 'idle' : status,
      printMinutes,
      runCount,
      currentRunId: printer.currentRunId === undefined ? undefined : null,
      lastRunId: lastRunId == null ? lastRunId : runId(lastRunId),
    });
    addUnit({
      writes: [
        { op: 'set', path: `printers/${target}`, data },
        { op: 'update', path: `users/${uid}`, data: { printerCount, lastCountedPrinterId: target } },
        // The user's step on their plan's tally, from the printers they had to one more.
        ...(countedOn === null
          ? []
          : [
              {
                op: 'merge' as const,
                path: `${PLAN_TALLIES}/${countedOn}`,
                data: tallyStep(uid, printerCount - 1, printerCount, incrementBy, SERVER_TIME),
              },
            ]),
      ],
      items: [item],
      alone: true,
    });
  }
  const printerRestored = (sourceId: string) => writtenPrinters.has(printerId(sourceId));

  // ---- spools ----
  // A spool is created as it was, naming its last entry as it did (the rules do not look it up
  // on a spool not tied to its ledger), but not tied (issue 29: the rules hold a tied spool to its
  // ledger, and its entries come in later commits); once they have landed, a spool that was tied
  // in the backup and whose whole ledger comes with it is tied again (the last units). A stored
  // spool whose weights differ moves to them by an adjustment entry, as a live change does.
  const spoolExistsAfter = new Set<string>(existing.spools.map((spool) => spool.id));
  const createdSpools = new Set<string>();
  for (const spool of backup.spools) {
    const target = spoolId(spool.id);
    const {
      id: _id,
      userId: _userId,
      createdAt: _c,
      updatedAt: _u,
      ledger: _ledger,
      lowByOwnThreshold: _flag,
      lastEntryId,
      ledgerBalanced: _tied,
      ownThresholdMargin: _margin,
      ...fields
    } = spool;
    const stored = existingSpools.get(target);
    spoolExistsAfter.add(target);
    const base = { kind: 'spools' as const, sourceId: spool.id, targetId: target, label: spool.name };
    if (!stored) {
      createdSpools.add(target);
      const item = addItem({ ...base, action: 'create', reason: null });
      const data = created({
        ...fields,
        // Its search words are those of its id here (the short code changes with the id).
        ...derivedSpoolFields(target, fields),
        lastEntryId: lastEntryId == null ? lastEntryId : ledgerId(spool.id, lastEntryId),
      });
      addUnit({ writes: [{ op: 'set', path: `spools/${target}`, data }], items: [item] });
      continue;
    }
    const storedFields = without(stored, [
      'ledger',
      'lowByOwnThreshold',
      'lastEntryId',
      'ledgerBalanced',
      'ownThresholdMargin',
      'searchTokens',
      'searchVersion',
    ]);
    const same = sameContent(fields, storedFields);
    const item = addItem({
      ...base,
      action: same ? 'skip' : 'update',
      reason: same ? restoreReasons.identical : null,
    });
    if (same) continue;
    // Its search words follow its name, brand, material and colour as saved here.
    const withWords = { ...fields, ...spoolSearchFields({ ...fields, id: target }) };
    addUnit(spoolUpdateUnit(target, withWords, stored, item, uid, backup.exportedAt));
  }

  // ---- projects and their jobs (a project with its jobs in one unit) ----
  const projectsAfter = new Set<string>(existing.projects.map((project) => project.id));
  for (const project of backup.projects) {
    const target = projectId(project.id);
    projectsAfter.add(target);
    const {
      id: _id,
      userId: _userId,
      createdAt: _c,
      updatedAt: _u,
      jobs,
      jobIds: listedInBackup,
      restoredAt: _restoredAt,
      lastCostRunId,
      ...fields
    } = project;
    const stored = existingProjects.get(target);
    // Issue 29: the project lists its jobs (the rules count them by the list): those it holds and
    // those restored. A new project carries the actual cost it had (the rules' restore branch); a
    // stored one keeps its own (it moves only with its runs).
    const listed = [
      ...new Set([
        ...(stored ? storedJobIdsOf(stored) : []),
        ...(listedInBackup ?? []).map((id) => jobId(project.id, id)),
        ...jobs.map((job) => jobId(project.id, job.id)),
      ]),
    ];
    const wanted = {
      ...fields,
      printers: fields.printers.map(printerId),
      materials: fields.materials.map(projectMaterialId),
      jobIds: listed,
      jobCount: listed.length,
      ...(stored
        ? { actualCost: stored.actualCost }
        : { lastCostRunId: lastCostRunId == null ? null : runId(String(lastCostRunId)) }),
    };
    const unitItems: number[] = [];
    const writes: RestoreWrite[] = [];
    const { item: projectItem, write: projectWrite } = upsert(
      { kind: 'projects', sourceId: project.id, targetId: target, label: project.name },
      `projects/${target}`,
      stored ? wanted : { ...wanted, restoredAt: SERVER_TIME },
      stored && without(stored, ['jobs', 'lastCostRunId', 'restoredAt']),
    );
    if (projectWrite) {
      unitItems.push(projectItem);
      writes.push(projectWrite);
    }
    const storedJobs = new Map((stored?.jobs ?? []).map((job) => [job.id, job]));
    for (const job of jobs) {
      const targetJob = jobId(project.id, job.id);
      const { id: _jid, userId: _juid, createdAt: _jc, updatedAt: _ju, ...jobFields } = job;
      const wantedJob = {
        ...jobFields,
        assignedPrinter: jobFields.assignedPrinter === null ? null : printerId(jobFields.assignedPrinter),
      };
      const storedJob = storedJobs.get(targetJob);
      const jobAction = !storedJob ? 'create' : sameContent(wantedJob, storedJob) ? 'skip' : 'update';
      const jobItem = addItem({
        kind: 'jobs',
        sourceId: `${project.id}/${job.id}`,
        targetId: `${target}/${targetJob}`,
        label: `${project.name}: ${job.description || job.id}`,
        action: jobAction,
        reason: jobAction === 'skip' ? restoreReasons.identical : null,
      });
      if (jobAction === 'skip') continue;
      const data = {
        ...wantedJob,
        projectCreatedAt: atTime(jobFields.projectCreatedAt),
        startTime: time(jobFields.startTime),
        endTime: time(jobFields.endTime),
      };
      unitItems.push(jobItem);
      writes.push({
        op: jobAction === 'create' ? 'set' : 'update',
        path: `projects/${target}/jobs/${targetJob}`,
        data: jobAction === 'create' ? created(data) : updated(data),
      });
    }
    if (writes.length > 0) addUnit({ writes, items: unitItems, lookups: [`projects/${target}`] });
  }

  // ---- runs (restore branch: finished runs with their own times) ----
  const runsAfter = new Set<string>(existing.runs.map((run) => run.id));
  const runItem = (run: BackupRun, action: RestoreItem['action'], reason: string | null) =>
    addItem({
      kind: 'runs',
      sourceId: run.id,
      targetId: runId(run.id),
      label: `${run.projectName}: ${run.jobLabel} on ${run.printerName}`,
      action,
      reason,
    });
  for (const run of backup.runs) {
    const target = runId(run.id);
    if (existingRuns.has(target)) {
      runItem(run, 'skip', restoreReasons.immutable);
      continue;
    }
    if (run.status === 'printing') {
      runItem(run, 'skip', restoreReasons.stillPrinting);
      continue;
    }
    if (unwrittenPrinters.has(run.printerId)) {
      runItem(run, 'skip', restoreReasons.printerNotRestored(unwrittenPrinters.get(run.printerId)!));
      continue;
    }
    runsAfter.add(target);
    const item = runItem(run, 'create', null);
    const data = {
      ...without(run, ['id']),
      userId: uid,
      projectId: projectId(run.projectId),
      jobId: jobId(run.projectId, run.jobId),
      printerId: printerId(run.printerId),
      spoolIds: run.spoolIds.map(spoolId),
      startedAt: atTime(run.startedAt),
      endedAt: time(run.endedAt),
      createdAt: atTime(run.createdAt),
      updatedAt: atTime(run.updatedAt),
    };
    addUnit({
      writes: [{ op: 'set', path: `runs/${target}`, data }],
      items: [item],
      lookups: [
        `printers/${data.printerId}`,
        `projects/${data.projectId}`,
        `projects/${data.projectId}/jobs/${data.jobId}`,
        ...data.spoolIds.map((id) => `spools/${id}`),
      ],
    });
  }

  // ---- ledger entries (restore branch: their own times, in their own order) ----
  const completeLedgers = new Set<string>();
  for (const spool of backup.spools) {
    const targetSpool = spoolId(spool.id);
    let complete = createdSpools.has(targetSpool);
    const storedLedger = new Set((existingSpools.get(targetSpool)?.ledger ?? []).map((entry) => entry.id));
    for (const entry of byCreation(spool.ledger)) {
      const target = ledgerId(spool.id, entry.id);
      const base = {
        kind: 'ledger' as const,
        sourceId: `${spool.id}/${entry.id}`,
        targetId: `${targetSpool}/${target}`,
        label: ledgerLabel(spool.name, entry),
      };
      if (storedLedger.has(target)) {
        addItem({ ...base, action: 'skip', reason: restoreReasons.immutable });
        continue;
      }
      const targetRun = entry.runId === null ? null : runId(entry.runId);
      if (targetRun !== null && !runsAfter.has(targetRun)) {
        addItem({ ...base, action: 'skip', reason: restoreReasons.runNotRestored });
        complete = false;
        continue;
      }
      const item = addItem({ ...base, action: 'create', reason: null });
      addUnit({
        writes: [
          {
            op: 'set',
            path: `spools/${targetSpool}/ledger/${target}`,
            data: {
              ...without(entry, ['id']),
              userId: uid,
              spoolId: targetSpool,
              runId: targetRun,
              createdAt: atTime(entry.createdAt),
              restoredAt: SERVER_TIME,
            },
          },
        ],
        items: [item],
        lookups: [`spools/${targetSpool}`, ...(targetRun ? [`runs/${targetRun}`] : [])],
      });
    }
    if (complete && spool.ledgerBalanced === true && ledgerExplains(spool)) completeLedgers.add(targetSpool);
  }
  // A spool tied in the backup, created here with its whole ledger, is tied again once its
  // entries have landed (in a later commit: a restored entry goes only to an untied spool).
  [...completeLedgers].forEach((target, index) =>
    addUnit({
      writes: [{ op: 'update', path: `spools/${target}`, data: updated({ ledgerBalanced: true }) }],
      items: [],
      barrier: index === 0,
    }),
  );

  // ---- maintenance: tasks (live create), then each log entry (live create), the task's last
  // entry with the task's update, as marking done writes them; each write of a task with the due
  // points its fields give then (taskDuePoints: a backup holds none) ----
  const tasksAfter = new Set<string>(existing.maintenanceTasks.map((task) => task.id));
  const lastLogOf = new Map<string, BackupTask>();
  const taskItems = new Map<string, number>();
  const printerNameOf = new Map(backup.printers.map((printer) => [printer.id, printer.name]));
  const printerGone = (sourceId: string) => !printerRestored(sourceId);
  const printerReason = (sourceId: string) =>
    unwrittenPrinters.has(sourceId)
      ? restoreReasons.printerNotRestored(printerNameOf.get(sourceId) ?? sourceId)
      : restoreReasons.printerMissing;
  let firstTaskUnit = true;
  for (const task of backup.maintenanceTasks) {
    const target = taskId(task.id);
    const stored = existingTasks.get(target);
    const base = { kind: 'maintenanceTasks' as const, sourceId: task.id, targetId: target, label: task.name };
    if (!stored && printerGone(task.printerId)) {
      addItem({ ...base, action: 'skip', reason: printerReason(task.printerId) });
      continue;
    }
    const {
      id: _id,
      userId: _userId,
      createdAt: _c,
      updatedAt: _u,
      lastDoneOn: _on,
      lastDoneMinutes: _minutes,
      lastLogId,
      ...fields
    } = task;
    const wanted = { ...fields, printerId: printerId(task.printerId) };
    tasksAfter.add(target);
    if (lastLogId !== null) lastLogOf.set(lastLogId, { ...task, ...wanted });
    if (stored) {
      const lastDone = ['lastDoneOn', 'lastDoneMinutes', 'lastLogId'];
      const same = sameContent(wanted, without(stored, [...lastDone, ...DUE_POINT_FIELDS]));
      const item = addItem({
        ...base,
        action: same ? 'skip' : 'update',
        reason: same ? restoreReasons.identical : null,
      });
      taskItems.set(task.id, item);
      if (!same)
        addUnit({
          writes: [
            {
              op: 'update',
              path: `maintenance_tasks/${target}`,
              // The task's last done stays the account's (a later entry moves it, below).
              data: updated({ ...wanted, ...taskDuePoints({ ...stored, ...wanted } as BackupTask) }),
            },
          ],
          items: [item],
        });
      continue;
    }
    const item = addItem({ ...base, action: 'create', reason: null });
    taskItems.set(task.id, item);
    addUnit({
      writes: [
        {
          op: 'set',
          path: `maintenance_tasks/${target}`,
          data: created(
            withDuePoints({ ...wanted, lastDoneOn: null, lastDoneMinutes: null, lastLogId: null }),
          ),
        },
      ],
      items: [item],
      lookups: [`printers/${wanted.printerId}`],
      barrier: firstTaskUnit,
    });
    firstTaskUnit = false;
  }
  let firstLogUnit = true;
  for (const entry of byCreation(backup.maintenanceLog)) {
    const target = logId(entry.id);
    const base = {
      kind: 'maintenanceLog' as const,
      sourceId: entry.id,
      targetId: target,
      label: logLabel(entry),
    };
    if (existingLog.has(target)) {
      addItem({ ...base, action: 'skip', reason: restoreReasons.immutable });
      continue;
    }
    if (printerGone(entry.printerId)) {
      addItem({ ...base, action: 'skip', reason: printerReason(entry.printerId) });
      continue;
    }
    const targetTask = entry.taskId === null ? null : taskId(entry.taskId);
    if (targetTask !== null && !tasksAfter.has(targetTask)) {
      addItem({ ...base, action: 'skip', reason: restoreReasons.taskMissing });
      continue;
    }
    const item = addItem({ ...base, action: 'create', reason: null });
    const cell = maintenanceCellWrite(
      uid,
      target,
      { ...entry, printerId: printerId(entry.printerId) },
      incrementBy,
      SERVER_TIME,
    );
    const writes: RestoreWrite[] = [
      {
        op: 'set',
        path: `maintenance_log/${target}`,
        data: {
          ...without(entry, ['id']),
          userId: uid,
          printerId: printerId(entry.printerId),
          taskId: targetTask,
          createdAt: SERVER_TIME,
        },
      },
      cellMerge(cell),
    ];
    const task = lastLogOf.get(entry.id);
    const unitItems = [item];
    if (task && targetTask) {
      writes.push({
        op: 'update',
        path: `maintenance_tasks/${targetTask}`,
        data: updated({
          lastDoneOn: task.lastDoneOn,
          lastDoneMinutes: task.lastDoneMinutes,
          lastLogId: target,
          ...taskDuePoints(task),
        }),
      });
    }
    addUnit({
      writes,
      items: unitItems,
      lookups: [
        `printers/${printerId(entry.printerId)}`,
        ...(targetTask ? [`maintenance_tasks/${targetTask}`] : []),
        `maintenance_log/${target}`,
        cell.path,
      ],
      barrier: firstLogUnit,
    });
    firstLogUnit = false;
  }

  planInvoices(backup, target, { items, units, renumbered, sameAccount, projectsAfter, projectId });

  const counts = Object.fromEntries(
    BACKUP_KINDS.map((kind) => [kind, { create: 0, update: 0, skip: 0 }]),
  ) as Record<BackupKind, KindCounts>;
  for (const item of items) counts[item.kind][item.action] += 1;
  return {
    sameAccount,
    items,
    counts,
    renumbered,
    units,
    writeCount: units.reduce((sum, unit) => sum + unit.writes.length, 0),
  };
}

/** Whether a backed-up spool's net weight plus its ledger make its remaining weight (to 0.1 g). */
function ledgerExplains(spool: BackupSpool): boolean {
  const sum = spool.ledger.reduce((total, entry) => total + entry.grams, 0);
  return Math.abs(spool.weight + sum - spool.remainingWeight) < 0.05;
}

/** A stored project's job ids: its list, or (stored before the list) its job documents. */
function storedJobIdsOf(stored: PlainRecord & { jobs?: readonly PlainRecord[] }): string[] {
  const listed = stored.jobIds;
  if (Array.isArray(listed)) return listed.map(String);
  return (stored.jobs ?? []).map((job) => String(job.id));
}

/**
 * A stored spool brought to the backup's fields. Its weights move as a live change moves them:
 * remaining by increment of an adjustment entry of exactly the change (less the net weight's),
 * which the spool names; its margin over its own threshold moves with it.
 */
function spoolUpdateUnit(
  target: string,
  fields: Record<string, unknown> & {
    weight: number;
    remainingWeight: number;
    purchasePrice: number;
    lowSpoolThreshold: number | null;
  },
  stored: PlainRecord,
  item: number,
  uid: string,
  exportedAt: string,
): RestoreUnit {
  const { remainingWeight, weight, ...rest } = fields;
  const remainingChange = remainingWeight - Number(stored.remainingWeight);
  const weightChange = weight - Number(stored.weight);
  const data: Record<string, unknown> = { ...rest, updatedAt: SERVER_TIME };
  const margin = storedMargin(stored);
  if (fields.lowSpoolThreshold === null) data.ownThresholdMargin = null;
  else if (margin !== undefined && margin !== null && stored.lowSpoolThreshold === fields.lowSpoolThreshold)
    data.ownThresholdMargin = incrementBy(remainingChange);
  else data.ownThresholdMargin = remainingWeight - fields.lowSpoolThreshold;
  if (remainingChange === 0 && weightChange === 0)
    return {
      writes: [{ op: 'update', path: `spools/${target}`, data }],
      items: [item],
      lookups: [],
      alone: false,
      barrier: false,
    };
  const entryId = derivedId(uid, `spools/${target}/ledger/restored-${exportedAt}`);
  const entry = {
    ...adjustmentEntry(
      Math.round((remainingChange - weightChange) * 10) / 10,
      pricePerGram(fields),
      ledgerMessages.restored,
    ),
    userId: uid,
    spoolId: target,
    createdAt: SERVER_TIME,
  };
  return {
    writes: [
      { op: 'set', path: `spools/${target}/ledger/${entryId}`, data: entry },
      {
        op: 'update',
        path: `spools/${target}`,
        data: { ...data, weight, remainingWeight: incrementBy(remainingChange), lastEntryId: entryId },
      },
    ],
    items: [item],
    lookups: [`spools/${target}`, `spools/${target}/ledger/${entryId}`],
    alone: false,
    barrier: false,
  };
}

const storedMargin = (stored: PlainRecord) => stored.ownThresholdMargin as number | null | undefined;

function ledgerLabel(spoolName: string, entry: BackupLedgerEntry): string {
  return `${spoolName}: ${entry.kind} ${entry.grams} g (${entry.createdAt.slice(0, 10)})`;
}
function logLabel(entry: BackupLogEntry): string {
  return `${entry.taskName || 'Maintenance'} on ${entry.printerName} (${entry.doneOn})`;
}

// ---------- quotes and invoices: through the account's counters ----------

interface InvoiceContext {
  items: RestoreItem[];
  units: RestoreUnit[];
  renumbered: RestorePlan['renumbered'];
  sameAccount: boolean;
  projectsAfter: Set<string>;
  projectId: (id: string) => string;
}

function planInvoices(backup: Backup, target: RestoreTarget, context: InvoiceContext) {
  const { uid, existing } = target;
  const { items, units, renumbered } = context;
  const addItem = (item: RestoreItem) => items.push(item) - 1;
  const numbering = structuredClone(target.numbering ?? target.defaultNumbering);
  const existingById = new Map(existing.invoices.map((doc) => [doc.id, doc]));
  const claimed = new Set<string>();
  /** The stored document this backup document already is (same id, or same content restored before). */
  const matchOf = (doc: BackupInvoice): PlainRecord | null => {
    const ownId = context.sameAccount ? doc.id : `${uid}_${doc.kind}_${doc.sequence}`;
    const byId = existingById.get(ownId);
    const fingerprint = invoiceFingerprint(doc);
    if (byId && byId.number === doc.number && invoiceFingerprint(byId) === fingerprint) return byId;
    if (context.sameAccount) return byId ?? null;
    return (
      existing.invoices.find(
        (stored) =>
          !claimed.has(stored.id) && stored.kind === doc.kind && invoiceFingerprint(stored) === fingerprint,
      ) ?? null
    );
  };

  const targetIds = new Map<string, string>(); // source id → target id
  const fresh: BackupInvoice[] = [];
  const moves: {
    doc: BackupInvoice;
    targetId: string;
    /** The document's number and total as stored in this account (its audit entries say them). */
    number: string;
    total: number;
    /** What its analytics cells count, as stored in this account, and its status before the first step. */
    source: Omit<InvoiceMoveSource, 'status'>;
    from: DocumentStatus;
    steps: DocumentStatus[];
    item: number;
  }[] = [];
  const ordered = [...backup.invoices].sort((a, b) =>
    a.kind === b.kind ? a.sequence - b.sequence : a.kind === 'quote' ? -1 : 1,
  );
  for (const doc of ordered) {
    const match = matchOf(doc);
    if (!match) {
      fresh.push(doc);
      continue;
    }
    claimed.add(match.id);
    targetIds.set(doc.id, match.id);
    const steps = movesFrom(String(match.status), doc.status);
    const base = {
      kind: 'invoices' as const,
      sourceId: doc.id,
      targetId: match.id,
      label: `${doc.kind === 'quote' ? 'Quote' : 'Invoice'} ${doc.number}`,
    };
    if (steps === null)
      addItem({ ...base, action: 'skip', reason: restoreReasons.noMoveBack(String(match.status)) });
    else if (steps.length === 0) addItem({ ...base, action: 'skip', reason: restoreReasons.identical });
    else {
      const total = Number((match.totals as { total?: unknown } | undefined)?.total ?? 0);
      moves.push({
        doc,
        targetId: match.id,
        number: String(match.number),
        total,
        source: {
          kind: doc.kind,
          issueDate: String(match.issueDate),
          currency: String(match.currency),
          projectId: typeof match.projectId === 'string' ? match.projectId : null,
          totals: { total },
        },
        from: String(match.status) as DocumentStatus,
        steps,
        item: addItem({ ...base, action: 'update', reason: null }),
      });
    }
  }

  const setNumbering = (state: typeof numbering) => ({ numbering: structuredClone(state) });
  const prepare = (kind: 'quote' | 'invoice', prefix: string, next: number, item: number) => {
    if (numbering[kind].prefix === prefix && numbering[kind].next === next) return;
    numbering[kind] = { prefix, next };
    units.push({
      writes: [
        { op: 'update', path: `users/${uid}`, data: { ...setNumbering(numbering), updatedAt: SERVER_TIME } },
      ],
      lookups: [],
      alone: true,
      barrier: true,
      items: [item],
    });
  };
  for (const doc of fresh) {
    const kind = doc.kind;
    const ownPrefix = numberPrefix(doc.number, doc.sequence) ?? numbering[kind].prefix;
    // Its own number when the counter has not passed it; otherwise the counter's next.
    const sequence = Math.max(numbering[kind].next, doc.sequence);
    const id = `${uid}_${kind}_${sequence}`;
    const number = formatDocumentNumber(ownPrefix, sequence);
    targetIds.set(doc.id, id);
    const isRenumbered = number !== doc.number;
    if (isRenumbered) renumbered.push({ kind, from: doc.number, to: number });
    const item = addItem({
      kind: 'invoices',
      sourceId: doc.id,
      targetId: id,
      label: `${kind === 'quote' ? 'Quote' : 'Invoice'} ${doc.number}`,
      action: 'create',
      reason: isRenumbered ? restoreReasons.renumbered(doc.number, number) : null,
    });
    prepare(kind, ownPrefix, sequence, item);
    const project = doc.projectId === null ? null : context.projectId(doc.projectId);
    const projectKept = project !== null && context.projectsAfter.has(project);
    if (project !== null && !projectKept) items[item]!.reason = restoreReasons.projectLinkDropped;
    const quote = doc.quoteId === null ? null : (targetIds.get(doc.quoteId) ?? null);
    numbering[kind] = { prefix: ownPrefix, next: sequence + 1 };
    const { id: _id, userId: _u, createdAt: _c, updatedAt: _up, ...fields } = doc;
    // Totals as the lines give them (the rules check them against the lines' sums).
    const lines = fields.lines as unknown as StoredLines;
    const totals = invoiceTotals(linesFromStored(lines), fields.taxRatePercent, fields.discountPercent);
    // A conversion checks the new invoice and the quote in one request, within the 1,000
    // expressions the rules may evaluate; with a due date too it would pass them. The app
    // converts with no due date (an edit of the draft adds it), and so does the restore.
    const laterDueDate = quote !== null && fields.dueDate !== null ? fields.dueDate : null;
    const writes: RestoreWrite[] = [
      {
        op: 'set',
        path: `invoices/${id}`,
        data: defined({
          ...fields,
          dueDate: laterDueDate === null ? fields.dueDate : null,
          userId: uid,
          sequence,
          number,
          status: 'draft',
          paidDate: null,
          convertedToInvoiceId: null,
          projectId: projectKept ? project : null,
          quoteId: quote,
          totals,
          createdAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
        }),
      },
      { op: 'update', path: `users/${uid}`, data: setNumbering(numbering) },
      // The printed number's claim and the lines' sums, as the app writes them with a document.
      {
        op: 'set',
        path: `invoice_numbers/${numberClaimId(uid, kind, number)}`,
        data: { userId: uid, invoiceId: id, createdAt: SERVER_TIME },
      },
      ...lineSums(lines).map((sum): RestoreWrite => ({
        op: 'set',
        path: `invoices/${id}/line_sums/${sum.id}`,
        data: { userId: uid, ...sum.data, at: SERVER_TIME },
      })),
    ];
    if (quote)
      writes.push({
        op: 'update',
        path: `invoices/${quote}`,
        data: { convertedToInvoiceId: id, updatedAt: SERVER_TIME },
      });
    units.push({
      writes,
      lookups: [],
      alone: true,
      barrier: true,
      items: [item],
      audit: { action: 'invoice.create', details: { invoiceId: id, number, kind, total: totals.total } },
    });
    if (laterDueDate !== null)
      units.push({
        writes: [
          { op: 'update', path: `invoices/${id}`, data: { dueDate: laterDueDate, updatedAt: SERVER_TIME } },
        ],
        lookups: [],
        alone: true,
        barrier: true,
        items: [item],
      });
    const steps = STATUS_PATH[doc.status] ?? [];
    if (steps.length > 0)
      moves.push({
        doc,
        targetId: id,
        number,
        total: totals.total,
        source: {
          kind,
          issueDate: doc.issueDate,
          currency: doc.currency,
          projectId: projectKept ? project : null,
          totals: { total: totals.total },
        },
        from: 'draft',
        steps,
        item,
      });
  }

  // The counters end where the backup's did (never lower), with its prefixes.
  const wanted = backup.settings.numbering;
  if (wanted) {
    const final = {
      invoice: { prefix: wanted.invoice.prefix, next: Math.max(numbering.invoice.next, wanted.invoice.next) },
      quote: { prefix: wanted.quote.prefix, next: Math.max(numbering.quote.next, wanted.quote.next) },
    };
    if (canonical(final) !== canonical(numbering)) {
      units.push({
        writes: [{ op: 'update', path: `users/${uid}`, data: { numbering: final, updatedAt: SERVER_TIME } }],
        lookups: [],
        alone: true,
        barrier: true,
        items: [0],
      });
      if (items[0]!.action === 'skip') {
        items[0]!.action = 'update';
        items[0]!.reason = null;
      }
    }
  }

  // Status moves: all first steps (sent, or void), then the second (paid); each its own commit
  // with its audit entry (money: the rules refuse a move without it).
  for (let step = 0; step < 2; step += 1) {
    for (const move of moves) {
      const status = move.steps[step];
      if (!status) continue;
      const reference = { invoiceId: move.targetId, number: move.number, kind: move.doc.kind };
      const from = step === 0 ? move.from : move.steps[step - 1]!;
      const paidDate = status === 'paid' ? move.doc.paidDate : null;
      const cell = invoiceCellWrite(
        uid,
        move.targetId,
        { ...move.source, status: from },
        status,
        paidDate,
        incrementBy,
        SERVER_TIME,
      );
      units.push({
        writes: [
          {
            op: 'update',
            path: `invoices/${move.targetId}`,
            data: {
              status,
              ...(status === 'paid' ? { paidDate } : {}),
              updatedAt: SERVER_TIME,
            },
          },
          ...(cell ? [cellMerge(cell)] : []),
        ],
        lookups: [],
        alone: true,
        barrier: true,
        items: [move.item],
        audit:
          status === 'void'
            ? { action: 'invoice.void', details: reference }
            : {
                action: status === 'paid' ? 'invoice.pay' : 'invoice.send',
                details: { ...reference, total: move.total },
              },
      });
    }
  }
}

// ---------- commits ----------

/** The units grouped into commits: at most 500 writes and a few rule lookups each. */
export function restoreBatches(
  plan: Pick<RestorePlan, 'units'>,
  maxWrites = RESTORE_BATCH_WRITES,
): RestoreUnit[][] {
  const batches: RestoreUnit[][] = [];
  let current: RestoreUnit[] = [];
  let writes = 0;
  let lookups = new Set<string>();
  const close = () => {
    if (current.length > 0) batches.push(current);
    current = [];
    writes = 0;
    lookups = new Set();
  };
  for (const unit of plan.units) {
    const merged = new Set([...lookups, ...unit.lookups]);
    // One analytics step per month document and request (the rules check the document after the
    // request holds exactly that step): a second log entry of a month starts a new commit.
    const cells = unit.writes.filter((write) => write.path.startsWith(`${ANALYTICS}/`));
    if (
      unit.alone ||
      unit.barrier ||
      writes + unit.writes.length > maxWrites ||
      merged.size > LOOKUP_BUDGET ||
      cells.some((cell) => lookups.has(cell.path))
    )
      close();
    current.push(unit);
    writes += unit.writes.length;
    lookups = new Set([...lookups, ...unit.lookups]);
    if (unit.alone) close();
  }
  close();
  return batches;
}

// ---------- checks before writing ----------

/** Times in the backup later than now (a clock a little ahead is allowed): none may be restored. */
export function futureProblems(backup: Backup, now: Date, limit = 5): string[] {
  const latest = now.getTime() + 5 * 60 * 1000;
  const problems: string[] = [];
  const check = (kind: keyof typeof TIMESTAMP_FIELDS, label: string, record: Record<string, unknown>) => {
    for (const field of TIMESTAMP_FIELDS[kind]) {
      const value = record[field];
      if (typeof value === 'string' && Date.parse(value) > latest && problems.length < limit)
        problems.push(`${label}, field “${field}”: Must not be in the future.`);
    }
  };
  backup.materials.forEach((record, index) => check('materials', `filament type ${index + 1}`, record));
  backup.printers.forEach((record, index) => check('printers', `printer ${index + 1}`, record));
  backup.spools.forEach((record, index) => {
    check('spools', `spool ${index + 1}`, record);
    record.ledger.forEach((entry, at) =>
      check('ledger', `spool ${index + 1}, ledger entry ${at + 1}`, entry),
    );
  });
  backup.projects.forEach((record, index) => {
    check('projects', `project ${index + 1}`, record);
    record.jobs.forEach((job, at) => check('jobs', `project ${index + 1}, print job ${at + 1}`, job));
  });
  backup.runs.forEach((record, index) => {
    check('runs', `run ${index + 1}`, record);
    if (record.endedAt !== null && record.endedAt < record.startedAt && problems.length < limit)
      problems.push(`run ${index + 1}, field “endedAt”: Must not be before startedAt.`);
  });
  backup.maintenanceTasks.forEach((record, index) =>
    check('maintenanceTasks', `maintenance task ${index + 1}`, record),
  );
  backup.maintenanceLog.forEach((record, index) =>
    check('maintenanceLog', `maintenance log entry ${index + 1}`, record),
  );
  backup.invoices.forEach((record, index) => check('invoices', `quote/invoice ${index + 1}`, record));
  return problems;
}

export type { BackupTask };
