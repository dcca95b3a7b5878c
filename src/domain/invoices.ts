// Quotes and invoices (issue 14): what a document stores, how its totals are worked out (in
// integer cents, so a total never drifts by a cent), its numbers, its life cycle, the editor's
// schema and the lines a project gives. Pure: the invoices repository writes what these decide,
// and firestore.rules holds the same bounds (INVOICE_LIMITS) and transitions.
import * as z from 'zod/mini';
import { calculatePrintCost } from './calculator';
import { DEFAULT_ELECTRICITY_RATE } from './constants';
import { isIsoDate, todayIsoDate } from './dates';
import { parseFormNumber } from './form-numbers';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  DEFAULT_PAPER_SIZE,
  INVOICE_LIMITS,
  PAPER_SIZES,
  type DocumentKind,
  type DocumentStatus,
  type PaperSize,
} from './invoice-numbering';
import { tooLargeMessage, tooLongMessage } from './limits';
import {
  averageMaterialCostPerKg,
  averagePrinterCostPerHour,
  totalMaterialGrams,
  totalPrintMinutes,
  type JobQuantities,
  type ProjectCostInputs,
} from './project-cost';

export {
  DEFAULT_NUMBERING,
  DEFAULT_PAPER_SIZE,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  INVOICE_LIMITS,
  NUMBER_PREFIX_PATTERN,
  PAPER_SIZES,
  defaultNumbering,
  formatDocumentNumber,
  type DocumentKind,
  type DocumentStatus,
  type Numbering,
  type NumberingCounter,
  type PaperSize,
} from './invoice-numbering';

export const documentKindLabels: Record<DocumentKind, string> = { quote: 'Quote', invoice: 'Invoice' };
export const documentStatusLabels: Record<DocumentStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  void: 'Void',
};

export interface InvoiceLine {
  /** Stable id for React keys and reordering ('line-<random>'). */
  id: string;
  /** 1..500 chars */
  description: string;
  /** > 0, ≤ 1e6, up to 3 decimals */
  quantity: number;
  /** ≥ 0, ≤ 1e9, in the document's currency (major units, 2 decimals) */
  unitPrice: number;
}
export interface ClientDetails {
  name: string;
  email: string | null;
  address: string | null;
}
/** A snapshot of the profile's business details, frozen once the document is sent. */
export interface BusinessDetails {
  name: string | null;
  address: string | null;
  taxId: string | null;
  email: string | null;
  paymentTerms: string | null;
}
export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}
export interface InvoiceDocument {
  id: string;
  userId: string;
  kind: DocumentKind;
  /** e.g. 'INV-2026-0001' / 'QUO-2026-0001' */
  number: string;
  /** The counter value it took (1, 2, 3…). */
  sequence: number;
  status: DocumentStatus;
  projectId: string | null;
  /** The quote this invoice was made from. */
  quoteId: string | null;
  /** The invoice this quote was turned into. */
  convertedToInvoiceId: string | null;
  client: ClientDetails;
  business: BusinessDetails;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  dueDate: string | null;
  /** Set when paid. */
  paidDate: string | null;
  /** ISO 4217, from the profile at creation. */
  currency: string;
  paperSize: PaperSize;
  /** 1..100 lines */
  lines: InvoiceLine[];
  taxRatePercent: number;
  /** Applied to the subtotal before tax. */
  discountPercent: number;
  notes: string | null;
  /** Stored so the list needs no recompute; always equals invoiceTotals(lines, tax, discount). */
  totals: InvoiceTotals;
  createdAt: Date;
  updatedAt: Date;
}

// ---------- totals, in integer cents ----------
// Quantities are held in thousandths, prices in cents and percentages in thousandths of a
// percent, all as BigInt so even 1e6 × 1e9 stays exact; each step rounds half away from zero.

const scaled = (value: number, decimals: number): bigint => {
  if (!Number.isFinite(value)) return 0n;
  // toFixed rounds the binary value; one more digit first keeps 1.005 → 1.01 as a person expects.
  const text = Math.abs(value).toFixed(decimals + 1);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = BigInt(whole + fraction.slice(0, decimals));
  const roundUp = Number(fraction.slice(decimals, decimals + 1)) >= 5 ? 1n : 0n;
  const magnitude = digits + roundUp;
  return value < 0 ? -magnitude : magnitude;
};

