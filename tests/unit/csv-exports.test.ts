import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@/domain/csv';
import {
  invoicesCsv,
  ledgerCsv,
  maintenanceLogCsv,
  maintenanceTasksCsv,
  materialsCsv,
  printersCsv,
  projectsCsv,
  runsCsv,
  spoolsCsv,
} from '@/domain/csv-exports';
import type { InvoiceDocument } from '@/domain/invoices';
import type { MaintenanceLogEntry, MaintenanceTask } from '@/domain/maintenance';
import type { Run } from '@/domain/runs';
import type { LedgerEntry } from '@/domain/spool-ledger';
import { records } from '../support/factories';

const EXPORTED_AT = new Date(2026, 10, 25, 14, 0);
const CREATED = '2025-03-01T10:00:00.000Z';

/** The file's rows as objects keyed by header (what a person sees in a spreadsheet). */
function table(text: string): { headers: string[]; rows: Record<string, string>[] } {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(CSV_BOM.length), { header: true });
  expect(parsed.errors).toEqual([]);
  return { headers: parsed.meta.fields ?? [], rows: parsed.data };
}

describe('spools CSV', () => {
  it('has one row per spool, sorted by name, with people’s headers and plain values', () => {
    const file = spoolsCsv(
      [
        records.spool({ id: 's2', name: 'Zebra White', purchasePrice: 1234.5, status: 'used' }),
        records.spool({
          id: 's1',
          name: 'apple green',
          notes: '=HYPERLINK("http://x")',
          location: 'Shelf 2, bin "A"',
          lowSpoolThreshold: 150,
          emptySpoolWeight: 230,
          colorHex: '#1B1B1B',
        }),
      ],
      EXPORTED_AT,
    );
    expect(file.fileName).toBe('printledger-spools-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Name',
      'Brand',
      'Material',
      'Colour',
      'Colour hex',
      'Diameter (mm)',
      'Weight (g)',
      'Remaining (g)',
      'Empty spool weight (g)',
      'Status',
      'Purchase date',
      'Purchase price',
      'Storage location',
      'Notes',
      'Print temp min (°C)',
      'Print temp max (°C)',
      'Bed temp min (°C)',
      'Bed temp max (°C)',
      'Low-spool alert threshold (g)',
      'Catalogue filament ID',
      'Created',
      'Updated',
      'Spool ID',
    ]);
    expect(rows.map((row) => row.Name)).toEqual(['apple green', 'Zebra White']);
    expect(rows[0]).toEqual({
      Name: 'apple green',
      Brand: 'Polymaker',
      Material: 'PLA',
      Colour: 'Galaxy Black',
      'Colour hex': '#1B1B1B',
      'Diameter (mm)': '1.75',
      'Weight (g)': '1000',
      'Remaining (g)': '800',
      'Empty spool weight (g)': '230',
      Status: 'New',
      'Purchase date': '2025-03-07',
      'Purchase price': '24.99',
      'Storage location': 'Shelf 2, bin "A"',
      Notes: `'=HYPERLINK("http://x")`,
      'Print temp min (°C)': '190',
      'Print temp max (°C)': '220',
      'Bed temp min (°C)': '55',
      'Bed temp max (°C)': '65',
      'Low-spool alert threshold (g)': '150',
      'Catalogue filament ID': '',
      Created: CREATED,
      Updated: CREATED,
      'Spool ID': 's1',
    });
    expect(rows[1]).toMatchObject({
      'Purchase price': '1234.5',
      Status: 'Used',
      Notes: '',
      'Colour hex': '',
    });
  });
});

describe('filament types CSV', () => {
  it('lists the user’s materials A–Z', () => {
    const file = materialsCsv(
      [records.material({ id: 'm2', material: 'PETG', density: 1.27 }), records.material({ id: 'm1' })],
      EXPORTED_AT,
    );
    expect(file.fileName).toBe('printledger-filament-types-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Material',
      'Density (g/cm³)',
      'Extruder temp (°C)',
      'Bed temp (°C)',
      'Created',
      'Updated',
      'Material ID',
    ]);
    expect(rows.map((row) => [row.Material, row['Density (g/cm³)']])).toEqual([
      ['PETG', '1.27'],
      ['PLA', '1.24'],
    ]);
  });
});

