import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { domainApiKeys, domains, plans } from '../../server/src/db/schema/business.ts';
import { newApiKey } from '../../server/src/routes/domains/api-key.ts';
import { domainOwner } from './owned-domain.ts';
import type { TestServer } from './test-server.ts';

/** An event item as a site's server sends it, with an event_id of its own unless given. */
export function purchase(extra: Record<string, unknown> = {}) {
  return {
    event_name: 'Purchase',
    event_id: `order-${randomUUID()}`,
    value: 49.99,
    currency: 'USD',
    ...extra,
  };
}

/**
 * A domain owner (signed in, an active domain without plan) whose domain has an API key, and a client
 * that sends `POST /events` with that key.
 */
export async function keyedDomain(server: TestServer, { revokedAt }: { revokedAt?: Date } = {}) {
  const owner = await domainOwner(server);
  const key = newApiKey();
  const [row] = await server.db
    .insert(domainApiKeys)
    .values({ domainId: owner.domain.id, prefix: key.prefix, keyHash: key.keyHash, revokedAt })
    .returning();
  if (!row) throw new Error('the test key was not stored');
  const send = (events: unknown[], secret = key.secret) =>
    server.client().POST('/events', {
      // Items are sent as they are, valid or not: the server judges each.
      body: { events } as never,
      headers: { 'X-Api-Key': secret },
    });
  return { ...owner, key: { ...row, secret: key.secret }, send };
}

/** Puts `domainId` on a new plan allowing `eventsPerMonth` events. */
export async function limitEvents(server: TestServer, domainId: string, eventsPerMonth: number) {
  const [plan] = await server.db
    .insert(plans)
    .values({
      slug: `limited-${randomUUID()}`,
      name: 'Limited',
      priceAmount: 0,
      interval: 'month',
      eventsPerMonth,
    })
    .returning();
  if (!plan) throw new Error('the test plan was not stored');
  await server.db.update(domains).set({ planId: plan.id }).where(eq(domains.id, domainId));
}
