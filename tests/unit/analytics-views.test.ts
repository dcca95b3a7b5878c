import { describe, expect, it } from 'vitest';
import { analyticsMessages } from '@/domain/analytics/period';
import {
  emptyRollup,
  invoiceCellKey,
  maintenanceCellKey,
  runCellKey,
  type InvoiceCell,
  type MaintenanceCell,
  type ProjectCell,
  type RollupDoc,
  type RunCell,
} from '@/domain/analytics/rollup';
import { buildAnalyticsViews, failureReasonLabelOf } from '@/domain/analytics/views';

const run = (overrides: Partial<RunCell>): RunCell => ({
  d: '2026-11-03',
  p: 'p1',
  pn: 'MK4',
  mt: 'PLA',
  co: 'Black',
  o: 'completed',
  r: '-',
  n: 1,
  g: 100,
  m: 60,
  mc: 200,
  tc: 500,
  ...overrides,
});
const maintenance = (overrides: Partial<MaintenanceCell>): MaintenanceCell => ({
  d: '2026-11-03',
  p: 'p1',
  pn: 'MK4',
  n: 1,
  c: 1000,
  ...overrides,
});
const invoice = (overrides: Partial<InvoiceCell>): InvoiceCell => ({
  d: '2026-11-03',
  cur: 'USD',
  k: 'invoiced',
  pj: '-',
  n: 1,
  c: 10_000,
  ...overrides,
});

/** A month document holding the given cells under their real keys. */
function month(
  key: string,
  cells: {
    runs?: RunCell[];
    maintenance?: MaintenanceCell[];
    invoices?: InvoiceCell[];
    projects?: Record<string, ProjectCell>;
  },
): RollupDoc {
  const doc = emptyRollup('maker', key);
  for (const cell of cells.runs ?? []) {
    doc.runs[
      runCellKey({
        endedOn: cell.d,
        printerId: cell.p,
        outcome: cell.o,
        failureReason: cell.r === '-' ? null : cell.r,
        materialType: cell.mt,
        colorName: cell.co,
      })
    ] = cell;
  }
  for (const cell of cells.maintenance ?? [])
    doc.maintenance[maintenanceCellKey({ doneOn: cell.d, printerId: cell.p })] = cell;
  for (const cell of cells.invoices ?? []) {
    doc.invoices[
      invoiceCellKey({
        day: cell.d,
        currency: cell.cur,
        kind: cell.k,
        projectId: cell.pj === '-' ? null : cell.pj,
      })
    ] = cell;
  }
  doc.projects = cells.projects ?? {};
  return doc;
}

const november = { start: '2026-11-01', end: '2026-11-25' };
const afterNovember = new Date(2026, 11, 10, 12, 0);
const views = (rollups: RollupDoc[], period = november, now = afterNovember, currency = 'USD') =>
  buildAnalyticsViews({ rollups, period, outstanding: [], currency, now });

