import { i18n as appI18n, type I18n } from '@lingui/core';
import { errorTexts } from './error-messages';
import { ErrorPanel } from './error-panel';
import { reloadPage } from './reload-page';
import { textOf, type SourcedMessage } from './source-text';

interface ApplicationErrorPageProps {
  /** What went wrong, e.g. 'Failed to initialize the application'. */
  message: SourcedMessage;
  /** Shows Try Again when given. */
  onRetry?: () => void;
  onReload?: () => void;
  /** The app's i18n by default; it may have no language active yet. */
  i18n?: I18n;
}

/**
 * The 'Application Error' page shown when the application could not start or mount (spec section 4).
 * It needs no I18nProvider and no loaded catalog: every text falls back to its English source.
 */
export function ApplicationErrorPage({
  message,
  onRetry,
  onReload = reloadPage,
  i18n = appI18n,
}: ApplicationErrorPageProps) {
  return (
    <ErrorPanel
      fullPage
      title={textOf(i18n, errorTexts.applicationError)}
      message={textOf(i18n, message)}
      retryLabel={textOf(i18n, errorTexts.tryAgain)}
      reloadLabel={textOf(i18n, errorTexts.reload)}
      onRetry={onRetry}
      onReload={onReload}
    />
  );
}
