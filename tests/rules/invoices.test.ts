// Issue 14: quotes and invoices. Numbers come from the user's counter in the same request that
// writes the document (never a duplicate, never a gap), a sent document's lines and amounts are
// frozen, statuses only move forward, nothing is deleted; the profile's numbering only goes up;
// the invoice.* audit entries say exactly what the document holds.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, runTransaction, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogId, nextAuditSeq } from '@/domain/audit';
import { invoiceTotals, storedLines } from '@/domain/invoices';
import { createInvoicesRepository } from '@/repositories/invoices';
import { entryData, recorded } from './audited';
import {
  LINES,
  changeInvoice,
  createBatch,
  id,
  invoiceDoc,
  numbering,
  statusOrEdit,
  writeIssued,
} from './invoice-requests';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

const rules = setUpRulesTests();

/** Seeds documents (rules off) and the owner's counter past them. */
async function seedInvoices(docs: Record<string, DocumentData>, invoiceNext: number, quoteNext = 1) {
  await rules.seed({
    ...docs,
    [`users/${OWNER}`]: documents.user(OWNER, { numbering: numbering(invoiceNext, quoteNext) }),
  });
}

const stored = (path: string) => rules.withoutRules(async (db) => (await getDoc(doc(db, path))).data());

describe('invoices: numbering', () => {
  it('creates a draft with sequence n while the counter moves from n to n + 1 (no numbering stored yet)', async () => {
    await assertSucceeds(createBatch(rules.as(OWNER), OWNER, 'invoice', 1));
    await assertSucceeds(createBatch(rules.as(OWNER), OWNER, 'invoice', 2));
    await assertSucceeds(createBatch(rules.as(OWNER), OWNER, 'quote', 1, { otherNext: 3 }));
    expect((await stored(`users/${OWNER}`))?.numbering).toEqual(numbering(3, 2));
  });

  it('creates a draft whose every optional text and the due date are filled in', async () => {
    const full = {
      business: {
        name: 'Layer Labs',
        address: '1 Mill Lane',
        taxId: 'GB123',
        email: 'hi@layer.example',
        paymentTerms: '30 days',
      },
      client: { name: 'Ada Ltd', email: 'ada@example.com', address: '2 Loom Street' },
      notes: 'Thank you',
      dueDate: '2026-03-31',
    };
    await assertSucceeds(createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { changes: full }));
  });

  it('refuses a create without the counter move, a move by 2, or from the wrong value', async () => {
    const owner = rules.as(OWNER);
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { next: null }));
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { next: 3 }));
    await assertFails(createBatch(owner, OWNER, 'invoice', 2)); // the counter stands at 1
    await assertFails(createBatch(owner, OWNER, 'invoice', 0, { next: 1 }));
  });

  it('refuses a counter move without its document, or for a document that already exists', async () => {
    const owner = rules.as(OWNER);
    await assertFails(owner.update(`users/${OWNER}`, { numbering: numbering(2) }));
    await seedInvoices({ [id(OWNER, 'invoice', 1)]: invoiceDoc(OWNER, 'invoice', 1) }, 1);
    // The counter was reset to 1 under an existing number 1 (rules off): a second number 1 is impossible.
    await assertFails(createBatch(owner, OWNER, 'invoice', 1));
  });

  it("refuses another user's counter, id or userId", async () => {
    const owner = rules.as(OWNER);
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { counterOf: OTHER }));
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { path: id(OTHER, 'invoice', 1) }));
    await assertFails(createBatch(owner, OTHER, 'invoice', 1));
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { path: 'invoices/any-id' }));
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { path: id(OWNER, 'quote', 1) }));
  });

  it('ties the number to the counter prefix and the padded sequence', async () => {
    const owner = rules.as(OWNER);
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { changes: { number: 'INV-1' } }));
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { changes: { number: 'QUO-0001' } }));
    await seedInvoices({}, 12345);
    await assertSucceeds(createBatch(owner, OWNER, 'invoice', 12345, { changes: { number: 'INV-12345' } }));
  });

  it('keeps the prefix and the other counter in the create request', async () => {
    await seedInvoices({}, 1, 5);
    const owner = rules.as(OWNER);
    await assertFails(createBatch(owner, OWNER, 'invoice', 1, { otherNext: 1 })); // quote counter lowered
    const batch = owner.batch();
    batch.set(owner.doc(id(OWNER, 'invoice', 1)), invoiceDoc(OWNER, 'invoice', 1, { number: 'NEW-0001' }));
    batch.update(owner.doc(`users/${OWNER}`), {
      numbering: { invoice: { prefix: 'NEW-', next: 2 }, quote: { prefix: 'QUO-', next: 5 } },
    });
    await assertFails(batch.commit());
    await assertSucceeds(createBatch(owner, OWNER, 'invoice', 1, { otherNext: 5 }));
  });

  it('two devices creating at once never get the same number: 1 and 2, or one retries', async () => {
    const first = createInvoicesRepository(rules.as(OWNER).db);
    const second = createInvoicesRepository(rules.as(OWNER).db);
    const input = {
      client: { name: 'Ada', email: null, address: null },
      issueDate: '2026-03-01',
      dueDate: null,
      lines: LINES,
      taxRatePercent: 0,
      discountPercent: 0,
      notes: null,
    };
    const created = await Promise.all([
      first.create(OWNER, 'invoice', input),
      second.create(OWNER, 'invoice', input),
      first.create(OWNER, 'invoice', input),
    ]);
    expect(created.map((entry) => entry.sequence).sort()).toEqual([1, 2, 3]);
    expect(new Set(created.map((entry) => entry.number)).size).toBe(3);
    expect((await stored(`users/${OWNER}`))?.numbering.invoice.next).toBe(4);
  });

  it('two raw transactions that read the same counter: never a duplicate, the counter matches the documents', async () => {
    const issue = (caller: Caller) =>
      runTransaction(caller.db, async (transaction) => {
        const user = await transaction.get(caller.doc(`users/${OWNER}`));
        const next = (user.get('numbering.invoice.next') as number | undefined) ?? 1;
        const seq = nextAuditSeq(user.get('auditSeq'));
        const data = invoiceDoc(OWNER, 'invoice', next);
        const path = id(OWNER, 'invoice', next);
        const invoiceId = path.split('/')[1]!;
        writeIssued(transaction, caller, OWNER, path, data);
        transaction.set(
          caller.doc(`audit_logs/${auditLogId(OWNER, seq)}`),
          entryData(OWNER, {
            action: 'invoice.create',
            details: { invoiceId, number: data.number, kind: 'invoice', total: data.totals.total },
          }),
        );
        transaction.update(caller.doc(`users/${OWNER}`), { numbering: numbering(next + 1), auditSeq: seq });
        return next;
      });
    const results = await Promise.allSettled([
      issue(rules.as(OWNER)),
      issue(rules.as(OWNER)),
      issue(rules.as(OWNER)),
    ]);
    const issued = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(issued.length).toBeGreaterThanOrEqual(1);
    expect(new Set(issued).size).toBe(issued.length);
    const stored = await rules.withoutRules(async (db) => {
      const user = await getDoc(doc(db, 'users', OWNER));
      const found = await Promise.all(
        [1, 2, 3].map((n) => getDoc(doc(db, 'invoices', `${OWNER}_invoice_${n}`))),
      );
      return {
        next: user.get('numbering.invoice.next') as number,
        count: found.filter((entry) => entry.exists()).length,
      };
    });
    // Gap-free: the documents are 1..next-1, one per number issued.
    expect(stored.count).toBe(issued.length);
    expect(stored.next).toBe(issued.length + 1);
  });
});

