// Issue 18's acceptance test: a seeded account (about 400 runs over 14 months, maintenance,
// invoices in two currencies, quotes, projects) gives the same Analytics figures three ways:
// (a) from the rollups the live events write, one cell per event in the order they happen;
// (b) from the rollups a rebuild computes from the raw records;
// (c) from a plain recomputation over the raw records, here, that uses neither the rollups nor
//     views.ts: every figure to the cent and the tenth of a gram.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  analyticsMessages,
  daysFrom,
  granularityOf,
  monthBuckets,
  monthsOf,
  periodOf,
  weekBuckets,
  weekKeyOf,
} from '@/domain/analytics/period';
import { addCell, rebuildRollups } from '@/domain/analytics/rebuild';
import {
  emptyRollup,
  invoiceCellKey,
  invoiceCellOf,
  maintenanceCellKey,
  maintenanceCellOf,
  runCellKey,
  runCellOf,
  toCents,
  type InvoiceCellKind,
  type RollupDoc,
  type RunCellOutcome,
} from '@/domain/analytics/rollup';
import type { AnalyticsViews, OutstandingRow, Period } from '@/domain/analytics/view-types';
import { buildAnalyticsViews } from '@/domain/analytics/views';
import { isoDateOf } from '@/domain/dates';
import type { InvoiceDocument } from '@/domain/invoices';
import type { MaintenanceLogEntry } from '@/domain/maintenance';
import { FAILURE_REASONS, FAILURE_REASON_VALUES, type Run } from '@/domain/runs';

const UID = 'farm';
const CURRENCY = 'USD';
const FIRST_DAY = '2025-10-01';
const TODAY = '2026-11-25';
const NOW = new Date(2026, 10, 25, 10, 30);

// ---------- the seeded account (deterministic) ----------

function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const localDate = (day: string, hours: number, minutes: number) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hours, minutes);

const PRINTERS = ['p1', 'p2', 'p3'] as const;
/** p1 was renamed on 2026-06-01: its runs and entries carry the name of their day. */
const printerNameOn = (printerId: string, day: string) =>
  printerId === 'p1'
    ? day < '2026-06-01'
      ? 'Prusa MK4'
      : 'Prusa MK4S'
    : printerId === 'p2'
      ? 'Bambu X1C'
      : 'Voron 2.4';
const MATERIALS = [
  { mt: 'PLA', co: 'Black' },
  { mt: 'PLA', co: 'White' },
  { mt: 'PETG', co: 'Blue' },
  { mt: 'PETG', co: 'Black' },
  { mt: 'ABS', co: 'Red' },
  { mt: 'TPU', co: 'Clear' },
  { mt: '', co: '' },
] as const;
const PROJECTS = [
  { id: 'pa', name: 'Brackets', estimatedCost: 45.5 },
  { id: 'pb', name: 'Lamp shades', estimatedCost: 120 },
  { id: 'pc', name: 'Cosplay helmet', estimatedCost: 0.29 },
  { id: 'pd', name: 'Drone frame', estimatedCost: 300.15 },
  { id: 'pe', name: 'Euro order', estimatedCost: 15.15 },
];
/** A project deleted before any of its runs finished: no cell, live or rebuilt. */
const DELETED_PROJECT = 'px';

interface Account {
  runs: Run[];
  maintenance: MaintenanceLogEntry[];
  invoices: InvoiceDocument[];
  projects: typeof PROJECTS;
  /** What happened, in order: each would write one cell (or none). */
  events: { at: Date; order: number; apply: (live: LiveRollups) => void }[];
}

