// The admin pages rendered with the real route tree against the emulators, in a project of
// their own (demo-printledger-admin-pages): the suite clears it, so it can assert empty
// states, the true catalogue total and the last-admin guard.
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTestAppConfig } from '../support/app-config';
import {
  adminDocuments,
  adminFirestore,
  clearFirestore,
  FIRESTORE_HOST,
  seedBuiltInPlans,
  signedUpClient,
  type TestClient,
  setUserPlan,
} from '../support/emulators';
import type * as RenderApp from '../support/render-app';

const PROJECT_ID = 'demo-printledger-admin-pages';
const FILAMENTS_URL = 'http://fixtures.invalid/filaments.json';
setTestAppConfig(PROJECT_ID, { VITE_FILAMENTS_URL: FILAMENTS_URL });

const fixture = readFileSync('tests/fixtures/filaments-sample.json', 'utf8');
const PASSWORD = 'secret-pass';

let app: typeof RenderApp;
const disposables: TestClient[] = [];
let admin: { uid: string; email: string };
let member: { uid: string; email: string };

async function account(role: 'admin' | 'user', businessName: string | null = null) {
  const client = await signedUpClient(PROJECT_ID);
  disposables.push(client);
  await adminFirestore(PROJECT_ID).collection('users').doc(client.uid).set({
    uid: client.uid,
    email: client.email,
    businessName,
    planId: 'hobby',
    role,
    city: '',
    country: '',
    currency: 'USD',
    electricityRate: 0.12,
    printerCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { uid: client.uid, email: client.email };
}

// The SpoolmanDB list comes from the fixture; everything else (Auth, Firestore) goes through.
let filamentListStatus = 200;
const realFetch = globalThis.fetch;
vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url === FILAMENTS_URL) {
    return Promise.resolve(
      new Response(filamentListStatus === 200 ? fixture : 'down', {
        status: filamentListStatus,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }
  return realFetch(input, init);
});

beforeAll(async () => {
  await clearFirestore(PROJECT_ID);
  const response = await realFetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] },
      }),
    },
  );
  if (!response.ok) throw new Error(`loading the rules failed: ${await response.text()}`);
  await seedBuiltInPlans(PROJECT_ID);
  admin = await account('admin');
  member = await account('user', 'Member Prints');
  app = await import('../support/render-app');
});
afterEach(async () => {
  await app.signOutApp();
  localStorage.clear();
});
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

/** The users table's row of an account, found by the email it shows. */
const userRow = (email: string) => ({ name: (name: string) => name.includes(email) });

async function openAs(who: { email: string }, path: string) {
  await app.signInApp(who.email, PASSWORD);
  // firebase/auth keeps the session in memory under vitest; the app starts signed in only
  // when it sees the stored-session hint.
  localStorage.setItem('firebase:authUser:test', '1');
  return app.renderApp(path);
}

describe('admin guard', () => {
  it('sends a signed-in non-admin from an admin URL to the dashboard', async () => {
    const { router } = await openAs(member, '/admin/plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Plans' })).not.toBeInTheDocument();
  });
});

