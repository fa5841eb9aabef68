import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '#contract';
import { createOwnedDomain } from '../../../../../tests/server/owned-domain.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import { activityLogs } from '../../../db/schema/accounts.ts';
import { subscriptions } from '../../../db/schema/billing.ts';
import { plans } from '../../../db/schema/business.ts';

const server = useTestServer();

type PlanCreate = components['schemas']['AdminPlanCreateRequest'];
type SubscriptionStatus = components['schemas']['SubscriptionStatus'];

const DAY_MS = 86_400_000;
const uniqueSlug = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** An administrator of their own, and the client they call the API with (in `language`). */
async function newAdmin(language = 'en') {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Plan Keeper' });
  return { ...account, api: server().client({ token: account.token, language }) };
}

/** A plan body, monthly at 49 USD with two features and a Polish text. */
function planBody(slug: string, overrides: Partial<PlanCreate> = {}): PlanCreate {
  return {
    slug,
    name: `Plan ${slug}`,
    description: 'For tests',
    price: { amount: 4900, currency: 'USD' },
    interval: 'month',
    limits: { events_per_month: 100_000, tracking_domains: 3, services: 5 },
    features: [
      { slug: 'custom_events', value: true },
      { slug: 'support_level', value: 'Email', translations: { pl: 'E-mail', de: 'E-Mail' } },
    ],
    translations: { pl: { name: `Plan PL ${slug}`, description: 'Do testów' } },
    ...overrides,
  };
}

async function createPlan(admin: Awaited<ReturnType<typeof newAdmin>>, body: PlanCreate) {
  const { data, error } = await admin.api.POST('/admin/plans', { body });
  if (!data) throw new Error(`the plan was not created: ${JSON.stringify(error)}`);
  return data.data;
}

/** Subscriptions of `planId` in these states, each on a domain of its own; renewals `renewInDays` away. */
async function subscribe(planId: string, states: SubscriptionStatus[], renewInDays = 10) {
  const owner = await signedInAccount(server());
  for (const [index, status] of states.entries()) {
    const domain = await createOwnedDomain(server(), owner.id);
    const start = new Date();
    await server()
      .db.insert(subscriptions)
      .values({
        domainId: domain.id,
        userId: owner.id,
        planId,
        status,
        interval: 'month',
        provider: 'sandbox',
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + (renewInDays + index) * DAY_MS),
        canceledAt: status === 'canceled' ? new Date() : null,
      });
  }
}

async function auditOf(subjectId: string) {
  return server()
    .db.select()
    .from(activityLogs)
    .where(eq(activityLogs.subjectId, subjectId))
    .orderBy(activityLogs.createdAt, activityLogs.id);
}

/** The public plans as a visitor reads them in `language`. */
async function publicPlans(language = 'en') {
  const { data } = await server().client({ language }).GET('/plans');
  return data?.data ?? [];
}

