// Quotes and invoices as the invoices repository writes them (issue 14, issue 29): a document,
// the request that issues it (its counter, its number's claim, its lines' sums and its
// invoice.create entry), and the requests that change it, for the rules files to build on.
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  type DocumentData,
  type Transaction,
} from 'firebase/firestore';
import { invoiceCellWrite, type InvoiceMoveSource } from '@/domain/analytics/live-cells';
import {
  formatDocumentNumber,
  invoiceTotals,
  lineSums,
  numberClaimId,
  storedLines,
  type DocumentKind,
  type InvoiceLine,
  type StoredLines,
} from '@/domain/invoices';
import { recorded } from './audited';
import { OWNER, type Caller, type RulesTestBed } from './rules-env';

export const PREFIX: Record<DocumentKind, string> = { invoice: 'INV-', quote: 'QUO-' };
export const numbering = (invoiceNext: number, quoteNext = 1) => ({
  invoice: { prefix: PREFIX.invoice, next: invoiceNext },
  quote: { prefix: PREFIX.quote, next: quoteNext },
});
export const LINES: InvoiceLine[] = [{ id: 'line-1', description: 'Bracket', quantity: 2, unitPrice: 4.5 }];

/**
 * A document as the repository writes it. `overrides.lines` are lines as the app holds them
 * (stored by column here); `overrides.rawLines` is written as the stored lines instead.
 */
export function invoiceDoc(
  uid: string,
  kind: DocumentKind,
  sequence: number,
  overrides: DocumentData = {},
): DocumentData {
  const { lines: given, rawLines, ...rest } = overrides as { lines?: InvoiceLine[]; rawLines?: unknown };
  const lines = given ?? LINES;
  return {
    userId: uid,
    kind,
    number: formatDocumentNumber(PREFIX[kind], sequence),
    sequence,
    status: 'draft',
    projectId: null,
    quoteId: null,
    convertedToInvoiceId: null,
    client: { name: 'Ada Ltd', email: 'ada@example.com', address: null },
    business: { name: 'Layer Labs', address: null, taxId: null, email: null, paymentTerms: '30 days' },
    issueDate: '2026-03-01',
    dueDate: null,
    paidDate: null,
    currency: 'USD',
    paperSize: 'A4',
    lines: rawLines ?? storedLines(lines),
    taxRatePercent: 20,
    discountPercent: 0,
    notes: null,
    totals: invoiceTotals(lines, 20, 0),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...rest,
  };
}
export const id = (uid: string, kind: DocumentKind, sequence: number) =>
  `invoices/${uid}_${kind}_${sequence}`;

export interface CreateOptions {
  /** The document's overrides. */
  changes?: DocumentData;
  /** The counter's next after the write (default: sequence + 1); null: no counter change. */
  next?: number | null;
  /** Whose counter moves (default: uid). */
  counterOf?: string;
  /** Where the document is written (default: its id). */
  path?: string;
  /** The other kind's counter after the write (default 1). */
  otherNext?: number;
  /** Leave out the number's claim, the lines' sums or the invoice.create entry. */
  claim?: boolean;
  sums?: boolean;
  entry?: boolean;
  /** The counter's prefix after the write (default PREFIX[kind]). */
  prefix?: string;
  /** More writes of the same request (a quote's conversion). */
  also?: (transaction: Transaction) => void;
}

/** The stored lines of a document as `invoiceDoc` writes it. */
export const linesOf = (data: DocumentData) => data.lines as StoredLines;

/** The lines' sums the repository writes beside the lines (line_sums/0..3). */
export function writeSums(
  transaction: Transaction,
  caller: Caller,
  path: string,
  uid: string,
  lines: StoredLines,
) {
  // Lines a crafted client sends may not add up at all (Infinity, text): then what a client could
  // write beside them, the sum of what does add up.
  const columns = {
    ...lines,
    quantityThousandths: (lines.quantityThousandths ?? []).map((value) =>
      Number.isInteger(value) ? value : 0,
    ),
    unitPriceCents: (lines.unitPriceCents ?? []).map((value) => (Number.isInteger(value) ? value : 0)),
  };
  for (const sum of lineSums(columns)) {
    transaction.set(caller.doc(`${path}/line_sums/${sum.id}`), {
      userId: uid,
      ...sum.data,
      at: serverTimestamp(),
    });
  }
}

