import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../payment-provider.ts';
import { sandboxWebhookSecret, signSandboxPayload, verifySandboxSignature } from './sandbox-signature.ts';

const secret = sandboxWebhookSecret('a'.repeat(64));
const payload = Buffer.from('{"id":"evt_sbx_1","type":"checkout.failed"}');
const now = new Date('2026-11-25T12:00:00Z');

describe('sandbox webhook signatures', () => {
  it('signs as Stripe does: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', secret).update(`1795608000.${payload.toString()}`).digest('hex');
    expect(signSandboxPayload(payload, secret, now)).toBe(`t=1795608000,v1=${expected}`);
  });

  it('accepts its own signature, and any matching v1 among several', () => {
    const header = signSandboxPayload(payload, secret, now);
    expect(() => verifySandboxSignature(payload, header, secret, now)).not.toThrow();
    expect(() => verifySandboxSignature(payload, `${header},v1=00ff`, secret, now)).not.toThrow();
  });

  it('refuses another key, a changed body, a missing header and a signature past five minutes', () => {
    const header = signSandboxPayload(payload, secret, now);
    const other = sandboxWebhookSecret('b'.repeat(64));
    const later = new Date(now.getTime() + 301_000);
    for (const [body, given, key, at] of [
      [payload, header, other, now],
      [Buffer.from(`${payload.toString()} `), header, secret, now],
      [payload, undefined, secret, now],
      [payload, 't=abc,v1=00', secret, now],
      [payload, header, secret, later],
    ] as const) {
      expect(() => verifySandboxSignature(body, given, key, at)).toThrow(WebhookSignatureError);
    }
  });
});