/** a / b rounded half away from zero (b > 0). */
const divideRounded = (a: bigint, b: bigint): bigint => {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const quotient = (magnitude * 2n + b) / (b * 2n);
  return negative ? -quotient : quotient;
};

const toMajor = (cents: bigint): number => Number(cents) / 100;

const lineCents = (line: Pick<InvoiceLine, 'quantity' | 'unitPrice'>): bigint =>
  divideRounded(
    scaled(line.quantity, INVOICE_LIMITS.quantityDecimals) *
      scaled(line.unitPrice, INVOICE_LIMITS.priceDecimals),
    1000n,
  );

/** A line's amount, quantity × unit price, rounded to cents. */
export function lineTotal(line: Pick<InvoiceLine, 'quantity' | 'unitPrice'>): number {
  return toMajor(lineCents(line));
}

/**
 * Subtotal (the lines' rounded amounts), discount (a % of the subtotal), tax (a % of what is left)
 * and total, each to the cent and summed exactly: total = subtotal − discount + tax, always.
 */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, 'quantity' | 'unitPrice'>[],
  taxRatePercent: number,
  discountPercent: number,
): InvoiceTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0n);
  const percentScale = 100_000n; // 100 % in thousandths of a percent
  const discount = divideRounded(
    subtotal * scaled(discountPercent, INVOICE_LIMITS.percentDecimals),
    percentScale,
  );
  const taxable = subtotal - discount;
  const tax = divideRounded(taxable * scaled(taxRatePercent, INVOICE_LIMITS.percentDecimals), percentScale);
  return {
    subtotal: toMajor(subtotal),
    discount: toMajor(discount),
    tax: toMajor(tax),
    total: toMajor(taxable + tax),
  };
}

/** The deterministic document id of a kind's sequence: two documents can never share a number. */
export const invoiceDocumentId = (userId: string, kind: DocumentKind, sequence: number) =>
  `${userId}_${kind}_${sequence}`;

// ---------- life cycle ----------

const TRANSITIONS: Record<DocumentKind, Record<DocumentStatus, readonly DocumentStatus[]>> = {
  invoice: { draft: ['sent', 'void'], sent: ['paid', 'void'], paid: [], void: [] },
  quote: { draft: ['sent', 'void'], sent: ['void'], paid: [], void: [] },
};

/** invoice: draft → sent → paid, draft|sent → void. quote: draft → sent, draft|sent → void. */
export function canTransition(kind: DocumentKind, from: DocumentStatus, to: DocumentStatus): boolean {
  return TRANSITIONS[kind][from].includes(to);
}

/**
 * A quote that became an invoice: its lines and amounts stay as they were agreed, whatever its
 * status, and the invoice carries on (a change to the quote would no longer match what was
 * invoiced). Its status still moves (sent, void) as a quote's does.
 */
export function isConvertedQuote(doc: Pick<InvoiceDocument, 'kind' | 'convertedToInvoiceId'>): boolean {
  return doc.kind === 'quote' && doc.convertedToInvoiceId !== null;
}

/**
 * Anything but a draft, and a quote turned into an invoice: its lines, amounts and details are
 * frozen, only its status moves on.
 */
export function isLocked(doc: Pick<InvoiceDocument, 'kind' | 'status' | 'convertedToInvoiceId'>): boolean {
  return doc.status !== 'draft' || isConvertedQuote(doc);
}

/** A quote can become an invoice once, unless it was voided. */
export function canConvertQuote(
  doc: Pick<InvoiceDocument, 'kind' | 'status' | 'convertedToInvoiceId'>,
): boolean {
  return doc.kind === 'quote' && doc.status !== 'void' && doc.convertedToInvoiceId === null;
}

// ---------- messages ----------

