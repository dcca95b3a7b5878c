// Issue 17 part 2: reads all of a user's data for a backup, with owner-filtered queries only:
// one query per collection, and one collection-group query for every spool's ledger and one for
// every project's jobs (not one query per spool or project: an account with 1,000 spools would
// otherwise make 1,000 requests).
import { backupText, buildBackup, type BackupInput, type PlainRecord } from '@/domain/backup-format';
import type { ExistingData } from '@/domain/backup-plan';
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  query,
  Timestamp,
  where,
  type Firestore,
} from '@/firebase/firestore';
import { requireUid } from './owned-records';

/** Stored values as they are, Timestamps as ISO strings. */
export function plainStored(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plainStored);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plainStored(entry)]));
  }
  return value;
}

const COLLECTIONS = {
  materials: 'materials',
  printers: 'printers',
  spools: 'spools',
  projects: 'projects',
  runs: 'runs',
  maintenanceTasks: 'maintenance_tasks',
  maintenanceLog: 'maintenance_log',
  invoices: 'invoices',
} as const;

/** A record's parent id: spools/{spoolId}/ledger/{id} → spoolId. */
const parentId = (path: string) => path.split('/').slice(-3)[0]!;

export function createBackupRepository(db: Firestore) {
  const owned = async (name: string, uid: string): Promise<PlainRecord[]> => {
    const snapshot = await getDocs(query(collection(db, name), where('userId', '==', uid)));
    return snapshot.docs.map((entry) => ({ ...(plainStored(entry.data()) as object), id: entry.id }));
  };
  const grouped = async (name: string, uid: string): Promise<Map<string, PlainRecord[]>> => {
    const snapshot = await getDocs(query(collectionGroup(db, name), where('userId', '==', uid)));
    const byParent = new Map<string, PlainRecord[]>();
    for (const entry of snapshot.docs) {
      const parent = parentId(entry.ref.path);
      const list = byParent.get(parent) ?? [];
      list.push({ ...(plainStored(entry.data()) as object), id: entry.id });
      byParent.set(parent, list);
    }
    return byParent;
  };

  /** Everything of the user's a backup holds, as stored (ISO times), unsorted. */
  async function readAll(userId: string): Promise<ExistingData> {
    const uid = requireUid(userId);
    const [user, materials, printers, spools, ledger, projects, jobs, runs, tasks, log, invoices] =
      await Promise.all([
        getDoc(doc(db, 'users', uid)),
        owned(COLLECTIONS.materials, uid),
        owned(COLLECTIONS.printers, uid),
        owned(COLLECTIONS.spools, uid),
        grouped('ledger', uid),
        owned(COLLECTIONS.projects, uid),
        grouped('jobs', uid),
        owned(COLLECTIONS.runs, uid),
        owned(COLLECTIONS.maintenanceTasks, uid),
        owned(COLLECTIONS.maintenanceLog, uid),
        owned(COLLECTIONS.invoices, uid),
      ]);
    return {
      settings: user.exists() ? (plainStored(user.data()) as Record<string, unknown>) : {},
      materials,
      printers,
      spools: spools.map((spool) => ({ ...spool, ledger: ledger.get(spool.id) ?? [] })),
      projects: projects.map((project) => ({ ...project, jobs: jobs.get(project.id) ?? [] })),
      runs,
      maintenanceTasks: tasks,
      maintenanceLog: log,
      invoices,
    };
  }

  return {
    readAll,
    /** The backup document of the user's data now. */
    async exportBackup(userId: string, now: Date = new Date()) {
      const uid = requireUid(userId);
      const data = await readAll(uid);
      const input: BackupInput = { ...data, userId: uid, exportedAt: now.toISOString() };
      return buildBackup(input);
    },
    /** The backup file's text (what "Download backup" saves). */
    async exportText(userId: string, now: Date = new Date()): Promise<string> {
      const backup = await this.exportBackup(userId, now);
      return backupText(backup);
    },
  };
}
export type BackupRepository = ReturnType<typeof createBackupRepository>;
