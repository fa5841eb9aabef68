import { isApiError } from '@/api/api-error';

/** Which error screen an error gets (spec section 8: Network, Reference, Syntax, or the generic one). */
export type ErrorKind = 'network' | 'reference' | 'syntax' | 'generic';

// What fetch rejects with when no response came back, per browser engine (Chromium, Firefox, Safari,
// Node/undici). Matched exactly: "Failed to fetch dynamically imported module" is a missing chunk, not noise.
const FETCH_FAILURES = new Set([
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'fetch failed',
]);
// A lazy chunk that could not be downloaded (Chromium, Safari, Firefox wording).
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** The message of anything thrown: an Error, a DOMException, an ErrorEvent-like object or a string. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return typeof error.message === 'string' ? error.message : '';
  }
  return '';
}

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    return typeof error.name === 'string' ? error.name : '';
  }
  return '';
}

/**
 * Errors that are noise rather than failures, so they get no error screen (spec section 8): DOM
 * insertBefore errors (a browser extension or page translator moved nodes React owns), 'Cannot access'
 * reference errors (a module read before it finished initialising, as during a hot reload), fetch-type
 * errors (the API layer already reported the lost connection) including aborted requests, and the
 * browser's benign ResizeObserver loop notices.
 */
export function isIgnoredError(error: unknown): boolean {
  const message = errorMessage(error);
  const name = errorName(error);
  if (message.includes('insertBefore')) return true;
  if (name === 'ReferenceError' && /^(Cannot access|can't access lexical declaration)/.test(message)) {
    return true;
  }
  if (name === 'TypeError' && FETCH_FAILURES.has(message)) return true;
  if (name === 'AbortError') return true;
  return message.startsWith('ResizeObserver loop');
}

/** The error screen for an error. */
export function classifyError(error: unknown): ErrorKind {
  if (isApiError(error)) return error.status === 0 ? 'network' : 'generic';
  const name = errorName(error);
  const message = errorMessage(error);
  if (name === 'NetworkError' || name === 'ChunkLoadError' || CHUNK_FAILURE.test(message)) return 'network';
  if (name === 'TypeError' && FETCH_FAILURES.has(message)) return 'network';
  if (name === 'ReferenceError') return 'reference';
  if (name === 'SyntaxError') return 'syntax';
  return 'generic';
}
