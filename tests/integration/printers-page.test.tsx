import { screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { todayIsoDate } from '@/domain/dates';
import { addDays } from '@/domain/maintenance';
import { printersRepository } from '@/queries/repositories';
import { adminDocuments, adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { newAccount, signedInUser } = setUpPageTests();

type User = ReturnType<typeof renderApp>['user'];

/** Renders `path` for a signed-in user and waits until the session has settled on it. */
async function openAsSignedIn(path: string, heading: string | RegExp) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading }, { timeout: 15_000 });
  return view;
}

async function fillPrinter(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
}

const validPrinter = {
  'Printer name': 'Prusa MK4',
  Model: 'MK4',
  X: '250',
  Y: '210',
  Z: '220',
  'Number of extruders': '1',
  'Power consumption (W)': '200',
  'Initial cost ($)': '1000',
  'Replacement period (hours)': '5000',
  'Expected yearly hours': '1000',
  'Annual maintenance cost ($)': '100',
};

describe('printers page', () => {
  it('validates the form with the messages of SPEC §5, keeping what was typed', async () => {
    await signedInUser();
    const { user } = await openAsSignedIn('/dashboard/printers', 'Printers');
    expect(await screen.findByText('No printers yet')).toBeInTheDocument();
    await screen.findByText('0 of 1 printer on the Hobby plan.');
    await user.click(screen.getAllByRole('button', { name: 'Add Printer' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Printer' });

    await fillPrinter(user, dialog, { X: '', Y: '', Z: '', 'Number of extruders': '' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Printer' }));
    for (const message of [
      'Printer name is required',
      'Model is required',
      'X dimension is required',
      'Y dimension is required',
      'Z dimension is required',
      'Number of extruders is required',
      'Power consumption is required',
      'Initial cost is required',
      'Replacement period is required',
      'Cost per hour is required',
      'Expected yearly hours is required',
      'Annual maintenance cost is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await fillPrinter(user, dialog, {
      ...validPrinter,
      'Number of extruders': '0',
      'Power consumption (W)': '-5',
      'Expected yearly hours': '9000',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Printer' }));
    expect(await within(dialog).findByText('Must have at least 1 extruder')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Cannot exceed hours in a year (8760)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Expected yearly hours')).toHaveValue(9000);
    expect(within(dialog).getByLabelText('Expected yearly hours')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Printer name')).toHaveValue('Prusa MK4');
  });

  it('adds a printer with the suggested cost, then stops at the hobby limit and explains why', async () => {
    const { uid } = await signedInUser();
    const { user } = await openAsSignedIn('/dashboard/printers', 'Printers');
    expect(await screen.findByText('0 of 1 printer on the Hobby plan.')).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Add Printer' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Printer' });
    await fillPrinter(user, dialog, validPrinter);

    // 1000/5000 + 200 W/1000 × 0.12 + 100/1000 = 0.20 + 0.024 + 0.10 = 0.324 → $0.32
    const helper = within(dialog).getByRole('region', { name: 'Suggested cost per hour' });
    expect(within(helper).getByTestId('suggested-cost-per-hour')).toHaveTextContent('$0.32/hour');
    expect(within(helper).getByText('$0.20/h')).toBeInTheDocument();
    expect(within(helper).getByText('$0.02/h')).toBeInTheDocument();
    expect(within(helper).getByText('$0.10/h')).toBeInTheDocument();
    // A printer not saved yet has no log: the estimate, without a word about the log.
    expect(within(helper).getByText('annual cost ÷ expected yearly hours')).toBeInTheDocument();
    expect(within(helper).queryByText(/logged in the last 12 months/)).not.toBeInTheDocument();
    await user.click(within(helper).getByRole('button', { name: 'Use suggestion' }));
    expect(within(dialog).getByLabelText('Cost per hour ($)')).toHaveValue(0.32);
    // The user may still override it.
    await user.clear(within(dialog).getByLabelText('Cost per hour ($)'));
    await user.type(within(dialog).getByLabelText('Cost per hour ($)'), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Printer' }));

    const card = await screen.findByRole('article', { name: 'Prusa MK4' });
    expect(within(card).getByText('250 × 210 × 220 mm')).toBeInTheDocument();
    expect(within(card).getByText('$0.50')).toBeInTheDocument();
    expect(within(card).getByText('200 W')).toBeInTheDocument();
    expect(within(card).getByText('Idle')).toHaveClass('bg-green-100');

    await screen.findByText('1 of 1 printer on the Hobby plan.');
    const add = screen.getByRole('button', { name: 'Add Printer' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(
      'Your Hobby plan allows up to 1 printer. Upgrade your plan to add more.',
    );
    // The explanation opens by its "?" button (a tap on a tablet) and closes with Escape.
    const why = screen.getByRole('button', { name: 'Why can’t I add a printer?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const explanation = screen.getByRole('group', { name: 'Why can’t I add a printer?' });
    expect(why).toHaveAttribute('aria-controls', explanation.id);
    expect(explanation).toHaveTextContent(
      'Your Hobby plan allows up to 1 printer. Upgrade your plan to add more.',
    );
    expect(within(explanation).getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.keyboard('{Escape}');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Why can’t I add a printer?' })).not.toBeInTheDocument();
    expect(why).toHaveFocus();
    // Pressing the disabled Add Printer opens no dialog but the same explanation.
    await user.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Why can’t I add a printer?' })).toBeVisible();
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('Compare plans'));
    expect(notice).toHaveTextContent(
      'Your Hobby plan allows up to 1 printer. Upgrade your plan to add more.',
    );

    const stored = await adminFirestore().collection('printers').where('userId', '==', uid).get();
    expect(stored.docs.map((entry) => entry.data())).toMatchObject([
      { name: 'Prusa MK4', costPerHour: 0.5, numExtruders: 1, status: 'idle' },
    ]);
  });

  it('toggles the status, edits on its own page and deletes after confirming, the list never read again', async () => {
    const { uid } = await signedInUser();
    const { user, router } = await openAsSignedIn('/dashboard/printers', 'Printers');
    await screen.findByText('0 of 1 printer on the Hobby plan.');
    // Each write updates the cached list from what it wrote (issue 15 point 4).
    const listPrinters = vi.spyOn(await printersRepository(), 'list');
    const storedPrinters = async () =>
      (await adminFirestore().collection('printers').where('userId', '==', uid).get()).docs.map((entry) =>
        entry.data(),
      );
    await user.click(screen.getAllByRole('button', { name: 'Add Printer' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Printer' });
    await fillPrinter(user, dialog, { ...validPrinter, X: '0', Y: '0', Z: '0', 'Cost per hour ($)': '0.3' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Add Printer' }));

    let card = await screen.findByRole('article', { name: 'Prusa MK4' });
    expect(within(card).getByText('Not specified')).toBeInTheDocument();
    expect(within(card).getByText('Maintenance')).toHaveClass('bg-yellow-100');
    await user.click(within(card).getByRole('button', { name: 'Set idle: Prusa MK4' }));
    await waitFor(() => expect(within(card).getByText('Idle')).toHaveClass('bg-green-100'));
    await user.click(within(card).getByRole('button', { name: 'Set offline: Prusa MK4' }));
    await waitFor(() => expect(within(card).getByText('Offline')).toHaveClass('bg-slate-100'));

    await user.click(within(card).getByRole('link', { name: 'Edit Prusa MK4' }));
    expect(await screen.findByRole('heading', { name: 'Edit Printer: Prusa MK4' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/dashboard\/printers\/[\w-]+$/);
    expect(screen.getByLabelText('Status')).toHaveValue('offline');
    await user.clear(screen.getByLabelText('Printer name'));
    await user.type(screen.getByLabelText('Printer name'), 'Prusa MK4S');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printers'));
    card = await screen.findByRole('article', { name: 'Prusa MK4S' });
    expect(within(card).getByText('Offline')).toBeInTheDocument();
    expect(await storedPrinters()).toMatchObject([{ name: 'Prusa MK4S', status: 'offline' }]);

    await user.click(within(card).getByRole('button', { name: 'Delete Prusa MK4S' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete printer' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete Prusa MK4S? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No printers yet')).toBeInTheDocument();
    await screen.findByText('0 of 1 printer on the Hobby plan.');
    expect(screen.getAllByRole('button', { name: 'Add Printer' })[0]).not.toHaveAttribute('aria-disabled');
    expect(await storedPrinters()).toEqual([]);
    expect(listPrinters).not.toHaveBeenCalled();
    listPrinters.mockRestore();
  });

  it('shows the hours and runs of each printer; a printer a run prints on points to the board and keeps its status', async () => {
    const { uid } = await signedInUser();
    const idle = adminFirestore().collection('printers').doc();
    await idle.set(adminDocuments.printer(uid, { name: 'Prusa MK4', printMinutes: 204, runCount: 3 }));
    const busy = adminFirestore().collection('printers').doc();
    await busy.set(
      adminDocuments.printer(uid, {
        name: 'Bambu X1',
        status: 'printing',
        currentRunId: 'run-now',
        printMinutes: 60,
        runCount: 1,
      }),
    );
    // Set to printing by hand before runs existed: no run owns it, so it toggles as before.
    const manual = adminFirestore().collection('printers').doc();
    await manual.set(adminDocuments.printer(uid, { name: 'Ender 3', status: 'printing' }));

    const { user, router } = await openAsSignedIn('/dashboard/printers', 'Printers');
    const idleCard = await screen.findByRole('article', { name: 'Prusa MK4' });
    expect(within(idleCard).getByTestId('printer-hours')).toHaveTextContent('Hours printed: 3.4 h · 3 runs');
    expect(within(idleCard).getByRole('button', { name: 'Set offline: Prusa MK4' })).toBeInTheDocument();

    const busyCard = screen.getByRole('article', { name: 'Bambu X1' });
    expect(within(busyCard).getByTestId('printer-hours')).toHaveTextContent('Hours printed: 1 h · 1 run');
    expect(within(busyCard).getByText('Printing')).toHaveClass('bg-blue-100');
    expect(within(busyCard).queryByRole('button', { name: /^Set / })).toBeNull();
    expect(within(busyCard).getByRole('link', { name: 'On the workshop board: Bambu X1' })).toHaveAttribute(
      'href',
      '/dashboard/workshop',
    );

    const manualCard = screen.getByRole('article', { name: 'Ender 3' });
    expect(within(manualCard).getByTestId('printer-hours')).toHaveTextContent('Hours printed: 0 h · 0 runs');
    expect(within(manualCard).getByRole('button', { name: 'Set idle: Ender 3' })).toBeInTheDocument();

    // Its edit form locks the status and says why; other fields still save, the status untouched.
    await user.click(within(busyCard).getByRole('link', { name: 'Edit Bambu X1' }));
    await screen.findByRole('heading', { name: 'Edit Printer: Bambu X1' });
    const status = screen.getByLabelText('Status');
    expect(status).toBeDisabled();
    expect(status).toHaveAccessibleDescription(
      'A run is printing on this printer: finish it on the workshop board to change the status.',
    );
    await user.clear(screen.getByLabelText('Printer name'));
    await user.type(screen.getByLabelText('Printer name'), 'Bambu X1C');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printers'), {
      timeout: 15_000,
    });
    const stored = (await busy.get()).data()!;
    expect(stored).toMatchObject({ name: 'Bambu X1C', status: 'printing', currentRunId: 'run-now' });
  });

  it('on the edit page, suggests the cost per hour from the maintenance logged in the last 12 months, else from the estimate', async () => {
    const { uid } = await signedInUser();
    const db = adminFirestore();
    const costs = {
      initialCost: 1000,
      replacementPeriod: 5000,
      powerConsumption: 200,
      expectedYearlyHours: 1000,
      annualMaintenanceCost: 100,
    };
    const logged = db.collection('printers').doc();
    await logged.set(adminDocuments.printer(uid, { name: 'Prusa MK4', ...costs, printMinutes: 6000 }));
    const unlogged = db.collection('printers').doc();
    await unlogged.set(adminDocuments.printer(uid, { name: 'Ender 3', ...costs }));
    const today = todayIsoDate();
    const entry = (printer: typeof logged, name: string, daysAgo: number, cost: number) =>
      db.collection('maintenance_log').add({
        userId: uid,
        printerId: printer.id,
        printerName: name,
        taskId: null,
        taskName: 'Nozzle swap',
        doneOn: addDays(today, -daysAgo),
        printMinutes: 3000,
        cost,
        doneBy: '',
        notes: '',
        createdAt: Timestamp.now(),
      });
    await Promise.all([
      entry(logged, 'Prusa MK4', 10, 15),
      entry(logged, 'Prusa MK4', 200, 25),
      // Older than 12 months: not counted, here or on the printer with nothing recent.
      entry(logged, 'Prusa MK4', 400, 500),
      entry(unlogged, 'Ender 3', 400, 500),
    ]);

    const { user, router } = await openAsSignedIn(
      `/dashboard/printers/${logged.id}`,
      'Edit Printer: Prusa MK4',
    );
    const helper = screen.getByRole('region', { name: 'Suggested cost per hour' });
    // 1000/5000 + 200 W/1000 × 0.12 + (15 + 25)/1000 = 0.20 + 0.024 + 0.04 = 0.264 → $0.26
    expect(
      await within(helper).findByText(
        'Maintenance: $40.00 logged in the last 12 months (your estimate: $100.00/year).',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(helper).getByTestId('suggested-cost-per-hour')).toHaveTextContent('$0.26/hour');
    expect(within(helper).getByText('$0.04/h')).toBeInTheDocument();
    expect(
      within(helper).getByText('cost logged in the last 12 months ÷ expected yearly hours'),
    ).toBeInTheDocument();
    // The estimate the user types still shows beside the logged cost, which stays the basis.
    await user.clear(screen.getByLabelText('Annual maintenance cost ($)'));
    await user.type(screen.getByLabelText('Annual maintenance cost ($)'), '250');
    expect(
      await within(helper).findByText(
        'Maintenance: $40.00 logged in the last 12 months (your estimate: $250.00/year).',
      ),
    ).toBeInTheDocument();
    expect(within(helper).getByTestId('suggested-cost-per-hour')).toHaveTextContent('$0.26/hour');
    await user.click(within(helper).getByRole('button', { name: 'Use suggestion' }));
    expect(screen.getByLabelText('Cost per hour ($)')).toHaveValue(0.26);
    expect(within(helper).getByRole('button', { name: 'Suggestion in use' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printers'), {
      timeout: 15_000,
    });
    expect((await logged.get()).data()).toMatchObject({ costPerHour: 0.26, annualMaintenanceCost: 250 });

    await user.click(await screen.findByRole('link', { name: 'Edit Ender 3' }));
    await screen.findByRole('heading', { name: 'Edit Printer: Ender 3' });
    const estimateHelper = screen.getByRole('region', { name: 'Suggested cost per hour' });
    expect(
      await within(estimateHelper).findByText(
        'Maintenance: your estimate ($100.00/year); nothing logged in the last 12 months.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // 0.20 + 0.024 + 100/1000 = 0.324 → $0.32
    expect(within(estimateHelper).getByTestId('suggested-cost-per-hour')).toHaveTextContent('$0.32/hour');
    expect(within(estimateHelper).getByText('$0.10/h')).toBeInTheDocument();
    expect(within(estimateHelper).getByText('annual cost ÷ expected yearly hours')).toBeInTheDocument();
  });

  it("shows 'Printer not found' for someone else's printer", async () => {
    const owner = await newAccount();
    const ref = adminFirestore().collection('printers').doc();
    await ref.set(adminDocuments.printer(owner.uid, { name: 'Not yours' }));
    await signedInUser();
    await openAsSignedIn(`/dashboard/printers/${ref.id}`, 'Printer not found');
    expect(screen.queryByText('Not yours')).not.toBeInTheDocument();
  });
});
