import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatePrintCost } from '@/domain/calculator';
import {
  canConvertQuote,
  canTransition,
  defaultNumbering,
  distinctClients,
  formatDocumentNumber,
  formTotals,
  INVOICE_LIMITS,
  invoiceDocumentId,
  invoiceFormDefaults,
  invoiceFormSchema,
  invoiceMessages,
  invoiceTotals,
  isLocked,
  lineTotal,
  linesFromProject,
  linesFromStored,
  monthStartOf,
  NUMBER_PREFIX_PATTERN,
  paidDateIssue,
  parseInvoiceDocument,
  storedLines,
  type DocumentStatus,
  type InvoiceFormValues,
} from '@/domain/invoices';

describe('totals in cents', () => {
  it('rounds each line to the cent, halves away from zero', () => {
    expect(lineTotal({ quantity: 3, unitPrice: 19.99 })).toBe(59.97);
    expect(lineTotal({ quantity: 0.333, unitPrice: 10 })).toBe(3.33);
    expect(lineTotal({ quantity: 0.5, unitPrice: 0.05 })).toBe(0.03); // 0.025 → 0.03
    expect(lineTotal({ quantity: 1.005, unitPrice: 1 })).toBe(1.01);
    expect(lineTotal({ quantity: 0.1, unitPrice: 0.2 })).toBe(0.02);
  });

  it('stays exact for the largest quantity and price', () => {
    expect(lineTotal({ quantity: 1_000_000, unitPrice: 1_000_000_000 })).toBe(1e15);
    expect(lineTotal({ quantity: 999_999.999, unitPrice: 0.01 })).toBe(10000);
  });

  it('adds rounded lines, takes the discount off the subtotal, then taxes the rest', () => {
    const lines = [
      { quantity: 3, unitPrice: 0.1 }, // 0.30
      { quantity: 1, unitPrice: 0.2 }, // 0.20
      { quantity: 2, unitPrice: 12.345 }, // 24.69 (12.345 read as 12.35 at 2 decimals → 24.70)
    ];
    const totals = invoiceTotals(lines, 20, 10);
    expect(totals.subtotal).toBe(25.2);
    expect(totals.discount).toBe(2.52);
    expect(totals.tax).toBe(4.54); // 22.68 × 20 % = 4.536
    expect(totals.total).toBe(27.22);
    expect(Math.round((totals.subtotal - totals.discount + totals.tax) * 100)).toBe(
      Math.round(totals.total * 100),
    );
  });

  it('never shows binary float drift', () => {
    const totals = invoiceTotals(
      Array.from({ length: 10 }, () => ({ quantity: 1, unitPrice: 0.1 })),
      0,
      0,
    );
    expect(totals.total).toBe(1);
    expect(invoiceTotals([{ quantity: 1, unitPrice: 100 }], 8.875, 0).tax).toBe(8.88);
  });

  it('allows a 0 % tax rate and no lines', () => {
    expect(invoiceTotals([], 0, 0)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
    expect(invoiceTotals([{ quantity: 2, unitPrice: 5 }], 0, 100)).toEqual({
      subtotal: 10,
      discount: 10,
      tax: 0,
      total: 0,
    });
  });

  it('counts non-finite values as 0', () => {
    expect(lineTotal({ quantity: Number.NaN, unitPrice: 5 })).toBe(0);
    expect(lineTotal({ quantity: 1, unitPrice: Number.POSITIVE_INFINITY })).toBe(0);
  });
});

describe('numbering', () => {
  it('pads the sequence to 4 digits and grows past them', () => {
    expect(formatDocumentNumber('INV-2026-', 1)).toBe('INV-2026-0001');
    expect(formatDocumentNumber('QUO-', 42)).toBe('QUO-0042');
    expect(formatDocumentNumber('', 12345)).toBe('12345');
  });

  it('defaults the prefixes to the current year and next to 1', () => {
    expect(defaultNumbering(new Date(2026, 0, 1))).toEqual({
      invoice: { prefix: 'INV-2026-', next: 1 },
      quote: { prefix: 'QUO-2026-', next: 1 },
    });
  });

  it('gives each kind and sequence one id', () => {
    expect(invoiceDocumentId('u1', 'invoice', 3)).toBe('u1_invoice_3');
    expect(invoiceDocumentId('u1', 'quote', 3)).not.toBe(invoiceDocumentId('u1', 'invoice', 3));
  });
});

describe('life cycle', () => {
  const statuses: DocumentStatus[] = ['draft', 'sent', 'paid', 'void'];
  const allowed = (kind: 'invoice' | 'quote') =>
    statuses.flatMap((from) =>
      statuses.filter((to) => canTransition(kind, from, to)).map((to) => `${from}→${to}`),
    );

  it('moves an invoice draft → sent → paid, or to void from draft or sent', () => {
    expect(allowed('invoice')).toEqual(['draft→sent', 'draft→void', 'sent→paid', 'sent→void']);
  });

  it('moves a quote draft → sent, or to void; a quote is never paid', () => {
    expect(allowed('quote')).toEqual(['draft→sent', 'draft→void', 'sent→void']);
  });

  it('locks everything but a draft, and a quote turned into an invoice whatever its status', () => {
    const open = { kind: 'invoice' as const, convertedToInvoiceId: null };
    expect(statuses.map((status) => isLocked({ ...open, status }))).toEqual([false, true, true, true]);
    const converted = { kind: 'quote' as const, convertedToInvoiceId: 'inv-1' };
    expect(statuses.map((status) => isLocked({ ...converted, status }))).toEqual([true, true, true, true]);
    expect(isLocked({ kind: 'quote', status: 'draft', convertedToInvoiceId: null })).toBe(false);
  });

  it('converts a quote once, unless void', () => {
    expect(canConvertQuote({ kind: 'quote', status: 'sent', convertedToInvoiceId: null })).toBe(true);
    expect(canConvertQuote({ kind: 'quote', status: 'draft', convertedToInvoiceId: null })).toBe(true);
    expect(canConvertQuote({ kind: 'quote', status: 'void', convertedToInvoiceId: null })).toBe(false);
    expect(canConvertQuote({ kind: 'quote', status: 'sent', convertedToInvoiceId: 'x' })).toBe(false);
    expect(canConvertQuote({ kind: 'invoice', status: 'draft', convertedToInvoiceId: null })).toBe(false);
  });
});

describe('the editor form', () => {
  const now = new Date(2026, 2, 15);
  const valid = (): InvoiceFormValues => ({
    ...invoiceFormDefaults(null, now),
    client: { name: ' Ada Ltd ', email: 'ada@example.com', address: '' },
    lines: [{ id: 'line-1', description: 'Bracket', quantity: '2', unitPrice: '4.50' }],
    taxRatePercent: '20',
  });
  const issues = (values: unknown) => {
    const result = invoiceFormSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('starts from today, one empty line and no tax', () => {
    const defaults = invoiceFormDefaults(null, now);
    expect(defaults.issueDate).toBe('2026-03-15');
    expect(defaults.lines).toHaveLength(1);
    expect(defaults.lines[0]).toMatchObject({ description: '', quantity: '1', unitPrice: '' });
    expect(defaults.lines[0]?.id).toMatch(/^line-/);
    expect(defaults.taxRatePercent).toBe('0');
  });

  it('parses typed values into the stored shape', () => {
    expect(invoiceFormSchema.parse(valid())).toEqual({
      client: { name: 'Ada Ltd', email: 'ada@example.com', address: null },
      issueDate: '2026-03-15',
      dueDate: null,
      lines: [{ id: 'line-1', description: 'Bracket', quantity: 2, unitPrice: 4.5 }],
      taxRatePercent: 20,
      discountPercent: 0,
      notes: null,
    });
  });

  it('says each bad input clearly, all at once', () => {
    const values = valid();
    expect(
      issues({
        ...values,
        client: { name: '  ', email: 'nope', address: '' },
        lines: [
          { id: 'a', description: '', quantity: '-1', unitPrice: '-2' },
          { id: 'b', description: 'x', quantity: '0', unitPrice: 'abc' },
          { id: 'c', description: 'x', quantity: '', unitPrice: '' },
          { id: 'd', description: 'x', quantity: '1.0005', unitPrice: '1.005' },
        ],
        taxRatePercent: '101',
        discountPercent: '-5',
        dueDate: '2026-03-01',
      }),
    ).toEqual({
      'client.name': invoiceMessages.clientNameRequired,
      'client.email': invoiceMessages.invalidEmail,
      'lines.0.description': invoiceMessages.descriptionRequired,
      'lines.0.quantity': invoiceMessages.quantityPositive,
      'lines.0.unitPrice': invoiceMessages.priceNotNegative,
      'lines.1.quantity': invoiceMessages.quantityPositive,
      'lines.1.unitPrice': invoiceMessages.notANumber,
      'lines.2.quantity': invoiceMessages.quantityRequired,
      'lines.2.unitPrice': invoiceMessages.priceRequired,
      'lines.3.quantity': invoiceMessages.quantityDecimals,
      'lines.3.unitPrice': invoiceMessages.priceDecimals,
      taxRatePercent: invoiceMessages.taxRateMax,
      discountPercent: invoiceMessages.discountNegative,
      dueDate: invoiceMessages.dueBeforeIssue,
    });
  });

  it('words the messages of the issue', () => {
    const client = { name: '', email: null, address: null };
    const line = { id: 'a', description: '', quantity: '0', unitPrice: '-2' };
    expect(issues({ ...valid(), client, lines: [line], taxRatePercent: '101' })).toEqual({
      'client.name': 'Client name is required',
      'lines.0.description': 'Description is required',
      'lines.0.quantity': 'Quantity must be greater than 0',
      'lines.0.unitPrice': 'Price cannot be negative',
      taxRatePercent: 'Tax rate cannot be more than 100%',
    });
    expect(issues({ ...valid(), lines: [] })).toEqual({ lines: 'Add at least one line' });
  });

  it('needs one line and at most 100', () => {
    expect(issues({ ...valid(), lines: [] })).toEqual({ lines: invoiceMessages.noLines });
    const line = { id: 'l', description: 'x', quantity: '1', unitPrice: '1' };
    expect(issues({ ...valid(), lines: Array.from({ length: 101 }, () => line) })).toEqual({
      lines: invoiceMessages.tooManyLines,
    });
    expect(issues({ ...valid(), lines: Array.from({ length: 100 }, () => line) })).toEqual({});
  });

  it('refuses Infinity, NaN text, huge values and a total above the bound', () => {
    const line = (quantity: unknown, unitPrice: unknown) => ({
      ...valid(),
      lines: [{ id: 'l', description: 'x', quantity, unitPrice }],
    });
    expect(issues(line(Number.POSITIVE_INFINITY, 1))).toEqual({
      'lines.0.quantity': invoiceMessages.notANumber,
    });
    expect(issues(line('1e999', 1))).toEqual({ 'lines.0.quantity': invoiceMessages.notANumber });
    expect(issues(line(1, '1e10'))).toEqual({ 'lines.0.unitPrice': invoiceMessages.priceTooLarge });
    expect(issues(line(1_000_000, 1_000_000_000))).toEqual({ lines: invoiceMessages.totalTooLarge });
    expect(issues({ ...valid(), notes: 'x'.repeat(2001) })).toEqual({
      notes: 'Must be at most 2,000 characters',
    });
  });

  it('reads a blank tax rate and discount as 0', () => {
    const parsed = invoiceFormSchema.parse({ ...valid(), taxRatePercent: '', discountPercent: Number.NaN });
    expect(parsed.taxRatePercent).toBe(0);
    expect(parsed.discountPercent).toBe(0);
  });

  it('keeps a stored document round-trip through the form', () => {
    const stored = {
      client: { name: 'Ada', email: null, address: 'Street 1' },
      issueDate: '2026-01-02',
      dueDate: '2026-02-01',
      lines: [{ id: 'line-9', description: 'Vase', quantity: 1.5, unitPrice: 20 }],
      taxRatePercent: 7.5,
      discountPercent: 5,
      notes: 'Thanks',
    };
    expect(invoiceFormSchema.parse(invoiceFormDefaults(stored))).toEqual(stored);
  });

  it('shows live totals while typing, bad numbers as 0', () => {
    expect(
      formTotals({
        lines: [
          { id: 'a', description: '', quantity: '2', unitPrice: '5' },
          { id: 'b', description: '', quantity: 'abc', unitPrice: '5' },
        ],
        taxRatePercent: '10',
        discountPercent: '',
      }),
    ).toEqual({ subtotal: 10, discount: 0, tax: 1, total: 11 });
  });
});

describe('paid date', () => {
  it('needs a real day on or after the issue date', () => {
    expect(paidDateIssue('2026-03-20', '2026-03-15')).toBeNull();
    expect(paidDateIssue('2026-03-15', '2026-03-15')).toBeNull();
    expect(paidDateIssue('', '2026-03-15')).toBe(invoiceMessages.paidDateRequired);
    expect(paidDateIssue('2026-02-30', '2026-01-15')).toBe(invoiceMessages.paidDateRequired);
    expect(paidDateIssue('2026-03-01', '2026-03-15')).toBe(invoiceMessages.paidBeforeIssue);
  });
});

describe('lines from a project', () => {
  const job = (id: string, description: string, hours: number, grams: number) => ({
    id,
    description,
    printTime: { hours, minutes: 0 },
    material: { meters: 0, grams },
  });
  const jobs = [job('job-a', 'Base plate', 2, 100), job('job-b', '', 1, 50)];
  const pricing = {
    printers: [{ id: 'p1', costPerHour: 1 }],
    spools: [{ purchasePrice: 20, weight: 1000 }],
    electricityRate: 0.2,
    profitPercent: 50,
    setupFee: 3,
  };

  it('makes one line per job, quantity 1, priced by the calculator with profit and extra costs', () => {
    const lines = linesFromProject({ printers: ['p1'] }, jobs, pricing, 'estimate');
    const expected = calculatePrintCost({
      printTimeHours: 3,
      materialWeightGrams: 150,
      materialCostPerKg: 20,
      printerCostPerHour: 1,
      failureRatePercent: 10,
      setupFee: 3,
      profitPercent: 50,
      electricityRate: 0.2,
    })!.finalPrice!;
    expect(lines.map((line) => [line.description, line.quantity])).toEqual([
      ['Base plate', 1],
      ['Print job 2', 1],
    ]);
    const sum = invoiceTotals(lines, 0, 0).subtotal;
    expect(sum).toBe(Math.round(expected * 100) / 100);
    // Job a costs twice job b: it gets two thirds of the price.
    expect(lines[0]!.unitPrice).toBeCloseTo((sum * 2) / 3, 1);
    expect(new Set(lines.map((line) => line.id)).size).toBe(2);
  });

  it('prices from the finished runs for basis actual', () => {
    const runs = [
      { jobId: 'job-a', status: 'completed', totalCost: 4 },
      { jobId: 'job-a', status: 'failed', totalCost: 1 },
      { jobId: 'job-b', status: 'completed', totalCost: 5 },
      { jobId: 'job-b', status: 'printing', totalCost: null },
    ];
    const lines = linesFromProject(
      { printers: ['p1'] },
      jobs,
      { ...pricing, profitPercent: 0, setupFee: 0, runs },
      'actual',
    );
    expect(lines.map((line) => line.unitPrice)).toEqual([5, 5]);
  });

  it('splits equally when nothing costs anything, and gives no lines for no jobs', () => {
    const lines = linesFromProject(
      { printers: [] },
      [job('a', 'A', 0, 0), job('b', 'B', 0, 0), job('c', 'C', 0, 0)],
      { printers: [], spools: [], setupFee: 10 },
      'estimate',
    );
    expect(lines.map((line) => line.unitPrice)).toEqual([3.34, 3.33, 3.33]);
    expect(linesFromProject({ printers: [] }, [], pricing, 'estimate')).toEqual([]);
  });
});

describe('stored documents', () => {
  it('reads damaged fields as safe defaults', () => {
    const doc = parseInvoiceDocument('u_invoice_1', {
      userId: 'u',
      kind: 'invoice',
      status: 'bogus',
      lines: 'x',
    });
    expect(doc).toMatchObject({
      id: 'u_invoice_1',
      status: 'draft',
      lines: [],
      paperSize: 'A4',
      quoteId: null,
    });
  });

  it('offers each earlier client once, newest first', () => {
    const client = (name: string, email: string | null = null) => ({
      client: { name, email, address: null },
    });
    expect(
      distinctClients([client('Ada', 'new@x'), client('ada', 'old@x'), client(''), client('Bob')]),
    ).toEqual([
      { name: 'Ada', email: 'new@x', address: null },
      { name: 'Bob', email: null, address: null },
    ]);
  });

  it('starts the month on the 1st', () => {
    expect(monthStartOf(new Date(2026, 10, 24))).toBe('2026-11-01');
  });
});

describe('stored lines', () => {
  it('round-trips lines through the stored columns, exactly', () => {
    const lines = [
      { id: 'line-a', description: 'Bracket\nblack', quantity: 0.125, unitPrice: 19.99 },
      { id: 'line-b', description: 'Vase', quantity: 1_000_000, unitPrice: 1_000_000_000 },
      { id: 'line-c', description: 'Free sample', quantity: 1, unitPrice: 0 },
    ];
    expect(storedLines(lines)).toEqual({
      ids: ['line-a', 'line-b', 'line-c'],
      descriptions: ['Bracket\nblack', 'Vase', 'Free sample'],
      quantityThousandths: [125, 1_000_000_000, 1000],
      unitPriceCents: [1999, 100_000_000_000, 0],
    });
    expect(linesFromStored(storedLines(lines))).toEqual(lines);
  });

  it('reads damaged columns as no lines, digit texts as their numbers', () => {
    expect(linesFromStored(null)).toEqual([]);
    expect(linesFromStored([{ id: 'x' }])).toEqual([]);
    expect(
      linesFromStored({ ids: ['a'], descriptions: [], quantityThousandths: [1], unitPriceCents: [1] }),
    ).toEqual([]);
    expect(
      linesFromStored({
        ids: ['a'],
        descriptions: ['d'],
        quantityThousandths: ['2000'],
        unitPriceCents: [450],
      }),
    ).toEqual([{ id: 'a', description: 'd', quantity: 2, unitPrice: 4.5 }]);
  });

  it('drops control characters from descriptions (the rules use one as a separator)', () => {
    const parsed = invoiceFormSchema.parse({
      ...invoiceFormDefaults(null),
      client: { name: 'Ada', email: '', address: '' },
      lines: [{ id: 'line-1', description: 'A\u001eB\tC\nD', quantity: '1', unitPrice: '1' }],
    });
    expect(parsed.lines[0]?.description).toBe('AB\tC\nD');
  });
});

describe('the rules hold the same bounds', () => {
  const rulesText = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
  it.each([
    `count <= ${INVOICE_LIMITS.lines}`,
    `{1,${INVOICE_LIMITS.description}}`,
    `(${INVOICE_LIMITS.quantity * 1000}|[1-9][0-9]{0,8})`,
    `(${INVOICE_LIMITS.unitPrice * 100}|0|[1-9][0-9]{0,10})`,
    `[A-Za-z0-9_-]{1,${INVOICE_LIMITS.lineId}}`,
    `isNonEmptyString(client.name, ${INVOICE_LIMITS.clientName})`,
    `isOptionalString(client.email, ${INVOICE_LIMITS.clientEmail})`,
    `isOptionalString(client.address, ${INVOICE_LIMITS.clientAddress})`,
    `isOptionalString(business.name, ${INVOICE_LIMITS.businessName})`,
    `isOptionalString(business.paymentTerms, ${INVOICE_LIMITS.businessText})`,
    `isOptionalString(data.notes, ${INVOICE_LIMITS.notes})`,
    `isBoundedNumber(totals.total, ${INVOICE_LIMITS.total})`,
    `isBoundedNumber(data.taxRatePercent, ${INVOICE_LIMITS.percent})`,
    `data.number.size() <= ${INVOICE_LIMITS.number}`,
    `[A-Za-z0-9_/-]{0,${INVOICE_LIMITS.prefix}}`,
    `counter.next <= ${INVOICE_LIMITS.sequence}`,
  ])('%s', (copy) => {
    expect(rulesText).toContain(copy);
  });

  it('the prefix pattern of the profile equals the rules pattern', () => {
    expect(NUMBER_PREFIX_PATTERN.source).toBe('^[A-Za-z0-9_/-]{0,20}$');
    expect(rulesText).toContain(`'${NUMBER_PREFIX_PATTERN.source}'`);
  });
});
