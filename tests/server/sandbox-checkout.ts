import { sandboxKey } from '../../server/src/services/payments/payment-providers.ts';
import {
  sandboxEventPayload,
  type SandboxEventBody,
} from '../../server/src/services/payments/sandbox/sandbox-events.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '../../server/src/services/payments/sandbox/sandbox-signature.ts';
import { domainOwner } from './owned-domain.ts';
import type { TestServer } from './test-server.ts';

/** The card test numbers of the sandbox (and of Stripe). */
export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0027 6000 3184',
} as const;

/** A card form as a payer fills it: a future expiry and any three-digit CVC unless given. */
export function cardForm(number: string, { expiry = '12/39', cvc = '123' } = {}) {
  return new URLSearchParams({ number, expiry, cvc }).toString();
}

/** The ways back the dashboard gives checkout, on the test server's origin. */
export function checkoutUrls(server: TestServer) {
  return {
    success_url: `${server.config.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${server.config.appUrl}/checkout/failed?session_id={CHECKOUT_SESSION_ID}`,
  };
}

/** A new domain owner who has started a checkout of `planSlug` for their domain. */
export async function ownerInCheckout(server: TestServer, planSlug = 'pro-monthly') {
  const owner = await domainOwner(server);
  const { data, error } = await owner.api.POST('/subscriptions/checkout', {
    body: { domain_id: owner.domain.id, plan_slug: planSlug, ...checkoutUrls(server) },
  });
  if (!data) throw new Error(`the checkout did not start: ${JSON.stringify(error)}`);
  return { ...owner, checkout: data.data, pagePath: new URL(data.data.checkout_url).pathname };
}

/** Posts a form to a hosted page, as the browser does. */
export function postForm(server: TestServer, path: string, form: string) {
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

/** A new domain owner whose domain pays `planSlug` with the paying test card. */
export async function subscribedOwner(server: TestServer, planSlug = 'pro-monthly') {
  const owner = await ownerInCheckout(server, planSlug);
  const paid = await postForm(server, owner.pagePath, cardForm(TEST_CARDS.pays));
  if (paid.statusCode !== 303) throw new Error(`the payment failed: ${paid.statusCode} ${paid.body}`);
  return owner;
}

/**
 * Sends a sandbox webhook event, signed with the server's sandbox key (or `secret`), created at
 * `createdAt`, to `POST /webhooks/payments`.
 */
export function sendSandboxEvent(
  server: TestServer,
  body: SandboxEventBody,
  { createdAt = new Date(), secret = sandboxKey(server.config) }: { createdAt?: Date; secret?: Buffer } = {},
) {
  const payload = sandboxEventPayload(body, createdAt);
  return postWebhook(server, payload, signSandboxPayload(payload, secret));
}

/** Posts a raw webhook body with a signature header, as a provider does. */
export function postWebhook(server: TestServer, payload: Buffer, signature: string) {
  return server.app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload,
  });
}

/** A date-time of an answer (a Date once revived, whatever its generated type says) as a Date. */
export const asDate = (value: unknown): Date => new Date(value as Date);
