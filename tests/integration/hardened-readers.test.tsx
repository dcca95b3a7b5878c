// Issue 11 points 5 and 6 against the emulators, in a project of its own (demo-printledger-readers)
// so its malformed plan never shows in another suite's plan lists: a bad plan document is skipped
// with a warning while the others still show; an older user document without printerCount is
// brought up to date from a count of the user's printers when the profile loads.
import { screen, within } from '@testing-library/react';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlansRepository } from '@/repositories/plans';
import { createPrintersRepository } from '@/repositories/printers';
import { createUsersRepository } from '@/repositories/users';
import { setTestAppConfig } from '../support/app-config';
import {
  adminDocuments,
  adminFirestore,
  createTestClient,
  loadRulesInto,
  signedUpClient,
  type TestClient,
} from '../support/emulators';
import type { renderApp as RenderAppFunction } from '../support/render-app';

const PROJECT_ID = 'demo-printledger-readers';
setTestAppConfig(PROJECT_ID);

// Two valid plans as the admin page writes them (the factories' Hobby, and a Solo).
const goodPlans = {
  hobby: adminDocuments.plan(),
  solo: adminDocuments.plan({
    name: 'Solo',
    priceMonthly: 25,
    maxPrinters: 5,
    features: ['project tracking'],
  }),
};
// Written with the rules off, as an older version of the admin page could: features not strings.
const badPlan = {
  name: 'Broken',
  priceMonthly: 9,
  maxPrinters: 2,
  features: [{ nested: true }, 7],
  active: true,
};

let renderApp: typeof RenderAppFunction;
const clients: TestClient[] = [];

beforeAll(async () => {
  await loadRulesInto(PROJECT_ID);
  const db = adminFirestore(PROJECT_ID);
  const existing = await db.collection('plans').get();
  await Promise.all(existing.docs.map((entry) => entry.ref.delete()));
  const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
  await Promise.all([
    ...Object.entries(goodPlans).map(([id, plan]) => db.collection('plans').doc(id).set(plan)),
    db
      .collection('plans')
      .doc('broken')
      .set({ ...badPlan, ...stamps }),
  ]);
  ({ renderApp } = await import('../support/render-app'));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

describe('a malformed plan among good ones', () => {
  it('the plans repository skips it with a warning and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createTestClient(PROJECT_ID);
    clients.push(client);
    const plans = await createPlansRepository(client.db).listActive();
    expect(plans.map((plan) => plan.id)).toEqual(['hobby', 'solo']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Skipped plan broken'), expect.anything());
    warn.mockRestore();
  });

  it('the pricing page shows the good plans', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/pricing');
    const cards = await screen.findAllByRole('article', {}, { timeout: 15_000 });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Hobby', 'Solo']);
    warn.mockRestore();
  });
});

describe('an older user document without printerCount', () => {
  it('loads as it is: the client never counts it (`npm run migrate` does), and adds no printer until then', async () => {
    const client = await signedUpClient(PROJECT_ID);
    clients.push(client);
    const db = adminFirestore(PROJECT_ID);
    const { printerCount: _dropped, ...older } = adminDocuments.user(client.uid, { email: client.email });
    await db.collection('users').doc(client.uid).set(older);
    await db.collection('printers').doc(`${client.uid}-a`).set(adminDocuments.printer(client.uid));
    await db.collection('printers').doc(`${client.uid}-b`).set(adminDocuments.printer(client.uid));

    const profile = await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
    expect(profile.uid).toBe(client.uid);
    expect((await db.collection('users').doc(client.uid).get()).data()?.printerCount).toBeUndefined();
    await expect(
      createPrintersRepository(client.db).create(client.uid, {
        name: 'Third',
        model: 'MK4',
        buildVolume: { x: 250, y: 210, z: 220 },
        numExtruders: 1,
        powerConsumption: 120,
        initialCost: 0,
        replacementPeriod: 0,
        costPerHour: 0,
        expectedYearlyHours: 0,
        annualMaintenanceCost: 0,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
