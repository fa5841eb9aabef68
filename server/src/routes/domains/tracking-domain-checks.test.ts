import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCloudflare, type FakeCloudflare } from '../../../../tests/server/fake-cloudflare.ts';
import { ownerWithTrackingDomain } from '../../../../tests/server/owned-domain.ts';
import { domainPath, useTrackingTestServer } from '../../../../tests/server/tracking-test-server.ts';
import { notifications } from '../../db/schema/accounts.ts';
import { trackingDomains } from '../../db/schema/business.ts';
import { checkTrackingDomain } from './tracking-domain-checks.ts';

/** Where this file's tracking subdomains must point. */
const CNAME_TARGET = 'edge.test-tracking.example';
const { server, dns } = useTrackingTestServer(CNAME_TARGET);
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

async function stored(id: string) {
  const [row] = await server().db.select().from(trackingDomains).where(eq(trackingDomains.id, id));
  if (!row) throw new Error(`tracking domain ${id} is gone`);
  return row;
}

/** Makes the tracking domain due now, its previous check `minutesAgo` ago, and runs its check (its job's body). */
async function checkWhenDue(id: string, minutesAgo = 0) {
  const now = new Date();
  await server()
    .db.update(trackingDomains)
    .set({
      nextCheckAt: new Date(now.getTime() - 1000),
      ...(minutesAgo && { lastCheckedAt: new Date(now.getTime() - minutesAgo * 60_000) }),
    })
    .where(eq(trackingDomains.id, id));
  expect(await checkTrackingDomain(server().context, id, now)).toBe(true);
  return { now, row: await stored(id) };
}

const minutesAfter = (now: Date, date: Date | null) => ((date?.getTime() ?? 0) - now.getTime()) / 60_000;

describe('checkTrackingDomain', () => {
  it('re-checks a pending subdomain with a growing wait, and takes it live once its record appears', async () => {
    const { id } = await ownerWithTrackingDomain(server());
    const first = await checkWhenDue(id);
    expect(first.row).toMatchObject({ status: 'verifying', lastError: 'dns_no_record' });
    expect(first.row.lastCheckedAt).toEqual(first.now);
    expect(minutesAfter(first.now, first.row.nextCheckAt)).toBe(1);

    const later = await checkWhenDue(id, 10);
    expect(minutesAfter(later.now, later.row.nextCheckAt)).toBe(20);

    const { hostname } = await stored(id);
    dns().set(hostname, { cname: CNAME_TARGET });
    const live = await checkWhenDue(id);
    expect(live.row).toMatchObject({ status: 'active', lastError: null });
    expect(live.row.cnameVerifiedAt).toEqual(live.now);
    expect(live.row.certificateDeployedAt).toEqual(live.now);
    expect(minutesAfter(live.now, live.row.nextCheckAt)).toBe(60);
  });

  it('keeps a record missing for the first hour after the subdomain was added waiting, and fails it after', async () => {
    const { id } = await ownerWithTrackingDomain(server());
    const addedAgo = async (minutes: number) => {
      await server()
        .db.update(trackingDomains)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(trackingDomains.id, id));
    };
    await addedAgo(33);
    expect((await checkWhenDue(id, 32)).row).toMatchObject({
      status: 'verifying',
      lastError: 'dns_no_record',
    });
    await addedAgo(64);
    const late = await checkWhenDue(id, 32);
    expect(late.row).toMatchObject({ status: 'failed', lastError: 'dns_no_record' });
    // Still looked for: a record that appears later takes the subdomain live.
    expect(minutesAfter(late.now, late.row.nextCheckAt)).toBe(64);
  });

  it('stops looking for a record a week after the subdomain was added, and marks it failed', async () => {
    const { id } = await ownerWithTrackingDomain(server());
    await server()
      .db.update(trackingDomains)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(trackingDomains.id, id));
    const { row } = await checkWhenDue(id);
    expect(row).toMatchObject({ status: 'failed', lastError: 'dns_no_record', nextCheckAt: null });
  });

  it('leaves alone a tracking domain whose check is not due', async () => {
    const { id } = await ownerWithTrackingDomain(server());
    const before = await stored(id);
    expect(await checkTrackingDomain(server().context, id)).toBe(false);
    expect(await stored(id)).toEqual(before);
  });

  it('claims a due tracking domain once: a second check at the same time leaves it to the first', async () => {
    const { id } = await ownerWithTrackingDomain(server());
    const now = new Date();
    await server()
      .db.update(trackingDomains)
      .set({ nextCheckAt: new Date(now.getTime() - 1000) })
      .where(eq(trackingDomains.id, id));
    const checked = await Promise.all([
      checkTrackingDomain(server().context, id, now),
      checkTrackingDomain(server().context, id, now),
    ]);
    expect(checked.toSorted()).toEqual([false, true]);
  });

  it('records drift of a live subdomain, tells its owner in their language, and recovers', async () => {
    const { api, domain, hostname, id, account, token } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: CNAME_TARGET });
    const verified = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(verified.data?.data.status).toBe('active');

    dns().set(hostname, { cname: 'parked.registrar.example' });
    const drifted = await checkWhenDue(id);
    expect(drifted.row).toMatchObject({
      status: 'failed',
      lastError: 'dns_wrong_target:parked.registrar.example',
    });
    const notes = await server()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, account.id)));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'error', title: `Tracking through ${hostname} has stopped` });
    const bell = await server().client({ token, language: 'pl' }).GET('/auth/notifications');
    expect(bell.data?.data[0]?.title).toBe(`Śledzenie przez ${hostname} zostało przerwane`);
    expect(bell.data?.data[0]?.message).toContain('parked.registrar.example');

    dns().set(hostname, { cname: CNAME_TARGET });
    const recovered = await checkWhenDue(id);
    expect(recovered.row).toMatchObject({ status: 'active', lastError: null });
    expect(
      await server().db.select().from(notifications).where(eq(notifications.userId, account.id)),
    ).toHaveLength(1);
  });

  it('records a live subdomain whose resolver stops answering as failed with a time-out', async () => {
    const { api, domain, hostname, id } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: CNAME_TARGET });
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    dns().set(hostname, 'silent');
    const { row } = await checkWhenDue(id);
    expect(row).toMatchObject({ status: 'failed', lastError: 'dns_timeout' });
  });
});

