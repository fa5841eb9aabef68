import { verifyTwoFactor } from '@/api/queries/auth-two-factor';
import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl } from '@/auth/guard/return-url';
import type { SignInOutcome } from '@/auth/session/session-store';
import type { SignInResponse } from '@/auth/session/sign-in-response';

interface TwoFactorSubmitDeps {
  session: { completeSignIn: (response: SignInResponse) => Promise<SignInOutcome> };
  /** The saved return URL, forgotten once read so it is honoured once. */
  takeReturnUrl?: () => string | null;
}

/**
 * Finishes a sign-in with its second factor (POST /auth/2fa/verify with the challenge token and a code),
 * hands the tokens to the session, and names where to go next, as after a login: the saved return URL
 * when same-origin, else the user's dashboard. Rejects with the client's ApiError when the server refuses.
 */
export async function submitTwoFactor(
  { session, takeReturnUrl = consumeReturnUrl }: TwoFactorSubmitDeps,
  twoFactorToken: string,
  code: string,
): Promise<string> {
  const outcome = await session.completeSignIn(await verifyTwoFactor(twoFactorToken, code));
  if (outcome.status !== 'authenticated') throw new TypeError('Signed in without a user');
  return landingPath(outcome.user, takeReturnUrl());
}
