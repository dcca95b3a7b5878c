// Issue 29: an invoice's totals follow from its lines (to the cent, checked by its line_sums), and
// a printed number names one document of its kind whatever the prefix that printed it (its claim
// in invoice_numbers). Before issue 29 the rules took any totals that added up within half a cent
// and any number the counter's prefix gave, so a prefix change could print a number twice.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineSums, numberClaimId, storedLines, type InvoiceLine } from '@/domain/invoices';
import { recorded } from './audited';
import {
  LINES,
  changeInvoice,
  createBatch,
  id,
  invoiceDoc,
  numbering,
  writeIssued,
} from './invoice-requests';
import { OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

const lines = (count: number, unitPrice = 12.34): InvoiceLine[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `line-${index}`,
    description: `Part ${index}`,
    quantity: 1.5,
    unitPrice,
  }));
const seedOwner = (invoiceNext: number, extra: Record<string, DocumentData> = {}, prefix = 'INV-') =>
  rules.seed({
    ...extra,
    [`users/${OWNER}`]: documents.user(OWNER, {
      numbering: { invoice: { prefix, next: invoiceNext }, quote: { prefix: 'QUO-', next: 1 } },
    }),
  });

describe('invoices: totals follow from the lines', () => {
  const create = (changes: DocumentData, options: Parameters<typeof createBatch>[4] = {}) =>
    createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { changes, ...options });

  it('refuses totals that add up but are not the lines’ (within the half cent the rules allowed)', async () => {
    const totals = invoiceTotals(LINES, 20, 0);
    await assertFails(
      create({ totals: { ...totals, tax: totals.tax + 0.004, total: totals.total + 0.004 } }),
    );
    await assertFails(
      create({ totals: { ...totals, subtotal: totals.subtotal + 1, total: totals.total + 1 } }),
    );
    await assertFails(create({ totals: { subtotal: 0, discount: 0, tax: 0, total: 0 } }));
    await assertFails(create({ totals: invoiceTotals(LINES, 20, 10) })); // a discount the document has not
    await assertSucceeds(create({}));
  });

  it('works the discount and the tax out to the cent, percentages with up to 3 decimals', async () => {
    const many = lines(3, 19.99);
    await assertSucceeds(
      create({
        lines: many,
        taxRatePercent: 8.875,
        discountPercent: 12.5,
        totals: invoiceTotals(many, 8.875, 12.5),
      }),
    );
    await seedOwner(2);
    const fourDecimals = { taxRatePercent: 8.8751, totals: invoiceTotals(many, 8.8751, 0) };
    await assertFails(
      createBatch(rules.as(OWNER), OWNER, 'invoice', 2, { changes: { lines: many, ...fourDecimals } }),
    );
  });

  it('checks all 100 lines: a wrong cent in the last one is refused, whatever the sums say', async () => {
    const hundred = lines(100);
    const wrongLast = [...hundred.slice(0, 99), { ...hundred[99]!, unitPrice: 12.35 }];
    // The totals of the other prices: the lines say one thing, the totals another.
    await assertFails(create({ lines: wrongLast, totals: invoiceTotals(hundred, 20, 0) }));
    await assertSucceeds(create({ lines: hundred, totals: invoiceTotals(hundred, 20, 0) }));
  });

  it('refuses the create without its sums, with a sum that lies, or with the last 25 lines unsummed', async () => {
    await assertFails(create({}, { sums: false }));
    const thirty = lines(30);
    const owner = rules.as(OWNER);
    const path = id(OWNER, 'invoice', 1);
    const data = invoiceDoc(OWNER, 'invoice', 1, { lines: thirty, totals: invoiceTotals(thirty, 20, 0) });
    const withSums = (sums: { id: string; data: Record<string, number> }[]) =>
      recorded(
        owner,
        OWNER,
        {
          action: 'invoice.create',
          details: {
            invoiceId: `${OWNER}_invoice_1`,
            number: data.number,
            kind: 'invoice',
            total: data.totals.total,
          },
        },
        (transaction) => {
          writeIssued(transaction, owner, OWNER, path, data, { sums: false });
          for (const sum of sums) {
            transaction.set(owner.doc(`${path}/line_sums/${sum.id}`), {
              userId: OWNER,
              ...sum.data,
              at: serverTimestamp(),
            });
          }
          return { numbering: numbering(2) };
        },
      );
    const right = lineSums(storedLines(thirty));
    const [first, second, total] = right as [(typeof right)[0], (typeof right)[0], (typeof right)[0]];
    await assertFails(withSums([first, total])); // lines 25 to 29 not summed
    await assertFails(withSums([first, { ...second, data: { cents: second.data.cents! + 1 } }, total]));
    await assertFails(
      withSums([first, second, { ...total, data: { subtotalCents: total.data.subtotalCents! + 1 } }]),
    );
    await assertSucceeds(withSums(right));
  });

  describe('a draft’s edit', () => {
    const draft = id(OWNER, 'invoice', 1);
    const edited = lines(2);
    const editedFields = { lines: storedLines(edited), totals: invoiceTotals(edited, 20, 0) };

    it('refuses new lines, totals or percentages without their sums, or sums of other lines', async () => {
      await seedOwner(2, { [draft]: invoiceDoc(OWNER, 'invoice', 1) });
      const owner = rules.as(OWNER);
      await assertFails(changeInvoice(owner, draft, editedFields));
      await assertFails(
        changeInvoice(owner, draft, { taxRatePercent: 0, totals: invoiceTotals(LINES, 0, 0) }),
      );
      await assertFails(changeInvoice(owner, draft, editedFields, { lines: storedLines(LINES) }));
      // New lines with the old totals, their sums written.
      await assertFails(
        changeInvoice(owner, draft, { lines: storedLines(edited) }, { lines: storedLines(edited) }),
      );
      await assertSucceeds(changeInvoice(owner, draft, editedFields, { lines: storedLines(edited) }));
      await assertSucceeds(
        changeInvoice(
          owner,
          draft,
          { taxRatePercent: 0, totals: invoiceTotals(edited, 0, 0) },
          {
            lines: storedLines(edited),
          },
        ),
      );
    });

    it("refuses sums for another user's invoice or in another user's name", async () => {
      await seedOwner(2, {
        [draft]: invoiceDoc(OWNER, 'invoice', 1),
        [`invoices/${OTHER}_invoice_1`]: invoiceDoc(OTHER, 'invoice', 1),
      });
      const sum = { userId: OTHER, subtotalCents: 900, at: serverTimestamp() };
      await assertFails(rules.as(OTHER).set(`${draft}/line_sums/total`, sum));
      await assertFails(rules.as(OWNER).set(`invoices/${OTHER}_invoice_1/line_sums/total`, sum));
      await assertFails(rules.as(OWNER).set(`${draft}/line_sums/total`, sum));
      await assertFails(
        rules.as(OWNER).set(`${draft}/line_sums/7`, { userId: OWNER, cents: 1, at: serverTimestamp() }),
      );
    });
  });
});