describe('tracking domains on Cloudflare for SaaS', () => {
  function useCloudflare() {
    server().config.certificates = {
      provider: 'cloudflare',
      apiUrl: cloudflare.apiUrl,
      apiToken: CLOUDFLARE.token,
      zoneId: CLOUDFLARE.zoneId,
    };
  }

  it('registers the verified hostname, follows its certificate until active and releases it on delete', async () => {
    useCloudflare();
    const { api, domain, hostname, id } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: CNAME_TARGET });
    const { data } = await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    expect(data?.data.status).toBe('configuring');
    expect(data?.data.cloudflare_created_at).toBeInstanceOf(Date);
    expect(data?.data.certificate_deployed_at).toBeNull();
    expect((await stored(id)).cloudflareHostnameId).toBe(cloudflare.hostname(hostname)?.id);

    const progress = await api.GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(progress.data?.data.steps.map((step) => step.status)).toEqual(['done', 'done', 'in_progress']);

    const waiting = await checkWhenDue(id);
    expect(waiting.row.status).toBe('configuring');
    cloudflare.setSsl(hostname, 'active');
    const live = await checkWhenDue(id);
    expect(live.row).toMatchObject({ status: 'active', lastError: null });
    expect(live.row.certificateDeployedAt).toEqual(live.now);

    const removed = await api.DELETE('/domains/{domainId}/tracking-domain', domainPath(domain.id));
    expect(removed.response.status).toBe(200);
    expect(cloudflare.hostname(hostname)).toBeUndefined();
  });

  it('records a certificate Cloudflare gave up on, and POST .../configure orders a new one', async () => {
    useCloudflare();
    const { api, domain, hostname, id, token } = await ownerWithTrackingDomain(server());
    dns().set(hostname, { cname: CNAME_TARGET });
    await api.POST('/domains/{domainId}/tracking-domain/verify', domainPath(domain.id));
    const firstId = cloudflare.hostname(hostname)?.id;
    cloudflare.setSsl(hostname, 'validation_timed_out', 'HTTP validation timed out');
    const failed = await checkWhenDue(id);
    expect(failed.row).toMatchObject({
      status: 'failed',
      lastError: 'certificate_failed:HTTP validation timed out',
    });
    const progress = await server()
      .client({ token })
      .GET('/domains/{domainId}/tracking-domain/status', domainPath(domain.id));
    expect(progress.data?.data.steps[2]).toMatchObject({
      key: 'certificate',
      status: 'failed',
      message:
        'The HTTPS certificate could not be issued (HTTP validation timed out). Check that the CNAME record is still in place, then try again.',
    });

    const retried = await api.POST('/domains/{domainId}/tracking-domain/configure', domainPath(domain.id));
    expect(retried.data?.data.status).toBe('configuring');
    expect(cloudflare.hostname(hostname)?.id).not.toBe(firstId);
  });
});
