import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribedOwner } from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { domains } from '../../db/schema/business.ts';
import { sandboxKey } from '../../services/payments/payment-providers.ts';
import { runSandboxBillingCycle } from '../../services/payments/sandbox/sandbox-billing.ts';
import { selfWebhookSender } from '../../services/payments/sandbox/webhook-sender.ts';

const server = useTestServer();
const DAY_MS = 86_400_000;

/** Moves the domain's paid period back so that it ended an hour ago. */
async function periodEndedAnHourAgo(domainId: string) {
  const end = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);
  const start = new Date(end.getTime() - 30 * DAY_MS);
  await server()
    .db.update(subscriptions)
    .set({ currentPeriodStart: start, currentPeriodEnd: end })
    .where(eq(subscriptions.domainId, domainId));
  return end;
}

const cycle = () =>
  runSandboxBillingCycle(server().db, {
    secret: sandboxKey(server().config),
    send: selfWebhookSender(server().app),
  });

describe('the sandbox’s billing cycle', () => {
  it('renews a subscription whose period is over: one more paid invoice, the next period, once', async () => {
    const { api, account, domain } = await subscribedOwner(server());
    const end = await periodEndedAnHourAgo(domain.id);
    expect((await cycle()).renewed).toBeGreaterThanOrEqual(1);
    expect(await cycle()).toMatchObject({ renewed: 0 });

    const issued = await server().db.select().from(invoices).where(eq(invoices.userId, account.id));
    expect(issued).toHaveLength(2);
    const next = new Date(end);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data).toMatchObject({
      status: 'active',
      current_period_start: end,
      current_period_end: next,
    });
    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(row?.subscriptionEndsAt).toEqual(next);
  });

  it('ends a subscription set to end once its period is over, and the domain expires', async () => {
    const { api, domain } = await subscribedOwner(server());
    const path = { params: { path: { domain: domain.id } } };
    await api.POST('/subscriptions/{domain}/cancel', { ...path, body: { reason: 'Moving on' } });
    await periodEndedAnHourAgo(domain.id);
    expect((await cycle()).ended).toBeGreaterThanOrEqual(1);
    const { data } = await api.GET('/subscriptions/{domain}', path);
    expect(data?.data?.status).toBe('canceled');
    const [row] = await server().db.select().from(domains).where(eq(domains.id, domain.id));
    expect(row).toMatchObject({ status: 'expired', planId: null });
  });
});
