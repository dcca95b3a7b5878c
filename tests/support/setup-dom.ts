import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages talk to real emulators: on a busy 2-core machine a first read can take over the
// default 1 s, so findBy*/waitFor wait up to 5 s (they still return as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom has no layout, so no scrolling: the route shell's scroll to the top of a new page
// (src/app/error-screen.tsx) is a no-op here instead of jsdom's "not implemented" error.
window.scrollTo = () => {};
