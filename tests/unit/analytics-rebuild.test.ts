import { describe, expect, it } from 'vitest';
import {
  addCell,
  addToRollups,
  finishedRunFacts,
  invoiceFactsOf,
  rebuildRollups,
  runDayOf,
  type RebuildRecords,
} from '@/domain/analytics/rebuild';
import { invoiceCellKey, invoiceCellOf, type RollupDoc, type RunCell } from '@/domain/analytics/rollup';
import type { InvoiceDocument } from '@/domain/invoices';
import type { MaintenanceLogEntry } from '@/domain/maintenance';
import type { Run } from '@/domain/runs';

const UID = 'maker';

const run = (overrides: Partial<Run> = {}): Run => ({
  id: 'r1',
  userId: UID,
  createdAt: null,
  updatedAt: null,
  projectId: 'pa',
  jobId: 'j1',
  printerId: 'p1',
  spoolIds: ['s1'],
  projectName: 'Brackets',
  jobLabel: 'Bracket',
  printerName: 'MK4',
  spoolLabels: ['PLA Black'],
  materialType: 'PLA',
  colorName: 'Black',
  estimatedMinutes: 60,
  estimatedGrams: 20,
  status: 'completed',
  startedAt: new Date(2026, 10, 3, 8, 0),
  endedAt: new Date(2026, 10, 3, 9, 0),
  endedOn: '2026-11-03',
  grams: [12.35],
  minutes: 61,
  failureReason: null,
  note: '',
  materialCost: 0.29,
  machineCost: 1.1,
  totalCost: 1.39,
  ...overrides,
});

const entry = (overrides: Partial<MaintenanceLogEntry> = {}): MaintenanceLogEntry => ({
  id: 'l1',
  userId: UID,
  printerId: 'p1',
  printerName: 'MK4',
  taskId: null,
  taskName: 'Nozzle',
  doneOn: '2026-11-05',
  printMinutes: 0,
  cost: 12.5,
  doneBy: '',
  notes: '',
  createdAt: new Date(2026, 10, 5, 12),
  ...overrides,
});

const invoice = (overrides: Partial<InvoiceDocument> & { total?: number } = {}): InvoiceDocument => {
  const { total = 100.1, ...rest } = overrides;
  return {
    id: 'i1',
    userId: UID,
    kind: 'invoice',
    number: 'INV-2026-0001',
    sequence: 1,
    status: 'sent',
    projectId: null,
    quoteId: null,
    convertedToInvoiceId: null,
    client: { name: 'Client', email: null, address: null },
    business: { name: null, address: null, taxId: null, email: null, paymentTerms: null },
    issueDate: '2026-11-02',
    dueDate: null,
    paidDate: null,
    currency: 'USD',
    paperSize: 'A4',
    lines: [{ id: 'line-1', description: 'Prints', quantity: 1, unitPrice: total }],
    taxRatePercent: 0,
    discountPercent: 0,
    notes: null,
    totals: { subtotal: total, discount: 0, tax: 0, total },
    createdAt: new Date(2026, 10, 1),
    updatedAt: new Date(2026, 10, 1),
    ...rest,
  };
};

const projects = [
  { id: 'pa', name: 'Brackets', estimatedCost: 10.05 },
  { id: 'pb', name: 'Lamp', estimatedCost: 0 },
];

const records = (overrides: Partial<RebuildRecords>): RebuildRecords => ({
  runs: [],
  maintenance: [],
  invoices: [],
  projects,
  ...overrides,
});

describe('runDayOf', () => {
  it('is the day the run was finished on', () => {
    expect(runDayOf({ endedOn: '2026-11-03', endedAt: new Date(2026, 10, 4, 1) })).toBe('2026-11-03');
  });
  it('falls back to the local day of its end for older runs', () => {
    expect(runDayOf({ endedOn: null, endedAt: new Date(2026, 10, 4, 23, 59) })).toBe('2026-11-04');
    expect(runDayOf({ endedOn: 'not a day', endedAt: new Date(2026, 0, 1, 0, 0) })).toBe('2026-01-01');
  });
  it('is null without either', () => {
    expect(runDayOf({ endedOn: null, endedAt: null })).toBeNull();
  });
});

