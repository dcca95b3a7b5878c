import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, type InvoiceInput } from '@/domain/invoices';
import { createInvoicesRepository } from '@/repositories/invoices';
import { adminFirestore, loadRulesInto } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { signedInUser } = setUpPageTests();

// The emulator may have started before the invoices rules were written: load the current ones.
beforeAll(() => loadRulesInto('demo-printledger-integration'));

/** A signed-in account whose profile holds business details (what every document prints). */
async function invoicingUser() {
  const client = await signedInUser();
  await adminFirestore()
    .collection('users')
    .doc(client.uid)
    .set({
      uid: client.uid,
      email: client.email,
      businessName: 'Layer Works',
      planId: 'hobby',
      role: 'user',
      city: 'Leeds',
      country: 'UK',
      currency: 'USD',
      electricityRate: 0.12,
      printerCount: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
      business: { address: '1 Mill Lane', taxId: 'GB123', email: 'hi@layer.test', paymentTerms: 'Net 30' },
      paperSize: 'A4',
      numbering: { invoice: { prefix: 'INV-T-', next: 1 }, quote: { prefix: 'QUO-T-', next: 1 } },
    });
  return { ...client, invoices: createInvoicesRepository(client.db) };
}

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  client: { name: 'Acme Robotics', email: 'buyer@acme.test', address: null },
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  lines: [
    { id: 'line-a', description: 'Gear housing', quantity: 2, unitPrice: 10.5 },
    { id: 'line-b', description: 'Bracket', quantity: 1, unitPrice: 5 },
  ],
  taxRatePercent: 20,
  discountPercent: 10,
  notes: null,
  ...overrides,
});

async function open(path: string, heading: string | RegExp) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 15_000 });
  return view;
}