describe('invoices: fields', () => {
  const refused = (changes: DocumentData) =>
    assertFails(createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { changes }));
  /** One line whose stored columns hold `changes` (raw values, as a crafted client could send). */
  const line = (changes: Partial<Record<keyof ReturnType<typeof storedLines>, unknown>>) => ({
    rawLines: {
      ids: ['line-1'],
      descriptions: ['Bracket'],
      quantityThousandths: [2000],
      unitPriceCents: [450],
      ...Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, [value]])),
    },
  });

  it('accepts the repository shape, 100 lines, and a project of the owner', async () => {
    await rules.seed({ 'projects/p1': documents.project(OWNER) });
    const lines = Array.from({ length: 100 }, (_, index) => ({
      id: `line-${index}`,
      description: `${'x'.repeat(497)}/\n${index}`.slice(0, 500),
      quantity: index === 0 ? 1 : 1_000_000,
      unitPrice: index === 0 ? 1_000_000_000 : 0.01,
    }));
    await assertSucceeds(
      createBatch(rules.as(OWNER), OWNER, 'invoice', 1, {
        changes: { lines, totals: invoiceTotals(lines, 20, 0), projectId: 'p1' },
      }),
    );
  });

  it('refuses 101 lines, no lines, and lines of the wrong shape', async () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ ...LINES[0]!, id: `line-${index}` }));
    await refused({ lines: many, totals: invoiceTotals(many, 20, 0) });
    await refused({ lines: [], totals: invoiceTotals([], 20, 0) });
    const columns = storedLines(LINES);
    await refused({ rawLines: { ...columns, extra: [1] } });
    await refused({ rawLines: { ...columns, unitPriceCents: [] } }); // columns of different lengths
    await refused({ rawLines: { ...columns, ids: ['line-1', 'line-2'] } });
    await refused({
      rawLines: { ids: columns.ids, descriptions: columns.descriptions, quantityThousandths: [2000] },
    });
    await refused({ rawLines: [{ id: 'line-1', description: 'Bracket', quantity: 2, unitPrice: 4.5 }] });
    await refused(line({ descriptions: '' }));
    await refused(line({ descriptions: 'x'.repeat(501) }));
    await refused(line({ descriptions: 12 }));
    await refused(line({ descriptions: 'a\u001eb' }));
    await refused(line({ ids: 'bad id!' }));
    await refused(line({ ids: 'a/b' }));
    await refused(line({ ids: 7 }));
  });

  it('refuses Infinity, NaN, text, negative, zero, fractional and huge amounts', async () => {
    for (const quantity of [Infinity, NaN, 'x', 0, -1, 1.5, 1_000_000_001, null, true, { a: 1 }]) {
      await refused(line({ quantityThousandths: quantity }));
    }
    for (const price of [Infinity, NaN, '4.5', -1, 0.5, 100_000_000_001, null]) {
      await refused(line({ unitPriceCents: price }));
    }
    for (const taxRatePercent of [Infinity, NaN, -1, 101, '20']) await refused({ taxRatePercent });
    await refused({ discountPercent: 100.5 });
    const totals = invoiceTotals(LINES, 20, 0);
    await refused({ totals: { ...totals, total: Infinity } });
    await refused({ totals: { ...totals, total: NaN } });
    await refused({ totals: { ...totals, total: totals.total + 1 } }); // does not add up
    await refused({ totals: { subtotal: 2e10, discount: 0, tax: 0, total: 2e10 } });
    await refused({ totals: { ...totals, extra: 0 } });
  });

  it('refuses huge strings, bad dates, an unknown status, kind, currency or paper size, extra fields', async () => {
    await refused({ client: { name: 'x'.repeat(201), email: null, address: null } });
    await refused({ client: { name: '', email: null, address: null } });
    await refused({ client: { name: 'Ada', email: null } });
    await refused({ client: { name: 'Ada', email: 'x'.repeat(321), address: null } });
    await refused({ notes: 'x'.repeat(2001) });
    await refused({
      business: { name: null, address: 'x'.repeat(501), taxId: null, email: null, paymentTerms: null },
    });
    await refused({ issueDate: '2026-02-30' });
    await refused({ dueDate: '2026-02-01' }); // before the issue date
    await refused({ status: 'sent' }); // created as a draft only
    await refused({ status: 'paid', paidDate: '2026-03-02' });
    await refused({ currency: 'usd' });
    await refused({ paperSize: 'A3' });
    await refused({ admin: true });
    await refused({ createdAt: new Date() });
    await refused({ convertedToInvoiceId: 'x' });
    await refused({ projectId: 'not-mine' });
  });

  it("refuses a project of another user's", async () => {
    await rules.seed({ 'projects/theirs': documents.project(OTHER) });
    await assertFails(
      createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { changes: { projectId: 'theirs' } }),
    );
  });
});

