import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceCheckTexts } from '@/domain/balance-check';
import { colourMessages } from '@/domain/colour';
import { spoolInUseWarning, spoolMessages } from '@/domain/spool-form';
import { spoolsRepository } from '@/queries/repositories';
import {
  adminDocuments,
  adminFirestore,
  seedBuiltInPlans,
  signedUpClient,
  type TestClient,
} from '../support/emulators';
import { renderApp, signOutApp } from '../support/render-app';

const suffix = `${Date.now().toString(36)}${process.pid}`;
const BRAND = `Pagemaker ${suffix}`;
const BRAND_ID = `pagemaker-${suffix}`;
const FILAMENT_ID = `pagemaker_pla_galaxyblack_${suffix}`;

const disposables: TestClient[] = [];
beforeAll(async () => {
  await seedBuiltInPlans();
  const db = adminFirestore();
  await db.collection('filaments').doc(FILAMENT_ID).set({
    name: 'Galaxy Black',
    material: 'PLA',
    brand: BRAND,
    colorName: 'Galaxy Black',
    colorHex: '#1B1B1B',
    density: 1.24,
    diameter: 1.75,
    printTempMin: 190,
    printTempMax: 220,
    bedTempMin: 55,
    bedTempMax: 65,
    notes: 'Weight: 1000g\nSpool weight: 250g',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db.collection('filament_brands').doc(BRAND_ID).set({
    brand: BRAND,
    filamentCount: 1,
    lastUpdated: FieldValue.serverTimestamp(),
  });
});
afterAll(async () => {
  const db = adminFirestore();
  await db.collection('filaments').doc(FILAMENT_ID).delete();
  await db.collection('filament_brands').doc(BRAND_ID).delete();
  await Promise.all(disposables.map((client) => client.dispose()));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await signOutApp();
  localStorage.clear();
});

async function openSpoolsAsNewUser(seed: (uid: string) => Promise<unknown> = async () => {}) {
  const client = await signedUpClient();
  disposables.push(client);
  await seed(client.uid);
  // Signed out, the protected page sends the visitor to /login and back after signing in.
  const view = renderApp('/dashboard/materials');
  await view.user.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), client.email);
  await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Spools Inventory' }, { timeout: 15_000 });
  return { ...view, uid: client.uid };
}

async function storedSpools(uid: string) {
  const snapshot = await adminFirestore().collection('spools').where('userId', '==', uid).get();
  return snapshot.docs.map((entry) => ({ id: entry.id, ...entry.data() }));
}

