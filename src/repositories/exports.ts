// Reads for the CSV exports (issue 17): every record of the user in one collection, parsed by the
// collection's own schema. Each read is owner-filtered (the rules allow no other), goes to the
// server (an export made offline from a partial cache would look complete and not be), and is
// read in pages so a farm's thousands of runs never come in one response. Loaded when the user
// exports (the pages import it with import() on click), never with a page.
import { parseInvoiceDocument, type InvoiceDocument } from '@/domain/invoices';
import {
  maintenanceLogEntrySchema,
  maintenanceTaskSchema,
  type MaintenanceLogEntry,
  type MaintenanceTask,
} from '@/domain/maintenance';
import { materialSchema, type Material } from '@/domain/materials';
import { printerSchema, type Printer } from '@/domain/printers';
import {
  printJobSchema,
  projectFromStored,
  storedProjectSchema,
  type PrintJob,
  type Project,
  type StoredProject,
} from '@/domain/project-record';
import { runSchema, type Run } from '@/domain/runs';
import { ledgerEntrySchema, type LedgerEntry } from '@/domain/spool-ledger';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  collection,
  documentId,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from '@/firebase/firestore';
import { fromStored } from './firestore-values';
import { MAINTENANCE_TASKS } from './maintenance-collection';
import { requireUid, storedParser } from './owned-records';

// The collections read, named here rather than imported from their repositories: importing would
// download every repository of the app with the export (their modules export these same names).
const SPOOLS = 'spools';
const LEDGER = 'ledger';
const MATERIALS = 'materials';
const PRINTERS = 'printers';
const PROJECTS = 'projects';
const PROJECT_JOBS = 'jobs';
const RUNS = 'runs';
const MAINTENANCE_LOG = 'maintenance_log';
const INVOICES = 'invoices';

/** Documents per read: a page of a large collection, not all of it in one response. */
export const EXPORT_PAGE_SIZE = 500;
/** Projects whose jobs are read at once (one query each). */
const JOB_READS_AT_ONCE = 10;

type Parse<T> = (id: string, data: Record<string, unknown>) => T;

const parseSpool = storedParser<Spool>(spoolSchema);
const parseMaterial = storedParser<Material>(materialSchema);
const parsePrinter = storedParser<Printer>(printerSchema);
const parseProject = storedParser<StoredProject>(storedProjectSchema);
const parseJob = storedParser<PrintJob>(printJobSchema);
const parseRun = storedParser<Run>(runSchema);
const parseEntry = storedParser<LedgerEntry>(ledgerEntrySchema);
const parseTask = storedParser<MaintenanceTask>(maintenanceTaskSchema);
const parseLogEntry = storedParser<MaintenanceLogEntry>(maintenanceLogEntrySchema);
const parseInvoice: Parse<InvoiceDocument> = (id, data) =>
  parseInvoiceDocument(id, fromStored(data) as Record<string, unknown>);

/** A job document's place in its project (the job's schema does not keep it). */
const positionOf = (data: Record<string, unknown>) => (typeof data.position === 'number' ? data.position : 0);

export function createExportsRepository(db: Firestore) {
  /** Every document of the user in `source`, a page at a time, in document-id order. */
  async function readAll<T>(uid: string, source: CollectionReference, parse: Parse<T>): Promise<T[]> {
    const owned = [where('userId', '==', requireUid(uid)), orderBy(documentId()), limit(EXPORT_PAGE_SIZE)];
    const records: T[] = [];
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await getDocsFromServer(
        after ? query(source, ...owned, startAfter(after)) : query(source, ...owned),
      );
      for (const entry of page.docs) records.push(parse(entry.id, entry.data()));
      if (page.docs.length < EXPORT_PAGE_SIZE) return records;
      after = page.docs[page.docs.length - 1];
    }
  }

  /** A project's jobs in their order (none read for a project that has none). */
  async function jobsOf(uid: string, project: StoredProject): Promise<PrintJob[]> {
    if (project.jobCount === 0) return [];
    const positions = new Map<string, number>();
    const jobs = await readAll(uid, collection(db, PROJECTS, project.id, PROJECT_JOBS), (id, data) => {
      positions.set(id, positionOf(data));
      return parseJob(id, data);
    });
    return jobs.sort((a, b) => (positions.get(a.id) ?? 0) - (positions.get(b.id) ?? 0));
  }

  return {
    spools: (uid: string) => readAll(uid, collection(db, SPOOLS), parseSpool),
    materials: (uid: string) => readAll(uid, collection(db, MATERIALS), parseMaterial),
    printers: (uid: string) => readAll(uid, collection(db, PRINTERS), parsePrinter),
    runs: (uid: string) => readAll(uid, collection(db, RUNS), parseRun),
    maintenanceTasks: (uid: string) => readAll(uid, collection(db, MAINTENANCE_TASKS), parseTask),
    maintenanceLog: (uid: string) => readAll(uid, collection(db, MAINTENANCE_LOG), parseLogEntry),
    invoices: (uid: string) => readAll(uid, collection(db, INVOICES), parseInvoice),
    /** One spool's ledger, from its subcollection. */
    spoolLedger: (uid: string, spoolId: string) =>
      readAll(uid, collection(db, SPOOLS, spoolId, LEDGER), parseEntry),

    /** Every project with its jobs (job documents, or the jobs a project stored before kept inline). */
    async projects(uid: string): Promise<Project[]> {
      const stored = await readAll(uid, collection(db, PROJECTS), parseProject);
      const projects: Project[] = [];
      for (let start = 0; start < stored.length; start += JOB_READS_AT_ONCE) {
        const batch = stored.slice(start, start + JOB_READS_AT_ONCE);
        const jobs = await Promise.all(batch.map((project) => jobsOf(uid, project)));
        batch.forEach((project, index) => projects.push(projectFromStored(project, jobs[index] ?? [])));
      }
      return projects;
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
