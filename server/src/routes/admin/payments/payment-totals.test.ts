import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribedOwner } from '../../../../../tests/server/sandbox-checkout.ts';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import {
  plainAnalyticsSeries,
  plainPaymentStatistics,
} from '../../../../../tests/server/plain-payment-figures.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { paymentRefunds, payments } from '../../../db/schema/billing.ts';

const server = useTestServer();

const DAY_MS = 86_400_000;
const INTERVALS = ['day', 'week', 'month'] as const;
const today = new Date().toISOString().slice(0, 10);
/** `time` (UTC) of the day `days` before today. */
const daysAgo = (days: number, time = '12:00:00') =>
  new Date(Date.parse(`${today}T${time}Z`) - days * DAY_MS);
/** The analytics' period: the last 60 days, holding every payment below. */
const period = { start: daysAgo(59).toISOString().slice(0, 10), end: today };

const byCurrency = <T extends { currency: string }>(series: T[]) =>
  [...series].sort((a, b) => a.currency.localeCompare(b.currency));

async function newAdmin() {
  const account = await signedInAccount(server(), { role: 'admin', name: 'Totals Admin' });
  return { ...account, api: server().client({ token: account.token }) };
}

describe('the staff’s payment figures kept as totals', () => {
  it('GET /admin/payments/analytics and /statistics add up what the payments and refunds stored say after each write', async () => {
    const admin = await newAdmin();
    /** The statistics, and the analytics of the last 60 days by each interval, equal the plain sums of the rows. */
    const agrees = async () => {
      const statistics = (await admin.api.GET('/admin/payments/statistics')).data?.data;
      const expected = await plainPaymentStatistics(server().db, new Date());
      expect(statistics?.by_status).toEqual(expected.byStatus);
      const figures = byCurrency(statistics?.by_currency ?? []).map(
        ({ mrr: _mrr, active_subscriptions: _active, ...paymentFigures }) => paymentFigures,
      );
      expect(figures).toEqual(byCurrency(expected.byCurrency));
      for (const interval of INTERVALS) {
        const { data, response } = await admin.api.GET('/admin/payments/analytics', {
          params: { query: { start_date: period.start, end_date: period.end, interval } },
        });
        expect(response.status).toBe(200);
        expect(byCurrency(data?.data.series ?? []), interval).toEqual(
          byCurrency(await plainAnalyticsSeries(server().db, interval, period)),
        );
      }
    };

    const owner = await subscribedOwner(server());
    const [paid] = await server().db.select().from(payments).where(eq(payments.userId, owner.account.id));
    if (!paid) throw new Error('the sandbox checkout recorded no payment');
    await agrees();

    // Several days, currencies and statuses in one statement, at the edges of UTC days.
    const copy = { ...paid, id: undefined, refundedAmount: 0, providerReference: null };
    const made = await server()
      .db.insert(payments)
      .values([
        {
          ...copy,
          kind: 'renewal',
          amount: 4900,
          paidAt: daysAgo(10, '23:59:59'),
          createdAt: daysAgo(10, '23:50:00'),
        },
        {
          ...copy,
          kind: 'new',
          amount: 1900,
          paidAt: daysAgo(9, '00:00:00'),
          createdAt: daysAgo(10, '23:59:00'),
        },
        { ...copy, currency: 'EUR', status: 'pending', paidAt: null, createdAt: daysAgo(8) },
        { ...copy, currency: 'EUR', status: 'failed', paidAt: null, createdAt: daysAgo(8, '00:00:00') },
        { ...copy, currency: 'PLN', kind: 'new', amount: 9900, paidAt: daysAgo(40), createdAt: daysAgo(41) },
        {
          ...copy,
          status: 'refunded',
          amount: 2500,
          refundedAmount: 2500,
          paidAt: daysAgo(20),
          createdAt: daysAgo(20),
        },
      ])
      .returning();
    const [renewal, first, pending, failed, zloty, refunded] = made;
    if (!renewal || !first || !pending || !failed || !zloty || !refunded) throw new Error('not stored');
    const [oldRefund] = await server()
      .db.insert(paymentRefunds)
      .values({
        paymentId: refunded.id,
        amount: 2500,
        currency: 'USD',
        reason: 'Test',
        createdAt: daysAgo(18),
      })
      .returning();
    await agrees();

    // Marked paid by staff (pending → succeeded), then the sandbox payment refunded in part and in whole.
    const marked = await admin.api.PUT('/admin/payments/{id}', {
      params: { path: { id: pending.id } },
      body: { status: 'succeeded' },
    });
    expect(marked.response.status).toBe(200);
    await agrees();
    const part = await admin.api.POST('/admin/payments/{id}/refunds', {
      params: { path: { id: paid.id } },
      body: { amount: 500, reason: 'Partial goodwill' },
    });
    expect(part.response.status).toBe(201);
    await agrees();
    const whole = await admin.api.PUT('/admin/payments/{id}', {
      params: { path: { id: paid.id } },
      body: { status: 'refunded', reason: 'Cancelled within 14 days' },
    });
    expect(whole.data?.data.status).toBe('refunded');
    await agrees();

    // A payment moved to another day and amount, a failed one paid on retry, a refund moved and changed,
    // two payments' amounts in one statement.
    await server()
      .db.update(payments)
      .set({ paidAt: daysAgo(3), amount: 12_345, kind: 'new' })
      .where(eq(payments.id, renewal.id));
    await server()
      .db.update(payments)
      .set({ status: 'succeeded', paidAt: daysAgo(2) })
      .where(eq(payments.id, failed.id));
    await server()
      .db.update(paymentRefunds)
      .set({ amount: 1000, createdAt: daysAgo(30) })
      .where(eq(paymentRefunds.id, oldRefund?.id ?? ''));
    await agrees();
    await server()
      .db.update(payments)
      .set({ amount: sql`${payments.amount} + 100` })
      .where(inArray(payments.id, [first.id, pending.id]));
    await agrees();

    // Deleted: a payment with its refund (by cascade), and the only payment in złoty.
    await server().db.delete(payments).where(eq(payments.id, refunded.id));
    await server().db.delete(payments).where(eq(payments.id, zloty.id));
    await agrees();
    const { data } = await admin.api.GET('/admin/payments/analytics', {
      params: { query: { start_date: period.start, end_date: period.end } },
    });
    expect(data?.data.series?.map((entry) => entry.currency)).not.toContain('PLN');
    // Eight rounds of four requests after a checkout: over the default 20 s on a busy machine.
  }, 60_000);

  it('migration 0020 counts the payments stored before it as its triggers do', async () => {
    const admin = await newAdmin();
    const owner = await subscribedOwner(server());
    const [paid] = await server().db.select().from(payments).where(eq(payments.userId, owner.account.id));
    await admin.api.POST('/admin/payments/{id}/refunds', {
      params: { path: { id: paid?.id ?? '' } },
      body: { amount: 700, reason: 'Partial goodwill' },
    });
    const read = async () => {
      const [analytics, statistics] = await Promise.all([
        admin.api.GET('/admin/payments/analytics', {
          params: { query: { start_date: period.start, end_date: period.end, interval: 'week' } },
        }),
        admin.api.GET('/admin/payments/statistics'),
      ]);
      return { series: analytics.data?.data.series, statistics: statistics.data?.data };
    };
    const kept = await read();
    expect(kept.series?.find((entry) => entry.currency === 'USD')?.totals.refunded).toBeGreaterThanOrEqual(
      700,
    );
    expect(kept.statistics?.total_refunded.amount).toBeGreaterThanOrEqual(700);
    const migration = readFileSync(
      new URL('../../../db/migrations/0020_payment_totals.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('-- The payments and refunds stored before'));
    const statements = backfill.split('--> statement-breakpoint');
    expect(statements).toHaveLength(2);
    await server().db.execute(sql`delete from payment_daily_totals`);
    await server().db.execute(sql`delete from payment_status_totals`);
    for (const statement of statements) await server().db.execute(sql.raw(statement));
    expect(await read()).toEqual(kept);
  });
});