describe('printers CSV', () => {
  it('writes each printer’s costs and counters as plain numbers', () => {
    const file = printersCsv(
      [records.printer({ status: 'maintenance', printMinutes: 6125, runCount: 42, initialCost: 1099.99 })],
      EXPORTED_AT,
    );
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Name',
      'Model',
      'Status',
      'Build volume X (mm)',
      'Build volume Y (mm)',
      'Build volume Z (mm)',
      'Number of extruders',
      'Power consumption (W)',
      'Initial cost',
      'Cost per hour',
      'Replacement period (hours)',
      'Expected yearly hours',
      'Annual maintenance cost',
      'Print time (minutes)',
      'Runs',
      'Created',
      'Updated',
      'Printer ID',
    ]);
    expect(rows[0]).toMatchObject({
      Name: 'Prusa MK4',
      Status: 'Maintenance',
      'Build volume X (mm)': '250',
      'Initial cost': '1099.99',
      'Replacement period (hours)': '10000',
      'Print time (minutes)': '6125',
      Runs: '42',
    });
  });
});

describe('projects CSV', () => {
  const rook = records.printJob({
    id: 'j1',
    description: 'Rook',
    status: 'completed',
    assignedPrinter: 'printer-1',
    startTime: new Date('2026-01-02T08:00:00Z'),
    endTime: new Date('2026-01-02T09:30:00Z'),
    files: [
      { name: 'rook.stl', description: '' },
      { name: 'rook-base.3mf', description: '' },
    ],
  });
  const knight = records.printJob({
    id: 'j2',
    description: '-knight',
    printTime: { hours: 2, minutes: 5 },
    material: { meters: 10.5, grams: 31.25 },
    settings: {
      temperature: { extruder: 215, bed: null, both: null },
      support: true,
      infill: 15,
      notes: 'brim',
    },
  });
  const chess = records.project({
    id: 'chess',
    parts: [rook, knight],
    printers: ['printer-1', 'gone'],
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  const empty = records.project({
    id: 'empty',
    name: 'Vase',
    clientName: '',
    status: 'in-progress',
    parts: [],
    printers: [],
    endDate: '2026-02-01',
    actualCost: 3.2,
    createdAt: new Date('2025-06-01T00:00:00Z'),
  });

  it('has one row per print job with its project’s columns repeated, and one row for a project without jobs', () => {
    const file = projectsCsv(
      [empty, chess],
      [records.printer({ id: 'printer-1', name: 'Prusa MK4' })],
      EXPORTED_AT,
    );
    expect(file.fileName).toBe('printledger-projects-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Project',
      'Client',
      'Project status',
      'Start date',
      'End date',
      'Estimated cost',
      'Actual cost',
      'Printers',
      'Project description',
      'Print job',
      'Job status',
      'Job material',
      'Job colour',
      'Files',
      'Print time (minutes)',
      'Material (g)',
      'Material (m)',
      'Infill (%)',
      'Support',
      'Extruder temp (°C)',
      'Bed temp (°C)',
      'Job notes',
      'Assigned printer',
      'Job started',
      'Job ended',
      'Project created',
      'Project updated',
      'Project ID',
      'Job ID',
    ]);
    expect(rows).toHaveLength(3);
    // Oldest project first; its jobs in their order, the project's cells on each.
    expect(rows.map((row) => [row.Project, row['Print job'], row['Job ID']])).toEqual([
      ['Chess set', 'Rook', 'j1'],
      ['Chess set', "'-knight", 'j2'],
      ['Vase', '', ''],
    ]);
    expect(rows[0]).toMatchObject({
      Client: 'Ada',
      'Project status': 'Pending',
      'Start date': '2025-03-01',
      'End date': '',
      'Estimated cost': '12.5',
      'Actual cost': '',
      Printers: 'Prusa MK4; gone',
      'Job status': 'Completed',
      Files: 'rook.stl; rook-base.3mf',
      'Print time (minutes)': '90',
      'Material (g)': '12.4',
      Support: 'No',
      'Assigned printer': 'Prusa MK4',
      'Job started': '2026-01-02T08:00:00.000Z',
      'Job ended': '2026-01-02T09:30:00.000Z',
      'Project ID': 'chess',
    });
    expect(rows[1]).toMatchObject({
      'Job status': 'Pending',
      'Print time (minutes)': '125',
      'Material (g)': '31.25',
      'Material (m)': '10.5',
      'Infill (%)': '15',
      Support: 'Yes',
      'Extruder temp (°C)': '215',
      'Bed temp (°C)': '',
      'Job notes': 'brim',
      'Assigned printer': '',
      'Job started': '',
    });
    // The job cells of a project without jobs are empty, its own are there.
    const vase = rows[2]!;
    expect(vase).toMatchObject({
      'Project status': 'In Progress',
      'End date': '2026-02-01',
      'Actual cost': '3.2',
      Printers: '',
      'Project ID': 'empty',
    });
    for (const header of headers.slice(headers.indexOf('Print job'), headers.indexOf('Project created'))) {
      expect({ [header]: vase[header] }).toEqual({ [header]: '' });
    }
  });
});

const run = (overrides: Partial<Run> = {}): Run => ({
  id: 'r1',
  userId: 'maker',
  projectId: 'chess',
  jobId: 'j1',
  printerId: 'printer-1',
  spoolIds: ['s1', 's2'],
  projectName: 'Chess set',
  jobLabel: 'Rook',
  printerName: 'Prusa MK4',
  spoolLabels: ['Galaxy Black PLA', 'Jet PLA'],
  materialType: 'PLA',
  colorName: 'Galaxy Black',
  estimatedMinutes: 90,
  estimatedGrams: 12.4,
  status: 'failed',
  startedAt: new Date('2026-03-04T10:00:00Z'),
  endedAt: new Date('2026-03-04T10:40:00Z'),
  endedOn: null,
  grams: [3.4, 3.3],
  minutes: 40,
  failureReason: 'adhesion',
  note: 'corner lifted',
  materialCost: 0.17,
  machineCost: 0.23,
  totalCost: 0.4,
  createdAt: new Date('2026-03-04T10:00:00Z'),
  updatedAt: new Date('2026-03-04T10:40:00Z'),
  ...overrides,
});

describe('runs CSV', () => {
  it('lists runs oldest first, a run still printing with its unknowns empty', () => {
    const printing = run({
      id: 'r2',
      status: 'printing',
      startedAt: new Date('2026-03-05T08:00:00Z'),
      endedAt: null,
      grams: null,
      minutes: null,
      failureReason: null,
      note: '',
      materialCost: null,
      machineCost: null,
      totalCost: null,
    });
    const file = runsCsv([printing, run()], EXPORTED_AT);
    expect(file.fileName).toBe('printledger-runs-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Started',
      'Ended',
      'Status',
      'Project',
      'Print job',
      'Printer',
      'Spools',
      'Material',
      'Colour',
      'Estimated time (minutes)',
      'Estimated material (g)',
      'Time (minutes)',
      'Material used (g)',
      'Material per spool (g)',
      'Why it failed',
      'Note',
      'Material cost',
      'Machine cost',
      'Total cost',
      'Run ID',
      'Project ID',
      'Job ID',
      'Printer ID',
      'Spool IDs',
    ]);
    expect(rows.map((row) => row['Run ID'])).toEqual(['r1', 'r2']);
    expect(rows[0]).toMatchObject({
      Started: '2026-03-04T10:00:00.000Z',
      Ended: '2026-03-04T10:40:00.000Z',
      Status: 'Failed',
      Spools: 'Galaxy Black PLA; Jet PLA',
      'Material used (g)': '6.7',
      'Material per spool (g)': '3.4; 3.3',
      'Why it failed': 'Bed adhesion or warping',
      'Total cost': '0.4',
      'Spool IDs': 's1; s2',
    });
    expect(rows[1]).toMatchObject({
      Status: 'Printing',
      Ended: '',
      'Time (minutes)': '',
      'Material used (g)': '',
      'Why it failed': '',
      'Total cost': '',
    });
  });
});

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e1',
  userId: 'maker',
  spoolId: 's1',
  kind: 'usage',
  grams: -12.5,
  balanceAfter: null,
  pricePerGram: 0.02499,
  runId: 'r1',
  label: 'Chess set · Rook',
  note: '',
  createdAt: new Date('2026-03-04T10:40:00Z'),
  ...overrides,
});

