import { randomBytes } from 'node:crypto';
import type { CheckoutFailureCode } from '../payment-provider.ts';
import type { SandboxCheckout } from './sandbox-checkout.repo.ts';
import { sandboxEventPayload, type SandboxEventBody } from './sandbox-events.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature.ts';
import type { WebhookSender } from './webhook-sender.ts';

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/** Signs a sandbox event and sends it to the webhook path; true when the server took it (2xx). */
export async function deliver(body: SandboxEventBody, secret: Buffer, send: WebhookSender): Promise<boolean> {
  const payload = sandboxEventPayload(body);
  const status = await send(payload, {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(payload, secret),
  });
  return status >= 200 && status < 300;
}

/**
 * Reports a paid checkout as a provider would: the customer (the payer's earlier one, else a new one),
 * the subscription (the domain's sandbox one on a plan change, else a new one), the payment and the card.
 */
export function reportPaid(
  checkout: SandboxCheckout,
  card: { brand: string; last4: string },
  { secret, send }: { secret: Buffer; send: WebhookSender },
): Promise<boolean> {
  const data = {
    session_id: checkout.id,
    customer_id: checkout.customerId ?? sandboxId('cus'),
    subscription_id: checkout.subscriptionId ?? sandboxId('sub'),
    amount: checkout.amount,
    currency: checkout.currency,
    payment_reference: sandboxId('pi'),
    card,
  };
  return deliver({ type: 'checkout.completed', data }, secret, send);
}

/** Reports a refused payment, with why. */
export function reportFailed(
  checkout: SandboxCheckout,
  reason: CheckoutFailureCode,
  { secret, send }: { secret: Buffer; send: WebhookSender },
): Promise<boolean> {
  const data = { session_id: checkout.id, reason, payment_reference: sandboxId('pi') };
  return deliver({ type: 'checkout.failed', data }, secret, send);
}
