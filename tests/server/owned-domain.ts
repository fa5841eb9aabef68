import { randomUUID } from 'node:crypto';
import { domains } from '../../server/src/db/schema/business.ts';
import type { TestServer } from './test-server.ts';

/**
 * A domain of `userId` with a name of its own (`<random>.example.test` unless given), written straight
 * into the database, for tests of what hangs off a domain (its tracking subdomain).
 */
export async function createOwnedDomain(server: TestServer, userId: string, name?: string) {
  const [domain] = await server.db
    .insert(domains)
    .values({ userId, name: name ?? `site-${randomUUID().slice(0, 8)}.example.test`, status: 'active' })
    .returning();
  if (!domain) throw new Error('the test domain was not created');
  return domain;
}
