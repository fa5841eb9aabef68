import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/database.ts';
import { ensureQueue } from '../../jobs/pg-boss-queue.ts';
import { periodEnd } from '../billing-period.ts';
import { dueSandboxSubscriptions } from './sandbox-billing.repo.ts';
import { deliver } from './sandbox-payment.ts';
import type { WebhookSender } from './webhook-sender.ts';

const BILLING_QUEUE = 'payments.sandbox_billing_cycle';
/** Every ten minutes: a period that ends is renewed (or ended) soon after, as a provider would. */
const BILLING_CRON = '*/10 * * * *';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * What a real provider does at the end of each paid period, for the sandbox's subscriptions: one set to
 * end is ended (`subscription.ended`), any other is charged again at its plan's price
 * (`subscription.renewed`, one invoice id per period, so running twice bills once). Both go out as
 * signed webhooks, the way the sandbox's checkouts do. Answers how many of each it sent.
 */
export async function runSandboxBillingCycle(
  db: Database,
  { secret, send, now = new Date() }: { secret: Buffer; send: WebhookSender; now?: Date },
): Promise<{ renewed: number; ended: number }> {
  const counts = { renewed: 0, ended: 0 };
  for (const due of await dueSandboxSubscriptions(db, now)) {
    const subscriptionId = due.providerSubscriptionId;
    if (due.cancelAtPeriodEnd) {
      const data = { subscription_id: subscriptionId, ended_at: seconds(due.periodEnd) };
      if (await deliver({ type: 'subscription.ended', data }, secret, send)) counts.ended += 1;
      continue;
    }
    const data = {
      subscription_id: subscriptionId,
      invoice_id: `in_sbx_${subscriptionId}_${seconds(due.periodEnd)}`,
      amount: due.amount,
      currency: due.currency,
      payment_reference: null,
      period_start: seconds(due.periodEnd),
      period_end: seconds(periodEnd(due.periodEnd, due.interval)),
    };
    if (await deliver({ type: 'subscription.renewed', data }, secret, send)) counts.renewed += 1;
  }
  return counts;
}

/** Schedules the sandbox's billing cycle in pg-boss and works it in this process (sandbox installs only). */
export async function startSandboxBilling(
  boss: PgBoss,
  context: AppContext,
  { secret, send, log }: { secret: Buffer; send: WebhookSender; log: FastifyInstance['log'] },
) {
  await ensureQueue(boss, BILLING_QUEUE, { policy: 'exclusive', retryLimit: 0, deleteAfterSeconds: 86_400 });
  await boss.work(BILLING_QUEUE, async () => {
    const counts = await runSandboxBillingCycle(context.db, { secret, send });
    if (counts.renewed || counts.ended) log.info(counts, 'sandbox billing cycle');
  });
  await boss.schedule(BILLING_QUEUE, BILLING_CRON);
}
