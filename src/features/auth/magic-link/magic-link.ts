import { verifyMagicLink as spendToken } from '@/api/queries/auth';
import { finishSignIn, type FinishSignInDeps } from '@/features/auth/finish-sign-in';

/** True when `token` has the shape the contract gives a magic-link token (32 to 256 characters). */
export function isMagicLinkToken(token: string): boolean {
  return token.length >= 32 && token.length <= 256;
}

/**
 * POST /auth/magic-link/verify: spends the mailed token, hands the answer to the session and names the
 * path to go to next, as login does (two-factor step, return URL, dashboard by role). Rejects with the
 * client's ApiError when the link is unknown, used or expired.
 */
export async function verifyMagicLink(deps: FinishSignInDeps, token: string): Promise<string> {
  return finishSignIn(deps, await spendToken(token));
}