function seededAccount(): Account {
  const random = generator(18);
  const span = daysFrom(FIRST_DAY, TODAY);
  const account: Account = { runs: [], maintenance: [], invoices: [], projects: PROJECTS, events: [] };
  const event = (at: Date, apply: (live: LiveRollups) => void) =>
    account.events.push({ at, order: account.events.length, apply });

  for (let index = 0; index < 400; index += 1) {
    const day = addDays(FIRST_DAY, random.int(0, span));
    const roll = random.next();
    const status: Run['status'] =
      roll < 0.66 ? 'completed' : roll < 0.86 ? 'failed' : roll < 0.97 ? 'cancelled' : 'printing';
    const printerId = random.pick(PRINTERS);
    const { mt, co } = random.pick(MATERIALS);
    const spools = random.int(1, 3);
    // Grams to the hundredth (12.35 g), as a restore or an older client may have stored them.
    const grams = Array.from({ length: spools }, () => random.int(0, 25_000) / 100);
    const materialCost = index % 37 === 0 ? 0.29 : random.int(0, 3000) / 100;
    const machineCost = random.int(0, 2000) / 100;
    const costless = index % 53 === 0;
    let endedAt: Date | null = localDate(day, random.int(0, 23), random.int(0, 59));
    let endedOn: string | null = day;
    if (index % 25 === 3) endedAt = localDate(addDays(day, 1), 0, 20); // finished just before midnight in another time zone
    if (day < '2026-03-01' && random.next() < 0.3) endedOn = null; // finished before issue 18
    if (status === 'printing') {
      endedAt = null;
      endedOn = null;
    }
    const run: Run = {
      id: `run-${String(index).padStart(3, '0')}`,
      userId: UID,
      createdAt: null,
      updatedAt: null,
      projectId: random.pick([...PROJECTS.map((project) => project.id), '', DELETED_PROJECT]),
      jobId: `job-${index}`,
      printerId,
      spoolIds: grams.map((_, spool) => `s${spool}`),
      projectName: '',
      jobLabel: '',
      printerName: printerNameOn(printerId, day),
      spoolLabels: [],
      materialType: mt,
      colorName: co,
      estimatedMinutes: 0,
      estimatedGrams: 0,
      status,
      startedAt: endedAt,
      endedAt,
      endedOn,
      grams: status === 'printing' ? null : grams,
      minutes: status === 'printing' ? null : random.int(0, 900),
      failureReason: status === 'failed' ? random.pick([...FAILURE_REASON_VALUES, null]) : null,
      note: '',
      materialCost: status === 'printing' || costless ? null : materialCost,
      machineCost: status === 'printing' || costless ? null : machineCost,
      totalCost: status === 'printing' || costless ? null : materialCost + machineCost,
    };
    account.runs.push(run);
    if (endedAt) event(endedAt, (live) => live.runFinished(run));
  }

  for (let index = 0; index < 40; index += 1) {
    const doneOn = addDays(FIRST_DAY, random.int(0, span));
    const printerId = random.pick(PRINTERS);
    const entry: MaintenanceLogEntry = {
      id: `log-${index}`,
      userId: UID,
      printerId,
      printerName: printerNameOn(printerId, doneOn),
      taskId: null,
      taskName: 'Service',
      doneOn,
      printMinutes: 0,
      cost: random.pick([0, 0.29, random.int(0, 10_000) / 100, random.int(0, 10_000) / 100]),
      doneBy: '',
      notes: '',
      createdAt: localDate(doneOn, 18, index % 60),
    };
    account.maintenance.push(entry);
    event(entry.createdAt!, (live) => live.maintenanceLogged(entry));
  }

  for (let index = 0; index < 60; index += 1) {
    const kind = index % 6 === 5 ? 'quote' : 'invoice';
    const issueDate = addDays(FIRST_DAY, random.int(0, span));
    const total = random.pick([0.29, 1234.56, random.int(0, 200_000) / 100, random.int(0, 200_000) / 100]);
    const invoice: InvoiceDocument = {
      id: `${UID}_${kind}_${index}`,
      userId: UID,
      kind,
      number: `${kind === 'quote' ? 'QUO' : 'INV'}-${index}`,
      sequence: index,
      status: 'draft',
      projectId: random.pick([...PROJECTS.map((project) => project.id), null, null, DELETED_PROJECT]),
      quoteId: null,
      convertedToInvoiceId: null,
      client: { name: 'Client', email: null, address: null },
      business: { name: null, address: null, taxId: null, email: null, paymentTerms: null },
      issueDate,
      dueDate: null,
      paidDate: null,
      currency: random.next() < 0.3 ? 'EUR' : CURRENCY,
      paperSize: 'A4',
      lines: [{ id: 'line-1', description: 'Prints', quantity: 1, unitPrice: total }],
      taxRatePercent: 0,
      discountPercent: 0,
      notes: null,
      totals: { subtotal: total, discount: 0, tax: 0, total },
      createdAt: localDate(issueDate, 9, 0),
      updatedAt: localDate(issueDate, 9, 0),
    };
    account.invoices.push(invoice);
    const fate = random.pick(['draft', 'sent', 'paid', 'paid', 'sent-void', 'draft-void'] as const);
    if (fate === 'draft-void') invoice.status = 'void';
    if (fate === 'draft' || fate === 'draft-void') continue;
    invoice.status = 'sent';
    event(localDate(issueDate, 12, 0), (live) => live.invoiceMoved(invoice, 'draft', 'sent'));
    const later = addDays(issueDate, random.int(0, 45));
    if (later > TODAY) continue; // not yet
    if (fate === 'paid') {
      if (kind === 'quote') continue; // a quote is never paid
      invoice.status = 'paid';
      invoice.paidDate = later;
      event(localDate(later, 15, 0), (live) => live.invoiceMoved(invoice, 'sent', 'paid'));
    } else if (fate === 'sent-void') {
      invoice.status = 'void';
      event(localDate(later, 16, 0), (live) => live.invoiceMoved(invoice, 'sent', 'void'));
    }
  }
  account.events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  return account;
}

