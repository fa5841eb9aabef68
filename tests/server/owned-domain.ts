import { randomUUID } from 'node:crypto';
import { domains } from '../../server/src/db/schema/business.ts';
import { createAccount } from './test-accounts.ts';
import type { TestServer } from './test-server.ts';

/**
 * A domain of `userId` with a name of its own (`site-<random>.example.test` unless given), written
 * straight into the database, for tests of what hangs off a domain (its tracking subdomain).
 */
export async function createOwnedDomain(server: TestServer, userId: string, name?: string) {
  const [domain] = await server.db
    .insert(domains)
    .values({ userId, name: name ?? `site-${randomUUID().slice(0, 8)}.example.test`, status: 'active' })
    .returning();
  if (!domain) throw new Error('the test domain was not created');
  return domain;
}

/** A new account, signed in, with a domain of its own and the client it calls the API with. */
export async function domainOwner(server: TestServer) {
  const account = await createAccount(server);
  const token = await server.signIn(account.email, account.password);
  const domain = await createOwnedDomain(server, account.id);
  return { account, token, domain, api: server.client({ token }) };
}

/** A domain owner whose domain has the tracking subdomain `t.<domain>`, added through the API (pending). */
export async function ownerWithTrackingDomain(server: TestServer) {
  const owner = await domainOwner(server);
  const hostname = `t.${owner.domain.name}`;
  const { data, error } = await owner.api.POST('/domains/{domainId}/tracking-domain', {
    params: { path: { domainId: owner.domain.id } },
    body: { hostname },
  });
  if (!data) throw new Error(`the tracking domain was not added: ${JSON.stringify(error)}`);
  return { ...owner, hostname, id: data.data.id };
}
