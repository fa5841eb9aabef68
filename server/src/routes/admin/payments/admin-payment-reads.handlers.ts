import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok, page } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pageWindow } from '../../auth/list-query.ts';
import { paymentListQuery } from './admin-payment-list.ts';
import { paymentDetailView, paymentView } from './admin-payment-view.ts';
import { findPayment, listPayments, paymentDetails } from './admin-payments.repo.ts';
import { analyticsPeriod, analyticsView } from './payment-analytics.ts';
import {
  bucketFigures,
  currencyTotals,
  recurringRevenue,
  siteCurrency,
  statusTotals,
} from './payment-figures.repo.ts';
import { paymentNotFound } from './payment-refund.ts';

const STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

/** The name a payer whose account was deleted goes by, in the reader's language. */
const deletedAccount = msg`Deleted account`;

/** A payment with everything its page shows, as the GET answers it (and the writes after a change). */
export async function paymentPage(
  context: AppContext,
  request: { t: (message: typeof deletedAccount) => string },
  id: string,
) {
  const row = await findPayment(context.db, id);
  if (!row) throw notFound(paymentNotFound);
  const details = await paymentDetails(context.db, row.payment);
  return paymentDetailView(context.config.appUrl, row, details, request.t(deletedAccount));
}

/** The staff's reads of payments: the list, one payment, the statistics and the analytics. */
export function adminPaymentReadHandlers(context: AppContext): Handlers {
  const { db, config } = context;
  const now = () => context.now?.() ?? new Date();

  const adminListPayments: Handler<'adminListPayments'> = async (request) => {
    const { filter, order } = paymentListQuery(request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listPayments(db, filter, order, { limit: perPage, offset });
    const deleted = request.t(deletedAccount);
    const items = rows.map((row) => paymentView(config.appUrl, row, deleted));
    return page(items, { page: current, perPage, total }, request.t(msg`Payments`));
  };

  const adminGetPayment: Handler<'adminGetPayment'> = async (request) =>
    ok(await paymentPage(context, request, request.params.id), request.t(msg`Payment`));

  const adminGetPaymentStatistics: Handler<'adminGetPaymentStatistics'> = async (request) => {
    const at = now();
    const thisMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    const lastMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
    const site = await siteCurrency(db);
    const [totals, recurring, byStatus] = await Promise.all([
      currencyTotals(db, { thisMonth, lastMonth }),
      recurringRevenue(db),
      statusTotals(db, site),
    ]);
    const currencies = [
      ...new Set([site, ...totals.map((row) => row.currency), ...recurring.map((row) => row.currency)]),
    ];
    const byCurrency = currencies
      .map((currency) => {
        const row = totals.find((entry) => entry.currency === currency);
        const mrr = recurring.find((entry) => entry.currency === currency);
        const revenue = row?.revenue ?? 0;
        const paid = row?.paid ?? 0;
        return {
          currency,
          total_revenue: revenue,
          total_refunded: row?.refunded ?? 0,
          payments_count: paid,
          average_payment: paid ? Math.round(revenue / paid) : 0,
          revenue_this_month: row?.thisMonth ?? 0,
          revenue_last_month: row?.lastMonth ?? 0,
          mrr: mrr?.mrr ?? 0,
          active_subscriptions: mrr?.active ?? 0,
        };
      })
      .sort(
        (a, b) =>
          Number(b.currency === site) - Number(a.currency === site) ||
          b.total_revenue - a.total_revenue ||
          a.currency.localeCompare(b.currency),
      );
    const [first] = byCurrency;
    const money = (amount = 0) => ({ amount, currency: site });
    return ok(
      {
        total_revenue: money(first?.total_revenue),
        total_refunded: money(first?.total_refunded),
        payments_count: first?.payments_count ?? 0,
        average_payment: money(first?.average_payment),
        revenue_this_month: money(first?.revenue_this_month),
        revenue_last_month: money(first?.revenue_last_month),
        mrr: money(first?.mrr),
        active_subscriptions: first?.active_subscriptions ?? 0,
        by_status: STATUSES.map((status) => ({
          status,
          count: byStatus.get(status)?.count ?? 0,
          total: money(byStatus.get(status)?.total),
        })),
        by_currency: byCurrency,
      },
      request.t(msg`Payment statistics`),
    );
  };

  const adminGetPaymentAnalytics: Handler<'adminGetPaymentAnalytics'> = async (request) => {
    const period = analyticsPeriod(request.query, now());
    const interval = request.query.interval ?? 'day';
    const [site, figures, mrr] = await Promise.all([
      siteCurrency(db),
      bucketFigures(db, interval, period),
      recurringRevenue(db),
    ]);
    const view = analyticsView({
      period,
      interval,
      currency: request.query.currency ?? site,
      siteCurrency: site,
      figures,
      mrr,
    });
    return ok(view, request.t(msg`Revenue`));
  };

  return { adminListPayments, adminGetPayment, adminGetPaymentStatistics, adminGetPaymentAnalytics };
}
