import type { ApiClient } from '@/api/client';
import { envelopeData } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';
import type { SessionState } from '@/auth/session/session-machine';

export type EmailVerificationResult = components['schemas']['EmailVerificationResult'];

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
  api: ApiClient;
  session: { getSnapshot: () => { state: SessionState }; reloadUser: () => Promise<void> };
}

/**
 * GET /auth/verify-email/{id}/{hash} with the link's expiry and signature; then, for a signed-in user, the
 * user is loaded again (spec section 4) so the route guard sees the verified address. A failed reload
 * does not undo the verification. Rejects with the client's ApiError when the server refuses the link.
 */
export async function verifyEmailLink(
  { api, session }: VerifyDeps,
  { id, hash, expires, signature }: WellFormedLink,
): Promise<EmailVerificationResult> {
  const response = await api.GET('/auth/verify-email/{id}/{hash}', {
    params: { path: { id, hash }, query: { expires, signature } },
  });
  const result = envelopeData(response) as EmailVerificationResult;
  if (session.getSnapshot().state.status === 'authenticated')
    await session.reloadUser().catch(() => undefined);
  return result;
}

/**
 * POST /auth/send-verification-email for the signed-in user: resolves with the server's message (where
 * the link went, or that the address is verified already). Rejects with the client's ApiError.
 */
export async function sendVerificationEmail(api: ApiClient): Promise<string> {
  const response = await api.POST('/auth/send-verification-email');
  return response.data?.message ?? '';
}
