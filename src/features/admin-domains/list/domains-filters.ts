import { msg } from '@lingui/core/macro';
import { DOMAIN_STATUSES as STATUSES } from '@/api/queries/admin-domains';
import { DOMAIN_STATUSES, TRACKING_STATUSES } from '@/components/domain/domain-badges';
import type { FilterGroup } from '@/lib/filter-values';

/**
 * The filter bar above every owner’s domains: the search (domain, owner’s name or email), status,
 * tracking subdomain, stuck in setup for more than a day, two or three days or a week, events blocked,
 * and the day the domain was added.
 */
export const DOMAINS_FILTERS: readonly FilterGroup[] = [
  { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Domain or owner` },
  {
    key: 'status',
    label: msg`Status`,
    type: 'multiselect',
    options: STATUSES.map((status) => ({ label: DOMAIN_STATUSES[status].label, value: status })),
  },
  {
    key: 'tracking',
    label: msg`Tracking subdomain`,
    type: 'multiselect',
    options: [
      { label: msg`None`, value: 'none' },
      { label: TRACKING_STATUSES.pending.label, value: 'pending,verifying' },
      { label: TRACKING_STATUSES.configuring.label, value: 'configuring' },
      { label: TRACKING_STATUSES.active.label, value: 'active' },
      { label: TRACKING_STATUSES.failed.label, value: 'failed' },
    ],
  },
  {
    key: 'stuck_hours',
    label: msg`Stuck in setup for more than`,
    type: 'select',
    options: [
      { label: msg`24 hours`, value: '24' },
      { label: msg`48 hours`, value: '48' },
      { label: msg`72 hours`, value: '72' },
      { label: msg`A week`, value: '168' },
    ],
  },
  {
    key: 'ingestion',
    label: msg`Events`,
    type: 'select',
    options: [
      { label: msg`Blocked by staff`, value: 'blocked' },
      { label: msg`Taken`, value: 'open' },
    ],
  },
  { key: 'created_at', label: msg`Added`, type: 'daterange' },
];
