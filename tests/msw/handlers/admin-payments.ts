import type { AdminPayment } from '@/api/queries/admin-payments';
import { aPayment, somePaymentAnalytics, somePaymentStatistics } from '../../fixtures/admin-payments';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the payments part: payments held in memory, answering as the reference server does (the
// list filtered by status and currency, paged; a refund refused beyond what is left), so a test can
// refund and see the page follow. Every list query and refund is recorded.

export interface PaymentStore {
  payments: AdminPayment[];
  /** Every GET /admin/payments query, in order. */
  listed: URLSearchParams[];
  /** Every GET /admin/payments/analytics query, in order. */
  analysed: URLSearchParams[];
  refunds: { id: string; amount?: number; reason: string }[];
}

export function aPaymentStore(overrides: Partial<PaymentStore> = {}): PaymentStore {
  return { payments: [aPayment()], listed: [], analysed: [], refunds: [], ...overrides };
}

function matches(payment: AdminPayment, params: URLSearchParams): boolean {
  const statuses = params.get('filter[status]')?.split(',');
  if (statuses && !statuses.includes(payment.status)) return false;
  const currency = params.get('filter[currency]');
  return !currency || payment.amount.currency === currency;
}

/** The payments part's handlers over `store`. */
export function adminPaymentsHandlers(store: PaymentStore) {
  const find = (id: string | undefined) => store.payments.find((payment) => payment.id === id);
  return [
    contract.get('/admin/payments', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.listed.push(params);
      const page = Number(params.get('page') ?? 1);
      const perPage = Number(params.get('per_page') ?? 10);
      const found = store.payments.filter((payment) => matches(payment, params));
      return listEnvelope(found.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        total: found.length,
      });
    }),
    contract.get('/admin/payments/statistics', () => envelope(somePaymentStatistics())),
    contract.get('/admin/payments/analytics', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.analysed.push(params);
      return envelope(somePaymentAnalytics(params.get('currency') ?? 'USD'));
    }),
    contract.get('/admin/payments/{id}', ({ params }) => {
      const payment = find(params.id);
      return payment ? envelope(payment) : refusal(404, 'This payment does not exist');
    }),
    contract.post('/admin/payments/{id}/refunds', async ({ params, request }) => {
      const payment = find(params.id);
      if (!payment || !params.id) return refusal(404, 'This payment does not exist');
      const body = (await request.json()) as { amount?: number; reason: string };
      store.refunds.push({ id: params.id, ...body });
      const left = payment.amount.amount - (payment.refunded_amount ?? 0);
      const amount = body.amount ?? left;
      if (amount > left) {
        return refusal(422, 'The given data was invalid.', { amount: ['At most $40.00 can be refunded'] });
      }
      const refunded = (payment.refunded_amount ?? 0) + amount;
      const changed: AdminPayment = {
        ...payment,
        refunded_amount: refunded,
        status: refunded >= payment.amount.amount ? 'refunded' : payment.status,
        refunds: [
          ...(payment.refunds ?? []),
          {
            id: `refund-${store.refunds.length}`,
            amount: { amount, currency: payment.amount.currency },
            reason: body.reason,
            actor: { id: 'admin-1', name: 'Ada Admin', email: 'admin@example.com', avatar: null },
            provider_reference: `re_sandbox_${store.refunds.length}`,
            created_at: new Date('2026-03-03T10:00:00Z'),
          },
        ],
      };
      store.payments = store.payments.map((entry) => (entry.id === changed.id ? changed : entry));
      return envelope(changed, { message: 'The payment has been refunded' });
    }),
  ];
}
