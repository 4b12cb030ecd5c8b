// One lint config for the monorepo. Type-aware rules are left out on purpose: `tsc` already checks types,
// and a full type-aware lint costs minutes on a 2-core machine. The one exception is our own
// casino/no-outer-db-in-transaction, typed over the server's sources only (about +15 s on 2 cores).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import noOuterDbInTransaction from './eslint-rules/no-outer-db-in-transaction.js';
import ownTablesOnly from './eslint-rules/own-tables-only.js';

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through config.ts only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      '**/.tmp/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // The mobile wrapper's generated native projects (Java, Swift, Gradle and copied web assets).
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', PROCESS_ENV],
    },
  },
  {
    files: [
      'apps/server/src/platform/config.ts',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/drizzle.config.ts',
      'vitest.config.ts',
      '.dependency-cruiser.cjs',
      'apps/server/test/**',
      'apps/mobile/capacitor.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Which file may import which (server modules at their index.ts, web features, admin screens, no cycles)
  // is checked by dependency-cruiser: `npm run lint:deps`, part of `npm run lint`.
  // Issue 12: every input string starts from the contracts' safeStringSchema (no NUL, no lone surrogate).
  {
    files: ['packages/contracts/src/**/*.ts', 'apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/contracts/src/fields.ts', 'apps/server/src/platform/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV,
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            'Use safeStringSchema (or an id schema) from @casino/contracts fields: it refuses NUL and lone surrogates.',
        },
      ],
    },
  },
  // A query on the outer database inside a transaction hangs PGlite; the rule needs the server's types.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: {
      casino: {
        rules: { 'no-outer-db-in-transaction': noOuterDbInTransaction, 'own-tables-only': ownTablesOnly },
      },
    },
    rules: { 'casino/no-outer-db-in-transaction': 'error', 'casino/own-tables-only': 'error' },
  },
  // Issue 32: tables are declared in their module (`modules/<name>/<name>.tables.ts`), nowhere else.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/*/*.tables.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm/pg-core',
              importNames: ['pgTable', 'pgView', 'pgSchema'],
              message: 'Tables live in their module: declare it in modules/<name>/<name>.tables.ts.',
            },
          ],
        },
      ],
    },
  },
  // Issue 32: small files. A server file that passes 300 lines is usually two files (STYLE.md); db/ holds
  // only the client and the migrations' helpers; buildApp is a list of module plugins.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/server/src/app.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  // Nothing imports an app; packages stay independent of apps.
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/', message: 'Packages never import apps.' }] },
      ],
    },
  },
  prettier,
);