describe('invoices: life cycle', () => {
  const draft = id(OWNER, 'invoice', 1);
  beforeEach(() => seedInvoices({ [draft]: invoiceDoc(OWNER, 'invoice', 1) }, 2));
  const update = (changes: DocumentData, path = draft) => statusOrEdit(rules, rules.as(OWNER), path, changes);

  it('edits a draft, then sends it', async () => {
    const lines = [{ ...LINES[0]!, quantity: 3 }];
    await assertSucceeds(update({ lines: storedLines(lines), totals: invoiceTotals(lines, 20, 0) }));
    await assertSucceeds(update({ status: 'sent' }));
  });

  it("a sent invoice's lines and amounts can no longer change, only its status", async () => {
    await assertSucceeds(update({ status: 'sent' }));
    const lines = [{ ...LINES[0]!, quantity: 3 }];
    await assertFails(update({ lines: storedLines(lines), totals: invoiceTotals(lines, 20, 0) }));
    await assertFails(update({ taxRatePercent: 0, totals: invoiceTotals(LINES, 0, 0) }));
    await assertFails(update({ client: { name: 'Someone else', email: null, address: null } }));
    await assertFails(update({ notes: 'changed' }));
    await assertFails(update({ status: 'draft' }));
    await assertSucceeds(update({ status: 'paid', paidDate: '2026-03-10' }));
  });

  it('pays only a sent invoice, with a paid date on or after the issue date', async () => {
    await assertFails(update({ status: 'paid', paidDate: '2026-03-10' })); // still a draft
    await assertSucceeds(update({ status: 'sent' }));
    await assertFails(update({ status: 'paid' }));
    await assertFails(update({ status: 'paid', paidDate: '2026-02-28' }));
    await assertFails(update({ status: 'paid', paidDate: 'yesterday' }));
    await assertFails(update({ paidDate: '2026-03-10' })); // a paid date without paying
    await assertSucceeds(update({ status: 'paid', paidDate: '2026-03-10' }));
  });

  it('a paid invoice is final: it cannot go back, be voided or change its paid date', async () => {
    await update({ status: 'sent' });
    await update({ status: 'paid', paidDate: '2026-03-10' });
    await assertFails(update({ status: 'sent', paidDate: null }));
    await assertFails(update({ status: 'void', paidDate: null }));
    await assertFails(update({ paidDate: '2026-03-11' }));
    await assertFails(update({ status: 'draft', paidDate: null }));
  });

  it('a void invoice cannot be paid, sent or changed', async () => {
    await assertSucceeds(update({ status: 'void' }));
    await assertFails(update({ status: 'paid', paidDate: '2026-03-10' }));
    await assertFails(update({ status: 'sent' }));
    await assertFails(update({ status: 'draft' }));
    await assertFails(update({ notes: 'oops' }));
  });

  it('voids a sent invoice', async () => {
    await update({ status: 'sent' });
    await assertSucceeds(update({ status: 'void' }));
  });

  it('never changes kind, number, sequence, links or currency, even on a draft', async () => {
    await assertFails(update({ kind: 'quote' }));
    await assertFails(update({ number: 'INV-0099' }));
    await assertFails(update({ sequence: 9 }));
    await assertFails(update({ currency: 'EUR' }));
    await assertFails(update({ projectId: 'p1' }));
    await assertFails(update({ userId: OTHER }));
  });

  it('a quote is never paid', async () => {
    const quote = id(OWNER, 'quote', 1);
    await seedInvoices({ [quote]: invoiceDoc(OWNER, 'quote', 1, { status: 'sent' }) }, 2, 2);
    await assertFails(update({ status: 'paid', paidDate: '2026-03-10' }, quote));
    await assertSucceeds(update({ status: 'void' }, quote));
  });

  it('delete is refused, to the owner too', async () => {
    await assertFails(rules.as(OWNER).delete(draft));
    await assertFails(rules.as(ADMIN).delete(draft));
  });

  it('another user, an admin and a signed-out caller can neither read nor write it', async () => {
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).get(draft));
      await assertFails(rules.as(uid).list('invoices', { userId: OWNER }));
      await assertFails(rules.as(uid).update(draft, { status: 'void', updatedAt: serverTimestamp() }));
    }
    await assertFails(rules.as(OWNER).list('invoices'));
    await assertSucceeds(rules.as(OWNER).list('invoices', { userId: OWNER }));
  });
});

