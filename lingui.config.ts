import { defineConfig } from '@lingui/conf';
import { LOCALES } from './src/i18n/locales.ts';

// Messages are written in English in the code; every locale, English included, has its own catalogs:
// `messages` for the SPA, `server` for the API's answers.
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/*.gen.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/server',
      include: ['server/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  // The server runs its TypeScript as it is (no bundler, no Babel), so no macro can run there: it writes
  // its messages with Lingui's runtime `msg` (@lingui/core/runtime-macro), which extraction reads only
  // with this switch on.
  experimental: { runtimeMacro: true },
});