describe('addCell', () => {
  const cell: RunCell = {
    d: '2026-11-03',
    p: 'p1',
    pn: 'MK4',
    mt: 'PLA',
    co: 'Black',
    o: 'completed',
    r: '-',
    n: 1,
    g: 124,
    m: 61,
    mc: 29,
    tc: 139,
  };

  it('sums every counter and takes the labels of the later cell', () => {
    const later = { ...cell, pn: 'MK4 (left)', g: 5, m: 1, mc: 1, tc: 2 };
    expect(addCell(cell, later)).toEqual({ ...cell, pn: 'MK4 (left)', n: 2, g: 129, m: 62, mc: 30, tc: 141 });
    expect(cell.n).toBe(1);
  });

  it('copies the cell when there is none yet', () => {
    const copy = addCell(undefined, cell);
    expect(copy).toEqual(cell);
    expect(copy).not.toBe(cell);
  });

  it('adds a project cell day by day and writes its name and estimate as they are', () => {
    const first = { n: 'Brackets', e: 1000, a: { '2026-11-03': 100 } };
    const second = { n: 'Brackets v2', e: 1200, a: { '2026-11-03': 5, '2026-11-04': 7 } };
    expect(addCell(first, second)).toEqual({
      n: 'Brackets v2',
      e: 1200,
      a: { '2026-11-03': 105, '2026-11-04': 7 },
    });
    expect(first.a).toEqual({ '2026-11-03': 100 });
  });

  it('takes a voided invoice off again', () => {
    const facts = {
      day: '2026-11-02',
      currency: 'USD',
      kind: 'invoiced' as const,
      projectId: null,
      total: 0.29,
    };
    expect(addCell(invoiceCellOf(facts), invoiceCellOf(facts, -1))).toMatchObject({ n: 0, c: 0 });
  });
});

describe('rebuildRollups: runs', () => {
  it('adds every finished run to its cell and its project, skipping runs still printing', () => {
    const docs = rebuildRollups(
      UID,
      records({
        runs: [
          run({ id: 'r1' }),
          run({ id: 'r2', grams: [3.2, 0.05], materialCost: 0.29, totalCost: 0.5, minutes: 9 }),
          run({ id: 'r3', status: 'printing', endedAt: null, endedOn: null, grams: null, minutes: null }),
        ],
      }),
    );
    expect(docs).toEqual([
      {
        userId: UID,
        month: '2026-11',
        runs: {
          '2026-11-03|p1|completed|-|PLA|Black': {
            d: '2026-11-03',
            p: 'p1',
            pn: 'MK4',
            mt: 'PLA',
            co: 'Black',
            o: 'completed',
            r: '-',
            n: 2,
            g: 124 + 33,
            m: 70,
            mc: 58,
            tc: 189,
          },
        },
        maintenance: {},
        invoices: {},
        projects: { pa: { n: 'Brackets', e: 1005, a: { '2026-11-03': 189 } } },
      },
    ]);
  });

  it('keys runs by day, printer, outcome, reason, material and colour, in the month of their day', () => {
    const docs = rebuildRollups(
      UID,
      records({
        runs: [
          run({ id: 'a', status: 'failed', failureReason: 'clog', totalCost: 2, materialCost: 0.5 }),
          run({ id: 'b', status: 'cancelled', endedOn: '2026-10-31', endedAt: new Date(2026, 9, 31, 23) }),
          run({ id: 'c', printerId: 'p2', printerName: 'Bambu', materialType: 'PETG', colorName: 'Blue' }),
        ],
      }),
    );
    expect(docs.map((doc) => doc.month)).toEqual(['2026-10', '2026-11']);
    expect(Object.keys(docs[0]!.runs)).toEqual(['2026-10-31|p1|cancelled|-|PLA|Black']);
    expect(Object.keys(docs[1]!.runs).sort()).toEqual([
      '2026-11-03|p1|failed|clog|PLA|Black',
      '2026-11-03|p2|completed|-|PETG|Blue',
    ]);
    expect(docs[1]!.runs['2026-11-03|p1|failed|clog|PLA|Black']).toMatchObject({
      o: 'failed',
      r: 'clog',
      tc: 200,
      mc: 50,
    });
    expect(docs[0]!.projects).toEqual({ pa: { n: 'Brackets', e: 1005, a: { '2026-10-31': 139 } } });
  });

  it('gives a cell the labels of its latest run', () => {
    const [doc] = rebuildRollups(
      UID,
      records({
        runs: [
          run({ id: 'z', printerName: 'Renamed', endedAt: new Date(2026, 10, 3, 18) }),
          run({ id: 'a', printerName: 'MK4', endedAt: new Date(2026, 10, 3, 9) }),
        ],
      }),
    );
    expect(Object.values(doc!.runs)[0]).toMatchObject({ pn: 'Renamed', n: 2 });
  });

  it('places a run without endedOn on the local day of its end', () => {
    const [doc] = rebuildRollups(
      UID,
      records({ runs: [run({ endedOn: null, endedAt: new Date(2026, 11, 1, 0, 5) })] }),
    );
    expect(doc!.month).toBe('2026-12');
    expect(Object.values(doc!.runs)[0]?.d).toBe('2026-12-01');
    expect(doc!.projects.pa?.a).toEqual({ '2026-12-01': 139 });
  });

  it('skips a run with no day at all', () => {
    expect(rebuildRollups(UID, records({ runs: [run({ endedOn: null, endedAt: null })] }))).toEqual([]);
  });

  it('skips the project cell of a deleted project and of a run without a project', () => {
    const docs = rebuildRollups(
      UID,
      records({ runs: [run({ id: 'a', projectId: 'gone' }), run({ id: 'b', projectId: '' })] }),
    );
    expect(docs[0]!.projects).toEqual({});
    expect(Object.values(docs[0]!.runs)[0]?.n).toBe(2);
  });

  it('keeps a project cell of runs that cost nothing', () => {
    const [doc] = rebuildRollups(
      UID,
      records({
        runs: [run({ projectId: 'pb', totalCost: null, materialCost: null, grams: null, minutes: null })],
      }),
    );
    expect(doc!.projects).toEqual({ pb: { n: 'Lamp', e: 0, a: { '2026-11-03': 0 } } });
    expect(Object.values(doc!.runs)[0]).toMatchObject({ g: 0, m: 0, mc: 0, tc: 0 });
  });

  it('matches what the finish event adds', () => {
    expect(finishedRunFacts(run({ status: 'printing' }))).toBeNull();
    expect(finishedRunFacts(run({ status: 'failed', failureReason: 'adhesion' }))).toEqual({
      endedOn: '2026-11-03',
      printerId: 'p1',
      printerName: 'MK4',
      materialType: 'PLA',
      colorName: 'Black',
      outcome: 'failed',
      failureReason: 'adhesion',
      grams: [12.35],
      minutes: 61,
      materialCost: 0.29,
      totalCost: 1.39,
    });
  });
});

