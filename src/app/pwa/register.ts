// Registers the service worker (vite-plugin-pwa, workbox; configured in vite.config.ts) once the
// page has loaded: it precaches the app shell and every route's chunks, so the app opens with no
// network after one visit. A new deployment installs beside the running version and waits: the
// user is asked to reload (src/app/pwa/update-prompt.tsx), never switched to a half-new app.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { updateStore } from './update-store';

/** How often an open app (a tablet left on the workshop bench) asks whether a new version exists. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let promptShown = false;

/** The prompt gets a root of its own beside the app's, the first time a new version waits. */
async function showPrompt() {
  if (promptShown) return;
  promptShown = true;
  const { UpdatePrompt } = await import('./update-prompt');
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(UpdatePrompt));
}

export function registerServiceWorker() {
  const update = registerSW({
    onNeedRefresh() {
      updateStore.newVersionWaiting(() => update(true));
      void showPrompt();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.error('The service worker could not be registered', error);
    },
  });
}
