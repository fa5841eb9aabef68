import { landingPath } from '@/auth/guard/landing';
import { consumeReturnUrl, readReturnUrl, saveReturnUrl } from '@/auth/guard/return-url';
import type { SignInOutcome } from '@/auth/session/session-store';
import type { SignInResponse } from '@/auth/session/sign-in-response';
import { TWO_FACTOR_PATH } from './login/login-submit';

/** What finishing a sign-in needs: the session, and the saved return URL (sessionStorage by default). */
export interface FinishSignInDeps {
  session: { completeSignIn: (response: SignInResponse) => Promise<SignInOutcome> };
  /** The saved return URL, forgotten once read so it is honoured once. */
  takeReturnUrl?: () => string | null;
  /** The saved return URL, left saved (the two-factor step reads it later). */
  peekReturnUrl?: () => string | null;
  /** Saves a return URL for the two-factor step to honour. */
  keepReturnUrl?: (url: string) => void;
}

/**
 * Hands a sign-in answer (magic link, social callback) to the session and names the path to go to next,
 * as login does: the two-factor step when the server asks for a second factor, else the saved return URL,
 * then `returnUrl` (only when same-origin), then the user's dashboard by role. When a second factor is
 * due, `returnUrl` is saved (unless one already is) so the two-factor step still ends there.
 */
export async function finishSignIn(
  {
    session,
    takeReturnUrl = consumeReturnUrl,
    peekReturnUrl = readReturnUrl,
    keepReturnUrl = saveReturnUrl,
  }: FinishSignInDeps,
  response: SignInResponse,
  returnUrl?: string | null,
): Promise<string> {
  const outcome = await session.completeSignIn(response);
  if (outcome.status === 'two-factor-required') {
    if (returnUrl && !peekReturnUrl()) keepReturnUrl(returnUrl);
    return TWO_FACTOR_PATH;
  }
  return landingPath(outcome.user, takeReturnUrl() ?? returnUrl);
}
