import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The app shell every screen stands in (session, guard, languages, the guest layouts, the form kit of the
// sign-in form) and every route's definition (the route tree, with what guards and loaders need), as one
// file rather than dozens of small ones: fewer requests on the first load. Rolldown would otherwise cut the
// modules the entry shares with lazy screens into chunks of their own. What only signed-in screens use
// (the dashboard frame, abilities, tooltips, the inactivity warning) stays out, so it loads with them.
const SHELL =
  /\/src\/(app|api|auth|i18n|lib|components\/(errors|language-switcher|language-trigger|theme-switch|form\/(form-kit|form-context|use-bound-field|refusable-form|form-failure|text-field|checkbox-field|password-field|submit-button|field-error)|layouts\/(auth-card-layout|brand|column-layouts|header-tools|page-header|placeholder-screen|split-layout|use-document-title|use-route-meta)|ui\/(alert|button|checkbox|field-message|input|label|use-text-field)))[./]/;
const ROUTE_DEFINITION = /\/src\/(routes\/[^?]+|route-tree\.gen\.ts)$/;
const SIGNED_IN_ONLY =
  /\/src\/auth\/(abilities\/(ability-context|visibility|define-ability)|session\/inactivity-warning)\./;

const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
// The web tests share one jsdom and one module graph per worker (a third of the time of a fresh one per
// file), except the files that replace modules (vi.mock): the stand-in would reach the next file. Only
// Vitest needs the list, so a build or the dev server does not read the tests.
const MODULE_MOCKING_TESTS = process.env.VITEST
  ? globSync(WEB_TESTS).filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
  : [];
const WEB_TEST_SETUP = { environment: 'jsdom', setupFiles: ['tests/setup.ts'] };

const ENTRY_ROUTES: readonly string[] = ['/_auth-card', '/_auth-card/auth/login'];

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      generatedRouteTree: 'src/route-tree.gen.ts',
      // Most visits start on the sign-in screen (`/` leads there): it comes with the entry rather than a
      // round trip after it. Every other screen loads with its route.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (ENTRY_ROUTES.includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    lingui({ macroTransform: true }),
    tailwindcss(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/runtime-config.js': apiServer,
      '/__dev': apiServer,
      '/avatars': apiServer,
    },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id: string) => (SHELL.test(id) || ROUTE_DEFINITION.test(id)) && !SIGNED_IN_ONLY.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Vitest leaves a core free by default: on CI's two cores that is one worker for everything.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          ...WEB_TEST_SETUP,
          name: 'web',
          include: WEB_TESTS,
          exclude: MODULE_MOCKING_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...WEB_TEST_SETUP, name: 'web-mocking', include: MODULE_MOCKING_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // Each file restores its own database; argon2 and PGlite make these slower than unit tests.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