describe('invoices: quote conversion', () => {
  const quote = id(OWNER, 'quote', 1);
  const invoice = id(OWNER, 'invoice', 1);
  beforeEach(() => seedInvoices({ [quote]: invoiceDoc(OWNER, 'quote', 1, { status: 'sent' }) }, 1, 2));

  const convert = (caller: Caller, invoiceChanges: DocumentData, quoteChanges: DocumentData | null) =>
    createBatch(caller, OWNER, 'invoice', 1, {
      changes: invoiceChanges,
      otherNext: 2,
      also: (transaction) => {
        if (quoteChanges)
          transaction.update(caller.doc(quote), { ...quoteChanges, updatedAt: serverTimestamp() });
      },
    });

  it('creates the invoice with quoteId and marks the sent quote converted, in one request', async () => {
    const quoteId = `${OWNER}_quote_1`;
    const invoiceId = `${OWNER}_invoice_1`;
    await assertFails(convert(rules.as(OWNER), { quoteId }, null));
    await assertFails(convert(rules.as(OWNER), { quoteId }, { convertedToInvoiceId: 'someone_else' }));
    await assertSucceeds(convert(rules.as(OWNER), { quoteId }, { convertedToInvoiceId: invoiceId }));
  });

  // The app converts with no due date (convertQuote); a rule may evaluate only 1,000 expressions.
  it('converts a quote whose every optional text is filled in (business, client, notes)', async () => {
    const full = {
      status: 'sent',
      business: {
        name: 'Layer Labs',
        address: '1 Mill Lane',
        taxId: 'GB123',
        email: 'hi@layer.example',
        paymentTerms: '30 days',
      },
      client: { name: 'Ada Ltd', email: 'ada@example.com', address: '2 Loom Street' },
      notes: 'Thank you',
      dueDate: null,
    };
    await seedInvoices({ [quote]: invoiceDoc(OWNER, 'quote', 1, full) }, 1, 2);
    const { status: _status, ...invoiceFields } = full;
    await assertSucceeds(
      convert(
        rules.as(OWNER),
        { ...invoiceFields, quoteId: `${OWNER}_quote_1` },
        { convertedToInvoiceId: `${OWNER}_invoice_1` },
      ),
    );
  });

  it('a converted quote keeps what was agreed: no edit, no other invoice; only its status moves', async () => {
    const converted = { convertedToInvoiceId: `${OWNER}_invoice_1` };
    const change = (changes: DocumentData) => statusOrEdit(rules, rules.as(OWNER), quote, changes);
    await seedInvoices(
      {
        [quote]: invoiceDoc(OWNER, 'quote', 1, { status: 'draft', ...converted }),
        [invoice]: invoiceDoc(OWNER, 'invoice', 1, { quoteId: `${OWNER}_quote_1` }),
      },
      2,
      2,
    );
    await assertFails(change({ notes: 'Changed after the invoice' }));
    await assertFails(change({ taxRatePercent: 0 }));
    await assertFails(change({ status: 'sent', notes: 'Sent with a change' }));
    await assertFails(change({ convertedToInvoiceId: null }));
    await assertFails(change({ convertedToInvoiceId: `${OWNER}_invoice_2` }));
    await assertFails(change({ status: 'paid', paidDate: '2026-03-10' }));
    await assertSucceeds(change({ status: 'sent' }));
    await assertSucceeds(change({ status: 'void' }));
    await assertFails(change({ status: 'sent' }));
    // The same quote before conversion may be edited.
    await seedInvoices({ [quote]: invoiceDoc(OWNER, 'quote', 1, { status: 'draft' }) }, 2, 2);
    await assertSucceeds(change({ notes: 'Changed before the invoice' }));
  });

  it('a quote records no invoice that this request does not create', async () => {
    await seedInvoices({ [invoice]: invoiceDoc(OWNER, 'invoice', 1) }, 2, 2);
    await assertFails(
      rules
        .as(OWNER)
        .update(quote, { convertedToInvoiceId: `${OWNER}_invoice_1`, updatedAt: serverTimestamp() }),
    );
  });
});

