import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribedOwner } from '../../../../../tests/server/sandbox-checkout.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer, type TestServer } from '../../../../../tests/server/test-server.ts';
import { activityLogs, users } from '../../../db/schema/accounts.ts';
import { payments, subscriptions } from '../../../db/schema/billing.ts';
import { plans } from '../../../db/schema/business.ts';
import { describeActivity } from '../../auth/activity-description.ts';

const server = useTestServer();

async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Payments Admin' });
  return { ...account, api: server().client({ token: account.token }) };
}

/** A domain owner writing in `language` who paid for Pro through the sandbox, and that payment. */
async function paidOwner(srv: TestServer, language = 'pl') {
  const owner = await subscribedOwner(srv);
  await srv.db.update(users).set({ language }).where(eq(users.id, owner.account.id));
  const [payment] = await srv.db.select().from(payments).where(eq(payments.userId, owner.account.id));
  if (!payment) throw new Error('the sandbox checkout recorded no payment');
  return { ...owner, payment };
}

const refundsOf = (
  admin: Awaited<ReturnType<typeof newAdmin>>,
  id: string,
  body: { amount?: number; reason: string },
) => admin.api.POST('/admin/payments/{id}/refunds', { params: { path: { id } }, body });

describe('staff and payments', () => {
  it('GET /admin/payments/{id} joins the invoice with its PDF, the domain, the plan, the owner and the provider’s events', async () => {
    const admin = await newAdmin();
    const { payment, account, domain } = await paidOwner(server());
    const { data, response } = await admin.api.GET('/admin/payments/{id}', {
      params: { path: { id: payment.id } },
    });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({
      id: payment.id,
      status: 'succeeded',
      provider: 'sandbox',
      kind: 'new',
      refunded_amount: 0,
      user: { id: account.id, email: account.email },
      plan: { slug: 'pro-monthly' },
      domain: { id: domain.id, name: domain.name },
      domain_name: domain.name,
      invoice: {
        id: payment.invoiceId,
        pdf_url: `/subscriptions/invoices/${payment.invoiceId}/pdf`,
        refunded: null,
      },
      refunds: [],
    });
    expect(data?.data.webhook_events?.map((event) => event.type)).toContain('checkout.completed');
    const missing = await admin.api.GET('/admin/payments/{id}', {
      params: { path: { id: 'no-such-payment' } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('GET /admin/payments filters by status, plan, domain, owner, amount, days and kind, and sorts', async () => {
    const admin = await newAdmin();
    const first = await paidOwner(server());
    const second = await paidOwner(server());
    const [pro] = await server().db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
    const list = async (
      filter: Record<string, string>,
      extra: { sort?: string; order?: 'asc' | 'desc' } = {},
    ) => {
      const { data, response } = await admin.api.GET('/admin/payments', {
        params: { query: { filter, per_page: 100, ...extra } },
      });
      expect(response.status).toBe(200);
      return data?.data.map((payment) => payment.id) ?? [];
    };
    expect(await list({ user_id: first.account.id })).toEqual([first.payment.id]);
    expect(await list({ domain_id: second.domain.id })).toEqual([second.payment.id]);
    const both = [first.payment.id, second.payment.id];
    const today = new Date().toISOString().slice(0, 10);
    const everything = await list({
      status: 'succeeded',
      plan_id: pro?.id ?? '',
      currency: 'USD',
      kind: 'new',
      created_at_from: today,
      created_at_to: today,
      paid_at_from: today,
      amount_min: String(first.payment.amount),
      amount_max: String(first.payment.amount),
    });
    expect(everything).toEqual(expect.arrayContaining(both));
    expect(await list({ status: 'failed', user_id: first.account.id })).toEqual([]);
    expect(await list({ amount_min: String(first.payment.amount + 1), user_id: first.account.id })).toEqual(
      [],
    );
    expect(await list({ created_at_to: '2001-01-01' })).toEqual([]);
    const newestFirst = await list({ plan_id: pro?.id ?? '' });
    expect(newestFirst.indexOf(second.payment.id)).toBeLessThan(newestFirst.indexOf(first.payment.id));
    const oldestFirst = await list({ plan_id: pro?.id ?? '' }, { sort: 'created_at', order: 'asc' });
    expect(oldestFirst.indexOf(first.payment.id)).toBeLessThan(oldestFirst.indexOf(second.payment.id));

    const refused = await admin.api.GET('/admin/payments', {
      params: { query: { filter: { status: 'lost' } } },
    });
    expect(refused.response.status).toBe(422);
    expect(Object.keys(refused.error?.errors ?? {})).toEqual(['filter[status]']);
    const unknown = await admin.api.GET('/admin/payments', {
      params: { query: { filter: { colour: 'red' } } },
    });
    expect(Object.keys(unknown.error?.errors ?? {})).toEqual(['filter[colour]']);
    const badSort = await admin.api.GET('/admin/payments', { params: { query: { sort: 'colour' } } });
    expect(Object.keys(badSort.error?.errors ?? {})).toEqual(['sort']);
  });

  it('POST /admin/payments/{id}/refunds refunds part with a reason: on the payment, its invoice, the owner’s list, the log and a Polish mail', async () => {
    const admin = await newAdmin();
    const { payment, account, api } = await paidOwner(server(), 'pl');
    const { data, response } = await refundsOf(admin, payment.id, {
      amount: 900,
      reason: 'Charged twice in May',
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({ status: 'succeeded', refunded_amount: 900 });
    expect(data?.data.invoice?.refunded).toEqual({ amount: 900, currency: payment.currency });
    expect(data?.data.refunds).toMatchObject([
      {
        amount: { amount: 900, currency: payment.currency },
        reason: 'Charged twice in May',
        actor: { id: admin.id },
      },
    ]);
    expect(data?.data.refunds?.[0]?.provider_reference).toMatch(/^re_sandbox_/);

    const invoices = await api.GET('/subscriptions/invoices');
    expect(invoices.data?.data.find((invoice) => invoice.id === payment.invoiceId)?.refunded).toEqual({
      amount: 900,
      currency: payment.currency,
    });

    const [entry] = await server()
      .db.select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectId, payment.id), eq(activityLogs.action, 'admin.payment.refunded')));
    expect(entry).toMatchObject({ userId: admin.id, subjectType: 'payment' });
    expect(entry?.properties).toMatchObject({
      reason: 'Charged twice in May',
      amount: '9.00 USD',
      changes: { refunded_amount: { before: 0, after: 900 } },
    });
    expect(
      describeActivity('pl', {
        action: 'admin.payment.refunded',
        properties: entry?.properties ?? {},
        description: null,
      }),
    ).toBe(`Zwrócono 9.00 USD z płatności ${payment.description}`);

    await server().app.jobs.settled();
    const [mail] = server().mailTo(account.email);
    expect(mail?.subject).toMatch(/^Zwróciliśmy 9,00\sUSD za site-/);
    expect(mail?.text).toContain('Zobacz swoje faktury');
  });

  it('POST /admin/payments/{id}/refunds refuses more than is left under amount, refunds the rest whole, then refuses again', async () => {
    const admin = await newAdmin();
    const { payment } = await paidOwner(server());
    await refundsOf(admin, payment.id, { amount: 1000, reason: 'Partial goodwill' });
    const tooMuch = await refundsOf(admin, payment.id, { amount: payment.amount - 999, reason: 'Too much' });
    expect(tooMuch.response.status).toBe(422);
    expect(Object.keys(tooMuch.error?.errors ?? {})).toEqual(['amount']);

    const rest = await refundsOf(admin, payment.id, { reason: 'Closing the account' });
    expect(rest.response.status).toBe(201);
    expect(rest.data?.data).toMatchObject({ status: 'refunded', refunded_amount: payment.amount });
    expect(rest.data?.data.refunds?.map((refund) => refund.amount.amount)).toEqual([
      1000,
      payment.amount - 1000,
    ]);

    const again = await refundsOf(admin, payment.id, { reason: 'Once more' });
    expect(again.response.status).toBe(422);
    expect(Object.keys(again.error?.errors ?? {})).toEqual(['status']);
    const short = await refundsOf(admin, payment.id, { reason: 'x' });
    expect(short.response.status).toBe(422);
  });

  it('PUT /admin/payments/{id} refunds in full for status refunded (with a reason), marks a pending payment, keeps notes and refuses other changes', async () => {
    const admin = await newAdmin();
    const { payment } = await paidOwner(server());
    const put = (body: Record<string, unknown>, id = payment.id) =>
      admin.api.PUT('/admin/payments/{id}', { params: { path: { id } }, body });

    const noReason = await put({ status: 'refunded' });
    expect(Object.keys(noReason.error?.errors ?? {})).toEqual(['reason']);
    const backwards = await put({ status: 'pending' });
    expect(Object.keys(backwards.error?.errors ?? {})).toEqual(['status']);
    const refunded = await put({
      status: 'refunded',
      reason: 'Cancelled within 14 days',
      notes: 'Asked by phone',
    });
    expect(refunded.response.status).toBe(200);
    expect(refunded.data?.data).toMatchObject({
      status: 'refunded',
      refunded_amount: payment.amount,
      notes: 'Asked by phone',
    });

    const [pending] = await server()
      .db.insert(payments)
      .values({
        ...payment,
        id: undefined,
        status: 'pending',
        paidAt: null,
        refundedAmount: 0,
        providerReference: null,
      })
      .returning();
    const marked = await put({ status: 'succeeded' }, pending?.id);
    expect(marked.data?.data).toMatchObject({ status: 'succeeded' });
    expect(marked.data?.data.paid_at).not.toBeNull();
    const [entry] = await server()
      .db.select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, pending?.id ?? ''))
      .orderBy(desc(activityLogs.createdAt));
    expect(entry).toMatchObject({ action: 'admin.payment.updated' });
    expect(entry?.properties).toMatchObject({
      changes: { status: { before: 'pending', after: 'succeeded' } },
    });

    const [failed] = await server()
      .db.insert(payments)
      .values({ ...payment, id: undefined, status: 'failed', paidAt: null, refundedAmount: 0 })
      .returning();
    const refundFailed = await refundsOf(admin, failed?.id ?? '', { reason: 'Never paid' });
    expect(Object.keys(refundFailed.error?.errors ?? {})).toEqual(['status']);
  });

  it('GET /admin/payments/statistics and /analytics keep each currency apart, with refunds, new and churned subscriptions per bucket', async () => {
    const admin = await newAdmin();
    const { payment } = await paidOwner(server());
    await refundsOf(admin, payment.id, { amount: 500, reason: 'Partial goodwill' });
    await server()
      .db.insert(payments)
      .values({
        ...payment,
        id: undefined,
        currency: 'EUR',
        amount: 7700,
        refundedAmount: 0,
        kind: 'renewal',
      });
    const [subscription] = await server()
      .db.update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(eq(subscriptions.userId, payment.userId ?? ''))
      .returning();
    expect(subscription).toBeDefined();

    const stats = await admin.api.GET('/admin/payments/statistics');
    expect(stats.data?.data.total_revenue.currency).toBe('USD');
    const byCurrency = stats.data?.data.by_currency ?? [];
    expect(byCurrency[0]?.currency).toBe('USD');
    expect(byCurrency.find((entry) => entry.currency === 'EUR')).toMatchObject({
      total_revenue: 7700,
      payments_count: 1,
    });
    expect(stats.data?.data.by_status.map((entry) => entry.status)).toEqual([
      'pending',
      'succeeded',
      'failed',
      'refunded',
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const analytics = await admin.api.GET('/admin/payments/analytics', {
      params: { query: { start_date: today, end_date: today, interval: 'day' } },
    });
    expect(analytics.response.status).toBe(200);
    const { series = [], buckets, currency } = analytics.data?.data ?? {};
    expect(currency).toBe('USD');
    expect(buckets).toHaveLength(1);
    const usd = series.find((entry) => entry.currency === 'USD');
    const eur = series.find((entry) => entry.currency === 'EUR');
    expect(usd?.totals.revenue).toBeGreaterThanOrEqual(payment.amount);
    expect(usd?.totals.refunded).toBeGreaterThanOrEqual(500);
    expect(usd?.totals.new_count).toBeGreaterThanOrEqual(1);
    expect(usd?.totals.churned_count).toBeGreaterThanOrEqual(1);
    expect(eur?.totals).toMatchObject({ revenue: 7700, refunded: 0, new_count: 0 });

    const months = await admin.api.GET('/admin/payments/analytics', {
      params: { query: { start_date: '2026-01-15', end_date: '2026-03-02', interval: 'month' } },
    });
    expect(months.data?.data.buckets.map((bucket) => bucket.date)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    const weeks = await admin.api.GET('/admin/payments/analytics', {
      params: { query: { start_date: '2026-03-04', end_date: '2026-03-16', interval: 'week' } },
    });
    expect(weeks.data?.data.buckets.map((bucket) => bucket.date)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    const backwards = await admin.api.GET('/admin/payments/analytics', {
      params: { query: { start_date: '2026-03-04', end_date: '2026-03-01' } },
    });
    expect(Object.keys(backwards.error?.errors ?? {})).toEqual(['end_date']);
    const tooLong = await admin.api.GET('/admin/payments/analytics', {
      params: { query: { start_date: '2025-01-01', end_date: '2026-03-01' } },
    });
    expect(Object.keys(tooLong.error?.errors ?? {})).toEqual(['end_date']);

    const churnedLink = await admin.api.GET('/admin/payments', {
      params: { query: { filter: { churned_from: today, churned_to: today, currency: 'USD' } } },
    });
    expect(churnedLink.data?.data.map((entry) => entry.id)).toContain(payment.id);
    const refundedLink = await admin.api.GET('/admin/payments', {
      params: { query: { filter: { refunded_at_from: today, refunded_at_to: today, refunded: 'true' } } },
    });
    expect(refundedLink.data?.data.map((entry) => entry.id)).toContain(payment.id);
  });
});
