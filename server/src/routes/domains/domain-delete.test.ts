import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCloudflare, type FakeCloudflare } from '../../../../tests/server/fake-cloudflare.ts';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { domainApiKeys, domains, trackingDomains } from '../../db/schema/business.ts';

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
