import type { QueryClient } from '@tanstack/react-query';
import { verifyEmail, type EmailVerificationResult } from '@/api/queries/auth';
import { userQueries } from '@/api/queries/user';
import { isSignedIn, type SessionState } from '@/auth/session/session-machine';

export type { EmailVerificationResult };

/** The parts of a mailed verification link: its path's id and hash, its query's expiry and signature. */
export interface VerificationLink {
  id: string;
  hash: string;
  expires?: string;
  signature?: string;
}

/** A link in the contract's shape, the only kind worth sending to the server. */
export interface WellFormedLink {
  id: string;
  hash: string;
  expires: number;
  signature: string;
}

// The contract's patterns for GET /auth/verify-email/{id}/{hash}.
const HASH = /^[a-f0-9]{40,64}$/;
const SIGNATURE = /^[a-f0-9]{64}$/;
const EXPIRES = /^\d{1,15}$/;

/**
 * The link in the contract's shape, or null when a part is missing or malformed (cut short by a mail
 * client, say): such a link cannot verify anything, so the page says so without asking the server.
 */
export function wellFormedLink({ id, hash, expires, signature }: VerificationLink): WellFormedLink | null {
  if (!id || id.length > 64 || !HASH.test(hash)) return null;
  if (!expires || !EXPIRES.test(expires) || !signature || !SIGNATURE.test(signature)) return null;
  return { id, hash, expires: Number(expires), signature };
}

interface VerifyDeps {
  session: { getSnapshot: () => { state: SessionState } };
  queryClient: QueryClient;
}

/**
 * GET /auth/verify-email/{id}/{hash} with the link's expiry and signature; then, for a signed-in user, the
 * user is loaded again (spec section 4) so the route guard sees the verified address. A failed reload
 * does not undo the verification. Rejects with the client's ApiError when the server refuses the link.
 */
export async function verifyEmailLink(
  { session, queryClient }: VerifyDeps,
  link: WellFormedLink,
): Promise<EmailVerificationResult> {
  const result = await verifyEmail(link);
  if (isSignedIn(session.getSnapshot().state))
    await queryClient.query({ ...userQueries.profile(), staleTime: 0 }).catch(() => undefined);
  return result;
}