describe('spool history CSV', () => {
  it('lists the ledger oldest first with the balance after each, worked out from the spool', () => {
    const spool = records.spool({ id: 's1', name: 'Galaxy Black PLA', remainingWeight: 787.5 });
    const file = ledgerCsv(
      spool,
      [
        entry({}),
        entry({
          id: 'e0',
          kind: 'weigh-in',
          grams: 25,
          runId: null,
          label: '',
          note: '+25 g after re-weighing',
          createdAt: new Date('2026-03-01T09:00:00Z'),
        }),
      ],
      EXPORTED_AT,
    );
    expect(file.fileName).toBe('printledger-spool-history-galaxy-black-pla-2026-11-25.csv');
    // Written plain: unquoted, no apostrophe (a spreadsheet sums it).
    expect(file.text).toContain(',Print run,-12.5,787.5,0.02499,');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Recorded',
      'Spool',
      'Change',
      'Grams (g)',
      'Remaining after (g)',
      'Price per gram',
      'For',
      'Note',
      'Run ID',
      'Spool ID',
      'Entry ID',
    ]);
    expect(rows).toEqual([
      {
        Recorded: '2026-03-01T09:00:00.000Z',
        Spool: 'Galaxy Black PLA',
        Change: 'Weigh-in',
        'Grams (g)': '25',
        'Remaining after (g)': '800',
        'Price per gram': '0.02499',
        For: '',
        Note: "'+25 g after re-weighing",
        'Run ID': '',
        'Spool ID': 's1',
        'Entry ID': 'e0',
      },
      {
        Recorded: '2026-03-04T10:40:00.000Z',
        Spool: 'Galaxy Black PLA',
        Change: 'Print run',
        'Grams (g)': '-12.5',
        'Remaining after (g)': '787.5',
        'Price per gram': '0.02499',
        For: 'Chess set · Rook',
        Note: '',
        'Run ID': 'r1',
        'Spool ID': 's1',
        'Entry ID': 'e1',
      },
    ]);
  });
});

