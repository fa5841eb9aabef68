import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The proof, carried in the second step's address, that the payer came there from the card form with
 * the 3-D Secure test card: without it, anyone holding the checkout's address could pay by posting
 * "Complete" and skip the card.
 */
export function authenticationStep(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`authenticate\n${sessionId}`).digest('base64url');
}

/** Whether `given` is the second step's proof for this session. */
export function isAuthenticationStep(secret: Buffer, sessionId: string, given: string | undefined): boolean {
  const expected = Buffer.from(authenticationStep(secret, sessionId));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
