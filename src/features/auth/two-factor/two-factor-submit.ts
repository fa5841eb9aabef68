import type { ApiClient } from '@/api/client';
import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl } from '@/auth/guard/return-url';
import { sessionUser, type SessionState } from '@/auth/session/session-machine';
import type { SignInResponse } from '@/auth/session/sign-in-response';

interface TwoFactorSubmitDeps {
  api: ApiClient;
  session: { completeSignIn: (response: SignInResponse) => Promise<SessionState> };
  /** The saved return URL, forgotten once read so it is honoured once. */
  takeReturnUrl?: () => string | null;
}

/**
 * Finishes a sign-in with its second factor (POST /auth/2fa/verify with the challenge token and a code),
 * hands the tokens to the session, and names where to go next, as after a login: the saved return URL
 * when same-origin, else the user's dashboard. Rejects with the client's ApiError when the server refuses.
 */
export async function submitTwoFactor(
  { api, session, takeReturnUrl = consumeReturnUrl }: TwoFactorSubmitDeps,
  twoFactorToken: string,
  code: string,
): Promise<string> {
  const response = await api.POST('/auth/2fa/verify', { body: { two_factor_token: twoFactorToken, code } });
  if (!response.data) throw new TypeError('The server answered without a body');
  // The client revives date-time fields as Date values, which openapi-fetch's types do not know.
  const state = await session.completeSignIn(response.data as unknown as SignInResponse);
  const user = sessionUser(state);
  if (!user) throw new TypeError('Signed in without a user');
  return landingPath(user, takeReturnUrl());
}
