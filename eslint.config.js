// @ts-check
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature folders, read from disk so a new feature is covered without editing this file.
// Admin screens are features of their own under src/features/admin/.
const listDirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
const features = listDirs('src/features').flatMap((name) =>
  name === 'admin' ? listDirs('src/features/admin').map((sub) => `admin/${sub}`) : [name],
);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move shared code to domain, repositories or components/ui.',
}));

// The layers import one way: app → features → session/queries → repositories → firebase;
// domain imports nothing of the app.
const layerZones = [
  {
    target: './src/domain',
    from: [
      './src/app',
      './src/features',
      './src/session',
      './src/queries',
      './src/repositories',
      './src/firebase',
      './src/components',
      './src/config',
    ],
    message: 'domain is pure: no React, Firebase or app code.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'The app imports features, never the reverse: shared state lives in src/session or src/queries.',
  },
  {
    target: './src/session',
    from: ['./src/app', './src/features'],
    message: 'The session sits below the features and the app.',
  },
  {
    target: './src/queries',
    from: ['./src/app', './src/features', './src/session', './src/components'],
    message: 'Query modules sit between the features and the repositories.',
  },
  {
    target: './src/repositories',
    from: ['./src/app', './src/features', './src/session', './src/queries', './src/components'],
  },
  {
    target: './src/firebase',
    from: [
      './src/app',
      './src/features',
      './src/session',
      './src/queries',
      './src/repositories',
      './src/components',
    ],
  },
  {
    target: './src/components',
    from: [
      './src/app',
      './src/features',
      './src/session',
      './src/queries',
      './src/repositories',
      './src/firebase',
    ],
  },
  {
    target: './src/features',
    from: './src/firebase',
    message: 'Features reach Firebase through src/repositories only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-e2e-*',
      'dist-bench',
      'node_modules',
      'test-results',
      'test-results-*',
      'playwright-report',
      '.emulator-data',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          distinctGroup: false,
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // A test without an assertion passes whatever the code does. The rules grid asserts with
      // @firebase/rules-unit-testing's assertFails/assertSucceeds, and with two helpers that call
      // assertFails (tests/rules/invoices.test.ts, tests/rules/audit-logs.test.ts).
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'assertFails', 'assertSucceeds', 'refused', 'refusedBothWays'] },
      ],
    },
  },
  {
    // Playwright's test() (and the setup project's, imported as setup) is not vitest's: the
    // rule is told it is a test block; 'expect' covers expect.poll and expect.soft too.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect'], additionalTestBlockFunctions: ['test', 'test.only', 'setup'] },
      ],
    },
  },
  {
    files: ['tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^@?firebase(/|$)', message: 'Only src/firebase/ imports the Firebase SDK.' }],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router-dom|@tanstack/.*|@?firebase)(/|$)',
              message: 'domain is pure logic.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
