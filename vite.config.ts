import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { firstLoadCatalogs } from './scripts/first-load-catalogs.ts';
import { noPreloadHelper } from './scripts/no-preload-helper.ts';
import { precompress } from './scripts/precompress.ts';
import { FIRST_LOAD_ROUTES } from './src/routes/-lib/first-load.ts';

const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
// The web tests share one jsdom and one module graph per worker (a third of the time of a fresh one per
// file), except the files that replace modules (vi.mock): the stand-in would reach the next file. Only
// Vitest needs the list, so a build or the dev server does not read the tests.
const MODULE_MOCKING_TESTS = process.env.VITEST
  ? globSync(WEB_TESTS).filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
  : [];
const WEB_TEST_SETUP = {
  environment: 'jsdom',
  setupFiles: ['tests/setup-runtime-config.ts', 'tests/setup.ts'],
  // The caps on waiting for a state, not on speed: a screen's first render and a hook that warms a lazy
  // module (a first import through Vitest's transform) take several times longer on a busy 2-core
  // machine, where 5 s for a test and 10 s for a hook ran out.
  testTimeout: 15_000,
  hookTimeout: 60_000,
};

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

const NO_COMPILER = '\0lingui-core-without-compiler';
/**
 * @lingui/core imports Lingui's message compiler for development only (a build never calls it), but that
 * static import would put the compiler in the first load as soon as a lazy screen uses it (the
 * translation editor checks ICU as typed): in a build, @lingui/core gets an empty stand-in instead.
 */
const linguiCoreWithoutCompiler: Plugin = {
  name: 'lingui-core-without-compiler',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '@lingui/message-utils/compileMessage' && importer?.includes('/@lingui/core/')
      ? NO_COMPILER
      : null,
  load: (id) => (id === NO_COMPILER ? 'export const compileMessage = undefined;' : null),
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      generatedRouteTree: 'src/route-tree.gen.ts',
      // Most visits start on the sign-in screen (`/` leads there): it comes with the entry rather than a
      // round trip after it. Every other route loads as one chunk: its loader (with the query modules it
      // imports), its screen, and its pending and error screens, which only ever show once the loader runs
      // (hovering a link fetches the chunk and runs the loader). The first load so does not grow with every
      // screen the app gains.
      codeSplittingOptions: {
        // Hot reload is for the dev server; under Vitest it would patch whichever router a test made last.
        addHmr: !process.env.VITEST,
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        splitBehavior: ({ routeId }) => (FIRST_LOAD_ROUTES.includes(routeId) ? [] : undefined),
      },
    }),
    react(),
    linguiCoreWithoutCompiler,
    noPreloadHelper(),
    lingui({ macroTransform: true }),
    firstLoadCatalogs(),
    tailwindcss(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/react-use-sync-external-store.ts', import.meta.url)),
      },
    ],
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
    // No preload lists for the lazy chunks: each screen's chunk brings its shared chunks as the browser
    // finds them (one more round trip the first time a screen opens, which hovering its link hides), and
    // the first load does not carry a list of every screen's dependencies (4 kB of the sign-in page's).
    // Lists for the dashboard alone were tried and measured worse: its 32 chunks then compete for a slow
    // connection at once and evaluate in one long task (Lighthouse, /dashboard, two alternating rounds of
    // three: 57 and 58 without them, 53 and 52 with them; total blocking time 1.2–1.4 s against 1.5–1.9 s).
    modulePreload: false,
    rolldownOptions: {
      // Libraries marked "use client" for React Server Components; a client-only bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        codeSplitting: {
          // Everything the first load runs (what the entry imports statically: the app shell, every
          // route's definition, the sign-in screen and their libraries) in one file rather than a dozen
          // that Rolldown would cut out for what the entry shares with lazy screens; anything else loads
          // with the screen that needs it.
          groups: [{ name: 'shell', tags: ['$initial'] }],
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
          // One module graph per worker, as the web tests: the server's code is imported once, not once per
          // file (each file still starts its own server on its own copy of the database).
          isolate: false,
          // Each file restores its own database; argon2 and PGlite make these slower than unit tests.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
