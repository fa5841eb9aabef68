import { describe, expect, it } from 'vitest';
import { ownerWithTrackingDomain } from '../../../../tests/server/owned-domain.ts';
import { domainPath, useTrackingTestServer } from '../../../../tests/server/tracking-test-server.ts';

/** Where this file's tracking subdomains must point. */
const CNAME_TARGET = 'edge.dns-answer.example';
const { server, dns } = useTrackingTestServer(CNAME_TARGET);

describe('GET /domains/{domainId}/tracking-domain/status: dns_answer (extension)', () => {
  it('GET .../status answers unchecked before the first CNAME check', async () => {
    const { api, domain } = await ownerWithTrackingDomain(server());
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(data?.data.dns_answer).toEqual({ outcome: 'unchecked', value: null, checked_at: null });
  });

  it('GET .../status names where a wrong CNAME points, and when it was looked up', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: 'old-cdn.example.net' });
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(data?.data.dns_answer).toMatchObject({ outcome: 'wrong_target', value: 'old-cdn.example.net' });
    expect(data?.data.dns_answer.checked_at).toBeInstanceOf(Date);
  });

  it('GET .../status answers no_record and timeout without a value', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    let { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(data?.data.dns_answer).toMatchObject({ outcome: 'no_record', value: null });

    dns().set(hostname, 'silent');
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    ({ data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id)));
    expect(data?.data.dns_answer).toMatchObject({ outcome: 'timeout', value: null });
  });

  it('GET .../status answers resolver_failure for a failing resolver', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    dns().set(hostname, 'servfail');
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(data?.data.dns_answer).toMatchObject({ outcome: 'resolver_failure', value: null });
  });

  it('GET .../status answers verified with the target once the CNAME is right', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: CNAME_TARGET });
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(data?.data.dns_answer).toMatchObject({ outcome: 'verified', value: CNAME_TARGET });
    expect(data?.data.dns_answer.checked_at).toBeInstanceOf(Date);
  });
});
