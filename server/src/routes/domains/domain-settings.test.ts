import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { domainApiKeys, domainServices } from '../../db/schema/business.ts';
import { hashToken } from '../../lib/tokens.ts';
import { KEY_GRACE_MS } from './domain-settings.handlers.ts';
import { openSecret, serviceSecretKey } from './service-secrets.ts';
import { appSecret } from '../../services/secrets/app-secret.ts';

const server = useTestServer();

const META = { key: 'meta_capi', settings: { pixel_id: '104857600012345', access_token: 'EAAB-first' } };

async function ownerWithMeta() {
  const owner = await domainOwner(server());
  const path = { params: { path: { domainId: owner.domain.id } } };
  const { response } = await owner.api.PUT('/domains/{domainId}/services', {
    ...path,
    body: { services: [META] },
  });
  expect(response.status).toBe(200);
  return { ...owner, path };
}

async function storedToken(domainId: string) {
  const [row] = await server().db.select().from(domainServices).where(eq(domainServices.domainId, domainId));
  return openSecret(String(row?.settings.access_token), serviceSecretKey(appSecret(server().config)));
}

describe('PUT /domains/{domainId}/services', () => {
  it('PUT /domains/{domainId}/services keeps a secret sent back masked and replaces one sent anew', async () => {
    const { api, domain, path } = await ownerWithMeta();
    const read = await api.GET('/domains/{domainId}', path);
    const masked = read.data?.data.services ?? [];
    expect(masked[0]?.settings.access_token).toBe('••••••••');

    const kept = await api.PUT('/domains/{domainId}/services', {
      ...path,
      body: {
        services: masked.map(({ key, settings }) => ({ key, settings: settings as Record<string, string> })),
      },
    });
    expect(kept.response.status).toBe(200);
    expect(await storedToken(domain.id)).toBe('EAAB-first');

    await api.PUT('/domains/{domainId}/services', {
      ...path,
      body: { services: [{ key: 'meta_capi', settings: { ...META.settings, access_token: 'EAAB-second' } }] },
    });
    expect(await storedToken(domain.id)).toBe('EAAB-second');
  });

  it('PUT /domains/{domainId}/services removes the services left out and answers 422 on a wrong field', async () => {
    const { api, path } = await ownerWithMeta();
    const wrong = await api.PUT('/domains/{domainId}/services', {
      ...path,
      body: {
        services: [{ key: 'webhook', settings: { url: 'http://plain.example.com', signing_secret: 'x' } }],
      },
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error?.errors).toEqual({ 'services.0.settings.url': ['Enter an https address'] });
    const emptied = await api.PUT('/domains/{domainId}/services', { ...path, body: { services: [] } });
    expect(emptied.data?.data.services).toEqual([]);
  });
});

describe('PATCH /domains/{domainId}/services/{key}', () => {
  it('PATCH /domains/{domainId}/services/{key} pauses and resumes one service, keeping its settings', async () => {
    const { api, domain } = await ownerWithMeta();
    const path = { params: { path: { domainId: domain.id, key: 'meta_capi' } } };
    const paused = await api.PATCH('/domains/{domainId}/services/{key}', {
      ...path,
      body: { enabled: false },
    });
    expect(paused.data?.data.services[0]).toMatchObject({ key: 'meta_capi', enabled: false });
    expect(paused.data?.data.services[0]?.settings.pixel_id).toBe('104857600012345');
    const resumed = await api.PATCH('/domains/{domainId}/services/{key}', {
      ...path,
      body: { enabled: true },
    });
    expect(resumed.data?.data.services[0]?.enabled).toBe(true);
    const missing = await api.PATCH('/domains/{domainId}/services/{key}', {
      params: { path: { domainId: domain.id, key: 'webhook' } },
      body: { enabled: false },
    });
    expect(missing.response.status).toBe(404);
  });
});

describe('POST /domains/{domainId}/api-key/rotate', () => {
  it('POST /domains/{domainId}/api-key/rotate shows the new key once and lets the old one work for the grace period', async () => {
    const { api, domain, path } = await ownerWithMeta();
    // The fixture's domain was written without a key; it gets the one it would have had.
    await server()
      .db.insert(domainApiKeys)
      .values({ domainId: domain.id, prefix: 'tl_old', keyHash: hashToken('tl_old') });
    const before = Date.now();
    const { data, response } = await api.POST('/domains/{domainId}/api-key/rotate', path);
    expect(response.status).toBe(200);
    const secret = data?.data.api_key?.secret ?? '';
    expect(secret.startsWith(data?.data.api_key?.prefix ?? '-')).toBe(true);

    const keys = await server().db.select().from(domainApiKeys).where(eq(domainApiKeys.domainId, domain.id));
    const fresh = keys.find((key) => key.keyHash === hashToken(secret));
    const old = keys.find((key) => key.keyHash === hashToken('tl_old'));
    expect(fresh?.revokedAt).toBeNull();
    const graceLeft = (old?.revokedAt?.getTime() ?? 0) - before;
    expect(graceLeft).toBeGreaterThanOrEqual(KEY_GRACE_MS);
    expect(graceLeft).toBeLessThan(KEY_GRACE_MS + 60_000);

    const read = await api.GET('/domains/{domainId}', path);
    expect(read.data?.data.api_key?.id).toBe(fresh?.id);
    expect(JSON.stringify(read.data)).not.toContain(secret);
  });
});

describe("another user's domain", () => {
  it("PUT, PATCH and rotate on another user's domain answer 404 and change nothing", async () => {
    const { domain, path } = await ownerWithMeta();
    const intruder = await domainOwner(server());
    const answers = await Promise.all([
      intruder.api.PUT('/domains/{domainId}/services', { ...path, body: { services: [] } }),
      intruder.api.PATCH('/domains/{domainId}/services/{key}', {
        params: { path: { domainId: domain.id, key: 'meta_capi' } },
        body: { enabled: false },
      }),
      intruder.api.POST('/domains/{domainId}/api-key/rotate', path),
    ]);
    expect(answers.map(({ response }) => response.status)).toEqual([404, 404, 404]);
    const services = await server()
      .db.select()
      .from(domainServices)
      .where(eq(domainServices.domainId, domain.id));
    expect(services.map(({ key, enabled }) => [key, enabled])).toEqual([['meta_capi', true]]);
    expect(
      await server().db.select().from(domainApiKeys).where(eq(domainApiKeys.domainId, domain.id)),
    ).toEqual([]);
  });
});
