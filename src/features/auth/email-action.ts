import { redirect } from '@tanstack/react-router';

/**
 * The query of an email-action link, `/auth/handle-email-action?mode=…` plus the parameters of the link
 * it stands for: `verifyEmail` with `id`, `hash`, `expires` and `signature`; `resetPassword` with `token`
 * and `email`; `magicLink` with `token`. One address for every mailed action lets a mail template link
 * to a single page, whatever the action.
 */
export const EMAIL_ACTION_PARAMS = ['mode', 'id', 'hash', 'expires', 'signature', 'token', 'email'] as const;

export type EmailActionSearch = Partial<Record<(typeof EMAIL_ACTION_PARAMS)[number], string>>;

/**
 * The redirect (replacing the history entry, so Back does not bounce through it) to the screen that
 * handles the action, or null when the mode is unknown or a part the screen needs is missing. Optional
 * parts go through as they are; each screen judges its own link.
 */
export function emailActionRedirect({ mode, id, hash, expires, signature, token, email }: EmailActionSearch) {
  if (mode === 'verifyEmail' && id && hash) {
    return redirect({
      to: '/auth/email/verify/$id/$hash',
      params: { id, hash },
      search: { expires, signature },
      replace: true,
    });
  }
  if (mode === 'resetPassword' && token) {
    return redirect({
      to: '/auth/reset-password/$token',
      params: { token },
      search: { email },
      replace: true,
    });
  }
  if (mode === 'magicLink' && token) {
    return redirect({ to: '/auth/magic-link', search: { token }, replace: true });
  }
  return null;
}
