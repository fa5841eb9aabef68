import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCloudflare, type FakeCloudflare } from '../../../../tests/server/fake-cloudflare.ts';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { domains, trackingDomains } from '../../db/schema/business.ts';

const server = useTestServer();
const CLOUDFLARE = { token: 'cf-test-token', zoneId: 'zone-test' };
let cloudflare: FakeCloudflare;
/** A Cloudflare API address nothing listens at: a port opened, then closed again. */
let unreachableApiUrl: string;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare(CLOUDFLARE);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  unreachableApiUrl = `http://127.0.0.1:${port}/client/v4`;
});
afterEach(() => {
  server().config.certificates = { provider: 'local' };
});
afterAll(async () => {
  await cloudflare.close();
});

const useCloudflareAt = (apiUrl: string) => {
  server().config.certificates = {
    provider: 'cloudflare',
    apiUrl,
    apiToken: CLOUDFLARE.token,
    zoneId: CLOUDFLARE.zoneId,
  };
};

/** A domain owner whose tracking subdomain is live, its hostname registered at the fake Cloudflare. */
async function ownerWithLiveHostname() {
  const owner = await domainOwner(server());
  useCloudflareAt(cloudflare.apiUrl);
  const hostname = `t.${owner.domain.name}`;
  const provider = await fetch(`${cloudflare.apiUrl}/zones/${CLOUDFLARE.zoneId}/custom_hostnames`, {
    method: 'POST',
    headers: { authorization: `Bearer ${CLOUDFLARE.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ hostname, ssl: { method: 'http', type: 'dv' } }),
  });
  const { result } = (await provider.json()) as { result: { id: string } };
  await server().db.insert(trackingDomains).values({
    domainId: owner.domain.id,
    hostname,
    cnameTarget: 'edge.tracklane.io',
    status: 'active',
    cloudflareHostnameId: result.id,
  });
  const rows = () =>
    server().db.select().from(trackingDomains).where(eq(trackingDomains.domainId, owner.domain.id));
  return { ...owner, hostname, rows, path: { params: { path: { domainId: owner.domain.id } } } };
}

const UNREACHABLE_MESSAGE =
  'The certificate service could not be reached, so nothing was deleted. Please try again in a few minutes';

describe('a certificate provider that cannot be reached', () => {
  it('DELETE /domains/{domainId}/tracking-domain answers 503 and keeps the subdomain, then removes it once the provider is back', async () => {
    const { api, hostname, rows, path } = await ownerWithLiveHostname();
    useCloudflareAt(unreachableApiUrl);
    const refused = await api.DELETE('/domains/{domainId}/tracking-domain', path);
    expect(refused.response.status).toBe(503);
    expect(refused.error?.message).toBe(UNREACHABLE_MESSAGE);
    expect(await rows()).toHaveLength(1);

    useCloudflareAt(cloudflare.apiUrl);
    expect((await api.DELETE('/domains/{domainId}/tracking-domain', path)).response.status).toBe(200);
    expect(cloudflare.hostname(hostname)).toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it('DELETE /domains/{domainId} answers 503 and keeps the domain, then deletes it once the provider is back', async () => {
    const { api, domain, hostname, rows, path } = await ownerWithLiveHostname();
    useCloudflareAt(unreachableApiUrl);
    const refused = await api.DELETE('/domains/{domainId}', path);
    expect(refused.response.status).toBe(503);
    expect(refused.error?.message).toBe(UNREACHABLE_MESSAGE);
    expect(await rows()).toHaveLength(1);
    expect(await server().db.select().from(domains).where(eq(domains.id, domain.id))).toHaveLength(1);

    useCloudflareAt(cloudflare.apiUrl);
    expect((await api.DELETE('/domains/{domainId}', path)).response.status).toBe(200);
    expect(cloudflare.hostname(hostname)).toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it('DELETE /domains/{domainId} still answers 500 when the provider refuses our token', async () => {
    const { api, rows, path } = await ownerWithLiveHostname();
    server().config.certificates = {
      provider: 'cloudflare',
      apiUrl: cloudflare.apiUrl,
      apiToken: 'revoked-token',
      zoneId: CLOUDFLARE.zoneId,
    };
    expect((await api.DELETE('/domains/{domainId}', path)).response.status).toBe(500);
    expect(await rows()).toHaveLength(1);
  });
});
