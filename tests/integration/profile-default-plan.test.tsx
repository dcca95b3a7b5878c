// The profile and printers pages when the hobby plan document is missing and one plan is
// inactive, in a Firestore project of its own (demo-printledger-profile) so these plans never
// show up in another suite.
import { screen, within } from '@testing-library/react';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTestAppConfig } from '../support/app-config';
import { adminFirestore, FIRESTORE_HOST, signedUpClient } from '../support/emulators';
import type * as RenderApp from '../support/render-app';

const PROJECT_ID = 'demo-printledger-profile';
setTestAppConfig(PROJECT_ID);

const plans = [
  {
    id: 'solo',
    name: 'Solo',
    priceMonthly: 25,
    maxPrinters: 5,
    features: ['project tracking'],
    active: true,
  },
  { id: 'home', name: 'Home', priceMonthly: 5, maxPrinters: 2, features: ['cost calculator'], active: true },
  { id: 'legacy', name: 'Legacy', priceMonthly: 3, maxPrinters: 3, features: ['old'], active: false },
];

// Imported after the configuration above is in place (render-app initialises Firebase from it).
let app: typeof RenderApp;
const disposers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const rules = await import('node:fs').then((fs) => fs.readFileSync('firestore.rules', 'utf8'));
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`loading the rules failed: ${await response.text()}`);
  const db = adminFirestore(PROJECT_ID);
  const existing = await db.collection('plans').get();
  await Promise.all(existing.docs.map((entry) => entry.ref.delete()));
  await Promise.all(
    plans.map(({ id, ...plan }) =>
      db
        .collection('plans')
        .doc(id)
        .set({ ...plan, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
    ),
  );
  app = await import('../support/render-app');
});
afterEach(async () => {
  await app.signOutApp();
  localStorage.clear();
});
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

async function open(path: string, heading: string) {
  const client = await signedUpClient(PROJECT_ID);
  disposers.push(client.dispose);
  await app.signInApp(client.email, 'secret-pass');
  // Under vitest firebase/auth keeps the session in memory; set the app's stored-session hint.
  localStorage.setItem('firebase:authUser:test', '1');
  const view = app.renderApp(path);
  await screen.findByRole('heading', { name: heading }, { timeout: 15_000 });
  return view;
}

describe('without a hobby plan document', () => {
  it("shows 'Hobby (Default)' with 1 printer and $0/month, and offers only active plans", async () => {
    const { user } = await open('/profile', 'Profile Settings');
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Hobby (Default)');
    expect(screen.getByText('Up to 1 printer · $0/month')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Home', 'Solo']);
  });

  it('limits the printers page to 1 printer under the same fallback', async () => {
    await open('/dashboard/printers', 'Printers');
    expect(await screen.findByText('0 of 1 printer on the Hobby (Default) plan.')).toBeInTheDocument();
  });
});
