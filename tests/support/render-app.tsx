// Renders the real route tree (pages, guards, layouts) in jsdom, against the emulators.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/app/app';
import { routes } from '@/app/router';
import { configResult } from '@/config/env';
import { initFirebase } from '@/firebase/app';
import { appAuth } from '@/firebase/auth';
import { SessionProvider } from '@/session/session';

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
