import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context.ts';
import { sandboxKey } from '../../services/payments/payment-providers.ts';
import { startSandboxBilling } from '../../services/payments/sandbox/sandbox-billing.ts';
import { selfWebhookSender } from '../../services/payments/sandbox/webhook-sender.ts';

/**
 * The scheduled work of payments on a started server: without Stripe, the sandbox's own billing cycle
 * (renewals and ends at period end, sent to this server's webhook). Stripe runs its own and tells us
 * by webhook, so it needs nothing here.
 */
export async function startPaymentJobs(boss: PgBoss, context: AppContext, app: FastifyInstance) {
  if (context.config.payments.provider !== 'sandbox') return;
  await startSandboxBilling(boss, context, {
    secret: sandboxKey(context.config),
    send: selfWebhookSender(app),
    log: app.log,
  });
}
