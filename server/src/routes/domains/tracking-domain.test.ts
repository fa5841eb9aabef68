import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer, type FakeDnsServer } from '../../../../tests/server/fake-dns-server.ts';
import { createOwnedDomain } from '../../../../tests/server/owned-domain.ts';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { trackingDomains } from '../../db/schema/business.ts';
import { CNAME_TARGET } from './tracking-domain.handlers.ts';

const server = useTestServer();
let dns: FakeDnsServer;

beforeAll(async () => {
  dns = await startFakeDnsServer();
  // Every CNAME lookup of this file's server goes to the fake, with a short time-out.
  server().config.dns = { servers: [dns.address], timeoutMs: 300 };
});
afterAll(async () => {
  await dns.close();
});

/** A signed-in owner of a new domain. */
async function owner() {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  const domain = await createOwnedDomain(server(), account.id);
  return { account, token, domain, api: server().client({ token }) };
}

/** A signed-in owner whose domain has the tracking subdomain `t.<domain>`. */
async function ownerWithTrackingDomain() {
  const setup = await owner();
  const hostname = `t.${setup.domain.name}`;
  const { response } = await setup.api.POST('/domains/{domainId}/tracking-domain', {
    params: { path: { domainId: setup.domain.id } },
    body: { hostname },
  });
  expect(response.status).toBe(201);
  return { ...setup, hostname };
}

const path = (domainId: string) => ({ params: { path: { domainId } } });

