// The dashboard calculator against the emulators: it starts on the printer the user last chose
// (remembered per user on this browser) or on their only printer, never silently on none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberedPrinterKey } from '@/features/calculator/api/calculator-printers';
import { adminDocuments, adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { signedInUser } = setUpPageTests();

async function seedPrinters(uid: string, printers: Array<{ name: string; costPerHour: number }>) {
  const ids: string[] = [];
  for (const printer of printers) {
    const ref = adminFirestore().collection('printers').doc();
    await ref.set(adminDocuments.printer(uid, printer));
    ids.push(ref.id);
  }
  return ids;
}

async function openCalculator() {
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Cost Calculator' }, { timeout: 15_000 });
  const select = (await screen.findByLabelText('Printer', {}, { timeout: 15_000 })) as HTMLSelectElement;
  return { ...view, select };
}

const breakdown = () => screen.getByRole('region', { name: 'Cost breakdown' });

describe('dashboard calculator: the printer it starts on', () => {
  it('starts on the only printer and prices machine time with it', async () => {
    const me = await signedInUser();
    const [only] = await seedPrinters(me.uid, [{ name: 'Voron 2.4', costPerHour: 1.2 }]);
    const { user, select } = await openCalculator();
    expect(select).toHaveValue(only);
    await user.clear(screen.getByLabelText('Print time (hours)'));
    await user.type(screen.getByLabelText('Print time (hours)'), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(within(breakdown()).getByRole('row', { name: /^Printing cost/ })).toHaveTextContent('$6.00');
    expect(within(breakdown()).queryByText(/machine time is priced at/)).toBeNull();
  });

  it('with several printers, starts unchosen and says so at the result, then remembers the choice for next time', async () => {
    const me = await signedInUser();
    const [, second] = await seedPrinters(me.uid, [
      { name: 'Alpha', costPerHour: 0.5 },
      { name: 'Beta', costPerHour: 2 },
    ]);
    const first = await openCalculator();
    expect(first.select).toHaveValue('');
    await first.user.type(screen.getByLabelText('Print time (hours)'), '3');
    await first.user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(
      within(breakdown()).getByText(
        'No printer is selected, so machine time is priced at $0.00/hour. Choose a printer to include it.',
      ),
    ).toBeInTheDocument();

    await first.user.selectOptions(first.select, 'Beta – $2.00/hour');
    expect(localStorage.getItem(rememberedPrinterKey(me.uid))).toBe(second);
    first.unmount();

    const again = await openCalculator();
    expect(again.select).toHaveValue(second);
    again.unmount();

    // The memory is this user's: someone else signing in on this browser starts unchosen.
    const other = await signedInUser();
    await seedPrinters(other.uid, [
      { name: 'Gamma', costPerHour: 1 },
      { name: 'Delta', costPerHour: 3 },
    ]);
    const theirs = await openCalculator();
    expect(within(theirs.select).getByRole('option', { name: 'Gamma – $1.00/hour' })).toBeInTheDocument();
    expect(theirs.select).toHaveValue('');
  });
});