// ---------- (a) what the live events write ----------

class LiveRollups {
  private readonly months = new Map<string, RollupDoc>();
  constructor(private readonly projects: readonly { id: string; name: string; estimatedCost: number }[]) {}

  private doc(month: string): RollupDoc {
    let doc = this.months.get(month);
    if (!doc) this.months.set(month, (doc = emptyRollup(UID, month)));
    return doc;
  }

  /** Run finish: its cell, and its project's when the project was read in the event. */
  runFinished(run: Run) {
    // A run finished before issue 18 has no endedOn: had it had an event, its day would be its end's.
    const day = run.endedOn ?? isoDateOf(run.endedAt!);
    const facts = {
      endedOn: day,
      printerId: run.printerId,
      printerName: run.printerName,
      materialType: run.materialType,
      colorName: run.colorName,
      outcome: run.status as RunCellOutcome,
      failureReason: run.failureReason,
      grams: run.grams ?? [],
      minutes: run.minutes ?? 0,
      materialCost: run.materialCost,
      totalCost: run.totalCost,
    };
    const doc = this.doc(day.slice(0, 7));
    const cell = runCellOf(facts);
    const key = runCellKey(facts);
    doc.runs[key] = addCell(doc.runs[key], cell);
    const project = this.projects.find((candidate) => candidate.id === run.projectId);
    if (project) {
      doc.projects[project.id] = addCell(doc.projects[project.id], {
        n: project.name,
        e: toCents(project.estimatedCost),
        a: { [day]: cell.tc },
      });
    }
  }

  maintenanceLogged(entry: MaintenanceLogEntry) {
    const doc = this.doc(entry.doneOn.slice(0, 7));
    const key = maintenanceCellKey(entry);
    doc.maintenance[key] = addCell(doc.maintenance[key], maintenanceCellOf(entry));
  }

  invoiceMoved(invoice: InvoiceDocument, from: string, to: string) {
    if (invoice.kind !== 'invoice') return;
    const move = (kind: InvoiceCellKind, day: string, sign: 1 | -1) => {
      const facts = {
        day,
        currency: invoice.currency,
        kind,
        projectId: invoice.projectId,
        total: invoice.totals.total,
      };
      const doc = this.doc(day.slice(0, 7));
      const key = invoiceCellKey(facts);
      doc.invoices[key] = addCell(doc.invoices[key], invoiceCellOf(facts, sign));
    };
    if (from === 'draft' && to === 'sent') move('invoiced', invoice.issueDate, 1);
    if (from === 'sent' && to === 'paid') move('paid', invoice.paidDate!, 1);
    if (from === 'sent' && to === 'void') move('invoiced', invoice.issueDate, -1);
  }

  docs(): RollupDoc[] {
    return [...this.months.values()];
  }
}

/** Rollups without the cells of zeros a voided invoice leaves, and without months left empty. */
function withoutZeroCells(docs: RollupDoc[]): RollupDoc[] {
  return docs
    .map((doc) => ({
      ...doc,
      invoices: Object.fromEntries(
        Object.entries(doc.invoices).filter(([, cell]) => cell.n !== 0 || cell.c !== 0),
      ),
    }))
    .filter((doc) =>
      [doc.runs, doc.maintenance, doc.invoices, doc.projects].some((cells) => Object.keys(cells).length > 0),
    )
    .sort((a, b) => a.month.localeCompare(b.month));
}