export const invoiceMessages = {
  clientNameRequired: 'Client name is required',
  noLines: 'Add at least one line',
  tooManyLines: `A document holds at most ${INVOICE_LIMITS.lines} lines`,
  descriptionRequired: 'Description is required',
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Quantity must be greater than 0',
  quantityDecimals: 'Use at most 3 decimals',
  quantityTooLarge: tooLargeMessage(INVOICE_LIMITS.quantity),
  priceRequired: 'Price is required',
  priceNotNegative: 'Price cannot be negative',
  priceDecimals: 'Use at most 2 decimals',
  priceTooLarge: tooLargeMessage(INVOICE_LIMITS.unitPrice),
  taxRateNegative: 'Tax rate cannot be negative',
  taxRateMax: 'Tax rate cannot be more than 100%',
  discountNegative: 'Discount cannot be negative',
  discountMax: 'Discount cannot be more than 100%',
  percentDecimals: 'Use at most 3 decimals',
  notANumber: 'Enter a number',
  issueDateRequired: 'Issue date is required',
  invalidDueDate: 'Enter a valid due date',
  dueBeforeIssue: 'Due date cannot be before the issue date',
  invalidEmail: 'Enter a valid email address',
  totalTooLarge: `The total cannot be more than ${INVOICE_LIMITS.total.toLocaleString('en-US')}`,
  paidDateRequired: 'Enter the date it was paid',
  paidBeforeIssue: 'The paid date cannot be before the issue date',
  // Refusals (the rules make the same ones).
  notFound: 'This document no longer exists.',
  lockedEdit:
    'This document has been sent: its lines and amounts can no longer change. Void it and make a new one instead.',
  convertedLocked:
    'This quote became an invoice: its lines and amounts stay as they were agreed. Change the invoice instead.',
  cannotSend: 'Only a draft can be marked as sent.',
  cannotPay: 'Only a sent invoice can be marked as paid.',
  voidCannotPay: 'A void invoice cannot be paid.',
  cannotVoid: 'Only a draft or sent document can be voided.',
  cannotConvert: 'Only a quote that is not void and not yet converted can become an invoice.',
  numberTaken: (number: string) =>
    `The number ${number} is already printed on another document. Change the prefix or the next number in your profile, then try again.`,
  // Save status.
  saved: 'Saved',
  created: (number: string) => `${number} created`,
  sent: (number: string) => `${number} marked as sent`,
  paid: (number: string) => `${number} marked as paid`,
  voided: (number: string) => `${number} voided`,
  converted: (number: string) => `Invoice ${number} created from the quote`,
  saveFailed: 'Failed to save the document. Please try again.',
  statusFailed: 'Failed to change the status. Please try again.',
  loadFailed: 'Failed to load your quotes and invoices. Please try again.',
  pdfFailed: 'Failed to create the PDF. Please try again.',
} as const;

// ---------- the editor's form ----------

// A number input hands the form text, a number, or NaN when empty (valueAsNumber).
// Infinity is no number z.number() accepts: it is said to be not a number, like '1e999'.
const formNumberInput = z.union([z.string(), z.number(), z.nan(), z.null(), z.undefined()], {
  error: invoiceMessages.notANumber,
});

const hasAtMostDecimals = (value: number, decimals: number) => {
  const text = String(value);
  if (text.includes('e')) return Number.isInteger(value);
  return (text.split('.')[1] ?? '').length <= decimals;
};

interface NumberRules {
  required: string;
  min: number;
  /** true: the value must be greater than min. */
  exclusiveMin?: boolean;
  minMessage: string;
  max: number;
  maxMessage: string;
  decimals: number;
  decimalsMessage: string;
  /** What a blank field means; undefined: blank is refused with `required`. */
  blank?: number;
}

/**
 * A typed number with its rules; blank is `blank` (or refused), text that is not a number is refused.
 * (A zod/mini transform has no ctx.addIssue: its issues are pushed onto ctx.issues.)
 */