describe('maintenance CSVs', () => {
  const task = (overrides: Partial<MaintenanceTask>): MaintenanceTask => ({
    id: 't1',
    userId: 'maker',
    printerId: 'printer-1',
    printerName: 'Prusa MK4',
    name: 'Lubricate rods',
    intervalHours: 200,
    intervalDays: null,
    notes: '',
    expectedCost: null,
    baselineOn: '2026-01-01',
    baselineMinutes: 0,
    lastDoneOn: null,
    lastDoneMinutes: null,
    lastLogId: null,
    createdAt: new Date('2026-01-01T12:00:00Z'),
    updatedAt: new Date('2026-01-01T12:00:00Z'),
    ...overrides,
  });

  it('lists tasks by printer, then task', () => {
    const file = maintenanceTasksCsv(
      [
        task({ id: 't2', printerName: 'Voron', name: 'Belts' }),
        task({ id: 't3', name: 'Clean bed', intervalHours: null, intervalDays: 7, expectedCost: 4.5 }),
        task({ lastDoneOn: '2026-02-01' }),
      ],
      EXPORTED_AT,
    );
    expect(file.fileName).toBe('printledger-maintenance-tasks-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Printer',
      'Task',
      'Every (print hours)',
      'Every (days)',
      'Expected cost',
      'Notes',
      'Last done',
      'Added on',
      'Created',
      'Updated',
      'Task ID',
      'Printer ID',
    ]);
    expect(
      rows.map((row) => [row.Printer, row.Task, row['Every (print hours)'], row['Every (days)']]),
    ).toEqual([
      ['Prusa MK4', 'Clean bed', '', '7'],
      ['Prusa MK4', 'Lubricate rods', '200', ''],
      ['Voron', 'Belts', '200', ''],
    ]);
    expect(rows[1]).toMatchObject({ 'Last done': '2026-02-01', 'Added on': '2026-01-01' });
  });

  it('lists the log oldest first', () => {
    const logEntry = (overrides: Partial<MaintenanceLogEntry>): MaintenanceLogEntry => ({
      id: 'l1',
      userId: 'maker',
      printerId: 'printer-1',
      printerName: 'Prusa MK4',
      taskId: 't1',
      taskName: 'Lubricate rods',
      doneOn: '2026-02-01',
      printMinutes: 12000,
      cost: 0,
      doneBy: 'Sam',
      notes: '',
      createdAt: new Date('2026-02-01T18:00:00Z'),
      ...overrides,
    });
    const file = maintenanceLogCsv(
      [
        logEntry({}),
        logEntry({ id: 'l0', doneOn: '2026-01-15', taskId: null, taskName: 'Nozzle swap', cost: 12.9 }),
      ],
      EXPORTED_AT,
    );
    expect(file.fileName).toBe('printledger-maintenance-log-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Done on',
      'Printer',
      'Task',
      'Cost',
      'Done by',
      'Notes',
      'Printer print time (minutes)',
      'Recorded',
      'Entry ID',
      'Task ID',
      'Printer ID',
    ]);
    expect(rows.map((row) => [row['Done on'], row.Task, row.Cost, row['Task ID']])).toEqual([
      ['2026-01-15', 'Nozzle swap', '12.9', ''],
      ['2026-02-01', 'Lubricate rods', '0', 't1'],
    ]);
  });
});