// ---------- (c) the figures straight from the raw records ----------

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function expectedViews(account: Account, period: Period, outstanding: OutstandingRow[]): AnalyticsViews {
  const inPeriod = (day: string | null | undefined) => !!day && day >= period.start && day <= period.end;
  const dayOf = (run: Run) => run.endedOn ?? (run.endedAt ? isoDateOf(run.endedAt) : null);
  const cents = (amount: number | null) => (amount === null ? 0 : Math.round(amount * 100));
  const decigrams = (grams: number[] | null) =>
    Math.round((grams ?? []).reduce((sum, value) => sum + value, 0) * 10);
  const runs = account.runs
    .filter((run) => run.status !== 'printing' && inPeriod(dayOf(run)))
    .map((run) => ({ run, day: dayOf(run)! }));

  const add = (map: Map<string, number>, key: string, amount: number) =>
    map.set(key, (map.get(key) ?? 0) + amount);
  /** The printer's name on its latest run (latest day, then latest end) in the period. */
  const printerName = (printerId: string) => {
    const latest = runs
      .filter(({ run }) => run.printerId === printerId)
      .sort((a, b) => order(b.day, a.day) || b.run.endedAt!.getTime() - a.run.endedAt!.getTime())[0];
    return latest!.run.printerName;
  };

  // Filament
  const granularity = daysFrom(period.start, period.end) + 1 <= 92 ? 'week' : 'month';
  expect(granularityOf(period)).toBe(granularity);
  const bucketOf = (day: string) => (granularity === 'week' ? weekKeyOf(day) : day.slice(0, 7));
  const buckets = granularity === 'week' ? weekBuckets(period) : monthBuckets(period);
  const material = (run: Run) => run.materialType || analyticsMessages.noMaterial;
  const colour = (run: Run) => run.colorName || analyticsMessages.noColour;
  const gramsBy = new Map<string, number>();
  const centsBy = new Map<string, number>();
  for (const { run, day } of runs) {
    for (const key of [
      material(run),
      `${bucketOf(day)}|${material(run)}`,
      `${bucketOf(day)}|${material(run)}|${colour(run)}`,
    ]) {
      add(gramsBy, key, decigrams(run.grams));
      add(centsBy, key, cents(run.materialCost));
    }
  }
  const used = (key: string) => (gramsBy.get(key) ?? 0) !== 0 || (centsBy.get(key) ?? 0) !== 0;
  const materials = [...new Set(runs.map(({ run }) => material(run)))]
    .filter(used)
    .sort((a, b) => gramsBy.get(b)! - gramsBy.get(a)! || centsBy.get(b)! - centsBy.get(a)! || order(a, b));
  const colourNames = [...new Set(runs.map(({ run }) => colour(run)))];
  const filamentRows = buckets.flatMap((bucket) =>
    materials
      .filter((name) => used(`${bucket.key}|${name}`))
      .map((name) => ({
        bucket: bucket.key,
        material: name,
        decigrams: gramsBy.get(`${bucket.key}|${name}`)!,
        cents: centsBy.get(`${bucket.key}|${name}`)!,
      })),
  );
  const colourRows = filamentRows.flatMap(({ bucket, material: name }) =>
    colourNames
      .filter((colourName) => used(`${bucket}|${name}|${colourName}`))
      .map((colourName) => ({
        bucket,
        material: name,
        colour: colourName,
        decigrams: gramsBy.get(`${bucket}|${name}|${colourName}`)!,
        cents: centsBy.get(`${bucket}|${name}|${colourName}`)!,
      }))
      .sort((a, b) => b.decigrams - a.decigrams || b.cents - a.cents || order(a.colour, b.colour)),
  );

  // Machine hours
  const weeks = weekBuckets(period);
  const printers = [...new Set(runs.map(({ run }) => run.printerId))];
  const byName = (a: string, b: string) => order(printerName(a), printerName(b)) || order(a, b);
  const printingMinutes = (printerId: string, week?: string) =>
    runs
      .filter(
        ({ run, day }) =>
          run.printerId === printerId && run.status !== 'cancelled' && (!week || weekKeyOf(day) === week),
      )
      .reduce((sum, { run }) => sum + (run.minutes ?? 0), 0);
  const endsToday = period.end >= TODAY;
  const periodMinutes = endsToday
    ? daysFrom(period.start, TODAY) * 1440 + NOW.getHours() * 60 + NOW.getMinutes()
    : (daysFrom(period.start, period.end) + 1) * 1440;

  // Failures
  const failureRows = (keyOf: (run: Run) => string, labelOf: (key: string) => string) =>
    [...new Set(runs.map(({ run }) => keyOf(run)))]
      .map((key) => {
        const counted = runs.filter(({ run }) => keyOf(run) === key && run.status !== 'cancelled');
        const failed = counted.filter(({ run }) => run.status === 'failed');
        return {
          key,
          label: labelOf(key),
          runs: counted.length,
          failed: failed.length,
          rate: counted.length ? failed.length / counted.length : 0,
          failureCents: failed.reduce((sum, { run }) => sum + cents(run.totalCost), 0),
        };
      })
      .filter((row) => row.runs > 0)
      .sort(
        (a, b) =>
          b.rate - a.rate ||
          b.failureCents - a.failureCents ||
          order(a.label, b.label) ||
          order(a.key, b.key),
      );
  const failedRuns = runs.filter(({ run }) => run.status === 'failed');
  const reasons = [...new Set(failedRuns.map(({ run }) => run.failureReason ?? '-'))]
    .map((reason) => {
      const these = failedRuns.filter(({ run }) => (run.failureReason ?? '-') === reason);
      return {
        reason,
        label: FAILURE_REASONS.find((entry) => entry.value === reason)?.label ?? analyticsMessages.noReason,
        count: these.length,
        cents: these.reduce((sum, { run }) => sum + cents(run.totalCost), 0),
      };
    })
    .sort((a, b) => b.count - a.count || b.cents - a.cents || order(a.reason, b.reason));

  // Invoices: what is invoiced (sent or paid, at the issue date) and paid (at the paid date).
  const invoices = account.invoices.filter((invoice) => invoice.kind === 'invoice');
  const invoicedInPeriod = invoices.filter(
    (invoice) => (invoice.status === 'sent' || invoice.status === 'paid') && inPeriod(invoice.issueDate),
  );
  const paidInPeriod = invoices.filter((invoice) => invoice.status === 'paid' && inPeriod(invoice.paidDate));
  const currencyOrder = (a: string, b: string) =>
    Number(b === CURRENCY) - Number(a === CURRENCY) || order(a, b);

  // Projects
  const projects = account.projects
    .map((project) => {
      const actualCents = runs
        .filter(({ run }) => run.projectId === project.id)
        .reduce((sum, { run }) => sum + cents(run.totalCost), 0);
      const invoicedBy = new Map<string, number>();
      for (const invoice of invoicedInPeriod.filter((candidate) => candidate.projectId === project.id)) {
        add(invoicedBy, invoice.currency, cents(invoice.totals.total));
      }
      const invoiced = [...invoicedBy]
        .filter(([, amount]) => amount !== 0)
        .map(([currency, amount]) => ({ currency, cents: amount }))
        .sort((a, b) => currencyOrder(a.currency, b.currency));
      const estimateCents = Math.round(project.estimatedCost * 100);
      return {
        projectId: project.id,
        name: project.name,
        estimateCents,
        actualCents,
        overrunCents: actualCents - estimateCents,
        invoiced,
        marginCents:
          invoiced.length === 1 && invoiced[0]!.currency === CURRENCY
            ? invoiced[0]!.cents - actualCents
            : null,
      };
    })
    .filter((row) => row.actualCents > 0)
    .sort(
      (a, b) => b.overrunCents - a.overrunCents || order(a.name, b.name) || order(a.projectId, b.projectId),
    );

  // Revenue
  const currencies = [
    ...new Set([
      CURRENCY,
      ...invoicedInPeriod.map((i) => i.currency),
      ...paidInPeriod.map((i) => i.currency),
    ]),
  ].sort(currencyOrder);
  const revenueRows = monthsOf(period).flatMap((month) =>
    currencies.map((currency) => ({
      month,
      currency,
      invoicedCents: invoicedInPeriod
        .filter((invoice) => invoice.currency === currency && invoice.issueDate.startsWith(month))
        .reduce((sum, invoice) => sum + cents(invoice.totals.total), 0),
      paidCents: paidInPeriod
        .filter((invoice) => invoice.currency === currency && invoice.paidDate!.startsWith(month))
        .reduce((sum, invoice) => sum + cents(invoice.totals.total), 0),
    })),
  );

  // Maintenance
  const entries = account.maintenance.filter((entry) => inPeriod(entry.doneOn));
  const maintenance = [...new Set(entries.map((entry) => entry.printerId))]
    .map((printerId) => {
      const these = entries.filter((entry) => entry.printerId === printerId);
      const latest = [...these].sort(
        (a, b) => order(b.doneOn, a.doneOn) || b.createdAt!.getTime() - a.createdAt!.getTime(),
      )[0]!;
      return {
        printerId,
        printerName: latest.printerName,
        count: these.length,
        cents: these.reduce((sum, entry) => sum + cents(entry.cost), 0),
      };
    })
    .sort(
      (a, b) =>
        b.cents - a.cents ||
        b.count - a.count ||
        order(a.printerName, b.printerName) ||
        order(a.printerId, b.printerId),
    );

  return {
    period,
    filament: {
      granularity,
      buckets,
      materials,
      rows: filamentRows,
      colours: colourRows,
      totals: materials.map((name) => ({
        material: name,
        decigrams: gramsBy.get(name)!,
        cents: centsBy.get(name)!,
      })),
    },
    machineHours: {
      buckets: weeks,
      rows: weeks.flatMap((week) =>
        [...printers]
          .sort(byName)
          .map((printerId) => ({
            bucket: week.key,
            printerId,
            printerName: printerName(printerId),
            minutes: printingMinutes(printerId, week.key),
          }))
          .filter((row) => row.minutes !== 0),
      ),
      utilisation: printers
        .map((printerId) => ({
          printerId,
          printerName: printerName(printerId),
          minutes: printingMinutes(printerId),
          periodMinutes,
          share: Math.min(1, printingMinutes(printerId) / periodMinutes),
        }))
        .sort((a, b) => b.minutes - a.minutes || byName(a.printerId, b.printerId)),
    },
    failures: {
      byPrinter: failureRows((run) => run.printerId, printerName),
      byMaterial: failureRows(
        (run) => run.materialType,
        (key) => key || analyticsMessages.noMaterial,
      ),
      reasons,
    },
    projects,
    revenue: { rows: revenueRows, outstanding },
    maintenance,
  };
}