const checkedNumber = (rules: NumberRules) =>
  z.pipe(
    formNumberInput,
    z.transform((raw, ctx): number => {
      const value = parseFormNumber(raw);
      if (value === null) {
        if (rules.blank !== undefined) return rules.blank;
        ctx.issues.push({ code: 'custom', message: rules.required, input: raw });
        return z.NEVER;
      }
      const issue = Number.isNaN(value)
        ? invoiceMessages.notANumber
        : (rules.exclusiveMin ? value <= rules.min : value < rules.min)
          ? rules.minMessage
          : value > rules.max
            ? rules.maxMessage
            : !hasAtMostDecimals(value, rules.decimals)
              ? rules.decimalsMessage
              : null;
      if (issue) {
        ctx.issues.push({ code: 'custom', message: issue, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)))),
    z.transform((value) => (value ? value : null)),
  );

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** What a line id may hold (the rules check the stored ids with the same pattern). */
export const LINE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Control characters (but tab and newlines) are dropped from descriptions: the stored lines use one as a separator. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const invoiceLineFormSchema = z.object({
  id: z.string().check(z.regex(LINE_ID_PATTERN)),
  description: z.string().check(
    z.overwrite((text) => text.replace(CONTROL_CHARACTERS, '')),
    z.trim(),
    z.minLength(1, invoiceMessages.descriptionRequired),
    z.maxLength(INVOICE_LIMITS.description, tooLongMessage(INVOICE_LIMITS.description)),
  ),
  quantity: checkedNumber({
    required: invoiceMessages.quantityRequired,
    min: 0,
    exclusiveMin: true,
    minMessage: invoiceMessages.quantityPositive,
    max: INVOICE_LIMITS.quantity,
    maxMessage: invoiceMessages.quantityTooLarge,
    decimals: INVOICE_LIMITS.quantityDecimals,
    decimalsMessage: invoiceMessages.quantityDecimals,
  }),
  unitPrice: checkedNumber({
    required: invoiceMessages.priceRequired,
    min: 0,
    minMessage: invoiceMessages.priceNotNegative,
    max: INVOICE_LIMITS.unitPrice,
    maxMessage: invoiceMessages.priceTooLarge,
    decimals: INVOICE_LIMITS.priceDecimals,
    decimalsMessage: invoiceMessages.priceDecimals,
  }),
});

export const invoiceFormSchema = z
  .object({
    client: z.object({
      name: z
        .string({ error: invoiceMessages.clientNameRequired })
        .check(
          z.trim(),
          z.minLength(1, invoiceMessages.clientNameRequired),
          z.maxLength(INVOICE_LIMITS.clientName, tooLongMessage(INVOICE_LIMITS.clientName)),
        ),
      email: optionalText(INVOICE_LIMITS.clientEmail).check(
        z.refine((value) => value === null || EMAIL_PATTERN.test(value), invoiceMessages.invalidEmail),
      ),
      address: optionalText(INVOICE_LIMITS.clientAddress),
    }),
    issueDate: z.string().check(z.trim(), z.refine(isIsoDate, invoiceMessages.issueDateRequired)),
    // Blank means no due date.
    dueDate: z.pipe(
      z
        .nullish(z.string().check(z.trim()))
        .check(z.refine((text) => !text || isIsoDate(text), invoiceMessages.invalidDueDate)),
      z.transform((text) => (text ? text : null)),
    ),
    lines: z
      .array(invoiceLineFormSchema)
      .check(
        z.minLength(1, invoiceMessages.noLines),
        z.maxLength(INVOICE_LIMITS.lines, invoiceMessages.tooManyLines),
      ),
    taxRatePercent: checkedNumber({
      required: invoiceMessages.notANumber,
      blank: 0,
      min: 0,
      minMessage: invoiceMessages.taxRateNegative,
      max: INVOICE_LIMITS.percent,
      maxMessage: invoiceMessages.taxRateMax,
      decimals: INVOICE_LIMITS.percentDecimals,
      decimalsMessage: invoiceMessages.percentDecimals,
    }),
    discountPercent: checkedNumber({
      required: invoiceMessages.notANumber,
      blank: 0,
      min: 0,
      minMessage: invoiceMessages.discountNegative,
      max: INVOICE_LIMITS.percent,
      maxMessage: invoiceMessages.discountMax,
      decimals: INVOICE_LIMITS.percentDecimals,
      decimalsMessage: invoiceMessages.percentDecimals,
    }),
    notes: optionalText(INVOICE_LIMITS.notes),
  })
  .check(
    z.refine((value) => !value.dueDate || !isIsoDate(value.issueDate) || value.dueDate >= value.issueDate, {
      message: invoiceMessages.dueBeforeIssue,
      path: ['dueDate'],
      // Checked even while other fields have errors, so every message shows at once.
      when: ({ value }) => {
        const { issueDate, dueDate } = (value ?? {}) as Record<string, unknown>;
        return typeof issueDate === 'string' && typeof dueDate === 'string' && isIsoDate(dueDate.trim());
      },
    }),
    z.superRefine((value, ctx) => {
      const totals = invoiceTotals(value.lines, value.taxRatePercent, value.discountPercent);
      if (totals.subtotal > INVOICE_LIMITS.total || totals.total > INVOICE_LIMITS.total) {
        ctx.addIssue({ code: 'custom', message: invoiceMessages.totalTooLarge, path: ['lines'] });
      }
    }),
  );

/** What the editor holds (numbers as typed text or numbers). */
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
export type InvoiceLineFormValues = z.input<typeof invoiceLineFormSchema>;
/** What a valid editor gives the repository. */
export type InvoiceInput = z.output<typeof invoiceFormSchema>;

/** A fresh line id ('line-<random>'). */
export function newLineId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '').slice(0, 12)
      : Math.random().toString(36).slice(2, 14);
  return `line-${random}`;
}

