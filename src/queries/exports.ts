// CSV exports (issue 17): the reads of everything the user keeps and the CSV code are downloaded
// when the user exports, not with the page that shows the button. Every export of the app is
// named once here (issue 30): a page asks for one by name and gets its Export CSV button's props.
import type { CsvFile } from '@/domain/csv';
import type * as CsvTables from '@/domain/csv-exports';
import { csvMessages } from '@/domain/csv-messages';
import type { Spool } from '@/domain/spool-record';
import { errorMessage } from '@/repositories/errors';
import type { ExportsRepository } from '@/repositories/exports';

/** The exports' reads over the app's Firestore, and the CSV tables (src/domain/csv-exports.ts). */
export async function loadCsvExports() {
  const [{ createExportsRepository }, { appFirestore }, csv] = await Promise.all([
    import('@/repositories/exports'),
    import('@/repositories/app-firestore'),
    import('@/domain/csv-exports'),
  ]);
  return [createExportsRepository(appFirestore()), csv] as const;
}

/** What every export is handed: the loaded reads and tables, the user, and the time of the export. */
interface ExportSource {
  reads: ExportsRepository;
  csv: typeof CsvTables;
  uid: string;
  now: Date;
}

/**
 * Every CSV export by name: what it reads and which table it builds, from the loaded reads and
 * tables (so nothing here is downloaded before the click) and what the page knows (the spool).
 */
export const csvExports = {
  spools: async ({ reads, csv, uid, now }: ExportSource) => csv.spoolsCsv(await reads.spools(uid), now),
  spoolLedger: async ({ reads, csv, uid, now }: ExportSource, spool: Spool) =>
    csv.ledgerCsv(spool, await reads.spoolLedger(uid, spool.id), now),
  materials: async ({ reads, csv, uid, now }: ExportSource) =>
    csv.materialsCsv(await reads.materials(uid), now),
  printers: async ({ reads, csv, uid, now }: ExportSource) => csv.printersCsv(await reads.printers(uid), now),
  /** One row per print job; the printers give the jobs' printer names. */
  projects: async ({ reads, csv, uid, now }: ExportSource) => {
    const [projects, printers] = await Promise.all([reads.projects(uid), reads.printers(uid)]);
    return csv.projectsCsv(projects, printers, now);
  },
  runs: async ({ reads, csv, uid, now }: ExportSource) => csv.runsCsv(await reads.runs(uid), now),
  maintenanceTasks: async ({ reads, csv, uid, now }: ExportSource) =>
    csv.maintenanceTasksCsv(await reads.maintenanceTasks(uid), now),
  maintenanceLog: async ({ reads, csv, uid, now }: ExportSource) =>
    csv.maintenanceLogCsv(await reads.maintenanceLog(uid), now),
  invoices: async ({ reads, csv, uid, now }: ExportSource) => csv.invoicesCsv(await reads.invoices(uid), now),
} satisfies Record<string, (source: ExportSource, ...rest: never[]) => Promise<CsvFile>>;

export type CsvExportName = keyof typeof csvExports;
/** What an export needs besides the user: the spool of a ledger export, nothing for the others. */
type ExportArguments<Name extends CsvExportName> =
  Parameters<(typeof csvExports)[Name]> extends [ExportSource, ...infer Rest] ? Rest : never;

/** The app's message for a failed export (the one error mapping: offline, no permission…). */
export const describeExportFailure = (error: unknown) => errorMessage(error, csvMessages.exportFailed);

/**
 * The props of an Export CSV button for one export: the file, read and built on click (the reads
 * and the CSV code load then), and the failure message.
 */
export function csvExport<Name extends CsvExportName>(
  name: Name,
  uid: string,
  ...rest: ExportArguments<Name>
) {
  const build = csvExports[name] as (source: ExportSource, ...rest: unknown[]) => Promise<CsvFile>;
  const createFile = async () => {
    const [reads, csv] = await loadCsvExports();
    return build({ reads, csv, uid, now: new Date() }, ...rest);
  };
  return { createFile, describeFailure: describeExportFailure };
}
