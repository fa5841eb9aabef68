import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a stored value as sealed, so a reader never mistakes it for what the owner typed. */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The AES-256 key for service secrets, derived from the app secret so it never signs anything else. */
export function serviceSecretKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, '', 'tracklane domain service secrets', 32));
}

/**
 * A service's secret setting (an access token, a signing secret) as the database keeps it: AES-256-GCM,
 * so a copy of the database alone does not let anyone send events in the owner's name.
 */
export function sealSecret(value: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The value `sealSecret` sealed; throws when it was sealed with another key or altered. */
export function openSecret(stored: string, key: Buffer): string {
  if (!stored.startsWith(PREFIX)) throw new Error('not a sealed secret');
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
