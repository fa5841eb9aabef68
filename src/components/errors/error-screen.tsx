import { useLingui } from '@lingui/react';
import { isApiError } from '@/api/api-error';
import { classifyError } from './error-kind';
import { errorTexts, errorTitles } from './error-messages';
import { ErrorPanel } from './error-panel';
import { reloadPage } from './reload-page';
import { textOf } from './source-text';

export interface ErrorScreenProps {
  error: unknown;
  /** Shows Try Again when given; leave it out once the retries are spent. */
  onRetry?: () => void;
  /** Says that retrying is over and the application needs a reload. */
  retriesExhausted?: boolean;
  onReload?: () => void;
  fullPage?: boolean;
}

/**
 * The error screen of spec section 8: Network Error, Reference Error, Syntax Error or An Error Occurred.
 * An API error carries a message meant for people (translated, sanitised); anything else says only
 * 'An unexpected error occurred', since its technical text is for the console.
 */
export function ErrorScreen({
  error,
  onRetry,
  retriesExhausted = false,
  onReload = reloadPage,
  fullPage,
}: ErrorScreenProps) {
  const { i18n } = useLingui();
  const message = retriesExhausted
    ? textOf(i18n, errorTexts.maxRetries)
    : isApiError(error) && error.message
      ? error.message
      : textOf(i18n, errorTexts.unexpected);
  return (
    <ErrorPanel
      title={textOf(i18n, errorTitles[classifyError(error)])}
      message={message}
      retryLabel={textOf(i18n, errorTexts.tryAgain)}
      reloadLabel={textOf(i18n, errorTexts.reload)}
      onRetry={retriesExhausted ? undefined : onRetry}
      onReload={onReload}
      fullPage={fullPage}
    />
  );
}
