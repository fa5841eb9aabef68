import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable secret for a link or a bearer token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database signs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
