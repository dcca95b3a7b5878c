// Issue 14: the invoices repository against the emulators with the real rules: numbers, the
// life cycle, a quote turned into an invoice, the list, the summary, client suggestions, the
// audit entries and the refusals' messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, type InvoiceInput } from '@/domain/invoices';
import { nextNumberLoweredMessage, profileFormDefaults } from '@/domain/profile';
import { RefusedWriteError } from '@/repositories/errors';
import { createInvoicesRepository } from '@/repositories/invoices';
import { createUsersRepository, NextNumberLoweredError } from '@/repositories/users';
import { adminFirestore, seedBuiltInPlans, signedUpClient } from '../support/emulators';

type Client = Awaited<ReturnType<typeof signedUpClient>>;
const clients: Client[] = [];

async function newUser() {
  const client = await signedUpClient();
  clients.push(client);
  const users = createUsersRepository(client.db);
  await users.loadOrCreateProfile(client.uid, client.email);
  return { ...client, users, invoices: createInvoicesRepository(client.db) };
}

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  client: { name: 'Ada Ltd', email: 'ada@example.com', address: '1 Mill Lane' },
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  lines: [
    { id: 'line-1', description: 'Bracket', quantity: 2, unitPrice: 4.5 },
    { id: 'line-2', description: 'Vase', quantity: 1, unitPrice: 20 },
  ],
  taxRatePercent: 20,
  discountPercent: 10,
  notes: 'Thank you',
  ...overrides,
});

const auditActions = async (uid: string) =>
  (await adminFirestore().collection('audit_logs').where('userId', '==', uid).get()).docs
    .map((entry) => entry.data())
    .filter((entry) => String(entry.action).startsWith('invoice.'))
    .map((entry) => `${entry.action} ${entry.details.number}`)
    .sort();

/** Expects a RefusedWriteError with exactly this message. */
async function refused(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RefusedWriteError);
  expect((error as RefusedWriteError).userMessage).toBe(message);
}

