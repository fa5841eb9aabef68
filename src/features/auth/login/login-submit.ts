import { login } from '@/api/queries/auth';
import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl } from '@/auth/guard/return-url';
import type { SignInOutcome } from '@/auth/session/session-store';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import type { LoginValues } from './login-rules';

/** Where the second factor is asked for; the session keeps the challenge token meanwhile. */
export const TWO_FACTOR_PATH = '/auth/two-factor';

interface LoginSubmitDeps {
  session: { completeSignIn: (response: SignInResponse) => Promise<SignInOutcome> };
  /** The saved return URL, forgotten once read so it is honoured once. */
  takeReturnUrl?: () => string | null;
}

/**
 * Signs in with email and password and names the path to go to next: the two-factor step when the
 * server asks for it, else the saved return URL, the `redirect` search parameter (both only when
 * same-origin), or the user's dashboard. Rejects with the client's ApiError when the server refuses.
 */
export async function submitLogin(
  { session, takeReturnUrl = consumeReturnUrl }: LoginSubmitDeps,
  values: LoginValues,
  redirect?: string,
): Promise<string> {
  const outcome = await session.completeSignIn(await login(values));
  if (outcome.status === 'two-factor-required') return TWO_FACTOR_PATH;
  return landingPath(outcome.user, takeReturnUrl() ?? redirect);
}
