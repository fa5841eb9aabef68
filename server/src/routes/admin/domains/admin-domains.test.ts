import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyedDomain, purchase } from '../../../../../tests/server/event-senders.ts';
import { domainOwner } from '../../../../../tests/server/owned-domain.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTrackingTestServer } from '../../../../../tests/server/tracking-test-server.ts';
import { ensureEventPartitions } from '../../../db/event-partitions.ts';
import { activityLogs, notifications, users } from '../../../db/schema/accounts.ts';
import { subscriptions } from '../../../db/schema/billing.ts';
import { domains, plans, trackingDomains } from '../../../db/schema/business.ts';
import { events } from '../../../db/schema/events.ts';

const CNAME_TARGET = 'track.tracklane.test';
const { server, dns } = useTrackingTestServer(CNAME_TARGET);
const HOUR_MS = 3_600_000;

/** A fresh administrator, signed in, and their client. */
async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Domain Admin' });
  return { ...account, api: server().client({ token: account.token }) };
}

/** The audit entries about domain `id`, oldest first. */
function auditOf(id: string) {
  return server()
    .db.select()
    .from(activityLogs)
    .where(eq(activityLogs.subjectId, id))
    .orderBy(activityLogs.createdAt, activityLogs.id);
}

/** Stores `processed` delivered and `failed` failed events of this month for `domainId`. */
async function storeEvents(domainId: string, { processed, failed }: { processed: number; failed: number }) {
  const now = new Date();
  await ensureEventPartitions(server().db, now, now);
  const rows = [...Array(processed + failed).keys()].map((index) => ({
    id: randomUUID(),
    domainId,
    eventName: 'Purchase',
    eventId: randomUUID(),
    status: index < processed ? ('processed' as const) : ('failed' as const),
    eventTime: now,
  }));
  await server().db.insert(events).values(rows);
}

/** A domain of a new owner, named `<tag>-<label>.example.test`. */
async function taggedDomain(tag: string, label: string) {
  const owner = await domainOwner(server());
  const [domain] = await server()
    .db.update(domains)
    .set({ name: `${tag}-${label}.example.test` })
    .where(eq(domains.id, owner.domain.id))
    .returning();
  if (!domain) throw new Error('the domain was not renamed');
  return { ...owner, domain };
}

/** A plan of its own for a test. */
async function newPlan() {
  const [plan] = await server()
    .db.insert(plans)
    .values({ slug: `grant-${randomUUID().slice(0, 8)}`, name: 'Granted', priceAmount: 0, interval: 'month' })
    .returning();
  if (!plan) throw new Error('the plan was not stored');
  return plan;
}

const byId = (id: string) => ({ params: { path: { id } } });

