import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { rowsOf } from '../database.ts';
import { domains } from '../schema/business.ts';
import { events } from '../schema/events.ts';
import { seedDemoBusiness } from './demo-business.ts';

const server = useTestServer();

describe('what the demo events leave beside them', () => {
  it('the demo’s deliveries have their attempts, its destinations their health, and its keys their last use', async () => {
    const { db } = server();
    await seedDemoBusiness(db);
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const api = server().client({ token });
    const [shop] = await db.select().from(domains).where(eq(domains.name, 'shop.example.com'));
    const shopId = shop?.id ?? '';
    const newest = (status: 'processed' | 'failed') =>
      db
        .select()
        .from(events)
        .where(and(eq(events.domainId, shopId), eq(events.source, 'server'), eq(events.status, status)))
        .orderBy(desc(events.createdAt))
        .limit(1);

    // A delivered event: one attempt per destination, each delivered when processing ended.
    const [delivered] = await newest('processed');
    const attemptsOf = async (eventId: string) =>
      (await api.GET('/events/{eventId}/attempts', { params: { path: { eventId } } })).data?.data ?? [];
    expect(
      (await attemptsOf(delivered?.id ?? '')).map((one) => [
        one.service,
        one.attempt,
        one.outcome,
        one.http_status,
      ]),
    ).toEqual([
      ['google_ga4', 1, 'delivered', 200],
      ['meta_capi', 1, 'delivered', 200],
    ]);
    // A failed one: the destination that refused it was tried three times, the last one given up.
    const [failed] = await newest('failed');
    const refused = failed?.deliveries.find((delivery) => delivery.status === 'failed');
    const tries = (await attemptsOf(failed?.id ?? '')).filter((one) => one.service === refused?.service);
    expect(tries.map((one) => [one.attempt, one.outcome])).toEqual([
      [1, 'retrying'],
      [2, 'retrying'],
      [3, 'failed'],
    ]);
    expect(tries.at(-1)?.attempted_at).toEqual(failed?.processedAt);

    // The platform's health over its last hour counts the deliveries the stored events say ended in it.
    const health = (await server().client().GET('/events/health')).data?.data;
    const hourAgo = new Date(Number(health?.checked_at ?? 0) - 3_600_000).toISOString();
    const ended = await rowsOf<{ service: string; delivered: number; failed: number }>(
      db,
      sql`select entry ->> 'service' as service,
            count(*) filter (where entry ->> 'status' = 'processed')::int as delivered,
            count(*) filter (where entry ->> 'status' = 'failed')::int as failed
          from events, jsonb_array_elements(deliveries) as entry
          where (entry ->> 'last_attempt_at')::timestamptz >= ${hourAgo}::timestamptz group by 1`,
    );
    for (const destination of health?.destinations ?? []) {
      const expected = ended.find((row) => row.service === destination.service);
      expect([destination.service, destination.delivered_last_hour, destination.failed_last_hour]).toEqual([
        destination.service,
        expected?.delivered ?? 0,
        expected?.failed ?? 0,
      ]);
    }

    // The key the site's server sent its events with was last used for the newest of them.
    const [lastSent] = await db
      .select({ at: sql<Date>`max(${events.createdAt})`.mapWith((value: string | Date) => new Date(value)) })
      .from(events)
      .where(and(eq(events.domainId, shopId), eq(events.source, 'server')));
    const domain = await api.GET('/domains/{domainId}', { params: { path: { domainId: shopId } } });
    expect(domain.data?.data.api_key?.last_used_at).toEqual(lastSent?.at);
  }, 180_000);
});
