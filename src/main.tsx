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