describe('spools page', () => {
  it('shows the empty state, every spool-form message verbatim, and keeps typed values', async () => {
    const { user } = await openSpoolsAsNewUser();
    expect(await screen.findByText('No spools')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Add Spool' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Spool' });
    const form = within(dialog);
    // Defaults of §3/§9.
    expect(form.getByLabelText('Purchase date')).not.toHaveValue('');
    expect(form.getByLabelText('Status')).toHaveValue('new');
    const statuses = within(form.getByLabelText('Status')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual(['New', 'Used', 'Done']);

    await user.clear(form.getByLabelText('Purchase date'));
    await user.click(form.getByRole('button', { name: 'Add Spool' }));
    expect(await form.findByText('Spool name is required')).toBeInTheDocument();
    expect(form.getByText('Weight is required')).toBeInTheDocument();
    expect(form.getByText('Purchase date is required')).toBeInTheDocument();
    expect(form.getByText('Purchase price is required')).toBeInTheDocument();

    await user.type(form.getByLabelText('Weight (g)'), '-5');
    await user.type(form.getByLabelText('Price (USD)'), '-1');
    await user.click(form.getByRole('button', { name: 'Add Spool' }));
    expect(await form.findByText('Weight must be positive')).toBeInTheDocument();
    expect(form.getByText('Price must be positive')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Weight (g)'));
    await user.type(form.getByLabelText('Weight (g)'), '100');
    await user.type(form.getByLabelText('Remaining weight (g)'), '250');
    await user.click(form.getByRole('button', { name: 'Add Spool' }));
    expect(await form.findByText('Remaining weight cannot exceed total weight')).toBeInTheDocument();
    expect(form.getByLabelText('Remaining weight (g)')).toHaveValue(250);
    expect(form.getByLabelText('Remaining weight (g)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Weight (g)')).toHaveValue(100);

    // Issue 32: a colour that is not a hex code is said, and kept as typed; the picker sets one.
    await user.type(form.getByLabelText(/Colour \(hex\)/), 'dark red');
    await user.click(form.getByRole('button', { name: 'Add Spool' }));
    expect(await form.findByText(colourMessages.hexInvalid)).toBeInTheDocument();
    expect(form.getByLabelText(/Colour \(hex\)/)).toHaveValue('dark red');
    expect(form.getByLabelText(/Colour \(hex\)/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.input(form.getByLabelText('Pick the colour'), { target: { value: '#c12e1f' } });
    await waitFor(() => expect(form.getByLabelText(/Colour \(hex\)/)).toHaveValue('#C12E1F'));
    // Checked again as it is picked (the schema runs asynchronously).
    await waitFor(() => expect(form.queryByText(colourMessages.hexInvalid)).not.toBeInTheDocument());
    expect(form.getByText('Shown as #C12E1F.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Colour \(hex\)/));
    await user.type(form.getByLabelText(/Colour \(hex\)/), '0af');
    expect(form.getByLabelText('Pick the colour')).toHaveValue('#00aaff');
  });

  it('adds a spool from the catalogue search with the filament fields copied and its id kept', async () => {
    const { user, uid } = await openSpoolsAsNewUser();
    await user.click(screen.getAllByRole('button', { name: 'Add Spool' })[0]!);
    const form = within(await screen.findByRole('dialog', { name: 'Add Spool' }));

    // Nothing typed: the search returns nothing.
    await user.click(form.getByRole('button', { name: 'Search' }));
    expect(
      await form.findByText('Enter at least one of brand, material or colour to search.'),
    ).toBeInTheDocument();

    const brandSelect = form.getByLabelText('Search by brand');
    await waitFor(() =>
      expect(within(brandSelect).getByRole('option', { name: `${BRAND} (1)` })).toBeInTheDocument(),
    );
    await user.selectOptions(brandSelect, BRAND);
    await user.type(form.getByLabelText('Colour contains'), 'GALAXY');
    await user.click(form.getByRole('button', { name: 'Search' }));
    const results = await form.findByRole('table', { name: 'Matching filaments' });
    expect(within(results).getAllByRole('row')).toHaveLength(2);
    await user.click(within(results).getByRole('button', { name: /Select/ }));

    const details = form.getByRole('region', { name: 'Chosen filament' });
    expect(details).toHaveTextContent('190–220 °C');
    expect(form.getByLabelText('Name')).toHaveValue(`${BRAND} PLA Galaxy Black`);

    await user.click(form.getByRole('tab', { name: 'Manual Entry' }));
    expect(form.getByLabelText('Brand')).toHaveValue(BRAND);
    expect(form.getByLabelText('Material')).toHaveValue('PLA');
    expect(form.getByLabelText('Bed temp max (°C)')).toHaveValue(65);
    // SpoolmanDB's colour comes with the filament (issue 32).
    expect(form.getByLabelText(/Colour \(hex\)/)).toHaveValue('#1B1B1B');

    await user.type(form.getByLabelText('Weight (g)'), '1000');
    await user.type(form.getByLabelText('Price (USD)'), '24.99');
    await user.click(form.getByRole('button', { name: 'Add Spool' }));

    const card = await screen.findByRole(
      'article',
      { name: `${BRAND} PLA Galaxy Black` },
      { timeout: 10_000 },
    );
    expect(card).toHaveTextContent('1,000 / 1,000 g remaining');
    expect(card).toHaveTextContent('$24.99');
    expect(within(card).getByText('New')).toBeInTheDocument();

    const [stored] = await storedSpools(uid);
    expect(stored).toMatchObject({
      filamentId: FILAMENT_ID,
      brand: BRAND,
      colorName: 'Galaxy Black',
      colorHex: '#1B1B1B',
      material: 'PLA',
      diameter: 1.75,
      printTempMin: 190,
      printTempMax: 220,
      bedTempMin: 55,
      bedTempMax: 65,
      weight: 1000,
      remainingWeight: 1000,
      purchasePrice: 24.99,
      status: 'new',
    });
  });

  it('flags a low spool, counts low spools, follows the threshold, and deletes with confirmation', async () => {
    const { user, uid } = await openSpoolsAsNewUser();
    await user.click(screen.getAllByRole('button', { name: 'Add Spool' })[0]!);
    let form = within(await screen.findByRole('dialog', { name: 'Add Spool' }));
    await user.click(form.getByRole('tab', { name: 'Manual Entry' }));
    await user.type(form.getByLabelText('Name'), 'Almost empty');
    await user.type(form.getByLabelText('Material'), 'PETG');
    await user.type(form.getByLabelText('Weight (g)'), '1000');
    await user.type(form.getByLabelText('Remaining weight (g)'), '80');
    await user.type(form.getByLabelText('Price (USD)'), '20');
    await user.type(form.getByLabelText(/Storage location/), 'Drawer 3');
    await user.click(form.getByRole('button', { name: 'Add Spool' }));

    const card = await screen.findByRole('article', { name: 'Almost empty' }, { timeout: 10_000 });
    expect(within(card).getByText('Low')).toBeInTheDocument();
    expect(card).toHaveTextContent('Below the alert threshold of 100 g');
    expect(card).toHaveTextContent('Drawer 3');
    // The dialog closed once the spool was saved; the count reads again behind it.
    expect(await screen.findByText('1 spool is running low', {}, { timeout: 10_000 })).toBeInTheDocument();

    // Lower the global threshold: the spool is no longer low.
    const threshold = screen.getByLabelText('Low-spool alert threshold (g)');
    await user.clear(threshold);
    await user.type(threshold, '50');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Low-spool alert threshold (g)')).toHaveValue(50);
    await waitFor(() => expect(screen.queryByText('1 spool is running low')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('article', { name: 'Almost empty' })).queryByText('Low'),
    ).not.toBeInTheDocument();
    expect((await adminFirestore().collection('users').doc(uid).get()).data()?.lowSpoolThreshold).toBe(50);

    // A per-spool threshold flags it again.
    await user.click(
      within(screen.getByRole('article', { name: 'Almost empty' })).getByRole('button', { name: /Edit/ }),
    );
    form = within(await screen.findByRole('dialog', { name: 'Edit Spool' }));
    expect(form.getByRole('tab', { name: 'Manual Entry', selected: true })).toBeInTheDocument();
    await user.type(form.getByLabelText(/Low-spool alert below/), '200');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    // The dialog closes once the change is saved (a spool's save works offline); the views the
    // save changed read again behind it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(await screen.findByText('1 spool is running low', {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Almost empty' })).getByRole('button', { name: /Delete/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete spool' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this spool? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No spools')).toBeInTheDocument();
    expect(await storedSpools(uid)).toEqual([]);
  });

  it('checks every spool’s balance against its ledger, lists those that differ and records them', async () => {
    const { user, uid } = await openSpoolsAsNewUser(async (owner) => {
      const db = adminFirestore();
      const spool = (name: string, remainingWeight: number, fields: Record<string, unknown> = {}) => ({
        ...spoolDocument,
        name,
        remainingWeight,
        ownThresholdMargin: null,
        userId: owner,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        ...fields,
      });
      await db.doc(`spools/${owner}-drifted`).set(spool('Drifted', 760));
      await db.doc(`spools/${owner}-drifted/ledger/use-1`).set({
        userId: owner,
        spoolId: `${owner}-drifted`,
        kind: 'usage',
        grams: -120,
        balanceAfter: 880,
        pricePerGram: 0.02,
        runId: null,
        label: '',
        note: '',
        createdAt: FieldValue.serverTimestamp(),
      });
      await db
        .doc(`spools/${owner}-full`)
        .set(spool('Full', 1000, { ledgerBalanced: true, lastEntryId: null }));
      await db.doc(`spools/${owner}-before`).set(spool('Before the ledger', 400));
    });
    await screen.findByRole('article', { name: 'Drifted' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Check balances' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check balances' }));
    expect(
      await dialog.findByText(balanceCheckTexts.accountDiffers(2, 3), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const rows = within(dialog.getByRole('table', { name: 'Spools whose ledger does not explain them' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows.sort()).toEqual(['Before the ledger400 g1,000 g−600 g', 'Drifted760 g880 g−120 g']);
    expect(dialog.getByText(balanceCheckTexts.accountReads(3))).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Record 2 differences' }));
    expect(
      await dialog.findByText(balanceCheckTexts.accountRecorded(2), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const stored = (await storedSpools(uid)) as {
      name?: string;
      remainingWeight?: number;
      ledgerBalanced?: boolean;
    }[];
    expect(stored.map((spool) => [spool.name, spool.remainingWeight, spool.ledgerBalanced]).sort()).toEqual([
      ['Before the ledger', 400, true],
      ['Drifted', 760, true],
      ['Full', 1000, true],
    ]);
    await user.click(dialog.getByRole('button', { name: 'Close' }));

    // Checked again, every ledger explains its spool.
    await user.click(screen.getByRole('button', { name: 'Check balances' }));
    const again = within(await screen.findByRole('dialog', { name: 'Check balances' }));
    expect(
      await again.findByText(balanceCheckTexts.accountBalanced(3), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('says before deleting a spool that a printing run uses it, and deletes it when confirmed', async () => {
    const { user, uid } = await openSpoolsAsNewUser(async (owner) => {
      const db = adminFirestore();
      await db.doc(`spools/${owner}-loaded`).set({
        ...spoolDocument,
        name: 'Loaded',
        userId: owner,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      await db.doc(`runs/${owner}-printing`).set({
        ...adminDocuments.run(owner, { spoolIds: [`${owner}-loaded`], printerName: 'Prusa MK4' }),
      });
    });
    const card = await screen.findByRole('article', { name: 'Loaded' }, { timeout: 10_000 });
    await user.click(within(card).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete spool' });
    await waitFor(() =>
      expect(confirm).toHaveTextContent(`${spoolMessages.deleteConfirm} ${spoolInUseWarning(['Prusa MK4'])}`),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No spools')).toBeInTheDocument();
    expect(await storedSpools(uid)).toEqual([]);
  });

  it('says when the spools could not be read, and reads them again on Retry', async () => {
    // The first read and the query client's one retry fail as an unreachable server would.
    const unavailable = Object.assign(new Error('Failed to get documents'), { code: 'unavailable' });
    const list = vi
      .spyOn(await spoolsRepository(), 'page')
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable);
    const { user, uid } = await openSpoolsAsNewUser();

    const failure = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(failure).toHaveTextContent('Your spools could not be loaded.');
    expect(screen.queryByText('No spools')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Low-spool alert threshold (g)')).not.toBeInTheDocument();

    await adminFirestore()
      .collection('spools')
      .add({
        ...spoolDocument,
        lowByOwnThreshold: false,
        userId: uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    const card = await screen.findByRole('article', { name: 'Shelf spare' }, { timeout: 10_000 });
    expect(card).toHaveTextContent('400 / 1,000 g remaining');
    expect(card).toHaveTextContent('Mar 1, 2025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('reads a farm-sized inventory a page at a time, with the order and filters in the URL', async () => {
    const client = await signedUpClient();
    disposables.push(client);
    // 35 spools: more than a page. Remaining 10, 20, … 350 g; every fifth PETG, every third done.
    const db = adminFirestore();
    const batch = db.batch();
    for (let index = 1; index <= 35; index += 1) {
      batch.set(db.doc(`spools/${client.uid.slice(0, 8)}-${index}`), {
        ...spoolDocument,
        name: `Spool ${String(index).padStart(2, '0')}`,
        remainingWeight: index * 10,
        material: index % 5 === 0 ? 'PETG' : 'PLA',
        status: index % 3 === 0 ? 'done' : 'used',
        lowByOwnThreshold: false,
        userId: client.uid,
        createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + index * 60_000),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    const view = renderApp('/dashboard/materials');
    await view.user.type(
      await screen.findByLabelText('Email address', {}, { timeout: 15_000 }),
      client.email,
    );
    await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));

    const list = await screen.findByRole('list', { name: 'Spools' }, { timeout: 15_000 });
    expect(await screen.findByText('35 spools')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(30);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '35');
    expect(screen.getByText('Showing 30 of 35 spools')).toBeInTheDocument();
    // Spools 01–09 of 100 g default threshold, not done: 01, 02, 04, 05, 07, 08.
    expect(await screen.findByText('6 spools are running low')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 35 of 35 spools')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // Newest first: Spool 35 leads; the order is in the URL.
    await view.user.selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Spools' })).getAllByRole('article')[0],
      ).toHaveAccessibleName('Spool 35'),
    );
    expect(view.router.state.location.search).toBe('?sort=newest');

    // Used PETG spools: 05, 10, 20, 25, 35 (15 and 30 are done).
    await view.user.selectOptions(screen.getByLabelText('Status'), 'Used');
    await view.user.selectOptions(screen.getByLabelText('Material'), 'PETG');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Spools' }))
          .getAllByRole('article')
          .map(
            (card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent,
          ),
      ).toEqual(['Spool 35', 'Spool 25', 'Spool 20', 'Spool 10', 'Spool 05']),
    );
    expect(view.router.state.location.search).toBe('?sort=newest&status=used&material=PETG');
    expect(screen.getByText('Showing 5 spools, all that match')).toBeInTheDocument();

    // Back restores the previous filters from the URL.
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Material')).toHaveValue(''));
    expect(screen.getByLabelText('Status')).toHaveValue('used');

    // New spools only: none match, and the empty state says so with a way back.
    await view.user.selectOptions(screen.getByLabelText('Status'), 'New');
    expect(await screen.findByText('No spools match these filters')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Show all spools' }));
    // The first view comes back from the cache, both of its pages, without reading again.
    expect(await screen.findByText('Showing 35 of 35 spools')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });
});

/** A stored spool as the repository writes it (SPEC §3). */
const spoolDocument = {
  name: 'Shelf spare',
  weight: 1000,
  remainingWeight: 400,
  purchaseDate: '2025-03-01',
  purchasePrice: 20,
  status: 'used',
  location: null,
  notes: null,
  brand: 'Generic',
  colorName: 'Grey',
  material: 'PLA',
  diameter: 1.75,
  printTempMin: 0,
  printTempMax: 0,
  bedTempMin: 0,
  bedTempMax: 0,
  filamentId: null,
  lowSpoolThreshold: null,
};
