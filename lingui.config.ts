import { defineConfig } from '@lingui/conf';

// Messages are written in English in the code; every locale, English included, has its own catalog.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['pl', 'en', 'es', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/*.gen.*'],
    },
  ],
});