describe('users page', () => {
  it('edits another user’s plan and role', async () => {
    const { user } = await openAs(admin, '/admin');
    const row = await screen.findByRole('row', userRow(member.email), { timeout: 15_000 });
    expect(within(row).getByText('Member Prints')).toBeInTheDocument();
    expect(await within(row).findByText('Hobby')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Edit ${member.email}` }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'solo');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('row', userRow(member.email))).getByText('Solo')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('row', userRow(member.email))).getByText('admin')).toBeInTheDocument();
    // Put the member back for the other tests.
    await adminFirestore(PROJECT_ID).collection('users').doc(member.uid).update({ role: 'user' });
    await setUserPlan(member.uid, { planId: 'hobby' }, PROJECT_ID);
  });

  it('refuses to let the only admin remove their own admin role', async () => {
    const { user } = await openAs(admin, '/admin');
    const row = await screen.findByRole('row', userRow(admin.email), { timeout: 15_000 });
    const edit = within(row).getByRole('button', { name: `Edit ${admin.email}` });
    // Edit waits for the plans (the dialog's choices) to load.
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'You are the only admin. Make another user an admin before removing your own admin role.',
        {},
        // The guard counts the admins first: allow a cold emulator its time.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const stored = await adminFirestore(PROJECT_ID).collection('users').doc(admin.uid).get();
    expect(stored.get('role')).toBe('admin');
  });

  it('says why before saving when the chosen plan is smaller than the user’s printers', async () => {
    const memberDoc = adminFirestore(PROJECT_ID).collection('users').doc(member.uid);
    await setUserPlan(member.uid, { planId: 'home', printerCount: 2 }, PROJECT_ID);
    try {
      const { user } = await openAs(admin, '/admin');
      const row = await screen.findByRole('row', userRow(member.email), { timeout: 15_000 });
      await user.click(within(row).getByRole('button', { name: `Edit ${member.email}` }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('This user has 2 printers.')).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByLabelText('Plan'), 'hobby');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Hobby allows 1 printer, but this user has 2. Choose a plan with room for 2 printers.',
      );
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.selectOptions(within(dialog).getByLabelText('Plan'), 'pro');
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect((await memberDoc.get()).get('planId')).toBe('home');
    } finally {
      await setUserPlan(member.uid, { planId: 'hobby', printerCount: 0 }, PROJECT_ID);
    }
  });
});

describe('users page at scale', () => {
  // 35 more accounts than the suite's two: the list reads 30 at a time.
  const extra = Array.from({ length: 35 }, (_, index) => ({
    uid: `paging-user-${String(index).padStart(2, '0')}`,
    email: `paging-${String(index).padStart(2, '0')}@scale.test`,
  }));
  const users = () => adminFirestore(PROJECT_ID).collection('users');
  beforeAll(async () => {
    const batch = adminFirestore(PROJECT_ID).batch();
    for (const [index, entry] of extra.entries()) {
      batch.set(users().doc(entry.uid), {
        uid: entry.uid,
        email: entry.email,
        businessName: null,
        planId: 'hobby',
        role: 'user',
        city: '',
        country: '',
        currency: 'USD',
        electricityRate: 0.12,
        printerCount: 0,
        // paging-34 is the newest account.
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  });
  afterAll(async () => {
    const batch = adminFirestore(PROJECT_ID).batch();
    for (const entry of extra) batch.delete(users().doc(entry.uid));
    await batch.commit();
  });

  const emailCells = () =>
    within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('reads 30 users by email with the true count, Load more reads the rest; search and newest order run on the server', async () => {
    const { user } = await openAs(admin, '/admin');
    const total = await users().count().get();
    const count = total.data().count;
    expect(await screen.findByText(`30 of ${count} users`, {}, { timeout: 15_000 })).toBeInTheDocument();
    const firstPage = emailCells();
    expect(firstPage).toHaveLength(30);
    expect(firstPage).toEqual([...firstPage].sort());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText(`${count} of ${count} users`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // The email search is a prefix query (case does not matter: emails are stored lower-case).
    await user.type(screen.getByLabelText('Search by email'), 'PAGING-1');
    await waitFor(() => expect(emailCells()).toEqual(extra.slice(10, 20).map((entry) => entry.email)), {
      timeout: 30_000,
    });
    expect(await screen.findByText('10 of 10 users', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Order')).toBeDisabled();
    await user.clear(screen.getByLabelText('Search by email'));
    await user.type(screen.getByLabelText('Search by email'), 'nobody-like-this');
    expect(
      await screen.findByRole('heading', { name: 'No users match this search' }, { timeout: 30_000 }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by email'));
    await user.selectOptions(screen.getByLabelText('Order'), 'newest');
    await waitFor(() => expect(emailCells()[0]).toBe('paging-34@scale.test'), { timeout: 30_000 });
    expect(emailCells()[1]).toBe('paging-33@scale.test');
  }, 120_000);

  it('says the users could not be loaded, and reads again on Retry', async () => {
    const { adminUsersRepository } = await import('@/queries/repositories');
    const unavailable = Object.assign(new Error('Failed to get documents'), { code: 'unavailable' });
    const listPage = vi
      .spyOn(await adminUsersRepository(), 'listPage')
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable);
    try {
      const { user } = await openAs(admin, '/admin');
      const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(failure).toHaveTextContent('The users could not be loaded.');
      await user.click(within(failure).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('row', userRow(member.email), { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      listPage.mockRestore();
    }
  });
});

describe('plans page', () => {
  it('shows the plan form messages of SPEC §5, creates a plan and drops blank features', async () => {
    const { user } = await openAs(admin, '/admin/plans');
    await user.click(await screen.findByRole('button', { name: 'Add Plan' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(await within(dialog).findByText('Plan name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum printers is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Plan name'), 'Print Farm');
    await user.type(within(dialog).getByLabelText('Price per month ($)'), '-1');
    await user.type(within(dialog).getByLabelText('Maximum printers'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    expect(await within(dialog).findByText('Price must be non-negative')).toBeInTheDocument();
    expect(within(dialog).getByText('Must allow at least 1 printer')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Price per month ($)'));
    await user.type(within(dialog).getByLabelText('Price per month ($)'), '99');
    await user.clear(within(dialog).getByLabelText('Maximum printers'));
    await user.type(within(dialog).getByLabelText('Maximum printers'), '25');
    await user.type(within(dialog).getByLabelText('Feature 1'), 'Fleet dashboard');
    for (const feature of ['   ', 'Priority support']) {
      await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
      const inputs = within(dialog).getAllByRole('textbox', { name: /^Feature \d+$/ });
      await user.type(inputs.at(-1)!, feature);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = await screen.findByRole('article', { name: 'Print Farm' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$99')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Print Farm features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓Fleet dashboard', '✓Priority support']);
    const stored = await adminFirestore(PROJECT_ID).collection('plans').doc('print-farm').get();
    expect(stored.data()).toMatchObject({
      name: 'Print Farm',
      features: ['Fleet dashboard', 'Priority support'],
      active: true,
    });

    // The same name again is refused: its id exists.
    await user.click(screen.getByRole('button', { name: 'Add Plan' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText('Plan name'), 'print farm');
    await user.type(within(again).getByLabelText('Price per month ($)'), '1');
    await user.type(within(again).getByLabelText('Maximum printers'), '1');
    await user.click(within(again).getByRole('button', { name: 'Create Plan' }));
    expect(await within(again).findByText('A plan with this name already exists')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
  });

  it('deactivates a plan after confirmation and counts its users', async () => {
    const { user } = await openAs(admin, '/admin/plans');
    const hobby = await screen.findByRole('article', { name: 'Hobby' }, { timeout: 15_000 });
    await waitFor(() => expect(within(hobby).getByText('Users').nextSibling?.textContent).toBe('2'));
    const solo = screen.getByRole('article', { name: 'Solo' });
    await user.click(within(solo).getByRole('button', { name: 'Deactivate Solo' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Existing users keep it, but new users cannot pick it/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Solo' })).getByText('Inactive')).toBeInTheDocument(),
    );
    const entries = await adminFirestore(PROJECT_ID)
      .collection('audit_logs')
      .where('action', '==', 'admin.plan.deactivate')
      .get();
    expect(entries.docs.map((entry) => entry.get('details'))).toContainEqual({ planId: 'solo' });
  });

  describe('deleting a plan with users', () => {
    const seedRetiring = async (bigPrinterCount: number) => {
      const db = adminFirestore(PROJECT_ID);
      await db.collection('plans').doc('retiring').set({
        name: 'Retiring',
        priceMonthly: 3,
        maxPrinters: 5,
        features: [],
        active: true,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      // Its tally, as `npm run migrate` starts it; the users below are older ones, not counted.
      await db.collection('plan_tallies').doc('retiring').set({
        userCount: 0,
        printerUsers: {},
        lastUserId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      for (const [uid, printerCount] of [
        ['retiring-a', 4],
        ['retiring-b', bigPrinterCount],
      ] as const) {
        await db
          .collection('users')
          .doc(uid)
          .set(adminDocuments.user(uid, { email: `${uid}@example.test`, planId: 'retiring', printerCount }));
      }
    };

    it('says which users fit no other active plan and offers no delete', async () => {
      await seedRetiring(30);
      const { user } = await openAs(admin, '/admin/plans');
      const card = await screen.findByRole('article', { name: 'Retiring' }, { timeout: 15_000 });
      await user.click(within(card).getByRole('button', { name: 'Delete Retiring' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete plan' });
      expect(
        await within(dialog).findByText(
          '2 users are on this plan. A plan with users cannot be deleted until they are moved to another plan.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'No other active plan has room for these users.',
      );
      expect(
        within(within(dialog).getByRole('list', { name: 'Users no plan fits' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['retiring-b@example.test (30 printers)']);
      expect(within(dialog).getByRole('button', { name: 'Move users and delete' })).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect((await adminFirestore(PROJECT_ID).collection('plans').doc('retiring').get()).exists).toBe(true);
    });

    it('moves the users to the chosen active plan with room, with audit entries, then deletes it', async () => {
      await seedRetiring(3);
      const { user } = await openAs(admin, '/admin/plans');
      const card = await screen.findByRole('article', { name: 'Retiring' }, { timeout: 15_000 });
      await user.click(within(card).getByRole('button', { name: 'Delete Retiring' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete plan' });
      const target = await within(dialog).findByLabelText('Move its users to');
      // Hobby and Home are too small for 4 printers, Solo was deactivated above: Pro and Print Farm remain.
      expect(
        within(target)
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['pro', 'print-farm']);
      await user.selectOptions(target, 'pro');
      await user.click(within(dialog).getByRole('button', { name: 'Move users and delete' }));
      expect(
        await screen.findByText('Retiring deleted. 2 users moved to Pro.', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Retiring' })).not.toBeInTheDocument();
      const db = adminFirestore(PROJECT_ID);
      for (const uid of ['retiring-a', 'retiring-b']) {
        expect((await db.collection('users').doc(uid).get()).get('planId')).toBe('pro');
      }
      const entries = await db.collection('audit_logs').where('action', '==', 'admin.user.update').get();
      expect(
        entries.docs
          .map((entry) => entry.get('details'))
          .filter((details) => details.oldData.planId === 'retiring')
          .map((details) => details.userId)
          .sort(),
      ).toEqual(['retiring-a', 'retiring-b']);
    });
  });
});

describe('filaments page', () => {
  it('starts empty, imports the list with counts, pages by 20 to the true total, then skips everything', async () => {
    const { user } = await openAs(admin, '/admin/filaments');
    expect(await screen.findByText('The catalogue is empty', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Import Filaments' })[0]!);
    expect(
      await screen.findByText('Import complete. 29 filaments imported, 0 skipped.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // The import's last step rebuilt the brand summaries the spool search lists: no Refresh needed.
    const brands = await adminFirestore(PROJECT_ID).collection('filament_brands').get();
    expect(brands.docs.reduce((sum, entry) => sum + (entry.get('filamentCount') as number), 0)).toBe(29);
    expect(brands.docs.map((entry) => entry.get('brand'))).toContain('Bambu Lab');
    const table = await screen.findByRole('table', { name: 'Filament catalogue' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(await screen.findByText('Showing 20 of 29')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(30));
    expect(screen.getByText('Showing 29 of 29')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import Filaments' }));
    expect(
      await screen.findByText('Import complete. 0 filaments imported, 29 skipped.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('shows the red banner when the list cannot be downloaded', async () => {
    filamentListStatus = 503;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { user } = await openAs(admin, '/admin/filaments');
      await user.click(await screen.findByRole('button', { name: 'Import Filaments' }, { timeout: 15_000 }));
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('Failed to import filaments. Please try again.');
    } finally {
      filamentListStatus = 200;
      errors.mockRestore();
    }
  });

  it('edits and deletes an entry with confirmation', async () => {
    const { user } = await openAs(admin, '/admin/filaments');
    const table = await screen.findByRole('table', { name: 'Filament catalogue' }, { timeout: 15_000 });
    const firstEdit = within(table).getAllByRole('button', { name: /^Edit / })[0]!;
    await user.click(firstEdit);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Filament' }));
    expect(await within(dialog).findByText('Filament name is required')).toBeInTheDocument();
    await user.type(name, 'Aaa Test Colour');
    await user.click(within(dialog).getByRole('button', { name: 'Save Filament' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Aaa Test Colour')).toBeInTheDocument();

    await user.click(within(table).getAllByRole('button', { name: /^Delete Aaa Test Colour/ })[0]!);
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Aaa Test Colour')).not.toBeInTheDocument());
    expect((await adminFirestore(PROJECT_ID).collection('filaments').count().get()).data().count).toBe(28);
  });

  it('imports an uploaded SpoolmanDB file; a bad file gets a message and writes nothing', async () => {
    const db = adminFirestore(PROJECT_ID);
    const catalogueSize = async () => (await db.collection('filaments').count().get()).data().count;
    const importAudits = async () =>
      (await db.collection('audit_logs').where('action', '==', 'admin.filament.import').count().get()).data()
        .count;
    const before = { filaments: await catalogueSize(), audits: await importAudits() };
    const { user } = await openAs(admin, '/admin/filaments');
    await screen.findByRole('table', { name: 'Filament catalogue' }, { timeout: 15_000 });
    const input = screen.getByLabelText('Import from file');
    const file = (text: string, name = 'filaments.json') =>
      new File([text], name, { type: 'application/json' });

    const badFiles = [
      ['{"id": "x", oops', 'The file is not valid JSON. Choose SpoolmanDB’s filaments.json.'],
      [JSON.stringify({ filaments: [] }), 'The file is not a SpoolmanDB filament list'],
      ['[]', 'The file holds no filaments.'],
      ['', 'The file is empty.'],
      [JSON.stringify([{ material: 'PLA' }]), 'None of the rows is a SpoolmanDB filament'],
    ] as const;
    for (const [text, message] of badFiles) {
      await user.upload(input, file(text));
      // This file's message comes once it is read (the last file's is cleared when this one is chosen).
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    }
    expect(await catalogueSize()).toBe(before.filaments);
    expect(await importAudits()).toBe(before.audits);

    const rows = (JSON.parse(fixture) as Record<string, unknown>[]).slice(0, 2).map((row, index) => ({
      ...row,
      id: `uploaded_${index}`,
    }));
    await user.upload(input, file(JSON.stringify(rows)));
    expect(
      await screen.findByText('Import complete. 2 filaments imported, 0 skipped.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await catalogueSize()).toBe(before.filaments + 2);
    const manifest = await db.collection('catalogue_snapshot').doc('manifest').get();
    expect(manifest.get('filamentCount')).toBe(before.filaments + 2);
  });
});

describe('brands page', () => {
  it('lists the brands the import summarised, then the totals again after Refresh Data', async () => {
    // The last import (the upload) summarised the catalogue's 30 filaments; one document is then
    // deleted behind the app's back, which only Refresh Data (a full read) counts.
    await adminFirestore(PROJECT_ID).collection('filaments').doc('uploaded_1').delete();
    const { user } = await openAs(admin, '/admin/brands');
    const table = await screen.findByRole('table', { name: 'Filament brands' }, { timeout: 15_000 });
    expect(within(table).getByText('Bambu Lab')).toBeInTheDocument();
    expect(screen.getByText('Total filaments').nextSibling?.textContent).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(
      await screen.findByText(/^Brands refreshed: \d+ brands, 29 filaments\.$/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Total filaments').nextSibling?.textContent).toBe('29'));
    // Refresh Data rebuilt the search snapshot from the documents too.
    const manifest = await adminFirestore(PROJECT_ID).collection('catalogue_snapshot').doc('manifest').get();
    expect(manifest.get('filamentCount')).toBe(29);
  });

  it('shows the empty state when there are no brand summaries', async () => {
    const db = adminFirestore(PROJECT_ID);
    const stored = await db.collection('filament_brands').get();
    await Promise.all(stored.docs.map((entry) => entry.ref.delete()));
    await openAs(admin, '/admin/brands');
    expect(
      await screen.findByText(
        'No brands found. Click Refresh to analyze filaments data.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('audit logs page', () => {
  it('lists entries with the user’s email, filters by action and searches what is loaded', async () => {
    const { user } = await openAs(admin, '/admin/logs');
    const table = await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 15_000 });
    expect(within(table).getAllByText(admin.email).length).toBeGreaterThan(0);
    // The user filter offers the users the loaded entries name (by email), not every account.
    const userFilter = screen.getByLabelText('User');
    expect(within(userFilter).getByRole('option', { name: admin.email })).toBeInTheDocument();
    expect(
      within(userFilter).queryByRole('option', { name: 'paging-00@scale.test' }),
    ).not.toBeInTheDocument();
    // Each user's email is read once and kept per user: the next filter's pages, naming the same
    // admin, read no user document again.
    const { adminAuditLogsRepository } = await import('@/queries/repositories');
    const resolveEmails = vi.spyOn(await adminAuditLogsRepository(), 'resolveEmails');
    await user.selectOptions(screen.getByLabelText('Action'), 'admin.filament.import');
    await waitFor(() => {
      const actions = within(screen.getByRole('table', { name: 'Audit log entries' }))
        .getAllByRole('code')
        .map((cell) => cell.textContent);
      // One entry per import this suite ran (the list import twice, the uploaded file once).
      expect(actions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(actions)).toEqual(new Set(['admin.filament.import']));
    });
    expect(resolveEmails).not.toHaveBeenCalled();
    resolveEmails.mockRestore();
    await user.selectOptions(screen.getByLabelText('Action'), '');
    await user.type(screen.getByLabelText('Quick search'), 'DEACTIVATE solo');
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Audit log entries' })).getAllByRole('row');
      expect(rows).toHaveLength(2);
      expect(rows[1]).toHaveTextContent('admin.plan.deactivate');
    });
    await user.clear(screen.getByLabelText('Quick search'));
    await user.type(screen.getByLabelText('Quick search'), 'nothing like this');
    expect(await screen.findByText('No loaded entries match the search')).toBeInTheDocument();
  });

  it('lists entries by server time; an older string-time entry, even one dated 9999, comes after them, apart', async () => {
    const logs = adminFirestore(PROJECT_ID).collection('audit_logs');
    await logs.doc('forged-9999').set({
      userId: admin.uid,
      action: 'user.login',
      details: { userId: admin.uid, email: 'forged 9999' },
      timestamp: '9999-12-31T23:59:59.999Z',
      ipAddress: null,
    });
    await logs.doc(`${admin.uid}-real`).set({
      userId: admin.uid,
      action: 'user.login',
      details: { userId: admin.uid, email: 'real login' },
      timestamp: FieldValue.serverTimestamp(),
      ipAddress: null,
    });
    const { user } = await openAs(admin, '/admin/logs');
    await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 15_000 });
    await user.selectOptions(screen.getByLabelText('Action'), 'user.login');
    await waitFor(() => {
      const current = within(screen.getByRole('table', { name: 'Audit log entries' })).getAllByRole('row');
      expect(current[1]).toHaveTextContent('real login');
      expect(current.filter((row) => row.textContent?.includes('forged'))).toEqual([]);
    });
    const older = screen.getByRole('region', { name: 'Older entries' });
    const olderRows = within(within(older).getByRole('table')).getAllByRole('row');
    expect(olderRows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('forged 9999'),
    ]);
  });
});
