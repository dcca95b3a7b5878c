// Quotes and invoices (issue 14): one document per quote or invoice in `invoices`, numbered from
// a per-user counter on users/{uid}.numbering in the same transaction that writes it, so two
// devices never issue the same number (firestore.rules ties the two together, and the document
// id `${uid}_${kind}_${sequence}` makes a second document with that number impossible). Refusals
// the rules would make are checked here first and thrown as RefusedWriteError with the product's
// message. Loaded only by the invoices pages (lazyRepository), never with the dashboard. An
// invoice's status move adds to its month's analytics rollup in the same transaction (issue 18).
import { todayIsoDate } from '@/domain/dates';
import {
  businessDetailsOf,
  canConvertQuote,
  canTransition,
  distinctClients,
  formatDocumentNumber,
  invoiceDocumentId,
  invoiceFormSchema,
  invoiceMessages,
  invoiceTotals,
  isConvertedQuote,
  isLocked,
  lineSums,
  numberClaimId,
  paidDateIssue,
  parseInvoiceDocument,
  storedLines,
  type ClientDetails,
  type DocumentKind,
  type DocumentStatus,
  type InvoiceDocument,
  type InvoiceInput,
  type StoredLines,
} from '@/domain/invoices';
import { normaliseCurrency } from '@/domain/money';
import type { UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  documentId,
  getAggregateFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  sum,
  where,
  type DocumentReference,
  type Firestore,
  type QueryConstraint,
  type Transaction,
  type DocumentSnapshot,
} from '@/firebase/firestore';
import { toCursorPage, type PageCursor } from './cursor-page';
import { firebaseErrorCode, RefusedWriteError } from './errors';
import { fromStored } from './firestore-values';
import { invoiceCurrencies } from './invoice-currencies';
import { getOwned, requireUid } from './owned-records';
import { parseUserProfile, USERS } from './users';
import type { AuditLogRepository } from './audit-logs';

export const INVOICES = 'invoices';
export const INVOICE_NUMBERS = 'invoice_numbers';
const LINE_SUMS = 'line_sums';

/** The invoice list's sums in one currency. */
export interface CurrencySummary {
  currency: string;
  outstanding: number;
  paidThisMonth: number;
}

/** Where the next page of the list starts (opaque to the UI). */
export type InvoiceCursor = PageCursor;
export interface InvoiceListOptions {
  status?: DocumentStatus;
  kind?: DocumentKind;
  cursor?: InvoiceCursor | null;
  pageSize?: number;
}
export interface InvoiceLinks {
  projectId?: string | null;
  quoteId?: string | null;
}

export const DEFAULT_INVOICE_PAGE_SIZE = 20;
/** How many of the latest documents the client suggestions are read from. */
export const CLIENT_SUGGESTION_DOCUMENTS = 50;
/** Two devices issuing numbers at once retry; more than the default 5 attempts for a burst. */
const MAX_ATTEMPTS = 25;

const parseStored = (id: string, data: Record<string, unknown>) =>
  parseInvoiceDocument(id, fromStored(data) as Record<string, unknown>);

