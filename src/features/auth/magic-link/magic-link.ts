import type { ApiClient } from '@/api/client';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import { finishSignIn, type FinishSignInDeps } from '@/features/auth/finish-sign-in';

/** POST /auth/magic-link: mails a sign-in link (if an account uses the address) and answers the server's word. */
export async function sendMagicLink(api: ApiClient, email: string): Promise<string> {
  const { data } = await api.POST('/auth/magic-link', { body: { email } });
  if (!data) throw new TypeError('The server answered without a body');
  return data.message;
}

/** True when `token` has the shape the contract gives a magic-link token (32 to 256 characters). */
export function isMagicLinkToken(token: string): boolean {
  return token.length >= 32 && token.length <= 256;
}

/**
 * POST /auth/magic-link/verify: spends the mailed token, hands the answer to the session and names the
 * path to go to next, as login does (two-factor step, return URL, dashboard by role). Rejects with the
 * client's ApiError when the link is unknown, used or expired.
 */
export async function verifyMagicLink(
  deps: FinishSignInDeps & { api: ApiClient },
  token: string,
): Promise<string> {
  const { data } = await deps.api.POST('/auth/magic-link/verify', { body: { token } });
  if (!data) throw new TypeError('The server answered without a body');
  // The client revives date-time fields as Date values, which the generated types still call strings.
  return finishSignIn(deps, data as unknown as SignInResponse);
}