describe('staff managing plans', () => {
  it('GET /admin/plans lists inactive plans too, searches, filters and sorts, and refuses an unknown filter', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('hidden');
    await createPlan(admin, planBody(slug, { is_active: false, price: { amount: 1, currency: 'USD' } }));
    const found = await admin.api.GET('/admin/plans', { params: { query: { search: slug } } });
    expect(found.data?.data.map((plan) => [plan.slug, plan.is_active])).toEqual([[slug, false]]);
    expect(found.data?.data[0]).toMatchObject({
      active_subscriptions_count: 0,
      stripe_price_id: null,
      stripe_price_mismatch: null,
      translations: { pl: { name: `Plan PL ${slug}`, description: 'Do testów' } },
    });
    expect(found.data?.data[0]?.features).toEqual([
      { slug: 'custom_events', name: 'Custom events', value: true },
      {
        slug: 'support_level',
        name: 'Support',
        value: 'Email',
        translations: { pl: 'E-mail', de: 'E-Mail' },
      },
    ]);

    const inactive = await admin.api.GET('/admin/plans', {
      params: { query: { filter: { is_active: 'false' }, sort: 'price', per_page: 100 } },
    });
    expect(inactive.data?.data.every((plan) => !plan.is_active)).toBe(true);
    expect(inactive.data?.data.map((plan) => plan.slug)).toContain(slug);
    const yearly = await admin.api.GET('/admin/plans', {
      params: { query: { filter: { interval: 'year' }, sort: 'price', order: 'desc' } },
    });
    const prices = yearly.data?.data.map((plan) => plan.price.amount) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(yearly.data?.data.every((plan) => plan.interval === 'year')).toBe(true);

    const seeded = await admin.api.GET('/admin/plans', { params: { query: { search: 'starter' } } });
    expect(seeded.data?.data.map((plan) => plan.slug)).toEqual(['starter-monthly', 'starter-yearly']);

    const wrong = await admin.api.GET('/admin/plans', { params: { query: { filter: { colour: 'red' } } } });
    expect(wrong.response.status).toBe(422);
    expect(Object.keys(wrong.error?.errors ?? {})).toEqual(['filter[colour]']);
  });

  it('POST /admin/plans creates a plan shown at once on the public plans in the visitor’s language, and records it', async () => {
    const admin = await newAdmin();
    await publicPlans('pl'); // the cached answer, which the creation must replace
    const slug = uniqueSlug('fresh');
    const plan = await createPlan(admin, planBody(slug));
    expect(plan).toMatchObject({ slug, is_active: true, price: { amount: 4900, currency: 'USD' } });

    const polish = (await publicPlans('pl')).find((item) => item.slug === slug);
    expect(polish?.name).toBe(`Plan PL ${slug}`);
    expect(polish?.features.find((feature) => feature.slug === 'support_level')?.value).toBe('E-mail');
    const french = (await publicPlans('fr')).find((item) => item.slug === slug);
    expect(french?.name).toBe(`Plan ${slug}`);

    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({ userId: admin.id, action: 'admin.plan.created', subjectType: 'plan' });
    expect(entry?.properties).toMatchObject({
      target: `Plan ${slug}`,
      changes: { price: { before: null, after: '4900 USD' }, slug: { before: null, after: slug } },
    });
  });

  it('POST /admin/plans refuses a taken slug, an unknown feature and a value of the wrong kind with 422', async () => {
    const admin = await newAdmin();
    const taken = await admin.api.POST('/admin/plans', { body: planBody('pro-monthly') });
    expect(taken.response.status).toBe(422);
    expect(taken.error?.errors).toEqual({ slug: ['A plan with this slug already exists'] });

    const slug = uniqueSlug('wrong');
    const wrong = await admin.api.POST('/admin/plans', {
      body: planBody(slug, {
        features: [
          { slug: 'no_such_feature', value: true },
          { slug: 'custom_events', value: 5 },
          { slug: 'services', value: 'many' },
          { slug: 'api_access', value: true, translations: { pl: 'tak' } },
        ],
      }),
    });
    expect(wrong.response.status).toBe(422);
    expect(Object.keys(wrong.error?.errors ?? {}).sort()).toEqual([
      'features.0.slug',
      'features.1.value',
      'features.2.value',
      'features.3.translations',
    ]);
    const [stored] = await server().db.select().from(plans).where(eq(plans.slug, slug));
    expect(stored).toBeUndefined();
  });

  it('PUT /admin/plans/{slug} renames a plan and GET /plans shows the new name at once, recording before → after', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('rename');
    const plan = await createPlan(admin, planBody(slug));
    expect((await publicPlans('pl')).find((item) => item.slug === slug)?.name).toBe(`Plan PL ${slug}`);

    const { data, response } = await admin.api.PUT('/admin/plans/{slug}', {
      params: { path: { slug } },
      body: {
        name: 'Renamed',
        translations: { pl: { name: 'Przemianowany' }, de: { name: 'Umbenannt' } },
        features: [{ slug: 'api_access', value: true }],
      },
    });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({ name: 'Renamed', features: [{ slug: 'api_access', value: true }] });
    expect((await publicPlans('pl')).find((item) => item.slug === slug)?.name).toBe('Przemianowany');
    expect((await publicPlans('en')).find((item) => item.slug === slug)?.name).toBe('Renamed');
    const single = await server()
      .client({ language: 'de' })
      .GET('/plans/{slug}', {
        params: { path: { slug } },
      });
    expect(single.data?.data.name).toBe('Umbenannt');

    const entries = await auditOf(plan.id);
    expect(entries.map((entry) => entry.action)).toEqual(['admin.plan.created', 'admin.plan.updated']);
    expect(entries[1]?.properties).toMatchObject({
      target: 'Renamed',
      changes: {
        name: { before: `Plan ${slug}`, after: 'Renamed' },
        features: { before: ['custom_events=true', 'support_level="Email"'], after: ['api_access=true'] },
        name_pl: { before: `Plan PL ${slug}`, after: 'Przemianowany' },
        name_de: { before: null, after: 'Umbenannt' },
        description_pl: { before: 'Do testów', after: '' },
      },
    });
  });

  it('PUT /admin/plans/{slug} answers 404 for an unknown plan and 422 for a slug another plan has', async () => {
    const admin = await newAdmin();
    const missing = await admin.api.PUT('/admin/plans/{slug}', {
      params: { path: { slug: 'no-such-plan' } },
      body: { name: 'Nobody' },
    });
    expect(missing.response.status).toBe(404);
    const slug = uniqueSlug('clash');
    await createPlan(admin, planBody(slug));
    const clash = await admin.api.PUT('/admin/plans/{slug}', {
      params: { path: { slug } },
      body: { slug: 'pro-monthly' },
    });
    expect(clash.error?.errors).toEqual({ slug: ['A plan with this slug already exists'] });
  });

  it('hears of a plan change announced by another server process and drops its cached plans', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('elsewhere');
    const plan = await createPlan(admin, planBody(slug));
    expect((await publicPlans()).find((item) => item.slug === slug)?.name).toBe(`Plan ${slug}`);
    // Another process's write: the row changes without this process's knowledge, then the notice.
    await server().db.update(plans).set({ name: 'Changed elsewhere' }).where(eq(plans.id, plan.id));
    expect((await publicPlans()).find((item) => item.slug === slug)?.name).toBe(`Plan ${slug}`);
    await announcePublicReadsChanged(server().db);
    await expect
      .poll(async () => (await publicPlans()).find((item) => item.slug === slug)?.name)
      .toBe('Changed elsewhere');
  });

  it('POST /admin/plans/clear-cache makes the public plans read the database again', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('by-hand');
    const plan = await createPlan(admin, planBody(slug));
    expect((await publicPlans()).find((item) => item.slug === slug)?.name).toBe(`Plan ${slug}`);
    await server().db.update(plans).set({ name: 'Edited by hand' }).where(eq(plans.id, plan.id));
    const { response } = await admin.api.POST('/admin/plans/clear-cache');
    expect(response.status).toBe(200);
    await expect
      .poll(async () => (await publicPlans()).find((item) => item.slug === slug)?.name)
      .toBe('Edited by hand');
  });

  it('POST /admin/plans/impact/{slug} tells who a change affects and the revenue before and after, saving nothing', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('impact');
    const plan = await createPlan(admin, planBody(slug));
    // Two active, one past due, three trialing, one cancelled: three pay 49 USD a month.
    await subscribe(plan.id, [
      'active',
      'active',
      'past_due',
      'trialing',
      'trialing',
      'trialing',
      'canceled',
    ]);
    const { data: dearer } = await admin.api.POST('/admin/plans/impact/{slug}', {
      params: { path: { slug } },
      body: { price: { amount: 5900, currency: 'USD' } },
    });
    expect(dearer?.data).toMatchObject({
      subscriptions: { trialing: 3, active: 2, past_due: 1 },
      mrr_current: { amount: 14_700, currency: 'USD' },
      mrr_proposed: { amount: 17_700, currency: 'USD' },
      price_changes: true,
      closes_to_new: false,
    });
    // The earliest renewal of a live subscription: the first one's, ten days away.
    const [first] = await server()
      .db.select({ end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.planId, plan.id))
      .orderBy(subscriptions.currentPeriodEnd);
    expect(dearer?.data.first_renewal_at).toEqual(first?.end);

    const { data: yearly } = await admin.api.POST('/admin/plans/impact/{slug}', {
      params: { path: { slug } },
      body: { interval: 'year', price: { amount: 49_000, currency: 'USD' }, is_active: false },
    });
    // A year at 490 USD is 40.83 USD a month; three paying.
    expect(yearly?.data).toMatchObject({
      mrr_proposed: { amount: 12_250, currency: 'USD' },
      price_changes: true,
      closes_to_new: true,
    });
    const { data: renamed } = await admin.api.POST('/admin/plans/impact/{slug}', {
      params: { path: { slug } },
      body: { name: 'Only a new name' },
    });
    expect(renamed?.data).toMatchObject({ price_changes: false, mrr_proposed: { amount: 14_700 } });

    const [stored] = await server().db.select().from(plans).where(eq(plans.id, plan.id));
    expect(stored).toMatchObject({ priceAmount: 4900, interval: 'month', isActive: true });
    const missing = await admin.api.POST('/admin/plans/impact/{slug}', {
      params: { path: { slug: 'no-such-plan' } },
      body: { name: 'Nobody' },
    });
    expect(missing.response.status).toBe(404);
  });

  it('GET /admin/plans/statistics counts subscribers and monthly revenue per plan', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('figures');
    const plan = await createPlan(
      admin,
      planBody(slug, { interval: 'year', price: { amount: 12_000, currency: 'USD' } }),
    );
    await subscribe(plan.id, ['active', 'past_due', 'trialing', 'canceled']);
    const { data } = await admin.api.GET('/admin/plans/statistics');
    const figures = data?.data.plans.find((item) => item.plan.slug === slug);
    expect(figures).toMatchObject({
      active_subscriptions: 2,
      trialing_subscriptions: 1,
      canceled_last_30_days: 1,
      mrr: { amount: 2000, currency: 'USD' },
    });
    expect(data?.data.total_mrr.currency).toBe('USD');
    expect(data?.data.total_mrr.amount).toBeGreaterThanOrEqual(2000);
  });

  it('DELETE /admin/plans/{slug} refuses a plan in use, telling to switch it off, and deletes an unused one with the reason recorded', async () => {
    const admin = await newAdmin();
    const used = await createPlan(admin, planBody(uniqueSlug('used')));
    await subscribe(used.id, ['trialing', 'active']);
    const refused = await admin.api.DELETE('/admin/plans/{slug}', {
      params: { path: { slug: used.slug }, query: { reason: 'Nobody buys it' } },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.errors).toEqual({
      plan: ['Subscriptions on this plan: 2. A plan in use cannot be deleted: switch it off instead'],
    });
    const ended = await createPlan(admin, planBody(uniqueSlug('ended')));
    await subscribe(ended.id, ['canceled']);
    const history = await admin.api.DELETE('/admin/plans/{slug}', { params: { path: { slug: ended.slug } } });
    expect(history.response.status).toBe(422);

    const unused = await createPlan(admin, planBody(uniqueSlug('unused')));
    const deleted = await admin.api.DELETE('/admin/plans/{slug}', {
      params: { path: { slug: unused.slug }, query: { reason: 'Made by mistake' } },
    });
    expect(deleted.response.status).toBe(200);
    expect(await server().db.select().from(plans).where(eq(plans.id, unused.id))).toEqual([]);
    const entries = await auditOf(unused.id);
    expect(entries.at(-1)).toMatchObject({ action: 'admin.plan.deleted' });
    expect(entries.at(-1)?.properties).toMatchObject({ reason: 'Made by mistake' });
    const gone = await admin.api.DELETE('/admin/plans/{slug}', { params: { path: { slug: unused.slug } } });
    expect(gone.response.status).toBe(404);
  });

  it('POST /admin/plans/duplicate/{slug} copies a plan as an inactive -copy, then -copy-2, with its features and texts', async () => {
    const admin = await newAdmin();
    const slug = uniqueSlug('original');
    const original = await createPlan(admin, planBody(slug, { stripe_price_id: 'price_original' }));
    const first = await admin.api.POST('/admin/plans/duplicate/{slug}', { params: { path: { slug } } });
    expect(first.response.status).toBe(201);
    expect(first.data?.data).toMatchObject({
      slug: `${slug}-copy`,
      name: `Plan ${slug} (copy)`,
      is_active: false,
      stripe_price_id: null,
      price: original.price,
      limits: original.limits,
      features: original.features,
    });
    expect(first.data?.data.translations?.pl?.name).toMatch(new RegExp(`^Plan PL ${slug} \\(.+\\)$`));
    expect(first.data?.data.translations?.pl?.name).not.toBe(`Plan PL ${slug} (copy)`);

    const second = await admin.api.POST('/admin/plans/duplicate/{slug}', { params: { path: { slug } } });
    expect(second.data?.data.slug).toBe(`${slug}-copy-2`);
    const named = await admin.api.POST('/admin/plans/duplicate/{slug}', {
      params: { path: { slug } },
      body: { slug: `${slug}-team`, name: 'Team' },
    });
    expect(named.data?.data).toMatchObject({ slug: `${slug}-team`, name: 'Team' });
    const taken = await admin.api.POST('/admin/plans/duplicate/{slug}', {
      params: { path: { slug } },
      body: { slug: `${slug}-team` },
    });
    expect(taken.error?.errors).toEqual({ slug: ['A plan with this slug already exists'] });
    const missing = await admin.api.POST('/admin/plans/duplicate/{slug}', {
      params: { path: { slug: 'no-such-plan' } },
    });
    expect(missing.response.status).toBe(404);
    const [entry] = await auditOf(first.data?.data.id ?? '');
    expect(entry).toMatchObject({ action: 'admin.plan.duplicated' });
    expect(entry?.properties).toMatchObject({ source: `Plan ${slug}`, target: `Plan ${slug} (copy)` });
  });

  it('POST /admin/plans/bulk-update changes every plan named or, with one unknown, none', async () => {
    const admin = await newAdmin();
    const a = await createPlan(admin, planBody(uniqueSlug('bulk-a'), { sort_order: 500 }));
    const b = await createPlan(admin, planBody(uniqueSlug('bulk-b'), { sort_order: 501 }));
    const refused = await admin.api.POST('/admin/plans/bulk-update', {
      body: {
        plans: [
          { slug: a.slug, is_active: false },
          { slug: 'no-such-plan', is_active: false },
        ],
      },
    });
    expect(refused.response.status).toBe(422);
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['plans.1.slug']);
    const [untouched] = await server().db.select().from(plans).where(eq(plans.id, a.id));
    expect(untouched?.isActive).toBe(true);

    const { data } = await admin.api.POST('/admin/plans/bulk-update', {
      body: {
        plans: [
          { slug: b.slug, sort_order: 400, is_popular: true },
          { slug: a.slug, is_active: false, sort_order: 401 },
        ],
      },
    });
    expect(data?.data.map((plan) => [plan.slug, plan.sort_order, plan.is_active, plan.is_popular])).toEqual([
      [b.slug, 400, true, true],
      [a.slug, 401, false, false],
    ]);
    expect((await publicPlans()).some((plan) => plan.slug === a.slug)).toBe(false);
    expect((await auditOf(a.id)).at(-1)?.properties).toMatchObject({
      changes: { is_active: { before: true, after: false }, sort_order: { before: 500, after: 401 } },
    });
  });

  it('words each plan and feature change in the reader’s language in the activity log', async () => {
    const admin = await newAdmin('pl');
    const slug = uniqueSlug('worded');
    const plan = await createPlan(admin, planBody(slug));
    const { data } = await admin.api.GET('/admin/activity-logs', {
      params: { query: { filter: { subject_id: plan.id } } },
    });
    expect(data?.data[0]?.description).toBe(`Utworzono plan Plan ${slug}`);
  });
});