describe('POST /domains/{domainId}/tracking-domain', () => {
  it('POST /domains/{domainId}/tracking-domain adds a pending subdomain pointed at the edge', async () => {
    const { api, domain } = await owner();
    const { data, response } = await api.POST('/domains/{domainId}/tracking-domain', {
      ...path(domain.id),
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
    const got = await api.GET('/domains/{domainId}/tracking-domain', path(domain.id));
    expect(got.data?.data?.id).toBe(data?.data.id);
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 on hostname for a name outside the domain', async () => {
    const { api, domain } = await owner();
    for (const hostname of [domain.name, `t.other-${domain.name}`, 't.example.com']) {
      const { error, response } = await api.POST('/domains/{domainId}/tracking-domain', {
        ...path(domain.id),
        body: { hostname },
      });
      expect(response.status, hostname).toBe(422);
      expect(error?.errors?.hostname, hostname).toEqual([
        `The tracking subdomain must end with .${domain.name}`,
      ]);
    }
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 on hostname for a subdomain in upper case', async () => {
    const { api, domain } = await owner();
    const { error, response } = await api.POST('/domains/{domainId}/tracking-domain', {
      ...path(domain.id),
      body: { hostname: `T.${domain.name}` },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['hostname']);
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 on hostname for a subdomain another user took', async () => {
    const first = await owner();
    // Another account owns a subdomain of the first one's domain, so the same tracking name fits both.
    const second = await createAccount(server());
    const nested = await createOwnedDomain(server(), second.id, `x.${first.domain.name}`);
    const hostname = `t.${nested.name}`;
    const taken = await first.api.POST('/domains/{domainId}/tracking-domain', {
      ...path(first.domain.id),
      body: { hostname },
    });
    expect(taken.response.status).toBe(201);
    const token = await server().signIn(second.email, second.password);
    const { error, response } = await server()
      .client({ token })
      .POST('/domains/{domainId}/tracking-domain', { ...path(nested.id), body: { hostname } });
    expect(response.status).toBe(422);
    expect(error?.errors?.hostname).toEqual(['This subdomain is already used by another tracking domain']);
  });

  it('POST /domains/{domainId}/tracking-domain answers 422 when the domain already has one', async () => {
    const { api, domain } = await ownerWithTrackingDomain();
    const { error, response } = await api.POST('/domains/{domainId}/tracking-domain', {
      ...path(domain.id),
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
    const victim = await ownerWithTrackingDomain();
    const { api } = await owner();
    const domainId = victim.domain.id;
    const answers = await Promise.all([
      api.GET('/domains/{domainId}/tracking-domain', path(domainId)),
      api.POST('/domains/{domainId}/tracking-domain', {
        ...path(domainId),
        body: { hostname: `z.${victim.domain.name}` },
      }),
      api.DELETE('/domains/{domainId}/tracking-domain', path(domainId)),
      api.GET('/domains/{domainId}/tracking-domain/verification-data', path(domainId)),
      api.GET('/domains/{domainId}/tracking-domain/status', path(domainId)),
      api.POST('/domains/{domainId}/tracking-domain/configure', path(domainId)),
      api.POST('/domains/{domainId}/tracking-domain/verify', path(domainId)),
    ]);
    expect(answers.map(({ response }) => response.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(answers.every(({ data }) => data === undefined)).toBe(true);
    const list = await api.GET('/tracking-domains', {
      params: { query: { filter: { domain_id: domainId } } },
    });
    expect(list.data?.data).toEqual([]);
    const mine = await victim.api.GET('/domains/{domainId}/tracking-domain', path(domainId));
    expect(mine.data?.data?.hostname).toBe(victim.hostname);
  });
});

describe('GET /tracking-domains', () => {
  it('GET /tracking-domains lists the caller’s tracking domains, searched and filtered by status', async () => {
    const { api, account, hostname } = await ownerWithTrackingDomain();
    const second = await createOwnedDomain(server(), account.id);
    await api.POST('/domains/{domainId}/tracking-domain', {
      ...path(second.id),
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
    const { api, domain } = await owner();
    const { data, response } = await api.GET('/domains/{domainId}/tracking-domain', path(domain.id));
    expect(response.status).toBe(200);
    expect(data?.data).toBeNull();
  });
});

describe('GET /domains/{domainId}/tracking-domain/verification-data', () => {
  it('GET .../verification-data answers the CNAME record to create, with steps in the reader’s language', async () => {
    const { domain, token, hostname } = await ownerWithTrackingDomain();
    const { data } = await server()
      .client({ token, language: 'pl' })
      .GET('/domains/{domainId}/tracking-domain/verification-data', path(domain.id));
    expect(data?.data.records).toEqual([{ type: 'CNAME', name: hostname, value: CNAME_TARGET, ttl: 3600 }]);
    expect(data?.data.instructions).toHaveLength(5);
    expect(data?.data.instructions.join(' ')).toContain(CNAME_TARGET);
    expect(data?.data.instructions[0]).not.toContain('Sign in');
  });
});

describe('POST /domains/{domainId}/tracking-domain/verify', () => {
  it('POST .../verify records a CNAME pointing elsewhere as failed, naming where it points', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain();
    dns.set(hostname, { cname: 'old-cdn.example.net' });
    const { data, response } = await api.POST('/domains/{domainId}/tracking-domain/verify', path(domain.id));
    expect(response.status).toBe(200);
    expect(data?.message).toBe('The CNAME record is not in place yet');
    expect(data?.data.status).toBe('failed');
    expect(data?.data.last_error).toBe(
      `The CNAME record of ${hostname} points to old-cdn.example.net instead of ${CNAME_TARGET}. Change its value to ${CNAME_TARGET}.`,
    );
    expect(data?.data.last_checked_at).toBeInstanceOf(Date);
    const [row] = await server()
      .db.select()
      .from(trackingDomains)
      .where(eq(trackingDomains.hostname, hostname));
    expect(row?.lastError).toBe('dns_wrong_target:old-cdn.example.net');
  });

  it('POST .../verify records a missing record, in the reader’s language', async () => {
    const { domain, token, hostname } = await ownerWithTrackingDomain();
    const { data } = await server()
      .client({ token, language: 'de' })
      .POST('/domains/{domainId}/tracking-domain/verify', path(domain.id));
    expect(data?.data.status).toBe('failed');
    expect(data?.data.last_error).toContain(hostname);
    expect(data?.data.last_error).not.toContain('No CNAME record');
  });

  it('POST .../verify records a resolver that does not answer as a time-out', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain();
    dns.set(hostname, 'silent');
    const { data } = await api.POST('/domains/{domainId}/tracking-domain/verify', path(domain.id));
    expect(data?.data.status).toBe('failed');
    expect(data?.data.last_error).toBe(
      'The DNS servers did not answer in time. We will check again in a few minutes.',
    );
  });

  it('POST .../verify takes the subdomain live once its CNAME is right, each step with its time', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain();
    await api.POST('/domains/{domainId}/tracking-domain/verify', path(domain.id));
    dns.set(hostname, { cname: CNAME_TARGET });
    const { data } = await api.POST('/domains/{domainId}/tracking-domain/verify', path(domain.id));
    expect(data?.message).toBe('The CNAME record is in place');
    expect(data?.data).toMatchObject({ status: 'active', last_error: null });
    expect(data?.data.cname_verified_at).toBeInstanceOf(Date);
    expect(data?.data.cloudflare_created_at).toBeInstanceOf(Date);
    expect(data?.data.certificate_deployed_at).toBeInstanceOf(Date);

    const status = await api.GET('/domains/{domainId}/tracking-domain/status', path(domain.id));
    expect(status.data?.data.ready).toBe(true);
    expect(status.data?.data.steps.map((step) => [step.key, step.status])).toEqual([
      ['dns', 'done'],
      ['hostname', 'done'],
      ['certificate', 'done'],
    ]);
    expect(Number(status.data?.data.next_check_at)).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('POST .../verify answers 429 after 6 checks in a minute', async () => {
    const { api, domain } = await ownerWithTrackingDomain();
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      statuses.push(
        (await api.POST('/domains/{domainId}/tracking-domain/verify', path(domain.id))).response.status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /domains/{domainId}/tracking-domain/status', () => {
  it('GET .../status shows the DNS step waiting and the others pending for a new subdomain', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain();
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', path(domain.id));
    expect(data?.data.ready).toBe(false);
    expect(data?.data.steps).toEqual([
      {
        key: 'dns',
        status: 'in_progress',
        message: `Waiting for the CNAME record of ${hostname}`,
        completed_at: null,
      },
      { key: 'hostname', status: 'pending', message: null, completed_at: null },
      { key: 'certificate', status: 'pending', message: null, completed_at: null },
    ]);
    expect(data?.data.next_check_at).toBeInstanceOf(Date);
  });

  it('GET .../status puts a failed lookup on the DNS step', async () => {
    const { api, domain } = await ownerWithTrackingDomain();
    await api.POST('/domains/{domainId}/tracking-domain/verify', path(domain.id));
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', path(domain.id));
    expect(data?.data.steps[0]).toMatchObject({ key: 'dns', status: 'failed' });
    expect(data?.data.steps[0]?.message).toContain('No CNAME record was found');
  });
});

describe('POST /domains/{domainId}/tracking-domain/configure', () => {
  it('POST .../configure answers 422 before the CNAME is verified', async () => {
    const { api, domain } = await ownerWithTrackingDomain();
    const { error, response } = await api.POST(
      '/domains/{domainId}/tracking-domain/configure',
      path(domain.id),
    );
    expect(response.status).toBe(422);
    expect(error?.message).toBe('Verify the CNAME record first; the certificate needs it in place');
  });

  it('POST .../configure answers 404 for a domain without a tracking subdomain', async () => {
    const { api, domain } = await owner();
    const { response } = await api.POST('/domains/{domainId}/tracking-domain/configure', path(domain.id));
    expect(response.status).toBe(404);
  });
});

describe('DELETE /domains/{domainId}/tracking-domain', () => {
  it('DELETE /domains/{domainId}/tracking-domain removes it, and a second delete answers 404', async () => {
    const { api, domain } = await ownerWithTrackingDomain();
    const { response } = await api.DELETE('/domains/{domainId}/tracking-domain', path(domain.id));
    expect(response.status).toBe(200);
    const got = await api.GET('/domains/{domainId}/tracking-domain', path(domain.id));
    expect(got.data?.data).toBeNull();
    const again = await api.DELETE('/domains/{domainId}/tracking-domain', path(domain.id));
    expect(again.response.status).toBe(404);
  });
});