describe('profile numbering', () => {
  beforeEach(() => rules.seed({ [`users/${OWNER}`]: documents.user(OWNER, { numbering: numbering(5, 3) }) }));
  const save = (changes: DocumentData) =>
    rules.as(OWNER).update(`users/${OWNER}`, { ...changes, updatedAt: serverTimestamp() });

  it('changes prefixes freely and raises next numbers', async () => {
    await assertSucceeds(
      save({
        numbering: { invoice: { prefix: 'F/2026_', next: 5 }, quote: { prefix: '', next: 10 } },
      }),
    );
  });

  it('never lowers a next number', async () => {
    await assertFails(save({ numbering: numbering(4, 3) }));
    await assertFails(save({ numbering: numbering(5, 2) }));
  });

  it('refuses bad prefixes, numbers and shapes', async () => {
    await assertFails(save({ numbering: { ...numbering(5, 3), invoice: { prefix: 'INV 2026', next: 5 } } }));
    await assertFails(
      save({ numbering: { ...numbering(5, 3), invoice: { prefix: 'x'.repeat(21), next: 5 } } }),
    );
    await assertFails(save({ numbering: { ...numbering(5, 3), invoice: { prefix: 'INV-', next: 5.5 } } }));
    await assertFails(
      save({ numbering: { ...numbering(5, 3), invoice: { prefix: 'INV-', next: Infinity } } }),
    );
    await assertFails(save({ numbering: { ...numbering(5, 3), invoice: { prefix: 'INV-', next: 1e10 } } }));
    await assertFails(save({ numbering: { invoice: { prefix: 'INV-', next: 5 } } }));
    await assertFails(save({ numbering: { ...numbering(5, 3), credit: { prefix: 'C-', next: 1 } } }));
  });

  it('saves business details and paper size with exact shapes and bounds', async () => {
    const business = { address: '1 Mill Lane', taxId: 'GB1', email: 'hi@x.example', paymentTerms: null };
    await assertSucceeds(save({ business, paperSize: 'Letter' }));
    await assertFails(save({ business: { ...business, address: 'x'.repeat(501) } }));
    await assertFails(save({ business: { ...business, iban: 'x' } }));
    await assertFails(save({ business: { ...business, taxId: 5 } }));
    await assertFails(save({ paperSize: 'A3' }));
  });

  it("another user cannot change the owner's numbering", async () => {
    await assertFails(
      rules.as(OTHER).update(`users/${OWNER}`, { numbering: numbering(9, 9), updatedAt: serverTimestamp() }),
    );
  });
});