describe('invoices CSV', () => {
  const doc = (overrides: Partial<InvoiceDocument>): InvoiceDocument => ({
    id: 'maker_invoice_1',
    userId: 'maker',
    kind: 'invoice',
    number: 'INV-2026-0001',
    sequence: 1,
    status: 'paid',
    projectId: 'chess',
    quoteId: 'maker_quote_1',
    convertedToInvoiceId: null,
    client: { name: 'Ada, Lovelace & Co', email: 'ada@example.com', address: '1 Main St\nLondon' },
    business: { name: null, address: null, taxId: null, email: null, paymentTerms: null },
    issueDate: '2026-02-01',
    dueDate: '2026-03-01',
    paidDate: '2026-02-20',
    currency: 'EUR',
    paperSize: 'A4',
    lines: [
      { id: 'line-1', description: 'Chess set', quantity: 1, unitPrice: 1200 },
      { id: 'line-2', description: 'Box', quantity: 2, unitPrice: 17.25 },
    ],
    taxRatePercent: 20,
    discountPercent: 10,
    notes: null,
    totals: { subtotal: 1234.5, discount: 123.45, tax: 222.21, total: 1333.26 },
    createdAt: new Date('2026-02-01T08:00:00Z'),
    updatedAt: new Date('2026-02-20T08:00:00Z'),
    ...overrides,
  });

  it('has one row per quote or invoice with totals, currency, status, dates and client', () => {
    const quote = doc({
      id: 'maker_quote_1',
      kind: 'quote',
      number: 'QUO-2026-0001',
      status: 'sent',
      quoteId: null,
      convertedToInvoiceId: 'maker_invoice_1',
      issueDate: '2026-01-20',
      dueDate: null,
      paidDate: null,
      notes: '@ valid 30 days',
    });
    const file = invoicesCsv([doc({}), quote], EXPORTED_AT);
    expect(file.fileName).toBe('printledger-invoices-2026-11-25.csv');
    const { headers, rows } = table(file.text);
    expect(headers).toEqual([
      'Number',
      'Type',
      'Status',
      'Client',
      'Client email',
      'Client address',
      'Issue date',
      'Due date',
      'Paid date',
      'Currency',
      'Subtotal',
      'Discount (%)',
      'Discount',
      'Tax rate (%)',
      'Tax',
      'Total',
      'Lines',
      'Notes',
      'Created',
      'Updated',
      'Document ID',
      'Project ID',
      'From quote ID',
      'Invoiced as ID',
    ]);
    expect(rows.map((row) => row.Number)).toEqual(['QUO-2026-0001', 'INV-2026-0001']);
    expect(rows[0]).toMatchObject({
      Type: 'Quote',
      Status: 'Sent',
      'Due date': '',
      Notes: "'@ valid 30 days",
    });
    expect(rows[1]).toEqual({
      Number: 'INV-2026-0001',
      Type: 'Invoice',
      Status: 'Paid',
      Client: 'Ada, Lovelace & Co',
      'Client email': 'ada@example.com',
      'Client address': '1 Main St\nLondon',
      'Issue date': '2026-02-01',
      'Due date': '2026-03-01',
      'Paid date': '2026-02-20',
      Currency: 'EUR',
      Subtotal: '1234.5',
      'Discount (%)': '10',
      Discount: '123.45',
      'Tax rate (%)': '20',
      Tax: '222.21',
      Total: '1333.26',
      Lines: '2',
      Notes: '',
      Created: '2026-02-01T08:00:00.000Z',
      Updated: '2026-02-20T08:00:00.000Z',
      'Document ID': 'maker_invoice_1',
      'Project ID': 'chess',
      'From quote ID': 'maker_quote_1',
      'Invoiced as ID': '',
    });
  });
});
