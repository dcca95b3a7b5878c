import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { extractText } from 'unpdf';
import { checkpoint, registerNewUser, VIEWPORTS } from './support';

// The e2e build talks to this emulator project (see .env.e2e).
const PROJECT = 'demo-printledger-e2e';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION = 'none';

function adminDb() {
  const app =
    getApps().find((existing) => existing.name === 'invoices-e2e') ??
    initializeApp({ projectId: PROJECT }, 'invoices-e2e');
  return getFirestore(app);
}

/** The user's printers, spool and business details, written straight to the emulator. */
async function seedWorkshop(email: string) {
  const db = adminDb();
  const users = await db.collection('users').where('email', '==', email).get();
  const uid = users.docs[0]!.id;
  const printer = (name: string, model: string, costPerHour: number) => ({
    userId: uid,
    name,
    model,
    buildVolume: { x: 250, y: 210, z: 220 },
    numExtruders: 1,
    powerConsumption: 200,
    initialCost: 1000,
    costPerHour,
    replacementPeriod: 5000,
    expectedYearlyHours: 1000,
    annualMaintenanceCost: 100,
    status: 'idle',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db.collection('printers').add(printer('Prusa MK4', 'MK4', 0.5));
  await db.collection('printers').add(printer('Bambu X1', 'X1 Carbon', 1.5));
  await db.collection('spools').add({
    userId: uid,
    name: 'Galaxy Black PLA',
    weight: 1000,
    remainingWeight: 1000,
    purchaseDate: '2025-01-01',
    purchasePrice: 20,
    status: 'new',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db
    .collection('users')
    .doc(uid)
    .update({
      businessName: 'Layer Works',
      business: {
        address: '1 Mill Lane\nLeeds LS1 4AB',
        taxId: 'GB 123 4567 89',
        email: 'hello@layer.works',
        paymentTerms: 'Payment within 30 days by bank transfer.',
      },
    });
  return uid;
}

/** The PDF's first page drawn by pdf.js (unpdf's bundled build) into a canvas, screenshotted at both sizes. */
async function shootPdf(page: Page, bytes: Buffer, name: string) {
  const pdfjs = readFileSync('node_modules/unpdf/dist/pdfjs.mjs', 'utf8');
  const viewer = await page.context().newPage();
  await viewer.route('http://pdf-viewer.local/**', (route) =>
    route.request().url().endsWith('/pdfjs.mjs')
      ? route.fulfill({ body: pdfjs, contentType: 'text/javascript' })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>PDF</title></head><body style="margin:0;background:#94a3b8"><main id="pages"></main></body></html>',
        }),
  );
  await viewer.goto('http://pdf-viewer.local/');
  const pages = await viewer.evaluate(
    async (data) => {
      const pdfjs = (await import('/pdfjs.mjs' as string)) as {
        getDocument: (options: object) => { promise: Promise<PdfDocument> };
      };
      interface PdfDocument {
        numPages: number;
        getPage: (n: number) => Promise<{
          getViewport: (o: { scale: number }) => { width: number; height: number };
          render: (o: object) => { promise: Promise<void> };
        }>;
      }
      const pdf = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
      for (let n = 1; n <= pdf.numPages; n += 1) {
        const pdfPage = await pdf.getPage(n);
        const viewport = pdfPage.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.cssText = 'display:block;margin:16px auto;background:white;max-width:calc(100% - 32px)';
        document.getElementById('pages')!.append(canvas);
        await pdfPage.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
      }
      return pdf.numPages;
    },
    [...bytes],
  );
  expect(pages).toBeGreaterThan(0);
  if (process.env.SCREENSHOTS) {
    for (const viewport of VIEWPORTS) {
      await viewer.setViewportSize(viewport);
      await viewer.screenshot({
        path: `screenshots/${name}-${viewport.width}x${viewport.height}.png`,
        fullPage: true,
      });
    }
  }
  await viewer.close();
}

const documentNumber = (kind: 'INV' | 'QUO', sequence: number) =>
  `${kind}-${new Date().getFullYear()}-${String(sequence).padStart(4, '0')}`;

test('project with two jobs → quote → edit a line → invoice → numbered in order → sent (locked) → paid → PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { email } = await registerNewUser(page);
  const uid = await seedWorkshop(email);
  await page.reload();

  // A project with two jobs, through the project form.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'New Project' }).first().click();
  await page.getByLabel('Project name').fill('Chess set');
  await page.getByLabel('Client name').fill('Ada Lovelace');
  await page.getByRole('checkbox', { name: 'Prusa MK4 (MK4)' }).check();
  await page.getByRole('checkbox', { name: 'Bambu X1 (X1 Carbon)' }).check();
  await page.getByRole('button', { name: 'Add Print Job' }).first().click();
  const first = page.getByRole('group', { name: 'Print Job 1' });
  await first.getByLabel('Description').fill('Kings and queens');
  await first.getByLabel('Print time (hours)').fill('3');
  await first.getByLabel('Minutes').fill('30');
  await first.getByLabel('Material (g)').fill('120');
  await page.getByRole('button', { name: 'Add Print Job' }).last().click();
  const second = page.getByRole('group', { name: 'Print Job 2' });
  await second.getByLabel('Description').fill('Pawns');
  await second.getByLabel('Print time (hours)').fill('1');
  await second.getByLabel('Minutes').fill('30');
  await second.getByLabel('Material (g)').fill('80');
  // 200 g at $20/kg = $4; 5 h at an average $1/h = $5; + 10 % = $9.90.
  await expect(page.getByTestId('estimated-cost')).toHaveText('$9.90');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  // Invoices: empty, then a quote from the project.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByText('No quotes or invoices yet')).toBeVisible();
  await page.getByRole('button', { name: 'From a project' }).first().click();
  const picker = page.getByRole('dialog', { name: 'From a project' });
  await picker.getByRole('radio', { name: /Chess set/ }).check();
  await picker.getByRole('radio', { name: 'Quote' }).check();
  await picker.getByRole('radio', { name: /The estimate/ }).check();
  await picker.getByLabel('Profit margin (%)').fill('0');
  await checkpoint(page, 'invoices-from-project');
  await picker.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'New quote', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Client name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Kings and queens');
  await expect(page.getByLabel('Line 2 description')).toHaveValue('Pawns');
  // The lines add up to the project's price.
  await expect(page.getByTestId('totals-total')).toHaveText('$9.90');
  const pawnsPrice = await page.getByLabel('Unit price ($)').nth(1).inputValue();

  // Edit a line: two sets of pawns, and a tax rate.
  await page.getByLabel('Quantity').nth(1).fill('2');
  await page.getByLabel('Tax rate (%)').fill('20');
  const subtotal = Math.round((9.9 + Number(pawnsPrice)) * 100) / 100;
  const total = Math.round(subtotal * 1.2 * 100) / 100;
  const money = (amount: number) => `$${amount.toFixed(2)}`;
  await expect(page.getByTestId('totals-subtotal')).toHaveText(money(subtotal));
  await expect(page.getByTestId('totals-total')).toHaveText(money(total));
  await checkpoint(page, 'invoices-editor');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const quoteNumber = documentNumber('QUO', 1);
  await expect(
    page.getByRole('heading', { name: new RegExp(`Quote ${quoteNumber}`), level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/${uid}_quote_1$`));

  // Convert to an invoice: INV-…-0001, a draft with the quote's lines.
  await page.getByRole('button', { name: 'Convert to invoice' }).click();
  const firstInvoice = documentNumber('INV', 1);
  await expect(
    page.getByRole('heading', { name: new RegExp(`Invoice ${firstInvoice}`), level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`Invoice ${firstInvoice} created from the quote`)).toBeVisible();
  await expect(page.getByLabel('Line 2 description')).toHaveValue('Pawns');
  await expect(page.getByTestId('totals-total')).toHaveText(money(total));
  const firstInvoiceUrl = page.url();

  // A second invoice from scratch takes the next number.
  await page.goto('/dashboard/invoices/new?kind=invoice');
  await page.getByLabel('Client name').fill('Grace Hopper');
  await page.getByLabel('Line 1 description').fill('Replacement knight');
  await page.getByLabel('Unit price ($)').fill('4.50');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`Invoice ${documentNumber('INV', 2)}`), level: 1 }),
  ).toBeVisible();

  // The list: both invoices and the quote, newest first.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
  const table = page.getByRole('region', { name: 'Your quotes and invoices' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText(firstInvoice);
  await expect(table).toContainText(documentNumber('INV', 2));
  await expect(table).toContainText(quoteNumber);

  // Mark the first invoice sent: its lines lock.
  await page.goto(firstInvoiceUrl);
  await page.getByRole('button', { name: 'Mark sent' }).click();
  await expect(page.getByText(`${firstInvoice} marked as sent`)).toBeVisible();
  await expect(page.getByText(/has been sent: its lines and amounts can no longer change/)).toBeVisible();
  await expect(page.getByLabel('Line 1 description')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);

  // Mark it paid (today).
  await page.getByRole('button', { name: 'Mark paid' }).click();
  const paid = page.getByRole('dialog', { name: 'Mark as paid' });
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`${firstInvoice} marked as paid`)).toBeVisible();
  await expect(page.getByText('This invoice is paid')).toBeVisible();

  // The list's sums: nothing outstanding, the invoice paid this month.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByTestId('invoices-paid-month')).toHaveText(money(total));
  await expect(page.getByTestId('invoices-outstanding')).toHaveText('$0.00');
  await checkpoint(page, 'invoices-list');

  // The PDF, read back as text.
  await page.goto(firstInvoiceUrl);
  await checkpoint(page, 'invoices-paid');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${firstInvoice}.pdf`);
  const bytes = readFileSync((await download.path())!);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  for (const expected of [
    firstInvoice,
    'Layer Works',
    'Ada Lovelace',
    'Kings and queens',
    'Pawns',
    money(total),
    'Payment within 30 days by bank transfer.',
    'Tax ID: GB 123 4567 89',
  ]) {
    expect(text).toContain(expected);
  }
  await shootPdf(page, bytes, 'invoices-pdf');

  // The print view: the document alone.
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('article', { name: `Invoice ${firstInvoice}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await checkpoint(page, 'invoices-print');
});

test('a number printed before under another prefix is refused, saying which (issue 29)', async ({ page }) => {
  test.setTimeout(120_000);
  await registerNewUser(page);
  const numbering = async (prefix: string, next: string) => {
    await page.goto('/profile');
    await page.getByRole('textbox', { name: 'City' }).fill('Leeds');
    await page.getByRole('textbox', { name: 'Country' }).fill('UK');
    await page.getByLabel('Invoice number prefix').fill(prefix);
    await page.getByLabel('Next invoice number').fill(next);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  };
  const newInvoice = async () => {
    await page.goto('/dashboard/invoices/new?kind=invoice');
    await page.getByLabel('Client name').fill('Grace Hopper');
    await page.getByLabel('Line 1 description').fill('Replacement knight');
    await page.getByLabel('Unit price ($)').fill('4.50');
    await page.getByRole('button', { name: 'Save draft' }).click();
  };
  // 'A1' + 2345 prints A12345; 'A' + 12345 would print it again.
  await numbering('A1', '2345');
  await newInvoice();
  await expect(page.getByRole('heading', { name: /Invoice A12345/, level: 1 })).toBeVisible();
  await numbering('A', '12345');
  await newInvoice();
  await expect(page.getByRole('alert')).toHaveText(
    'The number A12345 is already printed on another document. Change the prefix or the next number in your profile, then try again.',
  );
  await expect(page).toHaveURL(/\/dashboard\/invoices\/new\?kind=invoice$/);
  await checkpoint(page, 'invoices-number-taken');
  await numbering('A', '12346');
  await newInvoice();
  await expect(page.getByRole('heading', { name: /Invoice A12346/, level: 1 })).toBeVisible();
});