describe('invoice audit entries: written with the change they record', () => {
  const invoiceId = `${OWNER}_invoice_1`;
  const path = `invoices/${invoiceId}`;
  const total = invoiceTotals(LINES, 20, 0).total;
  const details = { invoiceId, number: 'INV-0001', kind: 'invoice', total };

  /** An entry appended in a request of its own: a change that request does not make. */
  const append = (caller: Caller, uid: string, action: string, entryDetails: DocumentData) =>
    recorded(caller, uid, { action, details: entryDetails }, () => undefined);

  it('refuses an entry about a change its request did not make (issued or moved earlier)', async () => {
    await seedInvoices({ [path]: invoiceDoc(OWNER, 'invoice', 1, { status: 'sent' }) }, 2);
    const owner = rules.as(OWNER);
    // As the app wrote them before issue 29: the document first, its entry in a request after it.
    await assertFails(append(owner, OWNER, 'invoice.create', details));
    await assertFails(append(owner, OWNER, 'invoice.send', details));
    await assertFails(
      append(owner, OWNER, 'invoice.void', { invoiceId, number: 'INV-0001', kind: 'invoice' }),
    );
  });

  it('refuses a create whose entry names another number, kind, total, keys or document', async () => {
    const owner = rules.as(OWNER);
    const wrong = (changes: DocumentData) =>
      recorded(
        owner,
        OWNER,
        { action: 'invoice.create', details: { ...details, ...changes } },
        (transaction) => {
          writeIssued(transaction, owner, OWNER, path, invoiceDoc(OWNER, 'invoice', 1));
          return { numbering: numbering(2) };
        },
      );
    for (const changes of [
      { number: 'INV-0002' },
      { kind: 'quote' },
      { total: total + 1 },
      { extra: 1 },
      { invoiceId: `${OWNER}_invoice_9` },
      { invoiceId: '' },
    ]) {
      await assertFails(wrong(changes));
    }
    await assertSucceeds(wrong({}));
  });

  it('pay and void are recorded only with their move, and void names no total', async () => {
    await seedInvoices({ [path]: invoiceDoc(OWNER, 'invoice', 1, { status: 'sent' }) }, 2);
    const owner = rules.as(OWNER);
    const move = { action: 'invoice.void', number: 'INV-0001', kind: 'invoice' as const };
    await assertFails(changeInvoice(owner, path, { status: 'void' }, { move, entry: false }));
    await assertFails(changeInvoice(owner, path, { status: 'void' }, { move: { ...move, total } }));
    await assertFails(
      changeInvoice(owner, path, { status: 'void' }, { move: { ...move, action: 'invoice.pay', total } }),
    );
    // Issue 29: a sent invoice voided takes itself off its month's cell in the same request.
    await assertFails(changeInvoice(owner, path, { status: 'void' }, { move, cell: false }));
    await assertSucceeds(changeInvoice(owner, path, { status: 'void' }, { move }));
  });

  it("refuses an entry about another user's document", async () => {
    await rules.seed({ [`invoices/${OTHER}_invoice_1`]: invoiceDoc(OTHER, 'invoice', 1) });
    await assertFails(
      append(rules.as(OWNER), OWNER, 'invoice.create', { ...details, invoiceId: `${OTHER}_invoice_1` }),
    );
  });
});