describe('staff looking at every owner’s domains', () => {
  it('GET /admin/domains shows owner, plan, tracking state, events this month and failure rate, sorted by events', async () => {
    const admin = await newAdmin();
    const tag = `list${randomUUID().slice(0, 6)}`;
    const busy = await taggedDomain(tag, 'busy');
    const quiet = await taggedDomain(tag, 'quiet');
    await storeEvents(busy.domain.id, { processed: 3, failed: 1 });
    await storeEvents(quiet.domain.id, { processed: 1, failed: 0 });

    const { data, response } = await admin.api.GET('/admin/domains', {
      params: { query: { search: tag, sort: 'events_this_month', order: 'desc' } },
    });
    expect(response.status).toBe(200);
    expect(data?.meta.total).toBe(2);
    expect(data?.data.map((domain) => domain.name)).toEqual([busy.domain.name, quiet.domain.name]);
    expect(data?.data[0]).toMatchObject({
      user: { id: busy.account.id, email: busy.account.email },
      events_this_month: 4,
      delivery_failure_rate: 0.25,
      ingestion_block: null,
      tracking_domains: [],
      plan: null,
    });
    // The dashboard's link sorts by `events_count`: the same order here.
    const ascending = await admin.api.GET('/admin/domains', {
      params: { query: { search: tag, sort: 'events_count', order: 'asc' } },
    });
    expect(ascending.data?.data.map((domain) => domain.name)).toEqual([quiet.domain.name, busy.domain.name]);
    // The owner's email finds the domain too.
    const byOwner = await admin.api.GET('/admin/domains', {
      params: { query: { search: busy.account.email } },
    });
    expect(byOwner.data?.data.map((domain) => domain.id)).toEqual([busy.domain.id]);

    const bad = await admin.api.GET('/admin/domains', {
      params: { query: { filter: { status: 'gone', stuck_hours: 'soon' } } },
    });
    expect(bad.response.status).toBe(422);
    expect(Object.keys(bad.error?.errors ?? {})).toEqual(['filter[status]']);
  });

  it('GET /admin/domains?filter[stuck_hours]=N lists the domains whose tracking subdomain has not gone live in N hours', async () => {
    const admin = await newAdmin();
    const tag = `stuck${randomUUID().slice(0, 6)}`;
    const stuck = await taggedDomain(tag, 'stuck');
    const fresh = await taggedDomain(tag, 'fresh');
    const live = await taggedDomain(tag, 'live');
    await taggedDomain(tag, 'none');
    const added = (domainId: string, hostname: string, status: 'pending' | 'active', hoursAgo: number) => ({
      domainId,
      hostname,
      cnameTarget: CNAME_TARGET,
      status,
      createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    });
    await server()
      .db.insert(trackingDomains)
      .values([
        added(stuck.domain.id, `t.${stuck.domain.name}`, 'pending', 30),
        added(fresh.domain.id, `t.${fresh.domain.name}`, 'pending', 2),
        added(live.domain.id, `t.${live.domain.name}`, 'active', 30),
      ]);
    const list = async (filter: Record<string, string>) => {
      const { data } = await admin.api.GET('/admin/domains', { params: { query: { search: tag, filter } } });
      return data?.data.map((domain) => domain.name).sort();
    };
    expect(await list({ stuck_hours: '24' })).toEqual([stuck.domain.name]);
    expect(await list({ stuck_hours: '1' })).toEqual([fresh.domain.name, stuck.domain.name].sort());
    expect(await list({ stuck_hours: '48' })).toEqual([]);
    expect(await list({ tracking: 'none' })).toEqual([`${tag}-none.example.test`]);
    expect(await list({ tracking: 'active' })).toEqual([live.domain.name]);
    const bad = await admin.api.GET('/admin/domains', {
      params: { query: { filter: { stuck_hours: '0' } } },
    });
    expect(Object.keys(bad.error?.errors ?? {})).toEqual(['filter[stuck_hours]']);
  });

  it('GET /admin/domains/{id} and /statistics answer the domain and the totals; an unknown id 404', async () => {
    const admin = await newAdmin();
    const owner = await domainOwner(server());
    await storeEvents(owner.domain.id, { processed: 10, failed: 0 });
    const { data } = await admin.api.GET('/admin/domains/{id}', byId(owner.domain.id));
    expect(data?.data).toMatchObject({ id: owner.domain.id, events_this_month: 10 });
    const missing = await admin.api.GET('/admin/domains/{id}', byId('no-such-domain'));
    expect(missing.response.status).toBe(404);

    const statistics = await admin.api.GET('/admin/domains/statistics');
    expect(statistics.data?.data.top_domains[0]).toMatchObject({
      id: owner.domain.id,
      events_count: 10,
    });
    expect(statistics.data?.data.by_status.total).toBeGreaterThan(0);
  });
});

