import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf, messageOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `auth` (spec section 7, Auth): signing in and out, tokens, links sent by mail, social providers and
// the abilities. The account's other auth calls have files of their own: auth-two-factor.ts,
// auth-sessions.ts, auth-connected-accounts.ts, auth-activity.ts and auth-notifications.ts.

type Schemas = components['schemas'];
export type LoginRequest = Schemas['LoginRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type SocialProviderName = Schemas['SocialProvider'];
export type EmailVerificationResult = Schemas['EmailVerificationResult'];

/** Every `auth` read sits under `['auth']`; a write invalidates its own branch only. */
export const authKeys = {
  all: ['auth'] as const,
  abilities: () => [...authKeys.all, 'abilities'] as const,
  sessions: () => [...authKeys.all, 'sessions'] as const,
  connectedAccounts: () => [...authKeys.all, 'connected-accounts'] as const,
  activityLogs: () => [...authKeys.all, 'activity-logs'] as const,
  notifications: () => [...authKeys.all, 'notifications'] as const,
  twoFactor: () => [...authKeys.all, 'two-factor'] as const,
};

export const authQueries = {
  /**
   * GET /auth/abilities for the signed-in user, with spec section 6's cache (5 minutes in storage, and the
   * cached list when the call takes more than 5 s or no answer comes). That policy's code loads with the
   * first sign-in, not with the sign-in screen.
   */
  abilities: () =>
    queryOptions({
      queryKey: authKeys.abilities(),
      queryFn: async () => (await import('@/auth/abilities/abilities-source')).loadAbilities(fetchAbilities),
      staleTime: 5 * 60_000,
    }),
};

/** GET /auth/abilities itself: the user's permission strings. */
export function fetchAbilities(signal: AbortSignal): Promise<readonly string[]> {
  return dataOf(api.GET('/auth/abilities', { signal }));
}

/** POST /auth/login: tokens, or a two-factor challenge. */
export async function login(body: LoginRequest) {
  return (await api.POST('/auth/login', { body })).data;
}

/** POST /auth/register: the new account, signed in at once. */
export async function register(body: RegisterRequest) {
  return (await api.POST('/auth/register', { body })).data;
}

/** POST /auth/verify-token with the current bearer: the user it belongs to. */
export async function verifyToken() {
  return (await dataOf(api.POST('/auth/verify-token'))).user;
}

/** POST /auth/refresh: a new token pair for a refresh token (which the server accepts once only). */
export function refreshTokens(refreshToken: string) {
  return dataOf(api.POST('/auth/refresh', { body: { refresh_token: refreshToken } }));
}

/**
 * POST /auth/logout for `token`, named explicitly because the session has already dropped it locally by
 * the time the call goes out (the client only adds a bearer when it has one, so this one stays).
 */
export async function logout(token: string): Promise<void> {
  await api.POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
}

/** POST /auth/magic-link: mails a sign-in link (if an account uses the address); the server's word. */
export function sendMagicLink(email: string): Promise<string> {
  return messageOf(api.POST('/auth/magic-link', { body: { email } }));
}

/** POST /auth/magic-link/verify: spends the mailed token; tokens, or a two-factor challenge. */
export async function verifyMagicLink(token: string) {
  return (await api.POST('/auth/magic-link/verify', { body: { token } })).data;
}

/**
 * POST /auth/forgot-password: asks for a reset link. The server answers alike whether or not the address
 * has an account.
 */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await api.POST('/auth/forgot-password', { body });
}

/** POST /auth/reset-password with the link's token; the server signs the account out everywhere. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.POST('/auth/reset-password', { body });
}

/** GET /auth/verify-email/{id}/{hash} with the link's expiry and signature. */
export function verifyEmail(link: { id: string; hash: string; expires: number; signature: string }) {
  const { id, hash, expires, signature } = link;
  return dataOf(
    api.GET('/auth/verify-email/{id}/{hash}', {
      params: { path: { id, hash }, query: { expires, signature } },
    }),
  );
}

/** POST /auth/send-verification-email for the signed-in user: where the link went, in the server's words. */
export function sendVerificationEmail(): Promise<string> {
  return messageOf(api.POST('/auth/send-verification-email'));
}

/**
 * GET /auth/social/{provider}/redirect: the provider's page to send the browser to. `link` connects the
 * provider account to the signed-in user instead of signing in; `return_url` comes back with the callback.
 */
export async function socialRedirect(
  provider: SocialProviderName,
  query: { return_url?: string; link?: boolean } = {},
): Promise<string> {
  const redirect = await dataOf(
    api.GET('/auth/social/{provider}/redirect', { params: { path: { provider }, query } }),
  );
  return redirect.redirect_url;
}

/** GET /auth/social/{provider}/callback: finishes the provider's flow (a sign-in, or an account connected). */
export async function completeSocialLogin(
  provider: SocialProviderName,
  query: { code: string; state: string },
) {
  return (await api.GET('/auth/social/{provider}/callback', { params: { path: { provider }, query } })).data;
}
