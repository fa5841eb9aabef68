import { errorMessage, isIgnoredError } from './error-kind';
import { logError } from './log-error';

type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Handles what no component catches (spec section 8): every unhandled promise rejection is logged and
 * suppressed (so the browser adds no "Uncaught (in promise)" of its own), and uncaught errors of the
 * ignored classes are logged as warnings instead of surfacing as failures. Other uncaught errors keep the
 * browser's own reporting. Returns the function that removes the handlers.
 */
export function installGlobalErrorHandlers(target: EventSource = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    logError('Unhandled promise rejection', event.reason);
  };
  const onError = (event: ErrorEvent) => {
    // ResizeObserver notices arrive with no error object, only a message.
    const error: unknown = event.error ?? errorMessage(event);
    if (!isIgnoredError(error)) return;
    event.preventDefault();
    logError('Uncaught error', error);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