describe('buildAnalyticsViews: the period', () => {
  it('counts only the cells whose day is inside the period', () => {
    const doc = month('2026-11', {
      runs: [
        run({ d: '2026-11-01', g: 10, mc: 1 }),
        run({ d: '2026-11-25', g: 20, mc: 2 }),
        run({ d: '2026-11-26', g: 400, mc: 40 }),
        run({ d: '2026-11-30', g: 800, mc: 80 }),
      ],
      maintenance: [maintenance({ d: '2026-11-26', c: 999 }), maintenance({ d: '2026-11-20', c: 5 })],
      invoices: [invoice({ d: '2026-11-27', c: 777 }), invoice({ d: '2026-11-02', c: 3 })],
    });
    const october = month('2026-10', { runs: [run({ d: '2026-10-31', g: 5000, mc: 500 })] });
    const result = views([october, doc]);
    expect(result.period).toEqual(november);
    expect(result.filament.totals).toEqual([{ material: 'PLA', decigrams: 30, cents: 3 }]);
    expect(result.maintenance).toEqual([{ printerId: 'p1', printerName: 'MK4', count: 1, cents: 5 }]);
    expect(result.revenue.rows).toEqual([
      { month: '2026-11', currency: 'USD', invoicedCents: 3, paidCents: 0 },
    ]);
  });

  it('shows empty views for a period without data, with every month and bucket', () => {
    const result = views([], { start: '2026-01-01', end: '2026-03-31' });
    expect(result.filament).toMatchObject({
      granularity: 'week',
      materials: [],
      rows: [],
      colours: [],
      totals: [],
    });
    expect(result.filament.buckets).toHaveLength(14);
    expect(result.machineHours.rows).toEqual([]);
    expect(result.machineHours.utilisation).toEqual([]);
    expect(result.failures).toEqual({ byPrinter: [], byMaterial: [], reasons: [] });
    expect(result.projects).toEqual([]);
    expect(result.maintenance).toEqual([]);
    expect(result.revenue.rows.map((row) => row.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('buildAnalyticsViews: filament', () => {
  const doc = month('2026-11', {
    runs: [
      run({ d: '2026-11-03', mt: 'PLA', co: 'Black', g: 123, mc: 29 }),
      run({ d: '2026-11-04', mt: 'PLA', co: 'White', g: 50, mc: 10, o: 'failed', r: 'clog' }),
      run({ d: '2026-11-04', mt: 'PETG', co: 'Blue', g: 400, mc: 120 }),
      run({ d: '2026-11-16', mt: 'PLA', co: 'Black', g: 7, mc: 1, o: 'cancelled' }),
      run({ d: '2026-11-17', mt: '', co: '', g: 30, mc: 5 }),
      run({ d: '2026-11-18', mt: 'TPU', co: 'Red', g: 0, mc: 0 }),
    ],
  });

  it('sums tenths of a gram and material cents per week and material, most grams first', () => {
    const { filament } = views([doc]);
    expect(filament.granularity).toBe('week');
    expect(filament.buckets.map((bucket) => bucket.key)).toEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
    ]);
    expect(filament.materials).toEqual(['PETG', 'PLA', analyticsMessages.noMaterial]);
    expect(filament.totals).toEqual([
      { material: 'PETG', decigrams: 400, cents: 120 },
      { material: 'PLA', decigrams: 180, cents: 40 },
      { material: 'No material', decigrams: 30, cents: 5 },
    ]);
    expect(filament.rows).toEqual([
      { bucket: '2026-W45', material: 'PETG', decigrams: 400, cents: 120 },
      { bucket: '2026-W45', material: 'PLA', decigrams: 173, cents: 39 },
      { bucket: '2026-W47', material: 'PLA', decigrams: 7, cents: 1 },
      { bucket: '2026-W47', material: 'No material', decigrams: 30, cents: 5 },
    ]);
    expect(filament.colours).toEqual([
      { bucket: '2026-W45', material: 'PETG', colour: 'Blue', decigrams: 400, cents: 120 },
      { bucket: '2026-W45', material: 'PLA', colour: 'Black', decigrams: 123, cents: 29 },
      { bucket: '2026-W45', material: 'PLA', colour: 'White', decigrams: 50, cents: 10 },
      { bucket: '2026-W47', material: 'PLA', colour: 'Black', decigrams: 7, cents: 1 },
      {
        bucket: '2026-W47',
        material: 'No material',
        colour: analyticsMessages.noColour,
        decigrams: 30,
        cents: 5,
      },
    ]);
  });

  it('groups per month for a longer period', () => {
    const october = month('2026-10', { runs: [run({ d: '2026-10-02', mt: 'PLA', g: 1000, mc: 300 })] });
    const { filament } = views([october, doc], { start: '2026-01-01', end: '2026-11-25' });
    expect(filament.granularity).toBe('month');
    expect(filament.buckets).toHaveLength(11);
    expect(filament.buckets[10]).toEqual({
      key: '2026-11',
      label: 'Nov 2026',
      start: '2026-11-01',
      end: '2026-11-25',
    });
    expect(filament.materials).toEqual(['PLA', 'PETG', 'No material']);
    expect(filament.rows).toEqual([
      { bucket: '2026-10', material: 'PLA', decigrams: 1000, cents: 300 },
      { bucket: '2026-11', material: 'PLA', decigrams: 180, cents: 40 },
      { bucket: '2026-11', material: 'PETG', decigrams: 400, cents: 120 },
      { bucket: '2026-11', material: 'No material', decigrams: 30, cents: 5 },
    ]);
  });
});

describe('buildAnalyticsViews: machine hours', () => {
  const doc = month('2026-11', {
    runs: [
      run({ d: '2026-11-02', p: 'p1', pn: 'MK4', m: 120 }),
      run({ d: '2026-11-03', p: 'p1', pn: 'MK4', m: 30, o: 'failed', r: 'adhesion' }),
      run({ d: '2026-11-03', p: 'p1', pn: 'MK4', m: 500, o: 'cancelled' }),
      run({ d: '2026-11-10', p: 'p1', pn: 'MK4 (left)', m: 60 }),
      run({ d: '2026-11-10', p: 'p2', pn: 'Bambu', m: 600, n: 2 }),
      run({ d: '2026-11-11', p: 'p3', pn: 'Spare', m: 45, o: 'cancelled' }),
    ],
  });

  it('sums completed and failed minutes per printer and week, never cancelled ones', () => {
    const { machineHours } = views([doc]);
    expect(machineHours.buckets).toHaveLength(5);
    expect(machineHours.rows).toEqual([
      { bucket: '2026-W45', printerId: 'p1', printerName: 'MK4 (left)', minutes: 150 },
      { bucket: '2026-W46', printerId: 'p2', printerName: 'Bambu', minutes: 600 },
      { bucket: '2026-W46', printerId: 'p1', printerName: 'MK4 (left)', minutes: 60 },
    ]);
  });

  it('shares the minutes over the whole days of a finished period', () => {
    const total = 25 * 1440;
    expect(views([doc]).machineHours.utilisation).toEqual([
      { printerId: 'p2', printerName: 'Bambu', minutes: 600, periodMinutes: total, share: 600 / total },
      { printerId: 'p1', printerName: 'MK4 (left)', minutes: 210, periodMinutes: total, share: 210 / total },
      { printerId: 'p3', printerName: 'Spare', minutes: 0, periodMinutes: total, share: 0 },
    ]);
  });

  it('counts a period that ends today up to now only', () => {
    const now = new Date(2026, 10, 25, 6, 0);
    const elapsed = 24 * 1440 + 360;
    const [first] = views([doc], november, now).machineHours.utilisation;
    expect(first).toEqual({
      printerId: 'p2',
      printerName: 'Bambu',
      minutes: 600,
      periodMinutes: elapsed,
      share: 600 / elapsed,
    });
  });

  it('caps the share at 1 and shows 0 before the period starts', () => {
    const busy = month('2026-11', { runs: [run({ d: '2026-11-01', m: 5000 })] });
    const now = new Date(2026, 10, 1, 1, 0);
    expect(views([busy], november, now).machineHours.utilisation[0]).toMatchObject({
      periodMinutes: 60,
      share: 1,
    });
    const before = new Date(2026, 9, 20);
    expect(views([busy], november, before).machineHours.utilisation[0]).toMatchObject({
      periodMinutes: 0,
      share: 0,
    });
  });

  it('names a printer by its newest cell', () => {
    const renamed = month('2026-11', {
      runs: [run({ d: '2026-11-20', pn: 'Old name' }), run({ d: '2026-11-05', pn: 'Older name' })],
    });
    const later = month('2026-12', { runs: [run({ d: '2026-12-01', pn: 'Outside the period' })] });
    expect(views([later, renamed]).machineHours.utilisation[0]?.printerName).toBe('Old name');
  });
});

describe('buildAnalyticsViews: failures', () => {
  const doc = month('2026-11', {
    runs: [
      run({ p: 'p1', pn: 'MK4', mt: 'PLA', n: 8, tc: 4000 }),
      run({ p: 'p1', pn: 'MK4', mt: 'PLA', o: 'failed', r: 'adhesion', n: 2, tc: 300 }),
      run({ p: 'p1', pn: 'MK4', mt: 'PETG', o: 'failed', r: 'clog', n: 1, tc: 900 }),
      run({ p: 'p2', pn: 'Bambu', mt: 'PETG', n: 3, tc: 1200 }),
      run({ p: 'p2', pn: 'Bambu', mt: 'PETG', o: 'failed', r: 'adhesion', n: 1, tc: 250 }),
      run({ p: 'p2', pn: 'Bambu', mt: 'PETG', o: 'failed', r: '-', n: 1, tc: 5 }),
      run({ p: 'p2', pn: 'Bambu', mt: 'PETG', o: 'cancelled', n: 5, tc: 99_999 }),
      run({ p: 'p3', pn: 'Spare', mt: 'ABS', o: 'cancelled', n: 1, tc: 10 }),
    ],
  });

  it('gives runs, failures, rate and failure cost per printer and per material, cancelled runs aside', () => {
    const { failures } = views([doc]);
    expect(failures.byPrinter).toEqual([
      { key: 'p2', label: 'Bambu', runs: 5, failed: 2, rate: 2 / 5, failureCents: 255 },
      { key: 'p1', label: 'MK4', runs: 11, failed: 3, rate: 3 / 11, failureCents: 1200 },
    ]);
    expect(failures.byMaterial).toEqual([
      { key: 'PETG', label: 'PETG', runs: 6, failed: 3, rate: 0.5, failureCents: 1155 },
      { key: 'PLA', label: 'PLA', runs: 10, failed: 2, rate: 0.2, failureCents: 300 },
    ]);
  });

  it('lists the reasons most frequent first, ties by cost, with their labels', () => {
    expect(views([doc]).failures.reasons).toEqual([
      { reason: 'adhesion', label: 'Bed adhesion or warping', count: 3, cents: 550 },
      { reason: 'clog', label: 'Nozzle clog or under-extrusion', count: 1, cents: 900 },
      { reason: '-', label: analyticsMessages.noReason, count: 1, cents: 5 },
    ]);
    expect(failureReasonLabelOf('filament')).toBe('Filament ran out, tangled or snapped');
    expect(failureReasonLabelOf('something-new')).toBe('something-new');
  });

  it('breaks equal rates by cost, then name', () => {
    const even = month('2026-11', {
      runs: [
        run({ p: 'b', pn: 'Beta', o: 'failed', r: 'other', tc: 100 }),
        run({ p: 'a', pn: 'Alpha', o: 'failed', r: 'other', tc: 100 }),
        run({ p: 'c', pn: 'Gamma', o: 'failed', r: 'other', tc: 200 }),
      ],
    });
    expect(views([even]).failures.byPrinter.map((row) => row.label)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });
});

describe('buildAnalyticsViews: projects', () => {
  const october = month('2026-10', {
    projects: {
      pa: { n: 'Old name', e: 1000, a: { '2026-10-31': 700, '2026-10-02': 50 } },
      pc: { n: 'Only October', e: 100, a: { '2026-10-05': 900 } },
    },
  });
  const november2 = month('2026-11', {
    projects: {
      pa: { n: 'Brackets', e: 1500, a: { '2026-11-02': 1000, '2026-11-28': 5000 } },
      pb: { n: 'Lamp', e: 2000, a: { '2026-11-10': 1800 } },
      pd: { n: 'Free', e: 0, a: { '2026-11-10': 0 } },
      pe: { n: 'Euro job', e: 100, a: { '2026-11-11': 300 } },
    },
    invoices: [
      invoice({ pj: 'pa', c: 2500 }),
      invoice({ pj: 'pa', k: 'paid', c: 2500, d: '2026-11-05' }),
      invoice({ pj: 'pb', d: '2026-11-06', c: 4000 }),
      invoice({ pj: 'pb', d: '2026-11-07', cur: 'EUR', c: 100 }),
      invoice({ pj: 'pe', cur: 'EUR', c: 900 }),
      invoice({ pj: 'pb', d: '2026-11-29', c: 100_000 }),
    ],
  });
  const period = { start: '2026-10-15', end: '2026-11-25' };

  it('compares estimate and actual in the period, most under-quoted first', () => {
    const { projects } = views([october, november2], period);
    expect(projects).toEqual([
      {
        projectId: 'pa',
        name: 'Brackets',
        estimateCents: 1500,
        actualCents: 1700,
        overrunCents: 200,
        invoiced: [{ currency: 'USD', cents: 2500 }],
        marginCents: 800,
      },
      {
        projectId: 'pe',
        name: 'Euro job',
        estimateCents: 100,
        actualCents: 300,
        overrunCents: 200,
        invoiced: [{ currency: 'EUR', cents: 900 }],
        marginCents: null,
      },
      {
        projectId: 'pb',
        name: 'Lamp',
        estimateCents: 2000,
        actualCents: 1800,
        overrunCents: -200,
        invoiced: [
          { currency: 'USD', cents: 4000 },
          { currency: 'EUR', cents: 100 },
        ],
        marginCents: null,
      },
    ]);
  });

  it('has no margin without an invoice, and counts voided invoices off', () => {
    const voided = month('2026-11', {
      projects: { pa: { n: 'Brackets', e: 1500, a: { '2026-11-02': 1000 } } },
      invoices: [invoice({ pj: 'pa', n: 0, c: 0 })],
    });
    expect(views([voided]).projects[0]).toMatchObject({ invoiced: [], marginCents: null });
  });

  it('gives the margin in the user’s currency', () => {
    const [euro] = views([october, november2], period, afterNovember, 'EUR').projects.filter(
      (row) => row.projectId === 'pe',
    );
    expect(euro?.marginCents).toBe(600);
  });
});

describe('buildAnalyticsViews: revenue and maintenance', () => {
  it('sums invoiced and paid per month and currency, and passes outstanding through', () => {
    const october = month('2026-10', {
      invoices: [
        invoice({ d: '2026-10-20', c: 1000 }),
        invoice({ d: '2026-10-21', c: 2000, pj: 'pa' }),
        invoice({ d: '2026-10-22', k: 'paid', c: 1000 }),
        invoice({ d: '2026-10-05', c: 99 }),
      ],
    });
    const november3 = month('2026-11', {
      invoices: [
        invoice({ d: '2026-11-02', cur: 'EUR', c: 500 }),
        invoice({ d: '2026-11-03', cur: 'GBP', n: 0, c: 0 }),
        invoice({ d: '2026-11-04', k: 'paid', c: 2000, pj: 'pa' }),
      ],
    });
    const outstanding = [{ currency: 'USD', cents: 3000, count: 2 }];
    const result = buildAnalyticsViews({
      rollups: [october, november3],
      period: { start: '2026-10-10', end: '2026-11-25' },
      outstanding,
      currency: 'USD',
      now: afterNovember,
    });
    expect(result.revenue).toEqual({
      rows: [
        { month: '2026-10', currency: 'USD', invoicedCents: 3000, paidCents: 1000 },
        { month: '2026-10', currency: 'EUR', invoicedCents: 0, paidCents: 0 },
        { month: '2026-11', currency: 'USD', invoicedCents: 0, paidCents: 2000 },
        { month: '2026-11', currency: 'EUR', invoicedCents: 500, paidCents: 0 },
      ],
      outstanding,
    });
  });

  it('sums maintenance per printer, most spent first, named by the newest entry', () => {
    const doc = month('2026-11', {
      maintenance: [
        maintenance({ d: '2026-11-02', p: 'p1', pn: 'MK4', n: 2, c: 1500 }),
        maintenance({ d: '2026-11-09', p: 'p1', pn: 'MK4 (left)', n: 1, c: 0 }),
        maintenance({ d: '2026-11-03', p: 'p2', pn: 'Bambu', n: 1, c: 4999 }),
        maintenance({ d: '2026-11-04', p: 'p3', pn: 'Spare', n: 1, c: 0 }),
        maintenance({ d: '2026-11-05', p: 'p4', pn: 'Another', n: 1, c: 0 }),
      ],
    });
    expect(views([doc]).maintenance).toEqual([
      { printerId: 'p2', printerName: 'Bambu', count: 1, cents: 4999 },
      { printerId: 'p1', printerName: 'MK4 (left)', count: 3, cents: 1500 },
      { printerId: 'p4', printerName: 'Another', count: 1, cents: 0 },
      { printerId: 'p3', printerName: 'Spare', count: 1, cents: 0 },
    ]);
  });

  it('gives the same views whatever the order of the documents', () => {
    const a = month('2026-10', {
      runs: [run({ d: '2026-10-30', p: 'x', pn: 'X' })],
      maintenance: [maintenance({ d: '2026-10-30' })],
    });
    const b = month('2026-11', {
      runs: [run({ d: '2026-11-01', p: 'y', pn: 'Y' })],
      invoices: [invoice({})],
    });
    const period = { start: '2026-10-01', end: '2026-11-25' };
    expect(views([b, a], period)).toEqual(views([a, b], period));
  });
});
