import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainEventRows, storeEventsOverAYear } from '../../../../tests/server/domain-event-rows.ts';
import { keyedDomain, purchase } from '../../../../tests/server/event-senders.ts';
import { startFakeCloudflare, type FakeCloudflare } from '../../../../tests/server/fake-cloudflare.ts';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domainApiKeys, domains, plans, trackingDomains } from '../../db/schema/business.ts';
import { domainPurges } from '../../db/schema/events.ts';
import { sandboxKey } from '../../services/payments/payment-providers.ts';
import { runSandboxBillingCycle } from '../../services/payments/sandbox/sandbox-billing.ts';
import type { WebhookSender } from '../../services/payments/sandbox/webhook-sender.ts';
import { PURGE_AFTER_MS, purgeDeletedDomains } from './domain-purges.ts';

const server = useTestServer();
const CLOUDFLARE = { token: 'cf-test-token', zoneId: 'zone-test' };
let cloudflare: FakeCloudflare;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare(CLOUDFLARE);
});
afterEach(() => {
  server().config.certificates = { provider: 'local' };
});
afterAll(async () => {
  await cloudflare.close();
});

const byId = (domainId: string) => ({ params: { path: { domainId } } });

describe('DELETE /domains/{domainId}', () => {
  it('DELETE /domains/{domainId} deletes the domain with its API key, and frees its name', async () => {
    const { api } = await domainOwner(server());
    const { data } = await api.POST('/domains', { body: { name: 'short-lived.example.com' } });
    const id = data?.data.id ?? '';
    const { response } = await api.DELETE('/domains/{domainId}', byId(id));
    expect(response.status).toBe(200);
    expect((await api.GET('/domains/{domainId}', byId(id))).response.status).toBe(404);
    expect(await server().db.select().from(domainApiKeys).where(eq(domainApiKeys.domainId, id))).toEqual([]);
    const again = await api.POST('/domains', { body: { name: 'short-lived.example.com' } });
    expect(again.response.status).toBe(201);
  });

  it("DELETE /domains/{domainId} gives its tracking subdomain's hostname up at Cloudflare", async () => {
    const { api, domain } = await domainOwner(server());
    server().config.certificates = {
      provider: 'cloudflare',
      apiUrl: cloudflare.apiUrl,
      apiToken: CLOUDFLARE.token,
      zoneId: CLOUDFLARE.zoneId,
    };
    const hostname = `t.${domain.name}`;
    const created = await fetch(`${cloudflare.apiUrl}/zones/${CLOUDFLARE.zoneId}/custom_hostnames`, {
      method: 'POST',
      headers: { authorization: `Bearer ${CLOUDFLARE.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hostname, ssl: { method: 'http', type: 'dv' } }),
    });
    const { result } = (await created.json()) as { result: { id: string } };
    await server().db.insert(trackingDomains).values({
      domainId: domain.id,
      hostname,
      cnameTarget: 'edge.tracklane.io',
      status: 'active',
      cloudflareHostnameId: result.id,
    });
    expect(cloudflare.hostname(hostname)).toBeDefined();

    expect((await api.DELETE('/domains/{domainId}', byId(domain.id))).response.status).toBe(200);
    expect(cloudflare.hostname(hostname)).toBeUndefined();
    expect(
      await server().db.select().from(trackingDomains).where(eq(trackingDomains.domainId, domain.id)),
    ).toEqual([]);
  });
});

describe('DELETE /domains/{domainId} of a domain that has received events', () => {
  it('DELETE /domains/{domainId} deletes a domain that has received events, and its API key stops working at once', async () => {
    const sender = await keyedDomain(server());
    expect((await sender.send([purchase(), purchase()])).response.status).toBe(202);
    await storeEventsOverAYear(server().db, sender.domain.id, new Date());

    const { response } = await sender.api.DELETE('/domains/{domainId}', byId(sender.domain.id));
    expect(response.status).toBe(200);
    expect((await sender.api.GET('/domains/{domainId}', byId(sender.domain.id))).response.status).toBe(404);
    expect((await sender.send([purchase()])).response.status).toBe(401);
  });

  it('DELETE /domains/{domainId} leaves its events and totals to the purge, which deletes them all once due and nothing of another domain', async () => {
    const now = new Date();
    const deleted = await keyedDomain(server());
    const kept = await keyedDomain(server());
    for (const { send, domain } of [deleted, kept]) {
      expect(
        (await send([purchase(), purchase({ event_name: 'Lead', value: undefined })])).response.status,
      ).toBe(202);
      await storeEventsOverAYear(server().db, domain.id, now);
    }
    const keptBefore = await domainEventRows(server().db, kept.domain.id);
    const deletedBefore = await domainEventRows(server().db, deleted.domain.id);
    expect(deletedBefore.events).toBe(2 + 12 * 3);
    expect(deletedBefore.totals).toBeGreaterThan(0);

    expect((await deleted.api.DELETE('/domains/{domainId}', byId(deleted.domain.id))).response.status).toBe(
      200,
    );
    const [purge] = await server()
      .db.select()
      .from(domainPurges)
      .where(eq(domainPurges.domainId, deleted.domain.id));
    expect(purge?.purgeAfter.getTime()).toBeGreaterThanOrEqual(now.getTime() + PURGE_AFTER_MS);

    // Not before its time: work that read the domain before it went may still write its rows.
    expect(await purgeDeletedDomains(server().db, now)).toEqual({ domains: 0, events: 0 });
    expect(await domainEventRows(server().db, deleted.domain.id)).toEqual(deletedBefore);

    const due = new Date((purge?.purgeAfter.getTime() ?? 0) + 1000);
    // The other tests of this file deleted domains too: their purges come due as well.
    const purged = await purgeDeletedDomains(server().db, due);
    expect(purged.events).toBeGreaterThanOrEqual(deletedBefore.events);
    expect(await domainEventRows(server().db, deleted.domain.id)).toEqual({
      events: 0,
      rollups: 0,
      totals: 0,
      dailyTotals: 0,
      dimensions: 0,
      dailyDimensions: 0,
      dedup: 0,
      attempts: 0,
    });
    expect(await domainEventRows(server().db, kept.domain.id)).toEqual(keptBefore);
    expect(
      await server().db.select().from(domainPurges).where(eq(domainPurges.domainId, deleted.domain.id)),
    ).toEqual([]);
  });

  it("DELETE /domains/{domainId} ends the domain's sandbox subscription: the sandbox never renews it", async () => {
    const sender = await keyedDomain(server());
    expect((await sender.send([purchase()])).response.status).toBe(202);
    const [plan] = await server().db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
    const providerSubscriptionId = `sub_sbx_${sender.domain.id}`;
    const periodEnd = new Date(Date.now() - 60_000);
    await server()
      .db.insert(subscriptions)
      .values({
        domainId: sender.domain.id,
        userId: sender.account.id,
        planId: plan?.id ?? '',
        status: 'active',
        interval: 'month',
        currentPeriodStart: new Date(periodEnd.getTime() - 30 * 86_400_000),
        currentPeriodEnd: periodEnd,
        provider: 'sandbox',
        providerSubscriptionId,
      });

    expect((await sender.api.DELETE('/domains/{domainId}', byId(sender.domain.id))).response.status).toBe(
      200,
    );
    const send = vi.fn<WebhookSender>(async () => 200);
    await runSandboxBillingCycle(server().db, { secret: sandboxKey(server().config), send });
    const sent = send.mock.calls.map(([payload]) => String(payload));
    expect(sent.filter((payload) => payload.includes(providerSubscriptionId))).toEqual([]);
  });
});

describe("another user's domain", () => {
  it("every domain operation on another user's domain answers 404 and leaves it alone", async () => {
    const owner = await domainOwner(server());
    const intruder = await domainOwner(server());
    const byDomain = { params: { path: { domain: owner.domain.id } } };
    const answers = await Promise.all([
      intruder.api.GET('/domains/{domainId}', byId(owner.domain.id)),
      intruder.api.DELETE('/domains/{domainId}', byId(owner.domain.id)),
      intruder.api.GET('/domains/{domain}/stats', byDomain),
      intruder.api.GET('/domains/{domain}/status', byDomain),
    ]);
    for (const { response, error } of answers) {
      expect(response.status).toBe(404);
      expect(JSON.stringify(error)).not.toContain(owner.domain.name);
    }
    const listed = await intruder.api.GET('/domains');
    expect(listed.data?.data.map((domain) => domain.id)).toEqual([intruder.domain.id]);
    expect(await server().db.select().from(domains).where(eq(domains.id, owner.domain.id))).toHaveLength(1);
  });
});
