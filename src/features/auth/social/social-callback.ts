import { completeSocialLogin } from '@/api/queries/auth';
import { safeReturnUrl } from '@/auth/guard/return-url';
import { finishSignIn, type FinishSignInDeps } from '@/features/auth/finish-sign-in';
import { TWO_FACTOR_PATH } from '@/features/auth/login/login-submit';
import type { SocialProvider } from '@/lib/social-providers';
import { CONNECTED_ACCOUNTS_PATH } from './social-sign-in';

// The end of a social sign-in, apart from its start (social-sign-in.ts), which the login screen ships
// with the entry: this part loads with the callback route only.

declare module '@tanstack/history' {
  interface HistoryState {
    /** The server's reason, carried from the social callback to the confirm screen (not in the URL). */
    socialMessage?: string;
  }
}

/** The provider's answer as it reached the callback route: a code and the flow's state. */
export interface CallbackQuery {
  code: string;
  state: string;
}

/**
 * The code and state of a callback URL when they can be genuine (the contract's lengths), else null: a
 * provider that reported an error (the user cancelled) or a mangled link is not worth a call.
 */
export function callbackQuery(search: {
  code?: string;
  state?: string;
  error?: string;
}): CallbackQuery | null {
  const { code, state, error } = search;
  if (error || !code || !state) return null;
  if (code.length > 2048 || state.length < 16 || state.length > 512) return null;
  return { code, state };
}

/** How a callback ended: signed in, on to the second factor, or a provider account connected. */
export type SocialOutcome =
  { kind: 'signed-in' | 'two-factor'; next: string } | { kind: 'connected'; next: string; message: string };

/**
 * GET /auth/social/{provider}/callback: finishes the flow. A sign-in goes on as login does (two-factor
 * step, return URL, dashboard); a flow started from the settings to connect the provider account leads
 * back to where it began. Rejects with the client's ApiError when the server refuses.
 */
export async function completeSocialSignIn(
  deps: FinishSignInDeps,
  provider: SocialProvider,
  query: CallbackQuery,
): Promise<SocialOutcome> {
  const body = await completeSocialLogin(provider, query);
  const returnUrl = body.meta.return_url ?? null;
  if ('connected_at' in body.data) {
    const next = safeReturnUrl(returnUrl) ?? CONNECTED_ACCOUNTS_PATH;
    return { kind: 'connected', next, message: body.message };
  }
  const next = await finishSignIn(deps, { data: body.data, meta: body.meta }, returnUrl);
  return { kind: next === TWO_FACTOR_PATH ? 'two-factor' : 'signed-in', next };
}
