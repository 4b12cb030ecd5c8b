// One lint config for the monorepo. Type-aware rules are left out on purpose: `tsc` already checks types,
// and a full type-aware lint costs minutes on a 2-core machine. The one exception is our own
// casino/no-outer-db-in-transaction, typed over the server's sources only (about +15 s on 2 cores).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import noOuterDbInTransaction from './eslint-rules/no-outer-db-in-transaction.js';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through config.ts only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      'apps/server/src/config.ts',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/drizzle.config.ts',
      'vitest.config.ts',
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
  // bulletproof-react: no feature imports another feature; shared code lives in lib/, components/, design/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `features/(?!${feature}/)`,
              message: 'A feature must not import another feature; move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  // Issue 12: every input string starts from the contracts' safeStringSchema (no NUL, no lone surrogate).
  {
    files: ['packages/contracts/src/**/*.ts', 'apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/contracts/src/fields.ts', 'apps/server/src/config.ts'],
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
    plugins: { casino: { rules: { 'no-outer-db-in-transaction': noOuterDbInTransaction } } },
    rules: { 'casino/no-outer-db-in-transaction': 'error' },
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
