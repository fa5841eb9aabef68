import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the payments part: the staff's list of payments, one payment with what it joins, the
// statistics and the revenue analytics, and refunds (each recorded in the activity log with its reason).

type Schemas = components['schemas'];
export type AdminPayment = Schemas['Payment'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type AdminPaymentStatistics = Schemas['AdminPaymentStatistics'];
export type AdminPaymentAnalytics = Schemas['AdminPaymentAnalytics'];
export type AdminRevenueSeries = Schemas['AdminRevenueSeries'];

/** The list call's query: page, size, sort, search and `filter[…]`. */
export type AdminPaymentListQuery = NonNullable<operations['adminListPayments']['parameters']['query']>;
/** The analytics' period, bucket size and currency. */
export type AdminPaymentAnalyticsQuery = NonNullable<
  operations['adminGetPaymentAnalytics']['parameters']['query']
>;

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'succeeded', 'failed', 'refunded'];

export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  lists: () => [...adminPaymentKeys.all, 'list'] as const,
  list: (query: AdminPaymentListQuery) => [...adminPaymentKeys.lists(), query] as const,
  detail: (id: string) => [...adminPaymentKeys.all, 'detail', id] as const,
  statistics: () => [...adminPaymentKeys.all, 'statistics'] as const,
  analytics: (query: AdminPaymentAnalyticsQuery) => [...adminPaymentKeys.all, 'analytics', query] as const,
};

export const adminPaymentsQueries = {
  /** GET /admin/payments: one page of payments and the list's total. */
  list: (query: AdminPaymentListQuery) =>
    queryOptions({
      queryKey: adminPaymentKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/payments', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /admin/payments/{id}: the payment with its invoice, domain, plan, owner, refunds and events. */
  detail: (id: string) =>
    queryOptions({
      queryKey: adminPaymentKeys.detail(id),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/payments/{id}', { params: { path: { id } }, signal })),
    }),
  /** GET /admin/payments/statistics: all-time and monthly figures, per currency. */
  statistics: () =>
    queryOptions({
      queryKey: adminPaymentKeys.statistics(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/payments/statistics', { signal })),
    }),
  /** GET /admin/payments/analytics: revenue, refunds, new and churned per bucket, per currency. */
  analytics: (query: AdminPaymentAnalyticsQuery) =>
    queryOptions({
      queryKey: adminPaymentKeys.analytics(query),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/payments/analytics', { params: { query }, signal })),
    }),
};

/** POST /admin/payments/{id}/refunds (extension): gives back `amount` (all that is left when omitted), with why. */
export function refundAdminPayment(
  id: string,
  body: { amount?: number; reason: string },
): Promise<AdminPayment> {
  return dataOf(api.POST('/admin/payments/{id}/refunds', { params: { path: { id } }, body }));
}
