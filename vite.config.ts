import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: 'src/route-tree.gen.ts' }),
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
            // The app shell every screen stands in (session, guard, languages, layouts, the widgets of the
            // sign-in form) as one file rather than a dozen small ones: fewer requests on the first load.
            {
              name: 'shell',
              test: /\/src\/(app|api|auth|i18n|lib|components\/(errors|form|layouts|ui\/(alert|button|checkbox|field-message|input|label|notifications|tooltip|use-text-field)))\//,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
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
