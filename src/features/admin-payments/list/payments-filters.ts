import { msg } from '@lingui/core/macro';
import { PAYMENT_STATUSES } from '@/api/queries/admin-payments';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { PAYMENT_STATUS_LOOKS } from '../payment-status';

const STATUS_OPTIONS: readonly FilterOption[] = PAYMENT_STATUSES.map((status) => ({
  label: PAYMENT_STATUS_LOOKS[status].label,
  value: status,
}));

const KIND_OPTIONS: readonly FilterOption[] = [
  { label: msg`New subscription`, value: 'new' },
  { label: msg`Renewal`, value: 'renewal' },
  { label: msg`Plan change`, value: 'change' },
];

const YES_NO: readonly FilterOption[] = [
  { label: msg`Yes`, value: 'true' },
  { label: msg`No`, value: 'false' },
];

/**
 * The filter bar above the payments: the search (payer, description, which names the domain, or the
 * provider's reference), status, plan, currency, kind, refunded, the days created and paid, and the
 * amount in the currency's minor unit. The owner's and the domain's own filters come from links (their
 * pages, a payment's page).
 */
export function paymentsFilters(
  plans: readonly { id: string; name: string }[],
  currencies: readonly string[],
): FilterGroup[] {
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Payer, domain or reference` },
    { key: 'status', label: msg`Status`, type: 'multiselect', options: STATUS_OPTIONS },
    {
      key: 'plan_id',
      label: msg`Plan`,
      type: 'select',
      options: plans.map((plan) => ({ label: plan.name, value: plan.id })),
    },
    {
      key: 'currency',
      label: msg`Currency`,
      type: 'select',
      options: currencies.map((code) => ({ label: code, value: code })),
    },
    { key: 'kind', label: msg`Kind`, type: 'select', options: KIND_OPTIONS },
    { key: 'refunded', label: msg`Refunded`, type: 'select', options: YES_NO },
    { key: 'created_at', label: msg`Created`, type: 'daterange' },
    { key: 'paid_at', label: msg`Paid`, type: 'daterange' },
    { key: 'amount', label: msg`Amount (in cents)`, type: 'numberrange' },
  ];
}