/** An empty line for the editor. */
export const emptyInvoiceLine = (): InvoiceLineFormValues => ({
  id: newLineId(),
  description: '',
  quantity: '1',
  unitPrice: '',
});

/**
 * What the editor starts from: a stored document's values, or a new document's (today's issue
 * date, the given lines or one empty line, the given client).
 */
export function invoiceFormDefaults(
  source?: Partial<
    Pick<
      InvoiceDocument,
      'client' | 'issueDate' | 'dueDate' | 'lines' | 'taxRatePercent' | 'discountPercent' | 'notes'
    >
  > | null,
  now: Date = new Date(),
): InvoiceFormValues {
  const lines = source?.lines?.length
    ? source.lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: String(line.quantity),
        unitPrice: String(line.unitPrice),
      }))
    : [emptyInvoiceLine()];
  return {
    client: {
      name: source?.client?.name ?? '',
      email: source?.client?.email ?? '',
      address: source?.client?.address ?? '',
    },
    issueDate: source?.issueDate ?? todayIsoDate(now),
    dueDate: source?.dueDate ?? '',
    lines,
    taxRatePercent: String(source?.taxRatePercent ?? 0),
    discountPercent: String(source?.discountPercent ?? 0),
    notes: source?.notes ?? '',
  };
}

/**
 * Totals of the editor's current values while the user types: unreadable or blank numbers count
 * as 0, so the totals panel always shows something.
 */
export function formTotals(values: Pick<InvoiceFormValues, 'lines' | 'taxRatePercent' | 'discountPercent'>) {
  const num = (raw: unknown) => {
    const value = parseFormNumber(raw);
    return value === null || Number.isNaN(value) ? 0 : value;
  };
  return invoiceTotals(
    (values.lines ?? []).map((line) => ({ quantity: num(line.quantity), unitPrice: num(line.unitPrice) })),
    Math.min(100, Math.max(0, num(values.taxRatePercent))),
    Math.min(100, Math.max(0, num(values.discountPercent))),
  );
}

// ---------- the paid date ----------

/** Checks a paid date: a real day, not before the issue date. null when fine, else the message. */
export function paidDateIssue(paidDate: string, issueDate: string): string | null {
  if (!isIsoDate(paidDate)) return invoiceMessages.paidDateRequired;
  if (paidDate < issueDate) return invoiceMessages.paidBeforeIssue;
  return null;
}

// ---------- lines from a project ----------

