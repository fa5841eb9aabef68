import type { components } from '#contract';
import { maskedSettings } from './domain-services.ts';
import type { DomainDetails, DomainRow } from './domains.repo.ts';
import { trackingDomainView, type Translate } from './tracking-domain-view.ts';

type Domain = components['schemas']['Domain'];
/**
 * The Domain of the contract: plan, services with secrets masked, tracking domains and the working API
 * key without its secret (`createDomain` adds that once). `details` may hold other domains' rows too;
 * `t` words the tracking domains' errors in the reader's language.
 */
export function domainView(
  { domain, plan, eventsCount }: DomainRow,
  details: DomainDetails,
  t: Translate,
): Domain {
  const key = details.keys.find((row) => row.domainId === domain.id);
  return {
    id: domain.id,
    name: domain.name,
    status: domain.status,
    plan: plan ? { id: plan.id, slug: plan.slug, name: plan.name } : null,
    services: details.services
      .filter((row) => row.domainId === domain.id)
      .map((row) => ({
        key: row.key,
        enabled: row.enabled,
        settings: maskedSettings(row.key, row.settings),
      })),
    tracking_domains: details.tracking
      .filter((row) => row.domainId === domain.id)
      .map((row) => trackingDomainView(row, t)),
    ...(key && {
      api_key: {
        id: key.id,
        prefix: key.prefix,
        last_used_at: key.lastUsedAt,
        created_at: key.createdAt,
      },
    }),
    events_count: eventsCount,
    subscription_ends_at: domain.subscriptionEndsAt,
    verified_at: domain.verifiedAt,
    created_at: domain.createdAt,
    updated_at: domain.updatedAt,
  };
}

/** The Domain answer of the one call that issued its API key: the key's secret shown, this once. */
export function withKeySecret(view: Domain, secret: string): Domain {
  return view.api_key ? { ...view, api_key: { ...view.api_key, secret } } : view;
}
