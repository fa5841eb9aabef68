import type { PaymentProvider } from '../payment-provider.ts';
import { parseSandboxEvent } from './sandbox-events.ts';
import { sandboxPortalUrl } from './sandbox-portal-link.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature.ts';

/** Where the sandbox's hosted checkout page of a session is served (sandbox-pages.ts). */
export const sandboxCheckoutPath = (sessionId: string) =>
  `/sandbox/checkout/${encodeURIComponent(sessionId)}`;

/**
 * The built-in provider that takes no money: its hosted pages are served by this server and read the
 * checkout session from the database, so it keeps no state of its own; cancelling and resuming have
 * nothing to tell anyone, and a refund gives back money that was never taken. Its webhooks are signed with `secret` (sandbox-signature.ts). Each page is
 * served on the origin of its way back, which the routes checked is the dashboard's (APP_URL, or the
 * address the payer opened it at): the payer stays at the address they know.
 */
export function createSandboxProvider({ secret }: { secret: Buffer }): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout({ sessionId, successUrl }) {
      return {
        providerSessionId: sessionId,
        url: new URL(sandboxCheckoutPath(sessionId), new URL(successUrl).origin).toString(),
      };
    },
    async createPortalSession({ providerCustomerId, returnUrl }) {
      return { url: sandboxPortalUrl({ secret, providerCustomerId, returnUrl }) };
    },
    async cancelSubscription() {},
    async resumeSubscription() {},
    // No money moved, so none goes back: the refund is the route's record alone.
    async refund({ idempotencyKey }) {
      return { providerRefundId: `re_sandbox_${idempotencyKey}` };
    },
    async parseWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(rawBody, Array.isArray(header) ? header.join(',') : header, secret);
      return parseSandboxEvent(rawBody);
    },
  };
}
