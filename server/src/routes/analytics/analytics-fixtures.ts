import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createOwnedDomain, domainOwner } from '../../../../tests/server/owned-domain.ts';
import type { TestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { events } from '../../db/schema/events.ts';

type EventInput = Partial<typeof events.$inferInsert> & { domainId: string; at: string };

/** Stores events as ingestion leaves them (processed unless told), `at` their event time (ISO). */
export async function storeEvents(server: TestServer, rows: EventInput[]) {
  await server.db.insert(events).values(
    rows.map(({ at, ...row }) => ({
      id: randomUUID(),
      eventName: 'Purchase',
      eventId: `order-${randomUUID()}`,
      status: 'processed' as const,
      eventTime: new Date(at),
      ...row,
    })),
  );
}

/** An owner in `timeZone` with two domains, and the client they call the API with. */
export async function ownerIn(server: TestServer, timeZone: string) {
  const owner = await domainOwner(server);
  await server.db.update(users).set({ timezone: timeZone }).where(eq(users.id, owner.account.id));
  const second = await createOwnedDomain(server, owner.account.id);
  return { ...owner, second };
}