/** A new document, its number's claim and (unless `sums` is false) its lines' sums. */
export function writeIssued(
  transaction: Transaction,
  caller: Caller,
  uid: string,
  path: string,
  data: DocumentData,
  { claim = true, sums = true }: { claim?: boolean; sums?: boolean } = {},
) {
  transaction.set(caller.doc(path), data);
  if (claim) {
    transaction.set(caller.doc(`invoice_numbers/${numberClaimId(uid, data.kind, data.number)}`), {
      userId: uid,
      invoiceId: path.split('/')[1],
      createdAt: serverTimestamp(),
    });
  }
  if (sums) writeSums(transaction, caller, path, uid, linesOf(data));
}

/**
 * The repository's write, as one transaction: the document with its sequence, the counter moved on
 * by one, the printed number's claim, the lines' sums and invoice.create (the caller's sequence
 * step merged into the counter's update).
 */
export function createBatch(
  caller: Caller,
  uid: string,
  kind: DocumentKind,
  sequence: number,
  options: CreateOptions = {},
) {
  const {
    changes = {},
    next = sequence + 1,
    counterOf = uid,
    path = id(uid, kind, sequence),
    otherNext = 1,
    claim = true,
    sums = true,
    entry = true,
    also = () => {},
    prefix = PREFIX[kind],
  } = options;
  const data = invoiceDoc(uid, kind, sequence, changes);
  const invoiceId = path.split('/')[1]!;
  return recorded(
    caller,
    uid,
    entry
      ? {
          action: 'invoice.create',
          details: { invoiceId, number: data.number, kind, total: data.totals.total },
        }
      : null,
    (transaction) => {
      writeIssued(transaction, caller, uid, path, data, { claim, sums });
      also(transaction);
      if (next === null) return undefined;
      const other: DocumentKind = kind === 'invoice' ? 'quote' : 'invoice';
      const numbering = {
        [kind]: { prefix, next },
        [other]: { prefix: PREFIX[other], next: otherNext },
      };
      if (counterOf === uid) return { numbering };
      transaction.update(caller.doc(`users/${counterOf}`), { numbering });
      return undefined;
    },
  );
}

/**
 * A change of a stored document as the repository makes it: a status move with its invoice.*
 * entry (unless `entry` is false) and, when it counts in Analytics, its month's cell (unless
 * `cell` is false; issue 29), new lines or percentages with their sums (`lines`).
 */
export function changeInvoice(
  caller: Caller,
  path: string,
  changes: DocumentData,
  {
    move,
    lines,
    entry = true,
    cell = true,
  }: {
    move?: { action: string; number: string; kind: DocumentKind; total?: number };
    lines?: StoredLines;
    entry?: boolean;
    cell?: boolean;
  } = {},
) {
  const invoiceId = path.split('/')[1]!;
  return recorded(
    caller,
    OWNER,
    move && entry
      ? {
          action: move.action,
          details: {
            invoiceId,
            number: move.number,
            kind: move.kind,
            ...(move.total === undefined ? {} : { total: move.total }),
          },
        }
      : null,
    async (transaction) => {
      // The document as it was: what its move counts (the caller's own only).
      const before = cell && move ? (await transaction.get(caller.doc(path))).data() : undefined;
      transaction.update(caller.doc(path), { ...changes, updatedAt: serverTimestamp() });
      if (lines) writeSums(transaction, caller, path, OWNER, lines);
      const step =
        before &&
        invoiceCellWrite(
          OWNER,
          invoiceId,
          before as InvoiceMoveSource,
          changes.status as InvoiceMoveSource['status'],
          changes.paidDate,
          increment,
          serverTimestamp(),
        );
      if (step) transaction.set(caller.doc(step.path), step.data, { merge: true });
    },
  );
}

const ACTIONS: Record<string, string> = {
  sent: 'invoice.send',
  paid: 'invoice.pay',
  void: 'invoice.void',
};

/**
 * The owner's change of a stored document: a status move with its entry (naming the document's
 * number, kind and total as stored), new lines with their sums (from `changes.lines`).
 */
export async function statusOrEdit(
  rules: RulesTestBed,
  caller: Caller,
  path: string,
  changes: DocumentData,
  entry = true,
  cell = true,
) {
  const stored = (await rules.withoutRules(async (db) => (await getDoc(doc(db, path))).data())) ?? {};
  const action = typeof changes.status === 'string' ? ACTIONS[changes.status] : undefined;
  return changeInvoice(caller, path, changes, {
    entry,
    cell,
    lines: changes.lines as StoredLines | undefined,
    move: action
      ? {
          action,
          number: stored.number as string,
          kind: stored.kind as DocumentKind,
          total: action === 'invoice.void' ? undefined : (stored.totals as { total: number }).total,
        }
      : undefined,
  });
}