/** What a project's lines are priced with, besides its jobs. */
export interface ProjectPricingInputs extends ProjectCostInputs {
  /** The margin the calculator adds (0–100, as on the calculator). */
  profitPercent?: number;
  /** The calculator's discount (0–100), taken off the price. Not the document's discount. */
  discountPercent?: number;
  /** Failure allowance of the estimate (default: the calculator's 10 %). */
  failureRatePercent?: number;
  /** Extra costs of the whole project, spread over the jobs by their share of the cost. */
  setupFee?: number;
  designCost?: number;
  shippingCost?: number;
  packagingCost?: number;
  otherExpenses?: number;
  /** The project's runs, for basis 'actual' (each finished run's totalCost counts for its job). */
  runs?: readonly { jobId: string; status: string; totalCost: number | null }[];
}

export interface ProjectForLines {
  /** The project's assigned printer ids. */
  printers: readonly string[];
}
export interface JobForLines extends JobQuantities {
  id: string;
  description: string;
}

const cents = (value: number) => divideRounded(scaled(Math.max(0, value), 2), 1n);

/** Splits `total` cents by the weights, to the cent, the remainder on the largest shares first. */
function splitCents(total: bigint, weights: readonly number[]): bigint[] {
  if (weights.length === 0) return [];
  const positive = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const shares = sum > 0 ? positive.map((weight) => weight / sum) : positive.map(() => 1 / weights.length);
  const parts = shares.map((share) => BigInt(Math.floor(Number(total) * share)));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = shares.map((share, index) => ({ share, index })).sort((a, b) => b.share - a.share);
  for (let i = 0; left > 0n; i = (i + 1) % order.length, left -= 1n) {
    const entry = order[i];
    if (entry) parts[entry.index] = (parts[entry.index] ?? 0n) + 1n;
  }
  return parts;
}

/**
 * A project's jobs as lines: one per job, its description (or 'Print job N'), quantity 1, and its
 * share of the project's price worked out by the calculator engine: basis 'estimate' prices the
 * jobs' grams and hours (spools' average price per kg, assigned printers' average cost per hour,
 * the failure allowance), 'actual' prices what the project's finished runs cost; both add the
 * extra costs, the profit margin and the calculator discount. Each job gets the price in
 * proportion to its own cost (equal shares when nothing costs anything); the lines add up to the
 * project's price to the cent. A 100 % margin has no price: the cost stands in.
 */
export function linesFromProject(
  project: ProjectForLines,
  jobs: readonly JobForLines[],
  pricing: ProjectPricingInputs,
  basis: 'estimate' | 'actual',
): InvoiceLine[] {
  if (jobs.length === 0) return [];
  const electricityRate = pricing.electricityRate || DEFAULT_ELECTRICITY_RATE;
  const materialCostPerKg = averageMaterialCostPerKg(pricing.spools) ?? 0;
  const printerCostPerHour = averagePrinterCostPerHour(project.printers, pricing.printers) ?? 0;
  const failureRatePercent = pricing.failureRatePercent ?? 10;
  const extras = {
    setupFee: pricing.setupFee ?? 0,
    designCost: pricing.designCost ?? 0,
    shippingCost: pricing.shippingCost ?? 0,
    packagingCost: pricing.packagingCost ?? 0,
    otherExpenses: pricing.otherExpenses ?? 0,
  };

  let weights: number[];
  let breakdown: ReturnType<typeof calculatePrintCost>;
  if (basis === 'actual') {
    const finished = (pricing.runs ?? []).filter((run) => run.status !== 'printing');
    weights = jobs.map((job) =>
      finished
        .filter((run) => run.jobId === job.id)
        .reduce((sum, run) => sum + (Number.isFinite(run.totalCost) ? (run.totalCost ?? 0) : 0), 0),
    );
    const actualCost = weights.reduce((a, b) => a + b, 0);
    breakdown = calculatePrintCost({
      ...extras,
      otherExpenses: extras.otherExpenses + actualCost,
      failureRatePercent: 0,
      items: 1,
      profitPercent: pricing.profitPercent ?? 0,
      discountPercent: pricing.discountPercent ?? 0,
      electricityRate,
    });
  } else {
    const jobCost = (job: JobQuantities) =>
      calculatePrintCost({
        printTimeHours: totalPrintMinutes([job]) / 60,
        materialWeightGrams: totalMaterialGrams([job]),
        materialCostPerKg,
        printerCostPerHour,
        failureRatePercent,
        items: 1,
        electricityRate,
      })?.totalCost ?? 0;
    weights = jobs.map(jobCost);
    breakdown = calculatePrintCost({
      printTimeHours: totalPrintMinutes(jobs) / 60,
      materialWeightGrams: totalMaterialGrams(jobs),
      materialCostPerKg,
      printerCostPerHour,
      failureRatePercent,
      items: 1,
      ...extras,
      profitPercent: pricing.profitPercent ?? 0,
      discountPercent: pricing.discountPercent ?? 0,
      electricityRate,
    });
  }
  const price = breakdown?.finalPrice ?? breakdown?.totalCost ?? 0;
  const priceCents = cents(Math.min(price, INVOICE_LIMITS.unitPrice));
  const parts = splitCents(priceCents, weights);
  return jobs.map((job, index) => ({
    id: `line-${job.id.replace(/[^A-Za-z0-9_-]/g, '-') || index + 1}`.slice(0, INVOICE_LIMITS.lineId),
    description: (job.description.replace(CONTROL_CHARACTERS, '').trim() || `Print job ${index + 1}`).slice(
      0,
      INVOICE_LIMITS.description,
    ),
    quantity: 1,
    unitPrice: toMajor(parts[index] ?? 0n),
  }));
}

