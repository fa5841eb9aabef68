import { hashToken, newToken } from '../../lib/tokens.ts';

/** What tells a Tracklane key apart in logs and secret scanners. */
const KEY_PREFIX = 'tl_';
/** `tl_` and seven characters of the random part: enough to tell a user's keys apart, useless to guess. */
const SHOWN_CHARACTERS = 10;

/** A new domain API key: the secret for the owner, once; its prefix and hash for the database. */
export function newApiKey() {
  const secret = `${KEY_PREFIX}${newToken()}`;
  return { secret, prefix: secret.slice(0, SHOWN_CHARACTERS), keyHash: hashToken(secret) };
}
