import { createHmac, timingSafeEqual } from 'node:crypto';
import { unixSeconds } from './destination.ts';

/** The header that carries the signature of a webhook request. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Tracklane-Signature';
/** How far a signature's time may be from the receiver's clock by default: five minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The `X-Tracklane-Signature` value of `body` sent at `now`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed with the signing secret>`. The time is signed too, so a captured request cannot be
 * replayed later than the receiver's tolerance.
 */
export function signWebhook(secret: string, body: string, now: Date): string {
  const timestamp = unixSeconds(now);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * Whether `header` signs `body` with `secret` at a time within `toleranceSeconds` of `now`, in either
 * direction. A header may carry several `v1` values (e.g. while a secret is rotated); one match is
 * enough. Compares in constant time, so the answer's timing reveals nothing of the expected signature.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const times = parts.filter(([name]) => name === 't').map(([, value]) => value ?? '');
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  const [time] = times;
  if (times.length !== 1 || time === undefined || !/^\d{1,12}$/.test(time)) return false;
  const timestamp = Number(time);
  if (Math.abs(unixSeconds(now) - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'utf8');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
