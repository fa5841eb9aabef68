import { register } from '@/api/queries/auth';
import { EMAIL_VERIFICATION_PATH } from '@/auth/guard/guard-paths';
import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl } from '@/auth/guard/return-url';
import type { SignInOutcome } from '@/auth/session/session-store';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import { browserTimeZone } from '@/lib/browser-time-zone';
import type { RegisterValues } from './register-schema';

interface RegisterSubmitDeps {
  session: { completeSignIn: (response: SignInResponse) => Promise<SignInOutcome> };
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
  { session, timeZone = browserTimeZone, takeReturnUrl = consumeReturnUrl }: RegisterSubmitDeps,
  values: RegisterValues,
): Promise<string> {
  const zone = timeZone();
  const outcome = await session.completeSignIn(
    await register({ ...values, ...(zone && { timezone: zone }) }),
  );
  if (outcome.status !== 'authenticated') throw new TypeError('Registered without a user');
  const { user } = outcome;
  return user.email_verified ? landingPath(user, takeReturnUrl()) : EMAIL_VERIFICATION_PATH;
}
