import type { AnyFieldMeta } from '@tanstack/react-form';

/** A validation error as the kit meets it: a message, or a schema issue carrying one. */
function messageOf(error: unknown): string | null {
  if (typeof error === 'string') return error || null;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message || null;
  return null;
}

/**
 * The message a field shows: its first error, once the user left the field or tried to submit, so a
 * first entry is never judged while it is being typed.
 */
export function visibleFieldError(meta: AnyFieldMeta, submissionAttempts: number): string | null {
  if (!meta.isBlurred && submissionAttempts === 0) return null;
  for (const error of meta.errors) {
    const message = messageOf(error);
    if (message) return message;
  }
  return null;
}