// ---------- the test ----------

const account = seededAccount();
const live = new LiveRollups(account.projects);
for (const event of account.events) event.apply(live);
const rebuilt = rebuildRollups(UID, account);
const outstanding: OutstandingRow[] = ['EUR', 'USD'].map((currency) => {
  const sent = account.invoices.filter(
    (i) => i.kind === 'invoice' && i.status === 'sent' && i.currency === currency,
  );
  return {
    currency,
    count: sent.length,
    cents: sent.reduce((sum, i) => sum + Math.round(i.totals.total * 100), 0),
  };
});

const periods: [string, Period][] = [
  ['this month', periodOf('this-month', TODAY) as Period],
  ['the last 30 days', periodOf('last-30', TODAY) as Period],
  ['the last 90 days', periodOf('last-90', TODAY) as Period],
  ['this year', periodOf('this-year', TODAY) as Period],
  [
    'a custom range across a year boundary',
    periodOf('custom', TODAY, { start: '2025-12-15', end: '2026-01-20' }) as Period,
  ],
  [
    'a custom range of months, ending mid-month',
    periodOf('custom', TODAY, { start: '2025-10-20', end: '2026-02-10' }) as Period,
  ],
  ['the whole history', periodOf('custom', TODAY, { start: FIRST_DAY, end: TODAY }) as Period],
];

