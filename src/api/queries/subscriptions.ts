import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `subscriptions` (spec section 7, Subscriptions): each domain's subscription, checkout through the
// payment provider, its billing portal and the invoices.

type Schemas = components['schemas'];
export type Subscription = Schemas['Subscription'];
export type Invoice = Schemas['Invoice'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type CheckoutSession = Schemas['CheckoutSession'];
export type CheckoutSessionState = Schemas['CheckoutSessionState'];

/** The invoices call's query: page, size, sort, search and `filter[domain_id|status|issued_at_…]`. */
export type InvoiceListQuery = NonNullable<operations['listInvoices']['parameters']['query']>;

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  details: () => [...subscriptionKeys.all, 'detail'] as const,
  detail: (domainId: string) => [...subscriptionKeys.details(), domainId] as const,
  invoiceLists: () => [...subscriptionKeys.all, 'invoices'] as const,
  invoices: (query: InvoiceListQuery) => [...subscriptionKeys.invoiceLists(), query] as const,
  checkout: (session: string) => [...subscriptionKeys.all, 'checkout', session] as const,
};

export const subscriptionQueries = {
  /** GET /subscriptions/{domain}: the domain's latest subscription (also when canceled), or null. */
  detail: (domainId: string) =>
    queryOptions({
      queryKey: subscriptionKeys.detail(domainId),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/subscriptions/{domain}', { params: { path: { domain: domainId } }, signal })),
    }),
  /** GET /subscriptions/invoices: one page of the user's invoices, newest first, with the list's total. */
  invoices: (query: InvoiceListQuery) =>
    queryOptions({
      queryKey: subscriptionKeys.invoices(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/subscriptions/invoices', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /**
   * GET /subscriptions/checkout/sessions/{session} (extension): what a checkout bought and its outcome,
   * `open` until the provider's webhook confirms it.
   */
  checkout: (session: string) =>
    queryOptions({
      queryKey: subscriptionKeys.checkout(session),
      queryFn: ({ signal }) =>
        dataOf(
          api.GET('/subscriptions/checkout/sessions/{session}', { params: { path: { session } }, signal }),
        ),
    }),
};

/** POST /subscriptions/checkout: a hosted checkout session; the browser goes to its `checkout_url`. */
export function startCheckout(body: CheckoutRequest): Promise<CheckoutSession> {
  return dataOf(api.POST('/subscriptions/checkout', { body }));
}

/** POST /subscriptions/portal: the provider's billing portal, which links back to `returnUrl`. */
export async function openBillingPortal(returnUrl: string): Promise<string> {
  const session = await dataOf(api.POST('/subscriptions/portal', { body: { return_url: returnUrl } }));
  return session.url;
}

/** POST /subscriptions/{domain}/cancel: runs to the end of the paid period, then ends; resumable until then. */
export function cancelSubscription(domainId: string, reason: string): Promise<Subscription> {
  return dataOf(
    api.POST('/subscriptions/{domain}/cancel', {
      params: { path: { domain: domainId } },
      body: { at_period_end: true, ...(reason ? { reason } : {}) },
    }),
  );
}

/** POST /subscriptions/{domain}/resume: a subscription set to end keeps running. */
export function resumeSubscription(domainId: string): Promise<Subscription> {
  return dataOf(api.POST('/subscriptions/{domain}/resume', { params: { path: { domain: domainId } } }));
}

/**
 * GET /subscriptions/invoices/{invoice}/pdf (extension): the invoice as a PDF in the user's language, with
 * the file name the server gives it.
 */
export async function fetchInvoicePdf(
  invoiceId: string,
): Promise<{ blob: Blob; disposition: string | null }> {
  // The body left unread by the client (`stream`), so it is read here as the binary it is.
  const { response } = await api.GET('/subscriptions/invoices/{invoice}/pdf', {
    params: { path: { invoice: invoiceId } },
    parseAs: 'stream',
  });
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}
