import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { domains } from '../../db/schema/business.ts';
import { seedDemoBusiness } from '../../db/seed/demo-business.ts';

const server = useTestServer();

// shop.example.com: Pro, live tracking domain, 90 days of events; new-store.example.com: nothing yet.
beforeAll(async () => {
  await seedDemoBusiness(server().db);
});

async function ownerClient(language?: 'pl') {
  const token = await server().signIn('owner@example.com', 'Owner12345');
  return server().client({ token, language });
}

async function domainId(name: string) {
  const [row] = await server().db.select({ id: domains.id }).from(domains).where(eq(domains.name, name));
  if (!row) throw new Error(`${name} is not seeded`);
  return row.id;
}

describe('GET /domains/{domain}/stats', () => {
  it('GET /domains/{domain}/stats answers the last 30 days, every day present, with top events and usage', async () => {
    const client = await ownerClient();
    const id = await domainId('shop.example.com');
    const { data, response } = await client.GET('/domains/{domain}/stats', {
      params: { path: { domain: id } },
    });
    expect(response.status).toBe(200);
    const stats = data?.data;
    expect(stats?.daily).toHaveLength(30);
    expect(stats?.daily.at(0)?.date).toBe(stats?.start_date);
    expect(stats?.daily.at(-1)?.date).toBe(stats?.end_date);
    const summed = stats?.daily.reduce((total, day) => total + day.events, 0);
    expect(stats?.totals.events).toBe(summed);
    expect(stats?.totals.events).toBeGreaterThan(0);
    expect(stats?.top_events[0]?.event_name).toBe('PageView');
    expect(stats?.top_events.map((top) => top.event_name)).not.toContain('TestEvent');
    expect(stats?.usage.events_limit).toBe(100_000);
    expect(stats?.usage.events).toBeGreaterThan(0);
  });

  it('GET /domains/{domain}/stats answers zeros for each day of a quiet period', async () => {
    const client = await ownerClient();
    const id = await domainId('new-store.example.com');
    const { data } = await client.GET('/domains/{domain}/stats', {
      params: { path: { domain: id }, query: { start_date: '2026-02-27', end_date: '2026-03-02' } },
    });
    expect(data?.data.daily.map((day) => [day.date, day.events])).toEqual([
      ['2026-02-27', 0],
      ['2026-02-28', 0],
      ['2026-03-01', 0],
      ['2026-03-02', 0],
    ]);
    expect(data?.data.totals).toEqual({ events: 0, processed: 0, failed: 0, pending: 0, success_rate: null });
    expect(data?.data.usage).toEqual({ events: 0, events_limit: null });
  });

  it('GET /domains/{domain}/stats answers 422 on end_date before start_date or beyond 366 days', async () => {
    const client = await ownerClient();
    const domain = await domainId('shop.example.com');
    for (const query of [
      { start_date: '2026-03-02', end_date: '2026-03-01' },
      { start_date: '2025-01-01', end_date: '2026-01-02' },
    ]) {
      const { error, response } = await client.GET('/domains/{domain}/stats', {
        params: { path: { domain }, query },
      });
      expect(response.status).toBe(422);
      expect(Object.keys(error?.errors ?? {})).toEqual(['end_date']);
    }
  });
});

describe('GET /domains/{domain}/status', () => {
  it('GET /domains/{domain}/status answers a healthy domain when every stored check passes', async () => {
    const client = await ownerClient();
    const id = await domainId('shop.example.com');
    const { data, response } = await client.GET('/domains/{domain}/status', {
      params: { path: { domain: id } },
    });
    expect(response.status).toBe(200);
    expect(data?.data.checks.dns).toMatchObject({ ok: true, code: 'ok' });
    expect(data?.data.checks.certificate).toMatchObject({ ok: true, code: 'ok' });
    expect(data?.data.checks.subscription).toMatchObject({ ok: true, code: 'ok' });
    expect(data?.data.checks.tracking.code).toMatch(/^(ok|events_failing)$/);
    expect(data?.data.last_event_at).toBeInstanceOf(Date);
  });

  it('GET /domains/{domain}/status names what a new domain lacks, in the request language', async () => {
    const client = await ownerClient('pl');
    const id = await domainId('new-store.example.com');
    const { data } = await client.GET('/domains/{domain}/status', { params: { path: { domain: id } } });
    expect(data?.data.healthy).toBe(false);
    expect(data?.data.last_event_at).toBeNull();
    const codes = Object.fromEntries(
      Object.entries(data?.data.checks ?? {}).map(([name, check]) => [name, check.code]),
    );
    expect(codes).toEqual({
      dns: 'no_tracking_domain',
      tracking: 'no_recent_events',
      certificate: 'certificate_missing',
      subscription: 'no_plan',
    });
    expect(data?.data.checks.subscription.message).toBe('Domena nie ma jeszcze planu');
  });

  it('GET /domains/{domain}/status answers 404 for a domain that does not exist', async () => {
    const account = await createAccount(server());
    const token = await server().signIn(account.email, account.password);
    const { response } = await server()
      .client({ token })
      .GET('/domains/{domain}/status', { params: { path: { domain: await domainId('shop.example.com') } } });
    expect(response.status).toBe(404);
  });
});
