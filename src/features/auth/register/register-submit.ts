import type { ApiClient } from '@/api/client';
import { EMAIL_VERIFICATION_PATH } from '@/auth/guard/guard-paths';
import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl } from '@/auth/guard/return-url';
import { sessionUser, type SessionState } from '@/auth/session/session-machine';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import { browserTimeZone } from '@/lib/browser-time-zone';
import type { RegisterValues } from './register-schema';

interface RegisterSubmitDeps {
  api: ApiClient;
  session: { completeSignIn: (response: SignInResponse) => Promise<SessionState> };
  /** The browser's time zone for the new account, when it has a usable one. */
  timeZone?: () => string | undefined;
  /** The saved return URL, forgotten once read so it is honoured once. */
  takeReturnUrl?: () => string | null;
}

/**
 * Creates the account (POST /auth/register, which signs it in at once), hands the answer to the session
 * and names where to go next: the email-verification screen, where the route guard keeps a user whose
 * address is not verified yet; a server that verified it already sends the user on as a sign-in would.
 * The account's language is the interface's (the server reads Accept-Language). Rejects with the
 * client's ApiError when the server refuses.
 */
export async function submitRegistration(
  { api, session, timeZone = browserTimeZone, takeReturnUrl = consumeReturnUrl }: RegisterSubmitDeps,
  values: RegisterValues,
): Promise<string> {
  const zone = timeZone();
  const response = await api.POST('/auth/register', {
    body: { ...values, ...(zone && { timezone: zone }) },
  });
  if (!response.data) throw new TypeError('The server answered without a body');
  // The client revives date-time fields as Date values, which the generated types still call strings.
  const state = await session.completeSignIn(response.data as unknown as SignInResponse);
  const user = sessionUser(state);
  if (!user) throw new TypeError('Registered without a user');
  return user.email_verified ? landingPath(user, takeReturnUrl()) : EMAIL_VERIFICATION_PATH;
}