describe('invoices: a printed number names one document of its kind', () => {
  // Number INV-12345 printed by prefix 'INV-1' at sequence 2345, before the prefix became 'INV-'.
  const printed = `invoices/${OWNER}_invoice_2345`;
  const printedDoc = () => invoiceDoc(OWNER, 'invoice', 2345, { number: 'INV-12345', status: 'sent' });
  const claimOf = (number: string) => `invoice_numbers/${numberClaimId(OWNER, 'invoice', number)}`;
  const issue12345 = (options: Parameters<typeof createBatch>[4] = {}) =>
    createBatch(rules.as(OWNER), OWNER, 'invoice', 12345, options);

  it('refuses a second document printing a claimed number after a prefix change', async () => {
    await seedOwner(12345, {
      [printed]: printedDoc(),
      [claimOf('INV-12345')]: {
        userId: OWNER,
        invoiceId: `${OWNER}_invoice_2345`,
        createdAt: serverTimestamp(),
      },
    });
    await assertFails(issue12345());
    await assertFails(issue12345({ claim: false })); // nor without the claim
    const stored = await rules.withoutRules(async (db) =>
      getDoc(doc(db, 'invoices', `${OWNER}_invoice_12345`)),
    );
    expect(stored.exists()).toBe(false);
  });

  it('the create must claim its own number: not missing, not another number, not another user’s', async () => {
    await seedOwner(1);
    await assertFails(createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { claim: false }));
    const owner = rules.as(OWNER);
    const claim = (path: string, data: DocumentData) =>
      createBatch(owner, OWNER, 'invoice', 1, {
        claim: false,
        also: (transaction) => transaction.set(owner.doc(path), { createdAt: serverTimestamp(), ...data }),
      });
    await assertFails(claim(claimOf('INV-0002'), { userId: OWNER, invoiceId: `${OWNER}_invoice_1` }));
    await assertFails(claim(claimOf('INV-0001'), { userId: OTHER, invoiceId: `${OWNER}_invoice_1` }));
    await assertFails(
      claim(`invoice_numbers/${numberClaimId(OTHER, 'invoice', 'INV-0001')}`, {
        userId: OWNER,
        invoiceId: `${OWNER}_invoice_1`,
      }),
    );
    await assertSucceeds(claim(claimOf('INV-0001'), { userId: OWNER, invoiceId: `${OWNER}_invoice_1` }));
  });

  it('a claim is never changed or deleted, and names only a document of the caller that prints it', async () => {
    await seedOwner(2346, {
      [printed]: printedDoc(),
      [`invoices/${OTHER}_invoice_1`]: invoiceDoc(OTHER, 'invoice', 1),
    });
    const owner = rules.as(OWNER);
    const claim = { userId: OWNER, invoiceId: `${OWNER}_invoice_2345`, createdAt: serverTimestamp() };
    // An older document's number, claimed by its owner (what `npm run migrate` does for everyone).
    await assertFails(owner.set(claimOf('INV-2345'), claim));
    await assertFails(owner.set(claimOf('INV-12345'), { ...claim, invoiceId: `${OTHER}_invoice_1` }));
    await assertFails(rules.as(OTHER).set(claimOf('INV-12345'), { ...claim, userId: OTHER }));
    await assertSucceeds(owner.set(claimOf('INV-12345'), claim));
    await assertFails(owner.update(claimOf('INV-12345'), { invoiceId: `${OWNER}_invoice_1` }));
    await assertFails(owner.delete(claimOf('INV-12345')));
    await assertSucceeds(owner.get(claimOf('INV-12345')));
    await assertFails(rules.as(OTHER).get(claimOf('INV-12345')));
  });

  it("a prefix with '/' claims its number with '~' in the id", async () => {
    await seedOwner(1, {}, 'F/2026/');
    await assertSucceeds(
      createBatch(rules.as(OWNER), OWNER, 'invoice', 1, {
        changes: { number: 'F/2026/0001' },
        prefix: 'F/2026/',
      }),
    );
    const claim = await rules.withoutRules(async (db) =>
      getDoc(doc(db, 'invoice_numbers', `${OWNER}_invoice_F~2026~0001`)),
    );
    expect(claim.get('invoiceId')).toBe(`${OWNER}_invoice_1`);
  });
});