describe('staff managing plan features', () => {
  it('GET /admin/enhanced-features lists every feature with how many plans offer it and its texts', async () => {
    const admin = await newAdmin();
    const { data } = await admin.api.GET('/admin/enhanced-features');
    const support = data?.data.find((feature) => feature.slug === 'support_level');
    expect(support).toMatchObject({ type: 'text', is_active: true });
    expect(support?.plans_count).toBeGreaterThanOrEqual(6);
    expect(support?.translations?.de?.name).toBeTruthy();
    // A plan that has a switch turned off does not offer it.
    const offering = (features = data?.data) =>
      features?.find((feature) => feature.slug === 'api_access')?.plans_count;
    const before = offering();
    await createPlan(
      admin,
      planBody(uniqueSlug('no-api'), { features: [{ slug: 'api_access', value: false }] }),
    );
    const after = await admin.api.GET('/admin/enhanced-features');
    expect(offering(after.data?.data)).toBe(before);

    const one = await admin.api.GET('/admin/enhanced-features/{slug}', {
      params: { path: { slug: 'support_level' } },
    });
    expect(one.data?.data).toEqual(support);
    const missing = await admin.api.GET('/admin/enhanced-features/{slug}', {
      params: { path: { slug: 'no_such_feature' } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('POST, PUT and DELETE /admin/enhanced-features make, change and remove a feature shown on the comparison in every language', async () => {
    const admin = await newAdmin();
    const slug = `sso_${crypto.randomUUID().slice(0, 8)}`;
    const created = await admin.api.POST('/admin/enhanced-features', {
      body: {
        slug,
        name: 'Single sign-on',
        type: 'boolean',
        sort_order: 5,
        translations: { de: { name: 'Einmalanmeldung', description: 'Anmeldung über Ihren Anbieter' } },
      },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.data).toMatchObject({ slug, plans_count: 0, is_active: true });
    const taken = await admin.api.POST('/admin/enhanced-features', {
      body: { slug, name: 'Again', type: 'boolean' },
    });
    expect(taken.error?.errors).toEqual({ slug: ['A feature with this slug already exists'] });

    const compared = await server().client({ language: 'de' }).GET('/plans/compare');
    expect(compared.data?.data.features.find((row) => row.slug === slug)).toMatchObject({
      name: 'Einmalanmeldung',
      description: 'Anmeldung über Ihren Anbieter',
    });

    const planSlug = uniqueSlug('with-sso');
    await createPlan(admin, planBody(planSlug, { features: [{ slug, value: true }] }));
    const retype = await admin.api.PUT('/admin/enhanced-features/{slug}', {
      params: { path: { slug } },
      body: { type: 'limit' },
    });
    expect(retype.response.status).toBe(422);
    expect(Object.keys(retype.error?.errors ?? {})).toEqual(['type']);
    const inUse = await admin.api.DELETE('/admin/enhanced-features/{slug}', { params: { path: { slug } } });
    expect(inUse.error?.errors).toEqual({
      feature: ['Plans offering this feature: 1. Take it off them first, or switch it off instead'],
    });

    const renamed = await admin.api.PUT('/admin/enhanced-features/{slug}', {
      params: { path: { slug } },
      body: { name: 'SSO', is_active: false },
    });
    expect(renamed.data?.data).toMatchObject({ name: 'SSO', is_active: false, plans_count: 1 });
    // Switched off: gone from the plans' pages, still offered by the plan.
    const plan = (await publicPlans()).find((item) => item.slug === planSlug);
    expect(plan?.features.map((feature) => feature.slug)).toEqual([]);

    await admin.api.PUT('/admin/plans/{slug}', {
      params: { path: { slug: planSlug } },
      body: { features: [] },
    });
    const deleted = await admin.api.DELETE('/admin/enhanced-features/{slug}', {
      params: { path: { slug }, query: { reason: 'Never sold' } },
    });
    expect(deleted.response.status).toBe(200);
    const entries = await auditOf(created.data?.data.id ?? '');
    expect(entries.map((entry) => entry.action)).toEqual([
      'admin.feature.created',
      'admin.feature.updated',
      'admin.feature.deleted',
    ]);
    expect(entries[2]?.properties).toMatchObject({ reason: 'Never sold' });
  });
});
