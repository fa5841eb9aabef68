import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Mutation, Query } from '@tanstack/react-query';
import { isApiError, type ApiError } from '@/api/api-error';
import { apiMessages } from '@/api/api-messages';
import { notify } from '@/lib/notify';

/*
 * The app's one rule for notifications: a toast says only what the screen does not show itself.
 * - A form shows its refusals and failures above or under its fields (formFailure): never a toast.
 * - A screen whose data cannot be loaded shows its error card: never a toast.
 * - A failed refresh of data already on screen, or a failed action that shows nothing of its own (a
 *   mutation without `meta.showsError`), is a toast: one per kind of failure, so ten calls failing
 *   together, or the same refusal twice, make one.
 * - A 401 is no toast: the session ends and the sign-in screen says why.
 * - A success toast is a screen's own, for a change the screen does not show (spec section 8's list).
 * The toaster sits below the header, in the app's font (components/ui/notifications.tsx).
 */

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation's screen shows its failure (under a form, in a card): no toast. */
      showsError?: boolean;
    };
  }
}

// One id per kind: the toast already showing under an id is updated instead of another being added.
// Error toasts stay until dismissed; after that a new failure shows again.
export const FAILURE_TOAST_IDS = {
  permission: 'failure-permission',
  rateLimit: 'failure-rate-limit',
  server: 'failure-server',
  network: 'failure-network',
  other: 'failure-other',
} as const;

const ownWords = {
  permission: msg`You do not have permission to do this.`,
  rateLimit: msg`Too many requests. Please wait a moment and try again.`,
};

/** The server's message when it says something specific, else our own words for the failure. */
function toldOr(error: ApiError, fallback: typeof ownWords.permission): string {
  const generic = !error.message.trim() || error.message === i18n._(apiMessages.generic);
  return generic ? i18n._(fallback) : error.message;
}

/** Shows `error` as the toast of its kind; a 401 (the session ends instead) shows nothing. */
export function notifyFailure(error: unknown) {
  if (!isApiError(error)) {
    notify.error(i18n._(apiMessages.generic), { id: FAILURE_TOAST_IDS.other });
    return;
  }
  const { status } = error;
  if (status === 401) return;
  if (status === 403) notify.error(toldOr(error, ownWords.permission), { id: FAILURE_TOAST_IDS.permission });
  else if (status === 429)
    notify.warning(toldOr(error, ownWords.rateLimit), { id: FAILURE_TOAST_IDS.rateLimit });
  else if (status === 0) notify.error(error.message, { id: FAILURE_TOAST_IDS.network });
  else if (status >= 500) notify.error(error.message, { id: FAILURE_TOAST_IDS.server });
  else notify.error(toldOr(error, apiMessages.generic), { id: FAILURE_TOAST_IDS.other });
}

/** A read failed: a toast only when the screen still shows its earlier data (else its error card shows). */
export function onQueryFailure(error: unknown, query: Query<unknown, unknown, unknown>) {
  if (query.state.data !== undefined) notifyFailure(error);
}

/** An action failed: a toast unless its screen shows the failure itself. */
export function onMutationFailure(
  error: unknown,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown>,
) {
  if (!mutation.meta?.showsError) notifyFailure(error);
}
