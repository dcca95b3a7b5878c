import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM } from '@/domain/csv';
import { csvMessages } from '@/domain/csv-messages';
import { csvExport, csvExports, describeExportFailure, type CsvExportName } from '@/queries/exports';
import { records } from '../support/factories';

// The registry's reads stand in for Firestore: each returns what the test put in `stored`, and
// records which user (and spool) it was asked for.
const { reads, createExportsRepository, stored } = vi.hoisted(() => {
  const stored: Record<string, unknown[]> = {};
  const read = (name: string) =>
    vi.fn(async (..._args: string[]) => {
      return stored[name] ?? [];
    });
  const reads = {
    spools: read('spools'),
    materials: read('materials'),
    printers: read('printers'),
    projects: read('projects'),
    runs: read('runs'),
    maintenanceTasks: read('maintenanceTasks'),
    maintenanceLog: read('maintenanceLog'),
    invoices: read('invoices'),
    spoolLedger: read('spoolLedger'),
  };
  return { reads, stored, createExportsRepository: vi.fn(() => reads) };
});
vi.mock('@/repositories/exports', () => ({ createExportsRepository }));
vi.mock('@/repositories/app-firestore', () => ({ appFirestore: () => ({ fake: 'firestore' }) }));

const EXPORTED_AT = new Date(2026, 10, 25, 14, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: EXPORTED_AT, toFake: ['Date'] });
  for (const key of Object.keys(stored)) delete stored[key];
  vi.clearAllMocks();
  return () => vi.useRealTimers();
});

const firstColumn = (text: string) =>
  Papa.parse<string[]>(text.slice(CSV_BOM.length), { skipEmptyLines: true }).data.map((row) => row[0]);

describe('the CSV export registry', () => {
  it('reads nothing and loads no reads until the button asks for the file', async () => {
    const props = csvExport('spools', 'maker');
    expect(createExportsRepository).not.toHaveBeenCalled();
    expect(reads.spools).not.toHaveBeenCalled();

    stored.spools = [
      records.spool({ id: 's2', name: 'Zebra White' }),
      records.spool({ id: 's1', name: 'Aqua' }),
    ];
    const file = await props.createFile();

    expect(createExportsRepository).toHaveBeenCalledWith({ fake: 'firestore' });
    expect(reads.spools).toHaveBeenCalledWith('maker');
    expect(file.fileName).toBe('printledger-spools-2026-11-25.csv');
    expect(firstColumn(file.text)).toEqual(['Name', 'Aqua', 'Zebra White']);
  });

  it.each([
    ['spools', 'spools', 'printledger-spools-2026-11-25.csv'],
    ['materials', 'materials', 'printledger-filament-types-2026-11-25.csv'],
    ['printers', 'printers', 'printledger-printers-2026-11-25.csv'],
    ['runs', 'runs', 'printledger-runs-2026-11-25.csv'],
    ['maintenanceTasks', 'maintenanceTasks', 'printledger-maintenance-tasks-2026-11-25.csv'],
    ['maintenanceLog', 'maintenanceLog', 'printledger-maintenance-log-2026-11-25.csv'],
    ['invoices', 'invoices', 'printledger-invoices-2026-11-25.csv'],
  ] as const)('%s reads the user’s %s and names the file %s', async (name, read, fileName) => {
    const file = await csvExport(name, 'maker').createFile();
    expect(reads[read]).toHaveBeenCalledWith('maker');
    expect(file.fileName).toBe(fileName);
  });

  it('projects reads the projects and the printers (for the jobs’ printer names)', async () => {
    stored.printers = [records.printer({ id: 'printer-1', name: 'Prusa MK4' })];
    stored.projects = [
      records.project({
        id: 'chess',
        parts: [records.printJob({ id: 'j1', description: 'Rook', assignedPrinter: 'printer-1' })],
        printers: ['printer-1'],
      }),
    ];
    const file = await csvExport('projects', 'maker').createFile();
    expect(reads.projects).toHaveBeenCalledWith('maker');
    expect(reads.printers).toHaveBeenCalledWith('maker');
    expect(file.fileName).toBe('printledger-projects-2026-11-25.csv');
    expect(file.text).toContain('Prusa MK4');
  });

  it('a spool’s history reads that spool’s ledger and is named for the spool', async () => {
    const spool = records.spool({ id: 's1', name: 'Galaxy Black PLA' });
    const file = await csvExport('spoolLedger', 'maker', spool).createFile();
    expect(reads.spoolLedger).toHaveBeenCalledWith('maker', 's1');
    expect(file.fileName).toBe('printledger-spool-history-galaxy-black-pla-2026-11-25.csv');
  });

  it('names every export the pages offer, and no other', () => {
    const names: CsvExportName[] = [
      'spools',
      'spoolLedger',
      'materials',
      'printers',
      'projects',
      'runs',
      'maintenanceTasks',
      'maintenanceLog',
      'invoices',
    ];
    expect(Object.keys(csvExports).sort()).toEqual([...names].sort());
  });

  it('a failed read reaches the button, which says the export failed', async () => {
    reads.invoices.mockRejectedValueOnce(new Error('socket closed'));
    const props = csvExport('invoices', 'maker');
    await expect(props.createFile()).rejects.toThrow('socket closed');
    expect(props.describeFailure).toBe(describeExportFailure);
    expect(describeExportFailure(new Error('socket closed'))).toBe(csvMessages.exportFailed);
  });
});
