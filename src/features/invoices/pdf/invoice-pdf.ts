// The PDF of a quote or invoice, drawn with pdf-lib in the browser. This module (and pdf-lib with
// it) is loaded with import() only when the user asks for a PDF; the fonts are fetched then too.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { lineTotal, type InvoiceDocument } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import {
  businessLines,
  clientLines,
  documentDates,
  formatQuantity,
  kindTitle,
  pdfFileName,
  splitLines,
  statusLabels,
  totalsRows,
} from '../document-text';
import regularFontUrl from './fonts/Inter_400Regular.ttf?url';
import boldFontUrl from './fonts/Inter_700Bold.ttf?url';
import { padGlyphs } from './pad-glyphs';
import { wrapText } from './wrap-text';

/** Page sizes in points (1/72 inch). */
export const PAGE_SIZES = { A4: [595.28, 841.89], Letter: [612, 792] } as const;

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.8, 0.83, 0.88);
const ACCENT = rgb(0.26, 0.22, 0.79);
const ALERT = rgb(0.73, 0.11, 0.11);

const SIZE = { body: 10, small: 8.5, heading: 11, title: 22, business: 16, total: 12 };
const LEADING = 1.35;

/** Inter Regular and Bold, fetched from the app's own assets (no third party). */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const load = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  const [regular, bold] = await Promise.all([load(regularFontUrl), load(boldFontUrl)]);
  return { regular, bold };
}

/**
 * The document as PDF bytes: A4 or Letter from its paper size; business, client, number, dates,
 * lines (long descriptions wrap, many lines continue on the next page with the table's header
 * again), totals in its currency, payment terms and notes. Fonts are embedded as subsets, so the
 * text is selectable and looks the same everywhere.
 */
