// What a quote or invoice says, the same on screen, in the print view and in the PDF.
import { formatIsoDate } from '@/domain/dates';
import {
  documentKindLabels,
  documentStatusLabels,
  type DocumentKind,
  type InvoiceDocument,
} from '@/domain/invoices';
import { formatMoney } from '@/domain/money';

export const kindTitle = documentKindLabels;
export const statusLabels = documentStatusLabels;

/** The due date's label: a quote's date is how long its prices hold. */
export const dueDateLabel = (kind: DocumentKind) => (kind === 'quote' ? 'Valid until' : 'Due date');

/** The business lines printed at the top of a document: name, address lines, email, tax id. */
export function businessLines(business: InvoiceDocument['business']): string[] {
  return [
    ...splitLines(business.address),
    business.email ?? '',
    business.taxId ? `Tax ID: ${business.taxId}` : '',
  ].filter((line) => line.trim() !== '');
}

/** The client lines under "Bill to": name, address lines, email. */
export function clientLines(client: InvoiceDocument['client']): string[] {
  return [client.name, ...splitLines(client.address), client.email ?? ''].filter(
    (line) => line.trim() !== '',
  );
}

export function splitLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The dates block: issue date, due (or valid-until) date, paid date. */
export function documentDates(doc: Pick<InvoiceDocument, 'kind' | 'issueDate' | 'dueDate' | 'paidDate'>) {
  const rows: [label: string, value: string][] = [['Issue date', formatIsoDate(doc.issueDate)]];
  if (doc.dueDate) rows.push([dueDateLabel(doc.kind), formatIsoDate(doc.dueDate)]);
  if (doc.paidDate) rows.push(['Paid on', formatIsoDate(doc.paidDate)]);
  return rows;
}

/** Quantities as typed: up to 3 decimals, no trailing zeros. */
export const formatQuantity = (quantity: number) =>
  quantity.toLocaleString('en-US', { maximumFractionDigits: 3 });

const formatPercent = (percent: number) =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The totals rows under the lines; discount and tax only when they apply. */
export function totalsRows(
  doc: Pick<InvoiceDocument, 'totals' | 'currency' | 'discountPercent' | 'taxRatePercent'>,
): { label: string; amount: string; strong?: boolean }[] {
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: 'Subtotal', amount: money(doc.totals.subtotal) },
  ];
  if (doc.discountPercent > 0) {
    rows.push({
      label: `Discount (${formatPercent(doc.discountPercent)})`,
      amount: money(-doc.totals.discount),
    });
  }
  if (doc.taxRatePercent > 0 || doc.totals.tax > 0) {
    rows.push({ label: `Tax (${formatPercent(doc.taxRatePercent)})`, amount: money(doc.totals.tax) });
  }
  rows.push({ label: `Total (${doc.currency})`, amount: money(doc.totals.total), strong: true });
  return rows;
}

/** The file name of a document's PDF: its number, with anything unsafe in a file name replaced. */
export const pdfFileName = (doc: Pick<InvoiceDocument, 'number'>) =>
  `${doc.number.replace(/[^A-Za-z0-9._-]+/g, '-') || 'document'}.pdf`;
