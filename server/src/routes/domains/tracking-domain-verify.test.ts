import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerWithTrackingDomain } from '../../../../tests/server/owned-domain.ts';
import { domainPath, useTrackingTestServer } from '../../../../tests/server/tracking-test-server.ts';
import { trackingDomains } from '../../db/schema/business.ts';

/** Where this file's tracking subdomains must point. */
const CNAME_TARGET = 'edge.test-tracking.example';
const { server, dns } = useTrackingTestServer(CNAME_TARGET);

/** Moves the tracking domain's addition `minutes` into the past. */
async function addedAgo(hostname: string, minutes: number) {
  await server()
    .db.update(trackingDomains)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(trackingDomains.hostname, hostname));
}

describe('POST /domains/{domainId}/tracking-domain/verify', () => {
  it('POST .../verify keeps a subdomain added a minute ago waiting for DNS, what it found on the DNS step in progress', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await addedAgo(hostname, 1);
    const { data } = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(data?.message).toBe('The CNAME record is not in place yet');
    expect(data?.data.status).toBe('verifying');
    expect(data?.data.last_error).toContain('a new record can take up to an hour to appear');

    const status = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(status.data?.data.tracking_domain.status).toBe('verifying');
    expect(status.data?.data.steps[0]).toMatchObject({ key: 'dns', status: 'in_progress' });
    expect(status.data?.data.steps[0]?.message).toContain('No CNAME record was found');
    expect(status.data?.data.next_check_at).toBeInstanceOf(Date);
  });

  it('POST .../verify of a subdomain added a minute ago leaves the dashboard an alert to wait for DNS, not a failure', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await addedAgo(hostname, 1);
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    const { data } = await api.GET('/user/dashboard');
    const alerts = data?.data.alerts.filter((alert) => alert.domain_id === domain.id);
    expect(alerts?.map((alert) => [alert.key, alert.type, alert.title])).toEqual([
      ['tracking_domain_pending', 'info', 'Waiting for DNS'],
    ]);
  });

  it('POST .../verify keeps waiting for DNS up to an hour after the subdomain was added, and fails it after', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await addedAgo(hostname, 59);
    const waiting = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(waiting.data?.data.status).toBe('verifying');
    await addedAgo(hostname, 61);
    const failed = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(failed.data?.data.status).toBe('failed');
  });

  it('POST .../verify records a CNAME pointing elsewhere as failed, naming where it points', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await addedAgo(hostname, 90);
    dns().set(hostname, { cname: 'old-cdn.example.net' });
    const { data, response } = await api.POST(
      '/domains/{domainId}/tracking-domain/verify',
      domainPath(domain.id),
    );
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
    const { domain, token, hostname } = await ownerWithTrackingDomain(server());
    const { data } = await server()
      .client({ token, language: 'de' })
      .POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(data?.data.status).toBe('verifying');
    expect(data?.data.last_error).toContain(hostname);
    expect(data?.data.last_error).not.toContain('No CNAME record');
  });

  it('POST .../verify records a resolver that does not answer as a time-out', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    dns().set(hostname, 'silent');
    const { data } = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(data?.data.status).toBe('verifying');
    expect(data?.data.last_error).toBe(
      'The DNS servers did not answer in time. We will check again in a few minutes.',
    );
  });

  it('POST .../verify takes the subdomain live once its CNAME is right, each step with its time', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    dns().set(hostname, { cname: CNAME_TARGET });
    const { data } = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(data?.message).toBe('The CNAME record is in place');
    expect(data?.data).toMatchObject({ status: 'active', last_error: null });
    expect(data?.data.cname_verified_at).toBeInstanceOf(Date);
    expect(data?.data.cloudflare_created_at).toBeInstanceOf(Date);
    expect(data?.data.certificate_deployed_at).toBeInstanceOf(Date);

    const status = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(status.data?.data.ready).toBe(true);
    expect(status.data?.data.steps.map((step) => [step.key, step.status])).toEqual([
      ['dns', 'done'],
      ['hostname', 'done'],
      ['certificate', 'done'],
    ]);
    expect(Number(status.data?.data.next_check_at)).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('POST .../verify of a live subdomain keeps the times its steps were done', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: CNAME_TARGET });
    const first = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(again.data?.data.status).toBe('active');
    expect(again.data?.data.cname_verified_at).toEqual(first.data?.data.cname_verified_at);
    expect(again.data?.data.certificate_deployed_at).toEqual(first.data?.data.certificate_deployed_at);
    expect(Number(again.data?.data.last_checked_at)).toBeGreaterThan(
      Number(first.data?.data.last_checked_at),
    );
  });

  it('POST .../verify answers 429 after 6 checks in a minute', async () => {
    const { api, domain } = await ownerWithTrackingDomain(server());
    const statuses: number[] = [];
    for (let call = 0; call < 7; call += 1) {
      statuses.push(
        (await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id))).response.status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /domains/{domainId}/tracking-domain/status', () => {
  it('GET .../status shows the DNS step waiting and the others pending for a new subdomain', async () => {
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
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
    const { api, domain, hostname } = await ownerWithTrackingDomain(server());
    await addedAgo(hostname, 90);
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    const { data } = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(data?.data.steps[0]).toMatchObject({ key: 'dns', status: 'failed' });
    expect(data?.data.steps[0]?.message).toContain('No CNAME record was found');
  });
});
