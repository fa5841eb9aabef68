import { msg } from '@lingui/core/macro';
import type { ErrorKind } from './error-kind';
import { sourced } from './source-text';

// Spec section 8, word for word. Each English text is written twice, in the macro (for the catalogs)
// and as the source text (for when no catalog is there): see `sourced`.

/** The titles of the error screens. */
export const errorTitles: Record<ErrorKind, ReturnType<typeof sourced>> = {
  network: sourced(msg`Network Error`, 'Network Error'),
  reference: sourced(msg`Reference Error`, 'Reference Error'),
  syntax: sourced(msg`Syntax Error`, 'Syntax Error'),
  generic: sourced(msg`An Error Occurred`, 'An Error Occurred'),
};

/** The other texts of the error screens and of the start-up fallback page. */
export const errorTexts = {
  unexpected: sourced(msg`An unexpected error occurred`, 'An unexpected error occurred'),
  maxRetries: sourced(
    msg`Maximum retry attempts reached. Please reload the application.`,
    'Maximum retry attempts reached. Please reload the application.',
  ),
  tryAgain: sourced(msg`Try Again`, 'Try Again'),
  reload: sourced(msg`Reload Application`, 'Reload Application'),
  applicationError: sourced(msg`Application Error`, 'Application Error'),
  initFailed: sourced(msg`Failed to initialize the application`, 'Failed to initialize the application'),
  loading: sourced(msg`Loading…`, 'Loading…'),
};

/** Shown after a failed re-initialisation while attempts remain. */
export function reinitFailedText(attempt: number, max: number) {
  return sourced(
    msg`Failed to reinitialize application (attempt ${attempt}/${max}). You can try again or reload.`,
    `Failed to reinitialize application (attempt ${attempt}/${max}). You can try again or reload.`,
  );
}
