import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The website's layers, bottom to top: config → platform (and components) → features → routes
// and the app's wiring (React Router's own files at app/'s root, app/wiring, the server).
// Imports flow downwards only, each feature is entered through its index.ts (index.server.ts for
// server code), and no import goes round in a circle. docs/architecture.md#layers-of-the-website
const website = 'apps/website';
// A cycle goes through our own files only: not following imports into node_modules took the rule
// from 23 to 8 of the lint's CPU-seconds (issue 30), and it still finds a planted cycle.
const noCycle = ['error', { ignoreExternal: true }];
const features = readdirSync(`${website}/app/features`);
const rootFiles = 'app/*.{ts,tsx}';
const appFiles = [rootFiles, 'app/wiring/**'];
const layers = {
  files: [`${website}/app/**/*.{ts,tsx}`, `${website}/server/**/*.ts`, `${website}/server.ts`],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': undefined,
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `${website}/tsconfig.json` }),
    ],
  },
  rules: {
    'import-x/no-cycle': noCycle,
    'import-x/no-duplicates': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: `${import.meta.dirname}/${website}`,
        zones: [
          {
            target: 'app/config',
            from: ['app/!(config)/**', ...appFiles],
            message: 'config/ is the bottom layer: it imports packages and config only.',
          },
          {
            target: ['app/platform', 'app/components'],
            from: ['app/features/**', 'app/routes/**', ...appFiles],
            message: 'platform/ and components/ sit below the features and routes.',
          },
          {
            target: 'app/features',
            from: ['app/routes/**', ...appFiles],
            message: 'Features sit below the routes and the app wiring.',
          },
          // Each feature is entered through its index; routes.ts reads the intranet manifest
          // directly, because React Router loads the route config without the `~` alias.
          ...features.map((feature) => ({
            target: [
              'app/!(features)/**',
              feature === 'intranet' ? 'app/!(routes).{ts,tsx}' : rootFiles,
              `app/features/!(${feature})/**`,
              'server/**',
              'server.ts',
            ],
            from: `app/features/${feature}`,
            except: ['./index.ts', './index.tsx', './index.server.ts'],
            message: `Import the ${feature} feature through its index.ts or index.server.ts.`,
          })),
        ],
      },
    ],
  },
};

// The backend's API (apps/backend/src): the foundations (db, http, accounts, text, security)
// sit below the features and never import them, the seed above them; each feature is entered
// through its index.ts; no import goes round in a circle. docs/architecture.md#the-backend
const backend = 'apps/backend';
const backendFeatures = readdirSync(`${backend}/src/features`);
const backendLayers = {
  files: [`${backend}/src/**/*.ts`],
  ignores: ['**/*.test.ts'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': undefined,
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `${backend}/tsconfig.json` }),
    ],
  },
  rules: {
    'import-x/no-cycle': noCycle,
    'import-x/no-duplicates': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: `${import.meta.dirname}/${backend}`,
        zones: [
          {
            target: ['src/db', 'src/http', 'src/accounts', 'src/text', 'src/security'],
            from: 'src/features',
            message: 'db/, http/, accounts/, text/ and security/ sit below the features.',
          },
          {
            target: [
              'src/features',
              'src/db',
              'src/http',
              'src/accounts',
              'src/text',
              'src/security',
            ],
            from: 'src/seed',
            message: 'seed/ sits above the features: only the wiring (backend.ts) runs it.',
          },
          ...backendFeatures.map((feature) => ({
            target: ['src/!(features)/**', `src/features/!(${feature})/**`, 'src/*.ts'],
            from: `src/features/${feature}`,
            except: ['./index.ts'],
            message: `Import the ${feature} feature through its index.ts.`,
          })),
        ],
      },
    ],
  },
};

// A shipped migration never changes, so it cannot follow the code it would import: it imports
// kysely, node and its own folder only, and keeps frozen copies of the rest.
const frozenMigrations = {
  files: [`${backend}/src/db/migrations/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?!kysely(/|$)|node:|\\./|\\.\\./dialect$)',
            message:
              'A migration imports kysely, node, its own folder and ../dialect: copy the rest.',
          },
        ],
      },
    ],
  },
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-*/**',
      '**/.react-router/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-control-regex': 'off',
      // floating-ui hands out callback refs (`refs.setFloating`) that this rule mistakes for `ref.current`.
      'react-hooks/refs': 'off',
    },
  },
  {
    // Type-aware rules for the apps and packages: a promise nobody awaits or handles is a bug
    // (an error that disappears, a response sent before the work is done).
    files: [
      'apps/*/app/**/*.{ts,tsx}',
      'apps/*/src/**/*.ts',
      'apps/*/server/**/*.ts',
      'apps/*/server.ts',
      'packages/*/src/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // One purpose a file (issue 30): a source file over 400 lines holds more than one room.
    // Seed data and tests are long by nature.
    files: [
      'apps/*/app/**/*.{ts,tsx}',
      'apps/*/src/**/*.ts',
      'apps/*/server/**/*.ts',
      'packages/*/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/seed*', '**/seed/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  layers,
  backendLayers,
  frozenMigrations,
  {
    files: ['scripts/**', 'e2e/**', 'bench/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