describe('invoices list', () => {
  it('lists number, client, dates, total and state; sums what is outstanding; filters by state in the URL', async () => {
    const { uid, invoices } = await invoicingUser();
    const quote = await invoices.create(
      uid,
      'quote',
      input({ client: { name: 'Quote Client', email: null, address: null } }),
    );
    const first = await invoices.create(uid, 'invoice', input());
    await invoices.send(uid, first.id);
    await invoices.create(
      uid,
      'invoice',
      input({ client: { name: 'Draft Client', email: null, address: null } }),
    );

    const { user, router } = await open('/dashboard/invoices', 'Invoices');
    const table = await screen.findByRole(
      'region',
      { name: 'Your quotes and invoices' },
      { timeout: 15_000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const sentRow = rows.find((row) => row.textContent?.includes('INV-T-0001'))!;
    expect(sentRow).toHaveTextContent('Acme Robotics');
    expect(sentRow).toHaveTextContent('Mar 2, 2026');
    expect(sentRow).toHaveTextContent('Apr 1, 2026');
    // 2 × 10.50 + 5 = 26.00; −10 % = 23.40; +20 % tax = 28.08.
    expect(sentRow).toHaveTextContent('$28.08');
    expect(sentRow).toHaveTextContent('Sent');
    expect(rows.find((row) => row.textContent?.includes(quote.number))).toHaveTextContent('Draft');
    expect(within(table).getByText('INV-T-0002')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('invoices-outstanding')).toHaveTextContent('$28.08'));
    expect(screen.getByTestId('invoices-paid-month')).toHaveTextContent('$0.00');

    await user.selectOptions(screen.getByLabelText('State'), 'sent');
    await waitFor(() => expect(router.state.location.search).toBe('?status=sent'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your quotes and invoices' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('region', { name: 'Your quotes and invoices' })).toHaveTextContent('INV-T-0001');

    await user.selectOptions(screen.getByLabelText('State'), 'paid');
    expect(await screen.findByText('No paid documents')).toBeInTheDocument();
  });

  it('never adds two currencies together: the user’s own is the sum, the others show beside it', async () => {
    const { uid, invoices } = await invoicingUser();
    const dollars = await invoices.create(uid, 'invoice', input());
    await invoices.send(uid, dollars.id);
    await adminFirestore().collection('users').doc(uid).update({ currency: 'EUR' });
    const euros = await invoices.create(uid, 'invoice', input());
    await invoices.send(uid, euros.id);

    await open('/dashboard/invoices', 'Invoices');
    await waitFor(() => expect(screen.getByTestId('invoices-outstanding')).toHaveTextContent('€28.08'));
    expect(screen.getByTestId('invoices-outstanding-other')).toHaveTextContent('In other currencies: $28.08');
    expect(screen.getByTestId('invoices-paid-month')).toHaveTextContent('€0.00');
    expect(screen.queryByTestId('invoices-paid-month-other')).not.toBeInTheDocument();
  });
});

describe('invoice editor', () => {
  it('shows each validation message at its field and keeps what was typed', async () => {
    await invoicingUser();
    const { user } = await open('/dashboard/invoices/new?kind=invoice', 'New invoice');

    // No client name, and the only line removed.
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(invoiceMessages.clientNameRequired)).toBeInTheDocument();
    expect(screen.getByText(invoiceMessages.noLines)).toBeInTheDocument();

    // A line with a negative quantity and price, and a tax rate above 100 %.
    await user.type(screen.getByLabelText('Client name'), 'Acme Robotics');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 1 description'), 'Gear housing');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '-2');
    await user.type(screen.getByLabelText('Unit price ($)'), '-5');
    await user.clear(screen.getByLabelText('Tax rate (%)'));
    await user.type(screen.getByLabelText('Tax rate (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(invoiceMessages.quantityPositive)).toBeInTheDocument();
    expect(screen.getByText(invoiceMessages.priceNotNegative)).toBeInTheDocument();
    expect(screen.getByText(invoiceMessages.taxRateMax)).toBeInTheDocument();
    expect(screen.queryByText(invoiceMessages.clientNameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(invoiceMessages.noLines)).not.toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Client name')).toHaveValue('Acme Robotics');
    expect(screen.getByLabelText('Line 1 description')).toHaveValue('Gear housing');
    expect(screen.getByLabelText('Quantity')).toHaveValue(-2);
    expect(screen.getByLabelText('Unit price ($)')).toHaveValue(-5);
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue(120);
  });

  it('works out line amounts and totals as the user types, reorders lines, and saves a numbered draft', async () => {
    const { uid, invoices } = await invoicingUser();
    const { user, router } = await open('/dashboard/invoices/new?kind=quote', 'New quote');
    await user.type(screen.getByLabelText('Client name'), 'Acme Robotics');
    await user.type(screen.getByLabelText('Line 1 description'), 'Gear housing');
    await user.clear(screen.getAllByLabelText('Quantity')[0]!);
    await user.type(screen.getAllByLabelText('Quantity')[0]!, '2');
    await user.type(screen.getAllByLabelText('Unit price ($)')[0]!, '10.50');
    await waitFor(() => expect(screen.getByTestId('line-1-amount')).toHaveTextContent('$21.00'));

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 2 description'), 'Bracket');
    await user.type(screen.getAllByLabelText('Unit price ($)')[1]!, '5');
    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '10');
    await user.clear(screen.getByLabelText('Tax rate (%)'));
    await user.type(screen.getByLabelText('Tax rate (%)'), '20');
    await waitFor(() => expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$26.00'));
    expect(screen.getByTestId('totals-discount')).toHaveTextContent('-$2.60');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('$4.68');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$28.08');

    // Move the bracket up, with the keyboard-reachable button.
    screen.getByRole('button', { name: 'Move line 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Line 1 description')).toHaveValue('Bracket');
    expect(screen.getByLabelText('Line 2 description')).toHaveValue('Gear housing');
    expect(screen.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('heading', { name: /Quote QUO-T-0001/, level: 1 }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe(`/dashboard/invoices/${uid}_quote_1`);
    expect(screen.getByText('QUO-T-0001 created')).toBeInTheDocument();
    // Read back through the repository (what is stored is the backend's business).
    expect(await invoices.get(uid, `${uid}_quote_1`)).toMatchObject({
      kind: 'quote',
      number: 'QUO-T-0001',
      status: 'draft',
      client: { name: 'Acme Robotics', email: null, address: null },
      lines: [
        expect.objectContaining({ description: 'Bracket', quantity: 1, unitPrice: 5 }),
        expect.objectContaining({ description: 'Gear housing', quantity: 2, unitPrice: 10.5 }),
      ],
      totals: { subtotal: 26, discount: 2.6, tax: 4.68, total: 28.08 },
      business: expect.objectContaining({ name: 'Layer Works', paymentTerms: 'Net 30' }),
    });
  });

  it('shows a sent invoice read-only, with why, and only the actions its state allows', async () => {
    const { uid, invoices } = await invoicingUser();
    const created = await invoices.create(uid, 'invoice', input());
    await invoices.send(uid, created.id);

    await open(`/dashboard/invoices/${created.id}`, /Invoice INV-T-0001/);
    expect(screen.getByText(/has been sent: its lines and amounts can no longer change/)).toBeInTheDocument();
    const documentView = screen.getByRole('article', { name: 'Invoice INV-T-0001' });
    expect(within(documentView).getByText('Gear housing')).toBeInTheDocument();
    expect(within(documentView).getByText('Total (USD)')).toBeInTheDocument();
    expect(within(documentView).getByText('$28.08')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      `/dashboard/invoices/${created.id}/print`,
    );
  });

  it('shows a quote turned into an invoice read-only and links to the invoice', async () => {
    const { uid, invoices } = await invoicingUser();
    const quote = await invoices.create(uid, 'quote', input());
    const invoice = await invoices.convertQuote(uid, quote.id);

    await open(`/dashboard/invoices/${quote.id}`, /Quote QUO-T-0001/);
    expect(screen.getByText(invoiceMessages.convertedLocked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'an invoice' })).toHaveAttribute(
      'href',
      `/dashboard/invoices/${invoice.id}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('asks the paid date, refuses one before the issue date, then marks the invoice paid', async () => {
    const { uid, invoices } = await invoicingUser();
    const created = await invoices.create(uid, 'invoice', input());
    await invoices.send(uid, created.id);
    const { user } = await open(`/dashboard/invoices/${created.id}`, /Invoice INV-T-0001/);
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    const date = within(dialog).getByLabelText('Paid date');
    await user.clear(date);
    await user.type(date, '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(invoiceMessages.paidBeforeIssue)).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-03-05');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('INV-T-0001 marked as paid')).toBeInTheDocument();
    expect(screen.getByText(/This invoice is paid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(await invoices.get(uid, created.id)).toMatchObject({
      status: 'paid',
      paidDate: '2026-03-05',
    });
  });
});