export function createInvoicesRepository(db: Firestore) {
  const invoiceRef = (id: string) => doc(db, INVOICES, id);
  const userRef = (uid: string) => doc(db, USERS, uid);
  const claimRef = (uid: string, kind: DocumentKind, number: string) =>
    doc(db, INVOICE_NUMBERS, numberClaimId(uid, kind, number));
  // The audit log's writer, loaded before the first transaction that records an entry: reading
  // invoices (the invoice page, the list) does not download it (issue 15's budget).
  const auditLog = async (): Promise<AuditLogRepository> =>
    (await import('./audit-logs')).createAuditLogRepository(db);

  const get = (userId: string, id: string): Promise<InvoiceDocument | null> =>
    getOwned(userId, invoiceRef(id), parseStored);

  /** The caller's document read in a transaction; refused when it is gone or not theirs. */
  async function readOwned(transaction: Transaction, uid: string, id: string): Promise<InvoiceDocument> {
    let snapshot;
    try {
      snapshot = await transaction.get(invoiceRef(id));
    } catch (error) {
      if (firebaseErrorCode(error) === 'permission-denied')
        throw new RefusedWriteError(invoiceMessages.notFound);
      throw error;
    }
    if (!snapshot.exists()) throw new RefusedWriteError(invoiceMessages.notFound);
    const document = parseStored(snapshot.id, snapshot.data());
    if (document.userId !== uid) throw new RefusedWriteError(invoiceMessages.notFound);
    return document;
  }

  /** The caller's profile and audit sequence, read in the transaction. */
  async function readUser(transaction: Transaction, uid: string) {
    const snapshot: DocumentSnapshot = await transaction.get(userRef(uid));
    if (!snapshot.exists()) throw new Error('not-found: the user document is missing');
    return { profile: parseUserProfile(uid, snapshot.data()), auditSeq: snapshot.get('auditSeq') as unknown };
  }

  /** The sums of the lines, written with them (firestore.rules checks the totals against them). */
  function writeLineSums(transaction: Transaction, uid: string, id: string, lines: StoredLines) {
    for (const sum of lineSums(lines)) {
      transaction.set(doc(db, INVOICES, id, LINE_SUMS, sum.id), {
        userId: uid,
        ...sum.data,
        at: serverTimestamp(),
      });
    }
  }

  /** What the editor decides, as stored (totals worked out here, never typed). */
  const editableFields = (input: InvoiceInput) => ({
    client: input.client,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    lines: storedLines(input.lines),
    taxRatePercent: input.taxRatePercent,
    discountPercent: input.discountPercent,
    notes: input.notes,
    totals: invoiceTotals(input.lines, input.taxRatePercent, input.discountPercent),
  });

  /** The profile's details a document prints, refreshed while it is a draft and frozen once sent. */
  const profileFields = (profile: UserProfile) => ({
    business: businessDetailsOf(profile),
    paperSize: profile.paperSize,
  });

  /**
   * Issues the next number of `kind` inside the transaction: writes the document with it, claims
   * the printed number, writes the lines' sums, moves the counter from n to n + 1 and records
   * invoice.create (the rules refuse anything else). Every read must come first.
   */
  function issue(
    transaction: Transaction,
    audit: AuditLogRepository,
    user: Awaited<ReturnType<typeof readUser>>,
    kind: DocumentKind,
    fields: ReturnType<typeof editableFields>,
    links: { projectId: string | null; quoteId: string | null },
  ): { id: string; reference: DocumentReference } {
    const { profile } = user;
    const uid = profile.uid;
    const counter = profile.numbering[kind];
    const sequence = counter.next;
    const id = invoiceDocumentId(uid, kind, sequence);
    const reference = invoiceRef(id);
    const number = formatDocumentNumber(counter.prefix, sequence);
    transaction.set(reference, {
      userId: uid,
      kind,
      number,
      sequence,
      status: 'draft',
      projectId: links.projectId,
      quoteId: links.quoteId,
      convertedToInvoiceId: null,
      ...fields,
      ...profileFields(profile),
      paidDate: null,
      currency: normaliseCurrency(profile.currency),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    transaction.set(claimRef(uid, kind, number), {
      userId: uid,
      invoiceId: id,
      createdAt: serverTimestamp(),
    });
    writeLineSums(transaction, uid, id, fields.lines);
    const seq = audit.inTransaction(transaction, uid, user.auditSeq, {
      action: 'invoice.create',
      details: { invoiceId: id, number, kind, total: fields.totals.total },
    });
    // The whole map, so a profile without one gets both counters (the other kind's at its default).
    transaction.update(userRef(uid), {
      numbering: { ...profile.numbering, [kind]: { prefix: counter.prefix, next: sequence + 1 } },
      ...seq,
    });
    return { id, reference };
  }

  const read = async (uid: string, id: string): Promise<InvoiceDocument> => {
    const document = await get(uid, id);
    if (!document) throw new RefusedWriteError(invoiceMessages.notFound);
    return document;
  };

  /**
   * Moves a document's status in a transaction after checking the move, recorded by `action` in
   * the same transaction; returns it as stored.
   */
  async function moveStatus(
    userId: string,
    id: string,
    to: DocumentStatus,
    action: 'invoice.send' | 'invoice.pay' | 'invoice.void',
    check: (document: InvoiceDocument) => string | null,
    extra: (document: InvoiceDocument, profile: UserProfile) => Record<string, unknown>,
  ): Promise<InvoiceDocument> {
    const uid = requireUid(userId);
    // The analytics cell a move adds to, loaded with the first move (the list never needs it; a
    // pure module, so the invoice page's download stays as it was).
    const [cells, audit] = await Promise.all([import('@/domain/analytics/live-cells'), auditLog()]);
    await runTransaction(
      db,
      async (transaction) => {
        const document = await readOwned(transaction, uid, id);
        const user = await readUser(transaction, uid);
        const refusal = check(document);
        if (refusal) throw new RefusedWriteError(refusal);
        const fields = extra(document, user.profile);
        transaction.update(invoiceRef(id), {
          status: to,
          ...fields,
          updatedAt: serverTimestamp(),
        });
        const reference = { invoiceId: id, number: document.number, kind: document.kind };
        audit.writeSeq(
          transaction,
          uid,
          audit.inTransaction(
            transaction,
            uid,
            user.auditSeq,
            action === 'invoice.void'
              ? { action, details: reference }
              : { action, details: { ...reference, total: document.totals.total } },
          ),
        );
        // Sent, paid, or a sent invoice voided: its cell moves with it (quotes and drafts never count).
        const cell = cells.invoiceCellWrite(
          uid,
          id,
          document,
          to,
          fields.paidDate,
          increment,
          serverTimestamp(),
        );
        if (cell) transaction.set(doc(db, cell.path), cell.data, { merge: true });
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
    return read(uid, id);
  }

  /**
   * Another device may issue the number this transaction read between its read and its commit.
   * Firestore then retries the transaction itself, but the emulator checks the rules first and
   * refuses the write (the number's document exists by then) instead: when the counter has moved
   * past the number tried, the transaction is run again with the next one.
   */
  async function retryWhenNumberTaken<T>(
    uid: string,
    kind: DocumentKind,
    attempt: () => Promise<T>,
    attempted: () => number,
  ): Promise<T> {
    for (let round = 1; ; round += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (round >= MAX_ATTEMPTS || firebaseErrorCode(error) !== 'permission-denied') throw error;
        const user = await getDoc(userRef(uid));
        const next = user.exists() ? parseUserProfile(uid, user.data()).numbering[kind].next : 0;
        if (next <= attempted()) throw error;
      }
    }
  }

  /**
   * Issues a document in one transaction; with links.quoteId the quote must be the caller's,
   * convertible, and is marked converted in the same transaction (the invoice takes its project
   * unless one is given, and with `fromQuote` its values too).
   */
  async function createDocument(
    uid: string,
    kind: DocumentKind,
    fieldsOf: (quote: InvoiceDocument | null) => ReturnType<typeof editableFields>,
    links: InvoiceLinks,
    fromQuote = false,
  ): Promise<InvoiceDocument> {
    const quoteId = links.quoteId ?? null;
    if (quoteId && kind !== 'invoice') throw new RefusedWriteError(invoiceMessages.cannotConvert);
    const audit = await auditLog();
    let attempted = 0;
    const attempt = () =>
      runTransaction(
        db,
        async (transaction) => {
          const quote = quoteId ? await readOwned(transaction, uid, quoteId) : null;
          const user = await readUser(transaction, uid);
          if (quote && !canConvertQuote(quote)) throw new RefusedWriteError(invoiceMessages.cannotConvert);
          const counter = user.profile.numbering[kind];
          const number = formatDocumentNumber(counter.prefix, counter.next);
          // A number printed before under another prefix (the claim outlives the prefix). A claim
          // of this very sequence's document is another device issuing it meanwhile: the commit
          // fails on the counter read above and the transaction runs again with the next one.
          const claim = await transaction.get(claimRef(uid, kind, number));
          if (claim.exists() && claim.get('invoiceId') !== invoiceDocumentId(uid, kind, counter.next))
            throw new RefusedWriteError(invoiceMessages.numberTaken(number));
          const fields = fieldsOf(fromQuote ? quote : null);
          attempted = counter.next;
          const issued = issue(transaction, audit, user, kind, fields, {
            projectId: links.projectId ?? quote?.projectId ?? null,
            quoteId,
          });
          if (quoteId) {
            transaction.update(invoiceRef(quoteId), {
              convertedToInvoiceId: issued.id,
              updatedAt: serverTimestamp(),
            });
          }
          return issued;
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
    const { id } = await retryWhenNumberTaken(uid, kind, attempt, () => attempted);
    return read(uid, id);
  }

  return {
    /** A page of the user's documents, newest first (issue date, then number; ties by id). */
    async list(userId: string, options: InvoiceListOptions = {}) {
      const pageSize = options.pageSize ?? DEFAULT_INVOICE_PAGE_SIZE;
      const constraints: QueryConstraint[] = [where('userId', '==', requireUid(userId))];
      if (options.kind) constraints.push(where('kind', '==', options.kind));
      if (options.status) constraints.push(where('status', '==', options.status));
      constraints.push(
        orderBy('issueDate', 'desc'),
        orderBy('sequence', 'desc'),
        orderBy(documentId(), 'desc'),
      );
      if (options.cursor) {
        const [issueDate, sequence] = options.cursor.value as [string, number];
        constraints.push(startAfter(issueDate, sequence, options.cursor.id));
      }
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(collection(db, INVOICES), ...constraints));
      return toCursorPage(
        snapshot.docs,
        pageSize,
        (entry) => parseStored(entry.id, entry.data()),
        (entry) => [entry.get('issueDate'), entry.get('sequence')],
      );
    },

    get,

    /**
     * Outstanding (invoices sent and not yet paid) and paid since `monthStart` ('YYYY-MM-DD'), per
     * currency: `currency` (the user's) first, always; then every other currency of the user's
     * invoices with something in either sum. Two aggregation reads over totals.total per currency,
     * plus the reads that find the currencies (invoice-currencies.ts). Quotes are never money owed.
     */
    async summary(userId: string, monthStart: string, currency: string): Promise<CurrencySummary[]> {
      const uid = requireUid(userId);
      const invoices = [where('userId', '==', uid), where('kind', '==', 'invoice')];
      const currencies = await invoiceCurrencies(db, uid, currency);
      const cents = (value: number | null | undefined) => Math.round((value ?? 0) * 100) / 100;
      const rows = await Promise.all(
        currencies.map(async (code): Promise<CurrencySummary> => {
          const inCurrency = [...invoices, where('currency', '==', code)];
          const [outstanding, paid] = await Promise.all([
            getAggregateFromServer(
              query(collection(db, INVOICES), ...inCurrency, where('status', '==', 'sent')),
              { total: sum('totals.total') },
            ),
            getAggregateFromServer(
              query(
                collection(db, INVOICES),
                ...inCurrency,
                where('status', '==', 'paid'),
                where('paidDate', '>=', monthStart),
              ),
              { total: sum('totals.total') },
            ),
          ]);
          return {
            currency: code,
            outstanding: cents(outstanding.data().total),
            paidThisMonth: cents(paid.data().total),
          };
        }),
      );
      return rows.filter((row, index) => index === 0 || row.outstanding !== 0 || row.paidThisMonth !== 0);
    },

    /** Earlier clients for suggestions: distinct by name, from the latest documents (one bounded read). */
    async clients(userId: string): Promise<ClientDetails[]> {
      const snapshot = await getDocs(
        query(
          collection(db, INVOICES),
          where('userId', '==', requireUid(userId)),
          orderBy('createdAt', 'desc'),
          limit(CLIENT_SUGGESTION_DOCUMENTS),
        ),
      );
      return distinctClients(snapshot.docs.map((entry) => parseStored(entry.id, entry.data())));
    },

    /**
     * A new draft with the next number of its kind; records invoice.create. With links.quoteId
     * (an invoice made from a quote with edited values), the quote is marked converted with it.
     */
    async create(
      userId: string,
      kind: DocumentKind,
      input: InvoiceInput,
      links: InvoiceLinks = {},
    ): Promise<InvoiceDocument> {
      const fields = editableFields(invoiceFormSchema.parse(input));
      return createDocument(requireUid(userId), kind, () => fields, links);
    },

    /** Saves a draft's fields (and refreshes its business details); a sent document is refused. */
    async update(userId: string, id: string, input: InvoiceInput): Promise<InvoiceDocument> {
      const uid = requireUid(userId);
      const fields = editableFields(invoiceFormSchema.parse(input));
      await runTransaction(
        db,
        async (transaction) => {
          const document = await readOwned(transaction, uid, id);
          const { profile } = await readUser(transaction, uid);
          if (isConvertedQuote(document)) throw new RefusedWriteError(invoiceMessages.convertedLocked);
          if (isLocked(document)) throw new RefusedWriteError(invoiceMessages.lockedEdit);
          transaction.update(invoiceRef(id), {
            ...fields,
            ...profileFields(profile),
            updatedAt: serverTimestamp(),
          });
          writeLineSums(transaction, uid, id, fields.lines);
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
      return read(uid, id);
    },

    /** Draft → sent: the business details are taken from the profile one last time, then frozen. */
    send: (userId: string, id: string): Promise<InvoiceDocument> =>
      moveStatus(
        userId,
        id,
        'sent',
        'invoice.send',
        (document) =>
          canTransition(document.kind, document.status, 'sent') ? null : invoiceMessages.cannotSend,
        // A quote already made into an invoice keeps the details it was agreed with.
        (document, profile) => (isConvertedQuote(document) ? {} : profileFields(profile)),
      ),

    /** Sent → paid on `paidDate` (invoices only). */
    markPaid: (userId: string, id: string, paidDate: string): Promise<InvoiceDocument> =>
      moveStatus(
        userId,
        id,
        'paid',
        'invoice.pay',
        (document) => {
          if (document.status === 'void') return invoiceMessages.voidCannotPay;
          if (!canTransition(document.kind, document.status, 'paid')) return invoiceMessages.cannotPay;
          return paidDateIssue(paidDate, document.issueDate);
        },
        () => ({ paidDate }),
      ),

    /** Draft or sent → void: a mistake is voided, never deleted (its number stays used). */
    void: (userId: string, id: string): Promise<InvoiceDocument> =>
      moveStatus(
        userId,
        id,
        'void',
        'invoice.void',
        (document) =>
          canTransition(document.kind, document.status, 'void') ? null : invoiceMessages.cannotVoid,
        () => ({}),
      ),

    /**
     * A new draft invoice from a quote (its client, lines, tax, discount, notes and project; issued
     * today), and the quote's convertedToInvoiceId set, in one transaction; records invoice.create.
     */
    convertQuote: (userId: string, quoteId: string): Promise<InvoiceDocument> =>
      createDocument(
        requireUid(userId),
        'invoice',
        (quote) =>
          editableFields({
            client: quote?.client ?? { name: '', email: null, address: null },
            issueDate: todayIsoDate(),
            dueDate: null,
            lines: quote?.lines ?? [],
            taxRatePercent: quote?.taxRatePercent ?? 0,
            discountPercent: quote?.discountPercent ?? 0,
            notes: quote?.notes ?? null,
          }),
        { quoteId },
        true,
      ),
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
