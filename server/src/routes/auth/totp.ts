import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashToken } from '../../lib/tokens.ts';

export type TotpCheck = { kind: 'accepted'; step: number } | { kind: 'used' } | { kind: 'wrong' };

/** The name authenticator apps show next to the account. */
const ISSUER = 'Tracklane';
/** Seconds either side of now: one 30-second step back and forward, for clock drift and typing time. */
const STEP_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes use an alphabet without look-alikes (no 0/o, 1/l/i) so they can be typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new TOTP secret (base32, 160 bits) and the `otpauth://` URI an authenticator app scans. */
export function newTotpSecret(accountEmail: string) {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: accountEmail, secret }) };
}

/**
 * What `code` is for `secret`: a current 6-digit code (one 30-second step either way) of a step after
 * `lastStep`, accepted with its RFC 6238 time step; a current code of `lastStep` or earlier, used already
 * (keeping the step of every accepted code and passing it back refuses a code seen once, as RFC 6238
 * section 5.2 asks); or wrong.
 */
export async function checkTotpCode(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<TotpCheck> {
  // otplib throws on anything but six digits; for us that is just a wrong code.
  if (!/^\d{6}$/.test(code)) return { kind: 'wrong' };
  const result = await verify({ secret, token: code, epochTolerance: STEP_TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return { kind: 'wrong' };
  if (lastStep !== null && result.timeStep <= lastStep) return { kind: 'used' };
  return { kind: 'accepted', step: result.timeStep };
}

/** Recovery codes are compared in one spelling: lower case, without spaces. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.trim().toLowerCase().replace(/\s+/g, ''));
}

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A new set of recovery codes: the codes to show once, and the hashes to store. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
