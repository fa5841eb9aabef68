import { i18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { errorTexts } from '@/components/errors/error-messages';
import { textOf } from '@/components/errors/source-text';
import { LoadingOverlay } from '@/components/ui/loading-overlay';

// Before the language is active the app's i18n cannot back an I18nProvider (it renders nothing), yet the
// kit's loader needs one. This stand-in, with no catalog, serves until then; the label comes from textOf,
// so nothing is looked up in it.
const noCatalog = setupI18n({ locale: 'en', messages: { en: {} } });

/** The global loading overlay shown while the application starts (spec section 2). */
export function StartOverlay() {
  const active = i18n.locale ? i18n : noCatalog;
  return (
    <I18nProvider i18n={active}>
      <LoadingOverlay
        className="bg-background backdrop-blur-none"
        label={textOf(active, errorTexts.loading)}
      />
    </I18nProvider>
  );
}