// ---------- the stored lines ----------
// Stored by column (firestore.rules checks up to 100 lines in a few expressions that way):
// ids, descriptions, quantities in thousandths and unit prices in cents, as whole numbers.

export interface StoredLines {
  ids: string[];
  descriptions: string[];
  quantityThousandths: number[];
  unitPriceCents: number[];
}

/** Lines as stored. */
export function storedLines(lines: readonly InvoiceLine[]): StoredLines {
  return {
    ids: lines.map((line) => line.id),
    descriptions: lines.map((line) => line.description),
    quantityThousandths: lines.map((line) => Number(scaled(line.quantity, INVOICE_LIMITS.quantityDecimals))),
    unitPriceCents: lines.map((line) => Number(scaled(line.unitPrice, INVOICE_LIMITS.priceDecimals))),
  };
}

/**
 * How many lines one line_sums document adds up: the rules spend some 25 expressions on a line
 * and may spend 1,000 on a document, so 100 lines are summed in four (firestore.rules).
 */
export const LINES_PER_SUM = 25;

/**
 * The sums the request that writes stored lines writes beside them (invoices/{id}/line_sums/…),
 * so the rules can check the totals against the lines: each line's cents as invoiceTotals rounds
 * them, 25 lines to a document ('0' … '3'), and the subtotal's cents ('total').
 */
export function lineSums(lines: StoredLines): { id: string; data: Record<string, number> }[] {
  const cents = lines.quantityThousandths.map((quantity, index) =>
    Number(divideRounded(BigInt(quantity) * BigInt(lines.unitPriceCents[index] ?? 0), 1000n)),
  );
  const sums: { id: string; data: Record<string, number> }[] = [];
  for (let first = 0; first < cents.length; first += LINES_PER_SUM) {
    const part = cents.slice(first, first + LINES_PER_SUM).reduce((sum, value) => sum + value, 0);
    sums.push({ id: String(sums.length), data: { cents: part } });
  }
  const subtotalCents = cents.reduce((sum, value) => sum + value, 0);
  return [...sums, { id: 'total', data: { subtotalCents } }];
}

/**
 * The id of the claim on a printed number (invoice_numbers/{id}): one document of a kind per
 * number, whatever prefix printed it. '/' (which a prefix may hold, an id may not) is written '~'.
 */
export const numberClaimId = (userId: string, kind: DocumentKind, number: string) =>
  `${userId}_${kind}_${number.replaceAll('/', '~')}`;

const storedColumn = <T>(value: unknown, item: (entry: unknown) => T): T[] =>
  Array.isArray(value) ? value.map(item) : [];
