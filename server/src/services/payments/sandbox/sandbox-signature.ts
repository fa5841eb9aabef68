import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../payment-provider.ts';

/** The header the sandbox signs its webhooks in, shaped like Stripe's `Stripe-Signature`. */
export const SANDBOX_SIGNATURE_HEADER = 'tracklane-signature';

/** A signature older (or further ahead) than this is refused, so a captured webhook cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

/**
 * The sandbox's webhook key, derived from APP_SECRET: kept as that secret is kept (set in production,
 * made once in DATA_DIR elsewhere) and the same for every process, without one more variable to set.
 */
export function sandboxWebhookSecret(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, '', 'tracklane sandbox payment webhooks', 32));
}

function digest(secret: Buffer, timestamp: number, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`, as Stripe signs. */
export function signSandboxPayload(payload: Buffer, secret: Buffer, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, payload).toString('hex')}`;
}

/**
 * Checks `header` against the raw `payload`, byte for byte. Any `v1` entry may match (a key being
 * rotated signs twice); throws WebhookSignatureError otherwise, or when the timestamp is out of tolerance.
 */
export function verifySandboxSignature(
  payload: Buffer,
  header: string | undefined,
  secret: Buffer,
  now = new Date(),
): void {
  if (!header) throw new WebhookSignatureError(`No ${SANDBOX_SIGNATURE_HEADER} header`);
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.flatMap(([key, value]) => (key === 'v1' && value ? [value] : []));
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError(`Malformed ${SANDBOX_SIGNATURE_HEADER} header`);
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The signature is too old');
  }
  const expected = digest(secret, timestamp, payload);
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The signature does not match the payload');
}
