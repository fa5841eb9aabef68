import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way dependency rule of CONVENTIONS.md, for every top folder of src/, lowest layer first: each
 * layer may import the layers before it, never those after it. Layouts (the frames) and features (the
 * screens) meet only in `routes`; a feature never imports another feature; `app` (start-up and the router)
 * composes everything.
 */
const LAYERS = [
  ['lib', 'i18n', 'api', 'auth', 'router'],
  ['components'],
  ['layouts', 'features'],
  ['routes'],
  ['app'],
].map((folders) => folders.map((folder) => `./src/${folder}`));
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer,
  from: LAYERS.slice(index + 1).flat(),
  message:
    'A lower layer never imports a higher one: lib, i18n, api, auth, router → components → layouts, features → routes → app.',
}));
// Read from the folder, so a new feature is covered the day it is created.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig(
  globalIgnores(['dist', 'dist-*', '.node', 'test-results', 'playwright-report', 'locales', '**/*.gen.ts']),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      pluginQuery.configs['flat/recommended'],
      pluginRouter.configs['flat/recommended'],
    ],
    plugins: { 'import-x': importX },
    // The zones below match resolved files: `@/…` and extension-less paths resolve as TypeScript does.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (default exports are for config files).',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            {
              target: './src/features',
              from: './src/layouts',
              message: 'Screens are framed by their route: a feature never imports a layout.',
            },
            {
              target: './src/layouts',
              from: './src/features',
              message: 'A layout frames any screen: it never imports a feature.',
            },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move shared code down to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Fastify hooks and handlers are async functions by contract, whether or not they wait for anything.
    files: ['server/**/*.ts', 'tests/server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // TanStack Router's redirect() and notFound() objects are thrown by design; nothing else may be.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
);