export async function renderInvoicePdf(doc: InvoiceDocument, fonts: PdfFonts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  // Subsets: only the glyphs the document uses are embedded (see padGlyphs for why it is needed).
  const regular = await pdf.embedFont(padGlyphs(fonts.regular), { subset: true });
  const bold = await pdf.embedFont(padGlyphs(fonts.bold), { subset: true });

  const title = `${kindTitle[doc.kind]} ${doc.number}`;
  pdf.setTitle(title);
  pdf.setSubject(doc.client.name ? `${title} for ${doc.client.name}` : title);
  if (doc.business.name) pdf.setAuthor(doc.business.name);
  pdf.setCreator('PrintLedger');
  pdf.setProducer('PrintLedger');
  pdf.setCreationDate(doc.createdAt instanceof Date ? doc.createdAt : new Date());

  const [pageWidth, pageHeight] = PAGE_SIZES[doc.paperSize] ?? PAGE_SIZES.A4;
  const right = pageWidth - MARGIN;
  const contentWidth = right - MARGIN;
  const bottom = MARGIN + FOOTER_HEIGHT;

  let page: PDFPage = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - MARGIN;

  const text = (
    value: string,
    x: number,
    size: number,
    {
      font = regular,
      color = INK,
      align = 'left',
    }: { font?: PDFFont; color?: typeof INK; align?: 'left' | 'right' } = {},
  ) => {
    const drawX = align === 'right' ? x - font.widthOfTextAtSize(value, size) : x;
    page.drawText(value, { x: drawX, y, size, font, color });
  };
  const lineHeight = (size: number) => size * LEADING;
  const rule = (thickness = 0.75, color = RULE) =>
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness, color });

  /** A new page when fewer than `height` points are left above the footer. */
  const ensureSpace = (height: number, onNewPage?: () => void) => {
    if (y - height >= bottom) return;
    page = pdf.addPage([pageWidth, pageHeight]);
    y = pageHeight - MARGIN;
    text(`${title} (continued)`, MARGIN, SIZE.small, { color: MUTED });
    y -= lineHeight(SIZE.small) + 12;
    onNewPage?.();
  };

  // Header: the business on the left, the document's title, number and status on the right.
  const headerTop = y;
  y -= SIZE.business;
  text(doc.business.name || 'Your business', MARGIN, SIZE.business, { font: bold });
  y -= lineHeight(SIZE.body) + 2;
  const leftColumnWidth = contentWidth * 0.55;
  for (const line of businessLines(doc.business).flatMap((entry) =>
    wrapText(entry, leftColumnWidth, (value) => regular.widthOfTextAtSize(value, SIZE.body)),
  )) {
    text(line, MARGIN, SIZE.body, { color: MUTED });
    y -= lineHeight(SIZE.body);
  }
  const leftBottom = y;

  y = headerTop - SIZE.title;
  text(kindTitle[doc.kind].toUpperCase(), right, SIZE.title, { font: bold, color: ACCENT, align: 'right' });
  y -= lineHeight(SIZE.heading) + 4;
  text(doc.number, right, SIZE.heading, { font: bold, align: 'right' });
  y -= lineHeight(SIZE.body) + 2;
  for (const [label, value] of documentDates(doc)) {
    const valueWidth = regular.widthOfTextAtSize(value, SIZE.body);
    // The label first, so a text extractor reads 'Due date: Dec 24, 2026'.
    text(`${label}:`, right - valueWidth - 6, SIZE.body, { color: MUTED, align: 'right' });
    text(value, right, SIZE.body, { align: 'right' });
    y -= lineHeight(SIZE.body);
  }
  if (doc.status === 'void' || doc.status === 'paid') {
    y -= 4;
    text(statusLabels[doc.status].toUpperCase(), right, SIZE.heading, {
      font: bold,
      color: doc.status === 'void' ? ALERT : rgb(0.09, 0.5, 0.24),
      align: 'right',
    });
    y -= lineHeight(SIZE.heading);
  }
  y = Math.min(y, leftBottom) - 18;

  // Bill to.
  text(doc.kind === 'quote' ? 'Prepared for' : 'Bill to', MARGIN, SIZE.small, { font: bold, color: MUTED });
  y -= lineHeight(SIZE.body) + 2;
  clientLines(doc.client).forEach((line, index) => {
    for (const part of wrapText(line, contentWidth * 0.6, (value) =>
      (index === 0 ? bold : regular).widthOfTextAtSize(value, SIZE.body),
    )) {
      text(part, MARGIN, SIZE.body, { font: index === 0 ? bold : regular });
      y -= lineHeight(SIZE.body);
    }
  });
  y -= 16;

  // The lines: description (wrapped), quantity, unit price, amount.
  const amountRight = right;
  const unitRight = right - 95;
  const quantityRight = unitRight - 95;
  const descriptionWidth = quantityRight - 55 - MARGIN;
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const tableHeader = () => {
    text('Description', MARGIN, SIZE.small, { font: bold, color: MUTED });
    text('Qty', quantityRight, SIZE.small, { font: bold, color: MUTED, align: 'right' });
    text('Unit price', unitRight, SIZE.small, { font: bold, color: MUTED, align: 'right' });
    text('Amount', amountRight, SIZE.small, { font: bold, color: MUTED, align: 'right' });
    y -= 6;
    rule(1, INK);
    y -= lineHeight(SIZE.body) + 2;
  };
  ensureSpace(60);
  tableHeader();
  for (const line of doc.lines) {
    const descriptionLines = wrapText(line.description, descriptionWidth, (value) =>
      regular.widthOfTextAtSize(value, SIZE.body),
    );
    const rowHeight = descriptionLines.length * lineHeight(SIZE.body) + 8;
    // A row longer than a page is split over pages; otherwise it moves whole to the next page.
    ensureSpace(Math.min(rowHeight, lineHeight(SIZE.body) * 3), tableHeader);
    const amount = lineTotal(line);
    // The description's first line, then the numbers on the same baseline (the reading order of a
    // text extractor), then the rest of the description.
    descriptionLines.forEach((part, index) => {
      if (index > 0) ensureSpace(lineHeight(SIZE.body), tableHeader);
      text(part, MARGIN, SIZE.body);
      if (index === 0) {
        text(formatQuantity(line.quantity), quantityRight, SIZE.body, { align: 'right' });
        text(money(line.unitPrice), unitRight, SIZE.body, { align: 'right' });
        text(money(amount), amountRight, SIZE.body, { align: 'right' });
      }
      y -= lineHeight(SIZE.body);
    });
    y += lineHeight(SIZE.body) - 6;
    rule();
    y -= lineHeight(SIZE.body) + 2;
  }

  // Totals, right-aligned under the amounts.
  const rows = totalsRows(doc);
  ensureSpace(rows.length * lineHeight(SIZE.total) + 12);
  y -= 4;
  const labelRight = unitRight;
  for (const row of rows) {
    const size = row.strong ? SIZE.total : SIZE.body;
    if (row.strong) {
      y -= 4;
      page.drawLine({
        start: { x: quantityRight - 60, y: y + size + 4 },
        end: { x: right, y: y + size + 4 },
        thickness: 1,
        color: INK,
      });
    }
    const font = row.strong ? bold : regular;
    text(row.label, labelRight, size, { font, color: row.strong ? INK : MUTED, align: 'right' });
    text(row.amount, amountRight, size, { font, align: 'right' });
    y -= lineHeight(size) + 2;
  }
  y -= 14;

  // Payment terms and notes: wrapped paragraphs that may continue on the next page.
  const paragraph = (heading: string, body: string | null) => {
    const lines = splitLines(body).length
      ? wrapText(body ?? '', contentWidth, (value) => regular.widthOfTextAtSize(value, SIZE.body))
      : [];
    if (lines.length === 0) return;
    ensureSpace(lineHeight(SIZE.small) + lineHeight(SIZE.body) * 2);
    text(heading, MARGIN, SIZE.small, { font: bold, color: MUTED });
    y -= lineHeight(SIZE.body) + 2;
    for (const line of lines) {
      ensureSpace(lineHeight(SIZE.body));
      text(line, MARGIN, SIZE.body);
      y -= lineHeight(SIZE.body);
    }
    y -= 12;
  };
  paragraph('Payment terms', doc.business.paymentTerms);
  paragraph('Notes', doc.notes);

  // Footer on every page: the number and the page count.
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    page = each;
    y = MARGIN;
    text(`${title}`, MARGIN, SIZE.small, { color: MUTED });
    text(`Page ${index + 1} of ${pages.length}`, right, SIZE.small, { color: MUTED, align: 'right' });
  });

  return pdf.save();
}

/** Builds the document's PDF and hands it to the browser as a download named after its number. */
export async function downloadInvoicePdf(doc: InvoiceDocument): Promise<void> {
  const bytes = await renderInvoicePdf(doc, await loadPdfFonts());
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = pdfFileName(doc);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; freeing it at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