describe('Analytics recomputation of a seeded account', () => {
  it('seeds what the views must cover', () => {
    const statuses = new Set(account.runs.map((run) => run.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'failed', 'printing']);
    expect(new Set(account.runs.map((run) => run.failureReason ?? '-')).size).toBe(
      FAILURE_REASON_VALUES.length + 1,
    );
    expect(account.runs.some((run) => run.endedOn === null && run.endedAt !== null)).toBe(true);
    expect(
      account.runs.some((run) => run.endedOn && run.endedAt && isoDateOf(run.endedAt) !== run.endedOn),
    ).toBe(true);
    expect(new Set(account.invoices.map((invoice) => `${invoice.kind} ${invoice.status}`))).toEqual(
      new Set([
        'invoice draft',
        'invoice sent',
        'invoice paid',
        'invoice void',
        'quote draft',
        'quote sent',
        'quote void',
      ]),
    );
    expect(account.events.length).toBeGreaterThan(400);
    expect(rebuilt.map((doc) => doc.month)).toEqual(monthsOf({ start: FIRST_DAY, end: TODAY }));
  });

  it('rebuilds exactly what the live events wrote (but the zeros of voided invoices)', () => {
    expect(withoutZeroCells(live.docs())).toEqual(rebuilt);
    // The live path did leave such cells: the comparison above is not vacuous about voids.
    expect(live.docs().some((doc) => Object.values(doc.invoices).some((cell) => cell.n === 0))).toBe(true);
  });

  describe.each(periods)('for %s', (_, period) => {
    const fromLive = buildAnalyticsViews({
      rollups: live.docs(),
      period,
      outstanding,
      currency: CURRENCY,
      now: NOW,
    });
    const fromRebuild = buildAnalyticsViews({
      rollups: rebuilt,
      period,
      outstanding,
      currency: CURRENCY,
      now: NOW,
    });

    it('shows the same figures from live and rebuilt rollups', () => {
      expect(fromLive).toEqual(fromRebuild);
    });

    it('matches every figure recomputed from the raw records, to the cent and the tenth of a gram', () => {
      const expected = expectedViews(account, period, outstanding);
      expect(fromRebuild.filament).toEqual(expected.filament);
      expect(fromRebuild.machineHours).toEqual(expected.machineHours);
      expect(fromRebuild.failures).toEqual(expected.failures);
      expect(fromRebuild.projects).toEqual(expected.projects);
      expect(fromRebuild.revenue).toEqual(expected.revenue);
      expect(fromRebuild.maintenance).toEqual(expected.maintenance);
      expect(fromRebuild).toEqual(expected);
    });

    it('has figures to compare', () => {
      expect(fromRebuild.filament.rows.length).toBeGreaterThan(0);
      expect(fromRebuild.machineHours.utilisation.length).toBeGreaterThan(0);
      expect(fromRebuild.failures.byPrinter.length).toBeGreaterThan(0);
    });
  });

  it('covers every view over the whole history', () => {
    const views = buildAnalyticsViews({
      rollups: rebuilt,
      period: { start: FIRST_DAY, end: TODAY },
      outstanding,
      currency: CURRENCY,
      now: NOW,
    });
    expect(views.filament.materials).toHaveLength(5);
    expect(views.machineHours.utilisation.map((row) => row.printerName).sort()).toEqual([
      'Bambu X1C',
      'Prusa MK4S',
      'Voron 2.4',
    ]);
    expect(views.failures.reasons.length).toBe(FAILURE_REASON_VALUES.length + 1);
    expect(views.projects.length).toBe(PROJECTS.length);
    expect(views.projects.some((row) => row.marginCents !== null)).toBe(true);
    expect(views.projects.some((row) => row.invoiced.some((amount) => amount.currency === 'EUR'))).toBe(true);
    expect(new Set(views.revenue.rows.map((row) => row.currency))).toEqual(new Set(['USD', 'EUR']));
    expect(views.revenue.rows.some((row) => row.paidCents > 0)).toBe(true);
    expect(views.maintenance.length).toBe(3);
    // Per-run rounding to the tenth of a gram and the cent stays within half a unit a run of the raw sums.
    const finished = account.runs.filter((run) => run.status !== 'printing');
    const rawGrams = finished.flatMap((run) => run.grams ?? []).reduce((sum, grams) => sum + grams, 0);
    const rawCost = finished.reduce((sum, run) => sum + (run.materialCost ?? 0), 0);
    const shownGrams = views.filament.totals.reduce((sum, row) => sum + row.decigrams, 0) / 10;
    const shownCost = views.filament.totals.reduce((sum, row) => sum + row.cents, 0) / 100;
    expect(Math.abs(shownGrams - rawGrams)).toBeLessThanOrEqual(0.05 * finished.length);
    expect(Math.abs(shownCost - rawCost)).toBeLessThan(0.005 * finished.length);
  });
});