beforeAll(async () => {
  await seedBuiltInPlans();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

describe('invoices repository', () => {
  it('creates a quote, edits it, sends it and converts it into an invoice linked both ways', async () => {
    const ada = await newUser();
    const year = new Date().getFullYear();
    const quote = await ada.invoices.create(ada.uid, 'quote', input(), { projectId: null });
    expect(quote).toMatchObject({
      kind: 'quote',
      number: `QUO-${year}-0001`,
      sequence: 1,
      status: 'draft',
      currency: 'USD',
      paperSize: 'A4',
      totals: { subtotal: 29, discount: 2.9, tax: 5.22, total: 31.32 },
    });
    expect(quote.lines).toEqual(input().lines);
    expect(quote.createdAt).toBeInstanceOf(Date);

    const edited = await ada.invoices.update(ada.uid, quote.id, {
      ...input(),
      lines: [{ id: 'line-1', description: 'Bracket (PETG)', quantity: 3, unitPrice: 4.5 }],
    });
    expect(edited.totals.total).toBe(14.58); // 13.50 − 1.35 + 2.43
    await ada.invoices.send(ada.uid, quote.id);

    const invoice = await ada.invoices.convertQuote(ada.uid, quote.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: `INV-${year}-0001`,
      status: 'draft',
      quoteId: quote.id,
      client: input().client,
      taxRatePercent: 20,
      discountPercent: 10,
      notes: 'Thank you',
      totals: edited.totals,
    });
    expect(invoice.lines).toEqual(edited.lines);
    expect(await ada.invoices.get(ada.uid, quote.id)).toMatchObject({
      status: 'sent',
      convertedToInvoiceId: invoice.id,
    });
    await refused(ada.invoices.convertQuote(ada.uid, quote.id), invoiceMessages.cannotConvert);

    // A draft quote converted at once keeps its lines: the invoice carries on. Its status still
    // moves, with the business details it was agreed with.
    const draftQuote = await ada.invoices.create(ada.uid, 'quote', input());
    await ada.invoices.convertQuote(ada.uid, draftQuote.id);
    await refused(
      ada.invoices.update(ada.uid, draftQuote.id, { ...input(), notes: 'Changed after' }),
      invoiceMessages.convertedLocked,
    );
    await adminFirestore().doc(`users/${ada.uid}`).update({ businessName: 'Renamed Ltd' });
    const sentQuote = await ada.invoices.send(ada.uid, draftQuote.id);
    expect(sentQuote).toMatchObject({ status: 'sent', notes: 'Thank you', totals: draftQuote.totals });
    expect(sentQuote.business).toEqual(draftQuote.business);
  });

  it('numbers invoices sequentially, from the profile prefix and next number, quotes apart', async () => {
    const bo = await newUser();
    const profile = await bo.users.get(bo.uid);
    await bo.users.updateProfile(bo.uid, {
      ...profileFormDefaults(profile),
      city: 'Leeds',
      country: 'UK',
      numbering: { invoice: { prefix: 'BO/', next: 41 }, quote: { prefix: 'Q-', next: 1 } },
    });
    const first = await bo.invoices.create(bo.uid, 'invoice', input());
    const second = await bo.invoices.create(bo.uid, 'invoice', input());
    const quote = await bo.invoices.create(bo.uid, 'quote', input());
    expect([first.number, second.number, quote.number]).toEqual(['BO/0041', 'BO/0042', 'Q-0001']);
    expect(first.id).toBe(`${bo.uid}_invoice_41`);
    expect((await bo.users.get(bo.uid))?.numbering).toEqual({
      invoice: { prefix: 'BO/', next: 43 },
      quote: { prefix: 'Q-', next: 2 },
    });

    // The profile can raise the next number but never lower it below what is issued.
    const shown = await bo.users.get(bo.uid);
    const lowered = await bo.users
      .updateProfile(
        bo.uid,
        {
          ...profileFormDefaults(shown),
          numbering: { invoice: { prefix: 'BO/', next: 42 }, quote: { prefix: 'Q-', next: 2 } },
        },
        shown,
      )
      .catch((error: unknown) => error);
    expect(lowered).toBeInstanceOf(NextNumberLoweredError);
    expect((lowered as NextNumberLoweredError).userMessage).toBe(nextNumberLoweredMessage(43));
    expect((lowered as NextNumberLoweredError).kind).toBe('invoice');

    // A form loaded before another device issued a number keeps the issued count; raising works.
    await bo.invoices.create(bo.uid, 'invoice', input()); // BO/0043 while the form shows 43
    await bo.users.updateProfile(bo.uid, { ...profileFormDefaults(shown), currency: 'EUR' }, shown);
    expect((await bo.users.get(bo.uid))?.numbering.invoice.next).toBe(44);
    await bo.users.updateProfile(
      bo.uid,
      {
        ...profileFormDefaults(shown),
        numbering: { invoice: { prefix: 'F-', next: 100 }, quote: { prefix: 'Q-', next: 2 } },
      },
      shown,
    );
    expect((await bo.invoices.create(bo.uid, 'invoice', input())).number).toBe('F-0100');
  });

  it('refuses a number printed before under another prefix, saying which, and writes nothing', async () => {
    const ed = await newUser();
    const setNumbering = async (prefix: string, next: number) =>
      ed.users.updateProfile(ed.uid, {
        ...profileFormDefaults(await ed.users.get(ed.uid)),
        city: 'Leeds',
        country: 'UK',
        numbering: { invoice: { prefix, next }, quote: { prefix: 'Q-', next: 1 } },
      });
    await setNumbering('A1', 2345);
    expect((await ed.invoices.create(ed.uid, 'invoice', input())).number).toBe('A12345');
    await setNumbering('A', 12345);
    await refused(ed.invoices.create(ed.uid, 'invoice', input()), invoiceMessages.numberTaken('A12345'));
    expect((await ed.users.get(ed.uid))?.numbering.invoice.next).toBe(12345);
    expect((await adminFirestore().doc(`invoices/${ed.uid}_invoice_12345`).get()).exists).toBe(false);
    await setNumbering('A', 12346);
    expect((await ed.invoices.create(ed.uid, 'invoice', input())).number).toBe('A12346');
  });

  it('writes each document with its audit entry or not at all (the entry is never lost)', async () => {
    const flo = await newUser();
    const created = await flo.invoices.create(flo.uid, 'invoice', input());
    expect(await auditActions(flo.uid)).toEqual([`invoice.create ${created.number}`]);
    // The next entry's place taken (as a failure between the two writes would leave it, were
    // they two): the send fails whole, the document stays a draft.
    const taken = (await adminFirestore().doc(`users/${flo.uid}`).get()).get('auditSeq') + 1;
    await adminFirestore()
      .doc(`audit_logs/${flo.uid}-${taken}`)
      .set({ userId: flo.uid, action: 'user.login', details: {}, timestamp: new Date(), ipAddress: null });
    await expect(flo.invoices.send(flo.uid, created.id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await flo.invoices.get(flo.uid, created.id))?.status).toBe('draft');
    await adminFirestore().doc(`audit_logs/${flo.uid}-${taken}`).delete();
    await flo.invoices.send(flo.uid, created.id);
    expect(await auditActions(flo.uid)).toEqual([
      `invoice.create ${created.number}`,
      `invoice.send ${created.number}`,
    ]);
  });

  it('two devices creating at once get different numbers', async () => {
    const cy = await newUser();
    const other = createInvoicesRepository(cy.db);
    const created = await Promise.all([
      cy.invoices.create(cy.uid, 'invoice', input()),
      other.create(cy.uid, 'invoice', input()),
    ]);
    expect(created.map((entry) => entry.sequence).sort()).toEqual([1, 2]);
  });

  it('send locks a document, pay records the date, void is final; each is audited', async () => {
    const di = await newUser();
    const invoice = await di.invoices.create(di.uid, 'invoice', input());
    await refused(di.invoices.markPaid(di.uid, invoice.id, '2026-03-10'), invoiceMessages.cannotPay);

    const sent = await di.invoices.send(di.uid, invoice.id);
    expect(sent.status).toBe('sent');
    await refused(
      di.invoices.update(di.uid, invoice.id, input({ notes: 'changed' })),
      invoiceMessages.lockedEdit,
    );
    await refused(di.invoices.send(di.uid, invoice.id), invoiceMessages.cannotSend);
    await refused(di.invoices.markPaid(di.uid, invoice.id, '2026-02-01'), invoiceMessages.paidBeforeIssue);
    await refused(di.invoices.markPaid(di.uid, invoice.id, 'soon'), invoiceMessages.paidDateRequired);

    const paid = await di.invoices.markPaid(di.uid, invoice.id, '2026-03-10');
    expect(paid).toMatchObject({ status: 'paid', paidDate: '2026-03-10' });
    await refused(di.invoices.void(di.uid, invoice.id), invoiceMessages.cannotVoid);

    const mistake = await di.invoices.create(di.uid, 'invoice', input());
    await di.invoices.send(di.uid, mistake.id);
    const voided = await di.invoices.void(di.uid, mistake.id);
    expect(voided.status).toBe('void');
    await refused(di.invoices.markPaid(di.uid, mistake.id, '2026-03-10'), invoiceMessages.voidCannotPay);
    await refused(di.invoices.update(di.uid, mistake.id, input()), invoiceMessages.lockedEdit);

    const year = new Date().getFullYear();
    expect(await auditActions(di.uid)).toEqual(
      [
        `invoice.create INV-${year}-0001`,
        `invoice.send INV-${year}-0001`,
        `invoice.pay INV-${year}-0001`,
        `invoice.create INV-${year}-0002`,
        `invoice.send INV-${year}-0002`,
        `invoice.void INV-${year}-0002`,
      ].sort(),
    );
  });

  it('freezes the business details when sent', async () => {
    const ed = await newUser();
    const profile = await ed.users.get(ed.uid);
    const save = (paymentTerms: string) =>
      ed.users.updateProfile(ed.uid, {
        ...profileFormDefaults(profile),
        city: 'Leeds',
        country: 'UK',
        businessName: 'Layer Labs',
        business: { address: 'Mill Lane', taxId: 'GB1', email: 'hi@layer.example', paymentTerms },
        paperSize: 'Letter',
      });
    await save('14 days');
    const invoice = await ed.invoices.create(ed.uid, 'invoice', input());
    expect(invoice.business).toEqual({
      name: 'Layer Labs',
      address: 'Mill Lane',
      taxId: 'GB1',
      email: 'hi@layer.example',
      paymentTerms: '14 days',
    });
    expect(invoice.paperSize).toBe('Letter');
    await save('30 days');
    const sent = await ed.invoices.send(ed.uid, invoice.id);
    expect(sent.business.paymentTerms).toBe('30 days');
    await save('60 days');
    expect((await ed.invoices.get(ed.uid, invoice.id))?.business.paymentTerms).toBe('30 days');
  });

  it('sums outstanding and paid this month, lists newest first with paging and a status filter', async () => {
    const fi = await newUser();
    const make = async (issueDate: string, price: number) =>
      fi.invoices.create(
        fi.uid,
        'invoice',
        input({
          issueDate,
          dueDate: null,
          lines: [{ id: 'line-1', description: 'Part', quantity: 1, unitPrice: price }],
          taxRatePercent: 0,
          discountPercent: 0,
        }),
      );
    const a = await make('2026-03-01', 100);
    const b = await make('2026-03-05', 200.1);
    const c = await make('2026-03-05', 300);
    const d = await make('2026-02-01', 50);
    await fi.invoices.create(fi.uid, 'quote', input({ issueDate: '2026-03-06' }));
    await fi.invoices.send(fi.uid, a.id);
    await fi.invoices.send(fi.uid, b.id);
    await fi.invoices.send(fi.uid, c.id);
    await fi.invoices.send(fi.uid, d.id);
    await fi.invoices.markPaid(fi.uid, c.id, '2026-03-20');
    await fi.invoices.markPaid(fi.uid, d.id, '2026-02-20');

    expect(await fi.invoices.summary(fi.uid, '2026-03-01', 'USD')).toEqual([
      { currency: 'USD', outstanding: 300.1, paidThisMonth: 300 },
    ]);
    // The user's own currency comes first even with nothing in it; sums never mix currencies.
    expect(await fi.invoices.summary(fi.uid, '2026-03-01', 'EUR')).toEqual([
      { currency: 'EUR', outstanding: 0, paidThisMonth: 0 },
      { currency: 'USD', outstanding: 300.1, paidThisMonth: 300 },
    ]);

    const first = await fi.invoices.list(fi.uid, { pageSize: 2 });
    expect(first.items.map((entry) => entry.number.slice(-4))).toEqual(['0001', '0003']); // the quote, then c
    expect(first.items[0]?.kind).toBe('quote');
    const second = await fi.invoices.list(fi.uid, { pageSize: 2, cursor: first.next });
    expect(second.items.map((entry) => entry.id)).toEqual([b.id, a.id]);
    const third = await fi.invoices.list(fi.uid, { pageSize: 2, cursor: second.next });
    expect(third.items.map((entry) => entry.id)).toEqual([d.id]);
    expect(third.next).toBeNull();

    const sent = await fi.invoices.list(fi.uid, { status: 'sent' });
    expect(sent.items.map((entry) => entry.id)).toEqual([b.id, a.id]);
    const quotes = await fi.invoices.list(fi.uid, { kind: 'quote' });
    expect(quotes.items).toHaveLength(1);
    const paidInvoices = await fi.invoices.list(fi.uid, { kind: 'invoice', status: 'paid' });
    expect(paidInvoices.items.map((entry) => entry.id)).toEqual([c.id, d.id]);
  });

  it('sums each currency apart: the user’s own first, then the others with something owed or paid', async () => {
    const mo = await newUser();
    const make = async (currency: string, kind: 'invoice' | 'quote', price: number) => {
      await adminFirestore().doc(`users/${mo.uid}`).update({ currency });
      return mo.invoices.create(
        mo.uid,
        kind,
        input({
          issueDate: '2026-05-02',
          dueDate: null,
          lines: [{ id: 'line-1', description: 'Part', quantity: 1, unitPrice: price }],
          taxRatePercent: 0,
          discountPercent: 0,
        }),
      );
    };
    const dollars = await make('USD', 'invoice', 40);
    const euros = await make('EUR', 'invoice', 20);
    const paidEuros = await make('EUR', 'invoice', 12.5);
    await make('GBP', 'invoice', 99); // a draft: nothing owed or paid in pounds
    await make('JPY', 'quote', 5000); // a quote: never money
    for (const invoice of [dollars, euros, paidEuros]) await mo.invoices.send(mo.uid, invoice.id);
    await mo.invoices.markPaid(mo.uid, paidEuros.id, '2026-05-20');
    expect(await mo.invoices.summary(mo.uid, '2026-05-01', 'EUR')).toEqual([
      { currency: 'EUR', outstanding: 20, paidThisMonth: 12.5 },
      { currency: 'USD', outstanding: 40, paidThisMonth: 0 },
    ]);
    expect(await mo.invoices.summary(mo.uid, '2026-06-01', 'CHF')).toEqual([
      { currency: 'CHF', outstanding: 0, paidThisMonth: 0 },
      { currency: 'EUR', outstanding: 20, paidThisMonth: 0 },
      { currency: 'USD', outstanding: 40, paidThisMonth: 0 },
    ]);
  });

  it('suggests earlier clients once each, newest first', async () => {
    const gu = await newUser();
    const client = (name: string, email: string | null) => ({ name, email, address: null });
    await gu.invoices.create(gu.uid, 'quote', input({ client: client('Ada Ltd', 'old@ada.example') }));
    await gu.invoices.create(gu.uid, 'invoice', input({ client: client('Bob & Co', null) }));
    await gu.invoices.create(gu.uid, 'invoice', input({ client: client('ada ltd', 'new@ada.example') }));
    expect(await gu.invoices.clients(gu.uid)).toEqual([
      client('ada ltd', 'new@ada.example'),
      client('Bob & Co', null),
    ]);
  });

  it("keeps another user's documents out of reach", async () => {
    const ha = await newUser();
    const io = await newUser();
    const invoice = await ha.invoices.create(ha.uid, 'invoice', input());
    expect(await io.invoices.get(io.uid, invoice.id)).toBeNull();
    await refused(io.invoices.send(io.uid, invoice.id), invoiceMessages.notFound);
    await refused(io.invoices.convertQuote(io.uid, invoice.id), invoiceMessages.notFound);
    expect((await io.invoices.list(io.uid)).items).toEqual([]);
    expect(await io.invoices.summary(io.uid, '2026-01-01', 'USD')).toEqual([
      { currency: 'USD', outstanding: 0, paidThisMonth: 0 },
    ]);
  });

  it('refuses an invoice made from an invoice, and bad input before writing', async () => {
    const jo = await newUser();
    const invoice = await jo.invoices.create(jo.uid, 'invoice', input());
    await refused(jo.invoices.convertQuote(jo.uid, invoice.id), invoiceMessages.cannotConvert);
    await expect(jo.invoices.create(jo.uid, 'invoice', input({ lines: [] }))).rejects.toThrow(
      invoiceMessages.noLines,
    );
    expect((await jo.invoices.list(jo.uid)).items).toHaveLength(1);
  });
});
