import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages talk to real emulators: on a busy 2-core machine a first read can take over the
// default 1 s, so findBy*/waitFor wait up to 5 s (they still return as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
