import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { configResult } from '@/config/env';
import { initFirebase } from '@/firebase/firebase-config';
import './index.css';

const root = createRoot(document.getElementById('root')!);

if (configResult.ok) {
  initFirebase(configResult.config);
  // A transition renders the first screen in slices that yield to the browser, so no single
  // task blocks the main thread for long while a page mounts (issue 15: Lighthouse, long tasks).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
} else {
  root.render(<ConfigErrorScreen missing={configResult.missing} />);
}

// The service worker (issue 16: installable, opens offline) registers once the page has loaded
// and the browser is idle, so neither its code nor its precaching competes with the first screen.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () =>
    void import('@/app/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
