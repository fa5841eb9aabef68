import type { components } from '@/api/schema.gen';
import { aCheckout, anInvoice, aSubscription } from '../../fixtures/subscriptions';
import { contract, envelope, listEnvelope } from '../contract';

type Schemas = components['schemas'];

// Tag `subscriptions`: the handlers the billing and checkout screens need, answering as the reference
// server does. A test that needs another answer (a refusal, the bodies it was sent) writes its own with
// `contract`.

export const subscriptionHandlers = {
  /** GET /subscriptions/{domain}: `subscriptions[domainId]`, or null for a domain not named. */
  detail: (subscriptions: Record<string, Schemas['Subscription']> = { 'domain-1': aSubscription() }) =>
    contract.get('/subscriptions/{domain}', ({ params }) =>
      envelope(subscriptions[params.domain ?? ''] ?? null),
    ),
  /** GET /subscriptions/invoices: one page of `invoices`. */
  invoices: (invoices: Schemas['Invoice'][] = [anInvoice()]) =>
    contract.get('/subscriptions/invoices', () => listEnvelope(invoices, { perPage: 10 })),
  /** GET /subscriptions/checkout/sessions/{session}: the checkout's answers in turn, the last one kept. */
  checkout: (...answers: Schemas['CheckoutSessionState'][]) => {
    let asked = 0;
    return contract.get('/subscriptions/checkout/sessions/{session}', () => {
      const answer = answers[Math.min(asked, answers.length - 1)] ?? aCheckout();
      asked += 1;
      return envelope(answer);
    });
  },
};