describe('rebuildRollups: maintenance', () => {
  it('adds every log entry at its day, named by the latest one', () => {
    const docs = rebuildRollups(
      UID,
      records({
        maintenance: [
          entry({ id: 'b', cost: 0.29, printerName: 'MK4 (left)', createdAt: new Date(2026, 10, 6) }),
          entry({ id: 'a', cost: 12.5 }),
          entry({ id: 'c', doneOn: '2026-09-30', printerId: 'p2', printerName: 'Bambu', cost: 0 }),
          entry({ id: 'd', doneOn: '' }),
        ],
      }),
    );
    expect(docs.map((doc) => [doc.month, doc.maintenance])).toEqual([
      ['2026-09', { '2026-09-30|p2': { d: '2026-09-30', p: 'p2', pn: 'Bambu', n: 1, c: 0 } }],
      ['2026-11', { '2026-11-05|p1': { d: '2026-11-05', p: 'p1', pn: 'MK4 (left)', n: 2, c: 1279 } }],
    ]);
  });
});

describe('rebuildRollups: invoices', () => {
  const invoicesOf = (docs: RollupDoc[]) => Object.fromEntries(docs.map((doc) => [doc.month, doc.invoices]));

  it('counts a sent invoice at its issue date', () => {
    expect(invoicesOf(rebuildRollups(UID, records({ invoices: [invoice({ total: 100.1 })] })))).toEqual({
      '2026-11': {
        '2026-11-02|USD|invoiced|-': { d: '2026-11-02', cur: 'USD', k: 'invoiced', pj: '-', n: 1, c: 10_010 },
      },
    });
  });

  it('counts a paid invoice as invoiced at its issue date and paid at its paid date', () => {
    const paid = invoice({
      status: 'paid',
      paidDate: '2026-12-01',
      projectId: 'pa',
      currency: 'EUR',
      total: 0.29,
    });
    expect(invoicesOf(rebuildRollups(UID, records({ invoices: [paid] })))).toEqual({
      '2026-11': {
        '2026-11-02|EUR|invoiced|pa': { d: '2026-11-02', cur: 'EUR', k: 'invoiced', pj: 'pa', n: 1, c: 29 },
      },
      '2026-12': {
        '2026-12-01|EUR|paid|pa': { d: '2026-12-01', cur: 'EUR', k: 'paid', pj: 'pa', n: 1, c: 29 },
      },
    });
  });

  it('leaves out drafts, voided invoices and every quote', () => {
    const docs = rebuildRollups(
      UID,
      records({
        invoices: [
          invoice({ id: 'd', status: 'draft' }),
          invoice({ id: 'v', status: 'void' }),
          invoice({ id: 'q1', kind: 'quote', status: 'sent' }),
          invoice({ id: 'q2', kind: 'quote', status: 'draft' }),
          invoice({ id: 'q3', kind: 'quote', status: 'void' }),
        ],
      }),
    );
    expect(docs).toEqual([]);
  });

  it('sums invoices of the same day, currency, kind and project', () => {
    const docs = rebuildRollups(
      UID,
      records({
        invoices: [
          invoice({ id: 'a', total: 10 }),
          invoice({ id: 'b', total: 0.29 }),
          invoice({ id: 'c', total: 5, currency: 'GBP' }),
        ],
      }),
    );
    expect(docs[0]!.invoices['2026-11-02|USD|invoiced|-']).toMatchObject({ n: 2, c: 1029 });
    expect(docs[0]!.invoices['2026-11-02|GBP|invoiced|-']).toMatchObject({ n: 1, c: 500 });
  });

  it('equals what every status move adds, voids taking the send off again', () => {
    type Move = { invoice: InvoiceDocument; kind: 'invoiced' | 'paid'; day: string; sign: 1 | -1 };
    const sentThenPaid = invoice({ id: 'a', status: 'paid', paidDate: '2026-12-03', total: 40 });
    const sentThenVoid = invoice({ id: 'b', status: 'void', total: 25.5 });
    const justSent = invoice({ id: 'c', status: 'sent', issueDate: '2026-12-10', total: 0.29 });
    const draftThenVoid = invoice({ id: 'd', status: 'void', total: 99 });
    const moves: Move[] = [
      { invoice: sentThenPaid, kind: 'invoiced', day: sentThenPaid.issueDate, sign: 1 }, // draft → sent
      { invoice: sentThenVoid, kind: 'invoiced', day: sentThenVoid.issueDate, sign: 1 }, // draft → sent
      { invoice: sentThenPaid, kind: 'paid', day: '2026-12-03', sign: 1 }, // sent → paid
      { invoice: sentThenVoid, kind: 'invoiced', day: sentThenVoid.issueDate, sign: -1 }, // sent → void
      { invoice: justSent, kind: 'invoiced', day: justSent.issueDate, sign: 1 }, // draft → sent
      // draft → void (draftThenVoid): nothing.
    ];
    const live = new Map<string, RollupDoc>();
    for (const move of moves) {
      const facts = {
        day: move.day,
        currency: move.invoice.currency,
        kind: move.kind,
        projectId: move.invoice.projectId,
        total: move.invoice.totals.total,
      };
      addToRollups(
        live,
        UID,
        move.day.slice(0, 7),
        'invoices',
        invoiceCellKey(facts),
        invoiceCellOf(facts, move.sign),
      );
    }
    const rebuilt = rebuildRollups(
      UID,
      records({ invoices: [sentThenPaid, sentThenVoid, justSent, draftThenVoid] }),
    );
    // The live cell of the voided invoice is left at zeros; the rebuild has none.
    const liveInvoices = invoicesOf([...live.values()]);
    expect(liveInvoices['2026-11']).toEqual({
      '2026-11-02|USD|invoiced|-': { d: '2026-11-02', cur: 'USD', k: 'invoiced', pj: '-', n: 1, c: 4000 },
    });
    expect(invoicesOf(rebuilt)).toEqual(liveInvoices);
    expect(invoiceFactsOf(draftThenVoid)).toEqual([]);
  });

  it('ignores a paid invoice’s missing paid date rather than inventing one', () => {
    expect(invoiceFactsOf(invoice({ status: 'paid', paidDate: null })).map((facts) => facts.kind)).toEqual([
      'invoiced',
    ]);
  });
});

describe('rebuildRollups: months', () => {
  it('returns one document per month with data, oldest first, each the user’s', () => {
    const docs = rebuildRollups(
      UID,
      records({
        runs: [run({ id: 'a', endedOn: '2027-01-02', endedAt: new Date(2027, 0, 2) })],
        maintenance: [entry({ doneOn: '2025-12-31' })],
        invoices: [invoice({ issueDate: '2026-06-15' })],
      }),
    );
    expect(docs.map((doc) => [doc.userId, doc.month])).toEqual([
      [UID, '2025-12'],
      [UID, '2026-06'],
      [UID, '2027-01'],
    ]);
    for (const doc of docs)
      expect(Object.keys(doc).sort()).toEqual([
        'invoices',
        'maintenance',
        'month',
        'projects',
        'runs',
        'userId',
      ]);
  });

  it('is empty without records', () => {
    expect(rebuildRollups(UID, records({}))).toEqual([]);
  });
});
