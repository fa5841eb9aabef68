import { describe, expect, it } from 'vitest';
import {
  createOwnedDomain,
  domainOwner,
  ownerWithTrackingDomain,
} from '../../../../tests/server/owned-domain.ts';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { domainPath, useTrackingTestServer } from '../../../../tests/server/tracking-test-server.ts';

/** Where this file's tracking subdomains must point. */
const CNAME_TARGET = 'edge.test-tracking.example';
const { server } = useTrackingTestServer(CNAME_TARGET);

describe('POST /domains/{domainId}/tracking-domain', () => {
  it('POST /domains/{domainId}/tracking-domain adds a pending subdomain pointed at the edge', async () => {
    const { api, domain } = await domainOwner(server());
    const { data, response } = await api.POST('/domains/{domainId}/tracking-domain', {
      ...domainPath(domain.id),
      body: { hostname: `track.${domain.name}` },
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({
      domain_id: domain.id,
      hostname: `track.${domain.name}`,
      cname_target: CNAME_TARGET,
      status: 'pending',
      last_error: null,
      cname_verified_at: null,
    });
    const got = await api.GET('/domains/{domainId}/tracking-domain', domainPath(domain.id));
    expect(got.data?.data?.id).toBe(data?.data.id);
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 on hostname for a name outside the domain', async () => {
    const { api, domain } = await domainOwner(server());
    for (const hostname of [domain.name, `t.other-${domain.name}`, 't.example.com']) {
      const { error, response } = await api.POST('/domains/{domainId}/tracking-domain', {
        ...domainPath(domain.id),
        body: { hostname },
      });
      expect(response.status, hostname).toBe(422);
      expect(error?.errors?.hostname, hostname).toEqual([
        `The tracking subdomain must end with .${domain.name}`,
      ]);
    }
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 on hostname for a subdomain in upper case', async () => {
    const { api, domain } = await domainOwner(server());
    const { error, response } = await api.POST('/domains/{domainId}/tracking-domain', {
      ...domainPath(domain.id),
      body: { hostname: `T.${domain.name}` },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['hostname']);
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 on hostname for a subdomain another user took', async () => {
    const first = await domainOwner(server());
    // Another account owns a subdomain of the first one's domain, so the same tracking name fits both.
    const second = await createAccount(server());
    const nested = await createOwnedDomain(server(), second.id, `x.${first.domain.name}`);
    const hostname = `t.${nested.name}`;
    const taken = await first.api.POST('/domains/{domainId}/tracking-domain', {
      ...domainPath(first.domain.id),
      body: { hostname },
    });
    expect(taken.response.status).toBe(201);
    const token = await server().signIn(second.email, second.password);
    const { error, response } = await server()
      .client({ token })
      .POST('/domains/{domainId}/tracking-domain', { ...domainPath(nested.id), body: { hostname } });
    expect(response.status).toBe(422);
    expect(error?.errors?.hostname).toEqual(['This subdomain is already used by another tracking domain']);
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 when the domain already has one', async () => {
    const { api, domain } = await ownerWithTrackingDomain(server());
    const { error, response } = await api.POST('/domains/{domainId}/tracking-domain', {
      ...domainPath(domain.id),
      body: { hostname: `u.${domain.name}` },
    });
    expect(response.status).toBe(422);
    expect(error?.message).toBe(
      'This domain already has a tracking subdomain; remove it first to use another',
    );
  });
});

describe('another user’s domain', () => {
  it('answers 404 to every tracking-domain operation and leaves it alone', async () => {
    const victim = await ownerWithTrackingDomain(server());
    const { api } = await domainOwner(server());
    const domainId = victim.domain.id;
    const answers = await Promise.all([
      api.GET('/domains/{domainId}/tracking-domain', domainPath(domainId)),
      api.POST('/domains/{domainId}/tracking-domain', {
        ...domainPath(domainId),
        body: { hostname: `z.${victim.domain.name}` },
      }),
      api.DELETE('/domains/{domainId}/tracking-domain', domainPath(domainId)),
      api.GET('/domains/{domainId}/tracking-domain/verification-data', domainPath(domainId)),
      api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domainId)),
      api.POST('/domains/{domainId}/tracking-domain/configure', domainPath(domainId)),
      api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domainId)),
    ]);
    expect(answers.map(({ response }) => response.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(answers.every(({ data }) => data === undefined)).toBe(true);
    const list = await api.GET('/tracking-domains', {
      params: { query: { filter: { domain_id: domainId } } },
    });
    expect(list.data?.data).toEqual([]);
    const mine = await victim.api.GET('/domains/{domainId}/tracking-domain', domainPath(domainId));
    expect(mine.data?.data?.hostname).toBe(victim.hostname);
  });
});

describe('GET /tracking-domains', () => {
  it('GET /tracking-domains lists the caller’s tracking domains, searched and filtered by status', async () => {
    const { api, account, hostname } = await ownerWithTrackingDomain(server());
    const second = await createOwnedDomain(server(), account.id);
    await api.POST('/domains/{domainId}/tracking-domain', {
      ...domainPath(second.id),
      body: { hostname: `t.${second.name}` },
    });
    const all = await api.GET('/tracking-domains', { params: { query: { sort: 'hostname', order: 'asc' } } });
    expect(all.data?.data.map((row) => row.hostname)).toEqual([hostname, `t.${second.name}`].sort());
    expect(all.data?.meta).toMatchObject({ total: 2 });
    const searched = await api.GET('/tracking-domains', { params: { query: { search: second.name } } });
    expect(searched.data?.data.map((row) => row.hostname)).toEqual([`t.${second.name}`]);
    const active = await api.GET('/tracking-domains', {
      params: { query: { filter: { status: 'active' } } },
    });
    expect(active.data?.data).toEqual([]);
    const bad = await api.GET('/tracking-domains', { params: { query: { filter: { status: 'live' } } } });
    expect(bad.response.status).toBe(422);
    expect(Object.keys(bad.error?.errors ?? {})).toEqual(['filter[status]']);
  });
});

describe('GET /domains/{domainId}/tracking-domain', () => {
  it('GET /domains/{domainId}/tracking-domain answers null for a domain without one', async () => {
    const { api, domain } = await domainOwner(server());
    const { data, response } = await api.GET('/domains/{domainId}/tracking-domain', domainPath(domain.id));
    expect(response.status).toBe(200);
    expect(data?.data).toBeNull();
  });
});

describe('GET /domains/{domainId}/tracking-domain/verification-data', () => {
  it('GET .../verification-data answers the CNAME record to create, with steps in the reader’s language', async () => {
    const { domain, token, hostname } = await ownerWithTrackingDomain(server());
    const { data } = await server()
      .client({ token, language: 'pl' })
      .GET('/domains/{domainId}/tracking-domain/verification-data', domainPath(domain.id));
    expect(data?.data.records).toEqual([{ type: 'CNAME', name: hostname, value: CNAME_TARGET, ttl: 3600 }]);
    expect(data?.data.instructions).toHaveLength(5);
    expect(data?.data.instructions.join(' ')).toContain(CNAME_TARGET);
    expect(data?.data.instructions[0]).not.toContain('Sign in');
  });
});

describe('POST /domains/{domainId}/tracking-domain/configure', () => {
  it('POST .../configure answers 422 before the CNAME is verified', async () => {
    const { api, domain } = await ownerWithTrackingDomain(server());
    const { error, response } = await api.POST(
      '/domains/{domainId}/tracking-domain/configure',
      domainPath(domain.id),
    );
    expect(response.status).toBe(422);
    expect(error?.message).toBe('Verify the CNAME record first; the certificate needs it in place');
  });

  it('POST .../configure answers 404 for a domain without a tracking subdomain', async () => {
    const { api, domain } = await domainOwner(server());
    const { response } = await api.POST(
      '/domains/{domainId}/tracking-domain/configure',
      domainPath(domain.id),
    );
    expect(response.status).toBe(404);
  });
});

describe('DELETE /domains/{domainId}/tracking-domain', () => {
  it('DELETE /domains/{domainId}/tracking-domain removes it, and a second delete answers 404', async () => {
    const { api, domain } = await ownerWithTrackingDomain(server());
    const { response } = await api.DELETE('/domains/{domainId}/tracking-domain', domainPath(domain.id));
    expect(response.status).toBe(200);
    const got = await api.GET('/domains/{domainId}/tracking-domain', domainPath(domain.id));
    expect(got.data?.data).toBeNull();
    const again = await api.DELETE('/domains/{domainId}/tracking-domain', domainPath(domain.id));
    expect(again.response.status).toBe(404);
  });
});
