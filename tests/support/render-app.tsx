// Renders the real route tree (pages, guards, layouts) in jsdom, against the emulators.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createQueryClient } from '@/app/app';
import { routes } from '@/app/router';
import { configResult } from '@/config/env';
import { initFirebase } from '@/firebase/app';
import { appAuth } from '@/firebase/auth';
import { SessionProvider } from '@/session/session';
import { seedBuiltInPlans, signedUpClient, type TestClient } from './emulators';

if (!configResult.ok) throw new Error('test configuration is invalid');
initFirebase(configResult.config);

/** Signs the app's own Firebase Auth in (or out) before rendering. */
export async function signInApp(email: string, password: string) {
  await signInWithEmailAndPassword(appAuth(), email, password);
}
export const signOutApp = () => signOut(appAuth());

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* Firebase Auth's Node build keeps sessions in memory, not localStorage: always restore. */}
      <SessionProvider onForcedSignOut={() => void router.navigate('/')} mayHaveStoredSession={() => true}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/**
 * A page test file's set-up: the built-in plans before all tests, the app signed out after each,
 * and the fresh accounts' own clients closed after all.
 */
export function setUpPageTests() {
  const clients: TestClient[] = [];
  beforeAll(() => seedBuiltInPlans());
  afterEach(async () => {
    await signOutApp();
    localStorage.clear();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });

  /** A fresh account with a Firebase client of its own; the app is not signed in as it. */
  async function newAccount() {
    const client = await signedUpClient();
    clients.push(client);
    return client;
  }

  /** A fresh account with the app signed in as it. */
  async function signedInUser() {
    const client = await newAccount();
    await signInApp(client.email, 'secret-pass');
    // Under vitest, firebase/auth keeps the session in memory, so the app's "stored session"
    // hint (a firebase:authUser: key) is missing and it would start signed out. Set the hint.
    localStorage.setItem('firebase:authUser:test', '1');
    return client;
  }

  return { newAccount, signedInUser };
}
