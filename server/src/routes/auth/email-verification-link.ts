import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UserRow } from '../../api/request-context.ts';
import type { ServerConfig } from '../../config.ts';
import { appSecret } from '../../services/secrets/app-secret.ts';
import { appLink } from './app-link.ts';

/** The contract: a verification link works for 60 minutes. */
export const EMAIL_VERIFICATION_TTL_MS = 60 * 60_000;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Binds a link to the address it was made for: once the account's email changes, old links stop working. */
export function emailHash(secret: string, userId: string, email: string): string {
  return hmac(secret, `email-address|${userId}|${email.toLowerCase()}`);
}

function signature(secret: string, userId: string, hash: string, expires: number): string {
  return hmac(secret, `verify-email|${userId}|${hash}|${expires}`);
}

/**
 * The signed link of the SPA page `/auth/email/verify/{id}/{hash}?expires=…&signature=…`; the page hands
 * path and query unchanged to `GET /auth/verify-email/{id}/{hash}`.
 */
export function emailVerificationLink(
  config: Pick<ServerConfig, 'appUrl' | 'appSecret' | 'dataDir'>,
  user: Pick<UserRow, 'id' | 'email'>,
  now = Date.now(),
): string {
  const secret = appSecret(config);
  const hash = emailHash(secret, user.id, user.email);
  const expires = Math.floor((now + EMAIL_VERIFICATION_TTL_MS) / 1000);
  return appLink(config, `/auth/email/verify/${encodeURIComponent(user.id)}/${hash}`, {
    expires,
    signature: signature(secret, user.id, hash, expires),
  });
}

export interface VerificationLinkParts {
  id: string;
  hash: string;
  expires: number;
  signature: string;
}

/** Whether the link is ours and unchanged, then whether it is still in time. */
export function checkVerificationLink(
  secret: string,
  link: VerificationLinkParts,
  now = Date.now(),
): 'valid' | 'invalid' | 'expired' {
  const expected = Buffer.from(signature(secret, link.id, link.hash, link.expires), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 <= now ? 'expired' : 'valid';
}
