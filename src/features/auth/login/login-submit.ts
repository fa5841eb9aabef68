import type { ApiClient } from '@/api/client';
import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl } from '@/auth/guard/return-url';
import { sessionUser, type SessionState } from '@/auth/session/session-machine';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import type { LoginValues } from './login-rules';

/** Where the second factor is asked for; the session keeps the challenge token meanwhile. */
export const TWO_FACTOR_PATH = '/auth/two-factor';

interface LoginSubmitDeps {
  api: ApiClient;
  session: { completeSignIn: (response: SignInResponse) => Promise<SessionState> };
  /** The saved return URL, forgotten once read so it is honoured once. */
  takeReturnUrl?: () => string | null;
}

/**
 * Signs in with email and password and names the path to go to next: the two-factor step when the
 * server asks for it, else the saved return URL, the `redirect` search parameter (both only when
 * same-origin), or the user's dashboard. Rejects with the client's ApiError when the server refuses.
 */
export async function submitLogin(
  { api, session, takeReturnUrl = consumeReturnUrl }: LoginSubmitDeps,
  values: LoginValues,
  redirect?: string,
): Promise<string> {
  const response = await api.POST('/auth/login', { body: values });
  if (!response.data) throw new TypeError('The server answered without a body');
  // The client revives date-time fields as Date values, which the generated types still call strings.
  const state = await session.completeSignIn(response.data as unknown as SignInResponse);
  if (state.status === 'two-factor-required') return TWO_FACTOR_PATH;
  const user = sessionUser(state);
  if (!user) throw new TypeError('Signed in without a user');
  return landingPath(user, takeReturnUrl() ?? redirect);
}