describe('staff changing any owner’s domain', () => {
  it('POST /admin/domains adds a domain with a granted plan and its key; a taken name or unknown owner answers 422', async () => {
    const admin = await newAdmin();
    const owner = await domainOwner(server());
    const plan = await newPlan();
    const name = `added-${randomUUID().slice(0, 8)}.example.test`;
    const { data, response } = await admin.api.POST('/admin/domains', {
      body: { user_id: owner.account.id, name, status: 'active', plan: plan.slug },
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({
      name,
      status: 'active',
      plan: { slug: plan.slug },
      user: { id: owner.account.id },
    });
    expect(data?.data.api_key?.secret).toBeTruthy();
    const [entry] = await auditOf(data?.data.id ?? '');
    expect(entry).toMatchObject({ action: 'admin.domain.created', userId: admin.id });

    const taken = await admin.api.POST('/admin/domains', { body: { user_id: owner.account.id, name } });
    expect(Object.keys(taken.error?.errors ?? {})).toEqual(['name']);
    const nobody = await admin.api.POST('/admin/domains', {
      body: { user_id: 'no-such-user', name: `x-${randomUUID().slice(0, 8)}.example.test` },
    });
    expect(Object.keys(nobody.error?.errors ?? {})).toEqual(['user_id']);
  });

  it('PUT /admin/domains/{id} changes plan and status with a reason; a paid plan is not taken away', async () => {
    const admin = await newAdmin();
    const owner = await domainOwner(server());
    const plan = await newPlan();
    const { data } = await admin.api.PUT('/admin/domains/{id}', {
      ...byId(owner.domain.id),
      body: { plan: plan.slug, status: 'suspended', reason: 'Granted for the partnership' },
    });
    expect(data?.data).toMatchObject({ status: 'suspended', plan: { slug: plan.slug } });
    const [entry] = await auditOf(owner.domain.id);
    expect(entry).toMatchObject({ action: 'admin.domain.updated' });
    expect(entry?.properties).toMatchObject({
      reason: 'Granted for the partnership',
      changes: { status: { before: 'active', after: 'suspended' }, plan: { before: null, after: plan.slug } },
    });

    await server()
      .db.update(domains)
      .set({ planSource: 'subscription' })
      .where(eq(domains.id, owner.domain.id));
    const refused = await admin.api.PUT('/admin/domains/{id}', {
      ...byId(owner.domain.id),
      body: { plan: null },
    });
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['plan']);
    const unknown = await admin.api.PUT('/admin/domains/{id}', {
      ...byId('no-such-domain'),
      body: { status: 'active' },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('PUT /admin/domains/{id} with user_id moves the domain, its subscription and its events to the new owner', async () => {
    const admin = await newAdmin();
    const from = await domainOwner(server());
    const to = await domainOwner(server());
    const plan = await newPlan();
    const now = new Date();
    await server()
      .db.insert(subscriptions)
      .values({
        domainId: from.domain.id,
        userId: from.account.id,
        planId: plan.id,
        status: 'active',
        interval: 'month',
        currentPeriodStart: new Date(now.getTime() - 24 * HOUR_MS),
        currentPeriodEnd: new Date(now.getTime() + 24 * HOUR_MS),
        provider: 'sandbox',
      });
    await storeEvents(from.domain.id, { processed: 2, failed: 0 });

    const { data, response } = await admin.api.PUT('/admin/domains/{id}', {
      ...byId(from.domain.id),
      body: { user_id: to.account.id, reason: 'The shop was sold' },
    });
    expect(response.status).toBe(200);
    expect(data?.data.user.id).toBe(to.account.id);
    const moved = await server()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.domainId, from.domain.id));
    expect(moved.map((row) => row.userId)).toEqual([to.account.id]);
    // The new owner sees the domain and its events; the old one no longer does.
    const theirs = await to.api.GET('/domains/{domainId}', {
      params: { path: { domainId: from.domain.id } },
    });
    expect(theirs.data?.data.events_count).toBe(2);
    const gone = await from.api.GET('/domains/{domainId}', {
      params: { path: { domainId: from.domain.id } },
    });
    expect(gone.response.status).toBe(404);
    const entries = await auditOf(from.domain.id);
    expect(entries.at(-1)).toMatchObject({ action: 'admin.domain.transferred' });
    expect(entries.at(-1)?.properties).toMatchObject({
      reason: 'The shop was sold',
      changes: { owner: { before: from.account.email, after: to.account.email } },
    });
    const nobody = await admin.api.PUT('/admin/domains/{id}', {
      ...byId(from.domain.id),
      body: { user_id: 'nobody' },
    });
    expect(Object.keys(nobody.error?.errors ?? {})).toEqual(['user_id']);
  });

  it('PUT …/ingestion-block refuses the domain’s events with the reason in the owner’s language until it is taken off', async () => {
    const admin = await newAdmin();
    const owner = await keyedDomain(server());
    await server().db.update(users).set({ language: 'de' }).where(eq(users.id, owner.account.id));
    const reason = 'Spam-Ereignisse seit Montag';
    const blocked = await admin.api.PUT('/admin/domains/{id}/ingestion-block', {
      ...byId(owner.domain.id),
      body: { reason },
    });
    expect(blocked.data?.data.ingestion_block).toMatchObject({ reason });

    const refused = await owner.send([purchase()]);
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe(
      `Das Tracklane-Team hat die Ereignisse dieser Domain gesperrt. Grund: ${reason}`,
    );
    const listed = await admin.api.GET('/admin/domains', {
      params: { query: { search: owner.domain.name, filter: { ingestion: 'blocked' } } },
    });
    expect(listed.data?.meta.total).toBe(1);

    const unblocked = await admin.api.DELETE('/admin/domains/{id}/ingestion-block', {
      ...byId(owner.domain.id),
      params: { path: { id: owner.domain.id }, query: { reason: 'Cleaned up' } },
    });
    expect(unblocked.data?.data.ingestion_block).toBeNull();
    expect((await owner.send([purchase()])).response.status).toBe(202);
    const actions = (await auditOf(owner.domain.id)).map((entry) => entry.action);
    expect(actions).toEqual(['admin.domain.ingestion_blocked', 'admin.domain.ingestion_unblocked']);
    const empty = await admin.api.PUT('/admin/domains/{id}/ingestion-block', {
      ...byId(owner.domain.id),
      body: { reason: '' },
    });
    expect(empty.response.status).toBe(422);
  });

  it('POST …/tracking-recheck looks the CNAME up now and answers what DNS answered', async () => {
    const admin = await newAdmin();
    const owner = await domainOwner(server());
    const hostname = `t.${owner.domain.name}`;
    await server()
      .db.insert(trackingDomains)
      .values({ domainId: owner.domain.id, hostname, cnameTarget: CNAME_TARGET, status: 'pending' });
    dns().set(hostname, { cname: 'elsewhere.example.net' });
    const { data, response } = await admin.api.POST(
      '/admin/domains/{id}/tracking-recheck',
      byId(owner.domain.id),
    );
    expect(response.status).toBe(200);
    expect(data?.data.dns_answer).toMatchObject({ outcome: 'wrong_target', value: 'elsewhere.example.net' });
    expect(data?.data.tracking_domain.last_checked_at).not.toBeNull();
    expect((await auditOf(owner.domain.id)).at(-1)).toMatchObject({
      action: 'admin.domain.tracking_rechecked',
    });

    const bare = await domainOwner(server());
    const none = await admin.api.POST('/admin/domains/{id}/tracking-recheck', byId(bare.domain.id));
    expect(none.response.status).toBe(404);
  });

  it('DELETE /admin/domains/{id} deletes the domain with its subscription, records the reason and tells the owner', async () => {
    const admin = await newAdmin();
    const owner = await domainOwner(server());
    const { response } = await admin.api.DELETE('/admin/domains/{id}', {
      params: { path: { id: owner.domain.id }, query: { reason: 'Phishing site' } },
    });
    expect(response.status).toBe(200);
    expect(await server().db.select().from(domains).where(eq(domains.id, owner.domain.id))).toEqual([]);
    expect((await auditOf(owner.domain.id)).at(-1)).toMatchObject({
      action: 'admin.domain.deleted',
      properties: expect.objectContaining({ reason: 'Phishing site' }) as unknown,
    });
    const told = await server()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, owner.account.id));
    expect(told.map((row) => row.data.kind)).toContain('domain_deleted_by_staff');
    const again = await admin.api.DELETE('/admin/domains/{id}', byId(owner.domain.id));
    expect(again.response.status).toBe(404);
  });
});

describe('staff changing many domains at once', () => {
  it('POST /admin/domains/bulk-update by ids changes them all, or none when one id is unknown', async () => {
    const admin = await newAdmin();
    const tag = `ids${randomUUID().slice(0, 6)}`;
    const first = await taggedDomain(tag, 'a');
    const second = await taggedDomain(tag, 'b');
    const refused = await admin.api.POST('/admin/domains/bulk-update', {
      body: { ids: [first.domain.id, 'no-such-domain'], status: 'suspended' },
    });
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['ids.1']);
    const [untouched] = await server().db.select().from(domains).where(eq(domains.id, first.domain.id));
    expect(untouched?.status).toBe('active');

    const { data } = await admin.api.POST('/admin/domains/bulk-update', {
      body: { ids: [first.domain.id, second.domain.id], status: 'suspended', reason: 'Unpaid' },
    });
    expect(data?.data).toEqual({ updated_count: 2, matched_count: 2 });
    expect((await auditOf(second.domain.id)).at(-1)?.properties).toMatchObject({ reason: 'Unpaid' });
  });

  it('POST /admin/domains/bulk-update by filter previews the count, insists on it, and changes all or nothing', async () => {
    const admin = await newAdmin();
    const tag = `bulk${randomUUID().slice(0, 6)}`;
    const domainsOfTag = await Promise.all(['a', 'b', 'c'].map((label) => taggedDomain(tag, label)));
    const plan = await newPlan();
    const filter = { search: tag, status: 'active' };

    const preview = await admin.api.POST('/admin/domains/bulk-update', {
      body: { filter, plan: plan.slug, preview: true },
    });
    expect(preview.data?.data).toEqual({ updated_count: 0, matched_count: 3 });
    const stale = await admin.api.POST('/admin/domains/bulk-update', {
      body: { filter, plan: plan.slug, expected_count: 2 },
    });
    expect(Object.keys(stale.error?.errors ?? {})).toEqual(['expected_count']);

    // One of them pays for its plan: taking plans away refuses them all.
    const [paid, ...granted] = domainsOfTag;
    await server()
      .db.update(domains)
      .set({ planId: plan.id, planSource: 'staff' })
      .where(eq(domains.userId, granted[0]?.account.id ?? ''));
    await server()
      .db.update(domains)
      .set({ planId: plan.id, planSource: 'subscription' })
      .where(eq(domains.id, paid?.domain.id ?? ''));
    const all = await admin.api.POST('/admin/domains/bulk-update', { body: { filter, plan: null } });
    expect(Object.keys(all.error?.errors ?? {})).toEqual(['plan']);
    const [still] = await server()
      .db.select()
      .from(domains)
      .where(eq(domains.userId, granted[0]?.account.id ?? ''));
    expect(still?.planId).toBe(plan.id);

    const { data } = await admin.api.POST('/admin/domains/bulk-update', {
      body: { filter, status: 'expired', expected_count: 3, reason: 'Season ended' },
    });
    expect(data?.data).toEqual({ updated_count: 3, matched_count: 3 });
    const listed = await admin.api.GET('/admin/domains', {
      params: { query: { search: tag, filter: { status: 'expired' } } },
    });
    expect(listed.data?.meta.total).toBe(3);
  });
});
