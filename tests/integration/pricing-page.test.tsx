// The pricing page against the Firestore emulator, in a project of its own (demo-printledger-pricing)
// so the plans it seeds never show up in another suite's plan lists.
import { screen, within } from '@testing-library/react';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { setTestAppConfig } from '../support/app-config';
import { adminFirestore, FIRESTORE_HOST } from '../support/emulators';
import type { renderApp as RenderAppFunction } from '../support/render-app';

const PROJECT_ID = 'demo-printledger-pricing';
setTestAppConfig(PROJECT_ID);

// Stored in an order that is not the price order, with one inactive plan.
const storedPlans = [
  {
    id: 'pro',
    name: 'Pro',
    priceMonthly: 49,
    maxPrinters: 10,
    features: ['unlimited printers'],
    active: true,
  },
  { id: 'farm', name: 'Farm', priceMonthly: 99, maxPrinters: 40, features: ['fleet reports'], active: true },
  {
    id: 'hobby',
    name: 'Hobby',
    priceMonthly: 0,
    maxPrinters: 1,
    features: ['basic cost calculator'],
    active: true,
  },
  { id: 'retired', name: 'Retired', priceMonthly: 1, maxPrinters: 1, features: ['gone'], active: false },
  {
    id: 'solo',
    name: 'Solo',
    priceMonthly: 25,
    maxPrinters: 5,
    features: ['project tracking'],
    active: true,
  },
  { id: 'home', name: 'Home', priceMonthly: 5, maxPrinters: 2, features: ['cost calculator'], active: true },
];

// Imported after the configuration above is in place (render-app initialises Firebase from it).
let renderApp: typeof RenderAppFunction;

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
    storedPlans.map(({ id, ...plan }) =>
      db
        .collection('plans')
        .doc(id)
        .set({ ...plan, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
    ),
  );
  ({ renderApp } = await import('../support/render-app'));
});

describe('pricing page with the plans stored', () => {
  it('shows a spinner, then the active plans sorted by monthly price, Solo as Most Popular', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading plans');
    const cards = await screen.findAllByRole('article', {}, { timeout: 15_000 });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hobby',
      'Home',
      'Solo',
      'Pro',
      'Farm',
    ]);
    expect(screen.queryByRole('article', { name: 'Retired' })).toBeNull();
    const farm = screen.getByRole('article', { name: 'Farm' });
    expect(farm).toHaveTextContent('Up to 40 printers');
    expect(farm).toHaveTextContent('$99/month');
    expect(farm).toHaveTextContent('fleet reports');
    expect(
      within(screen.getByRole('article', { name: 'Solo' })).getByText('Most Popular'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });
});
