// The pricing page when the backend cannot be reached: the app is pointed at a Firestore port where
// nothing listens, and must show the four built-in plans of SPEC §9.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/config/env-schema';
import type { renderApp as RenderAppFunction } from '../support/render-app';

(globalThis as Record<string, unknown>).__APP_CONFIG__ = parseConfig({
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-printledger-pricing-offline',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
  VITE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
});

// Imported after the configuration above is in place (render-app initialises Firebase from it).
let renderApp: typeof RenderAppFunction;
beforeAll(async () => {
  ({ renderApp } = await import('../support/render-app'));
});

describe('pricing page without a backend', () => {
  it('falls back to the four built-in plans, sorted, with their SPEC §9 details', async () => {
    renderApp('/pricing');
    const cards = await screen.findAllByRole('article', {}, { timeout: 20_000 });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hobby',
      'Home',
      'Solo',
      'Pro',
    ]);
    const expectations: Array<[string, string, string, number]> = [
      ['Hobby', 'Up to 1 printer', '$0/month', 3],
      ['Home', 'Up to 2 printers', '$5/month', 3],
      ['Solo', 'Up to 5 printers', '$25/month', 5],
      ['Pro', 'Up to 10 printers', '$49/month', 6],
    ];
    for (const [name, limit, price, featureCount] of expectations) {
      const card = screen.getByRole('article', { name });
      expect(card).toHaveTextContent(limit);
      expect(card).toHaveTextContent(price);
      expect(within(card).getAllByRole('listitem')).toHaveLength(featureCount);
    }
    expect(
      within(screen.getByRole('article', { name: 'Solo' })).getByText('Most Popular'),
    ).toBeInTheDocument();
  });
});