const wholeNumber = (entry: unknown) => {
  const value = typeof entry === 'string' ? Number(entry) : entry;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** Stored lines as the app sees them; a damaged column reads as no lines. */
export function linesFromStored(stored: unknown): InvoiceLine[] {
  if (stored === null || typeof stored !== 'object') return [];
  const columns = stored as Record<string, unknown>;
  const ids = storedColumn(columns.ids, (entry) => (typeof entry === 'string' ? entry : ''));
  const descriptions = storedColumn(columns.descriptions, (entry) =>
    typeof entry === 'string' ? entry : '',
  );
  const quantities = storedColumn(columns.quantityThousandths, wholeNumber);
  const prices = storedColumn(columns.unitPriceCents, wholeNumber);
  if (![descriptions, quantities, prices].every((column) => column.length === ids.length)) return [];
  return ids.map((id, index) => ({
    id,
    description: descriptions[index] ?? '',
    quantity: (quantities[index] ?? 0) / 1000,
    unitPrice: (prices[index] ?? 0) / 100,
  }));
}

// ---------- reading a stored document ----------

const nullableText = z.catch(z.nullable(z.string()), null);
const amountOrZero = z.catch(z.number(), 0);

export const storedInvoiceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.catch(z.enum(DOCUMENT_KINDS), 'invoice'),
  number: z.catch(z.string(), ''),
  sequence: z.catch(z.number(), 0),
  status: z.catch(z.enum(DOCUMENT_STATUSES), 'draft'),
  projectId: nullableText,
  quoteId: nullableText,
  convertedToInvoiceId: nullableText,
  client: z.catch(z.object({ name: z.catch(z.string(), ''), email: nullableText, address: nullableText }), {
    name: '',
    email: null,
    address: null,
  }),
  business: z.catch(
    z.object({
      name: nullableText,
      address: nullableText,
      taxId: nullableText,
      email: nullableText,
      paymentTerms: nullableText,
    }),
    { name: null, address: null, taxId: null, email: null, paymentTerms: null },
  ),
  issueDate: z.catch(z.string(), ''),
  dueDate: nullableText,
  paidDate: nullableText,
  currency: z.catch(z.string(), 'USD'),
  paperSize: z.catch(z.enum(PAPER_SIZES), DEFAULT_PAPER_SIZE),
  lines: z.pipe(z.unknown(), z.transform(linesFromStored)),
  taxRatePercent: amountOrZero,
  discountPercent: amountOrZero,
  notes: nullableText,
  totals: z.catch(
    z.object({ subtotal: amountOrZero, discount: amountOrZero, tax: amountOrZero, total: amountOrZero }),
    { subtotal: 0, discount: 0, tax: 0, total: 0 },
  ),
  createdAt: z.catch(z.date(), () => new Date(0)),
  updatedAt: z.catch(z.date(), () => new Date(0)),
});

/** A stored document as the app sees it (bad fields fall back instead of failing the list). */
export function parseInvoiceDocument(id: string, data: Record<string, unknown>): InvoiceDocument {
  return storedInvoiceSchema.parse({ ...data, id });
}

/** The details a profile gives a document (the business snapshot). */
export function businessDetailsOf(profile: {
  businessName?: string | null;
  business?: Partial<Omit<BusinessDetails, 'name'>> | null;
}): BusinessDetails {
  return {
    name: profile.businessName || null,
    address: profile.business?.address || null,
    taxId: profile.business?.taxId || null,
    email: profile.business?.email || null,
    paymentTerms: profile.business?.paymentTerms || null,
  };
}

/** Earlier clients for suggestions: distinct by name (case-insensitive), newest first. */
export function distinctClients(docs: readonly Pick<InvoiceDocument, 'client'>[]): ClientDetails[] {
  const seen = new Set<string>();
  const clients: ClientDetails[] = [];
  for (const { client } of docs) {
    const key = client.name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    clients.push(client);
  }
  return clients;
}

/** The first day of the month of a date, 'YYYY-MM-01' (for "paid this month"). */
export const monthStartOf = (now: Date = new Date()): string => `${todayIsoDate(now).slice(0, 8)}01`;
