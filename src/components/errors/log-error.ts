import { isIgnoredError } from './error-kind';

/**
 * Writes an error to the console: ignored ones (spec section 8) as a warning, so they stay visible to
 * developers without looking like failures; the others as errors. The app has no error-reporting
 * service, so the console is where errors are "logged".
 */
export function logError(context: string, error: unknown, details?: unknown) {
  const extra = details === undefined ? [] : [details];
  if (isIgnoredError(error)) console.warn(`${context} (ignored):`, error, ...extra);
  else console.error(`${context}:`, error, ...extra);
}
