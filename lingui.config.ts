import { defineConfig } from '@lingui/conf';
import { LOCALES } from './src/i18n/locales.ts';

// Messages are written in English in the code; every locale, English included, has its own catalog.
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
  ],
});
