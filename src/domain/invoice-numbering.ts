// The small part of quotes and invoices (issue 14) the profile needs: document kinds and
// statuses, paper sizes, number prefixes and counters, and the bounds firestore.rules holds.
// Kept apart from invoices.ts so the profile (loaded with the dashboard) does not pull in the
// invoice editor's code.

export const DOCUMENT_KINDS = ['quote', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const DEFAULT_PAPER_SIZE: PaperSize = 'A4';

/** The bounds firestore.rules holds on an invoice document (its invoices block copies each). */
export const INVOICE_LIMITS = {
  lines: 100,
  description: 500,
  /** A line's quantity: > 0 and at most this, up to 3 decimals. */
  quantity: 1_000_000,
  quantityDecimals: 3,
  /** A line's unit price, in major units, 2 decimals. */
  unitPrice: 1_000_000_000,
  priceDecimals: 2,
  /** Subtotal, discount, tax and total of one document. */
  total: 10_000_000_000,
  /** Tax rate and discount, in %, up to 3 decimals (8.875 %). */
  percent: 100,
  percentDecimals: 3,
  notes: 2000,
  clientName: 200,
  clientEmail: 320,
  clientAddress: 500,
  /** Each business detail of the profile (address, tax id, email, payment terms). */
  businessText: 500,
  /** The profile's business name (TEXT_LIMITS.profileText). */
  businessName: 200,
  prefix: 20,
  /** The longest number the rules accept (prefix + digits). */
  number: 40,
  lineId: 100,
  /** Highest sequence a counter may reach. */
  sequence: 1_000_000_000,
} as const;

// ---------- numbering ----------

/** A prefix the profile may hold (and the rules accept): up to 20 of A–Z, a–z, 0–9, '-', '_', '/'. */
export const NUMBER_PREFIX_PATTERN = /^[A-Za-z0-9_/-]{0,20}$/;

/** ('INV-2026-', 1) → 'INV-2026-0001': the sequence padded to 4 digits, more when it needs them. */
export function formatDocumentNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(Math.trunc(sequence)).padStart(4, '0')}`;
}

export interface NumberingCounter {
  prefix: string;
  /** The sequence the next document of this kind takes (≥ 1). */
  next: number;
}
export type Numbering = Record<DocumentKind, NumberingCounter>;

/** The default prefixes; `<year>` stands for the current year at first use (see defaultNumbering). */
export const DEFAULT_NUMBERING = {
  invoice: { prefix: 'INV-<year>-', next: 1 },
  quote: { prefix: 'QUO-<year>-', next: 1 },
} as const;

/** DEFAULT_NUMBERING with the year filled in: { invoice: { prefix: 'INV-2026-', next: 1 }, … }. */
export function defaultNumbering(now: Date = new Date()): Numbering {
  const year = String(now.getFullYear());
  return {
    invoice: { prefix: DEFAULT_NUMBERING.invoice.prefix.replace('<year>', year), next: 1 },
    quote: { prefix: DEFAULT_NUMBERING.quote.prefix.replace('<year>', year), next: 1 },
  };
}
