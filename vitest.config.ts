import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parseConfig } from './src/config/env-schema';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Tests run the app against the emulators, with the integration suite's own project id.
const define = {
  __APP_CONFIG__: JSON.stringify(
    parseConfig({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-printledger-integration' }),
  ),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        define,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        define,
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'integration',
          environment: 'jsdom',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-dom.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
