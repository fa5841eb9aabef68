import type { Domain } from '@/api/queries/domains';
import type { Plan } from '@/api/queries/plans';

/** One domain's events this billing period against its plan's monthly limit. */
export interface DomainUsage {
  id: string;
  name: string;
  planName: string;
  /** Events counted this billing period (`events_count` of GET /domains). */
  used: number;
  /** The plan's `events_per_month`; null means unlimited. */
  limit: number | null;
}

/**
 * Each domain's plan limit. GET /user/dashboard/usage answers no limit, so it comes from what the client
 * already asks for elsewhere: the domain's plan (GET /domains, shared with the events filter) looked up in
 * GET /plans (shared with the add-domain form): two small reads, whatever the number of domains, where a
 * domain's stats would be one heavy read per domain. A plan no longer on offer is missing from GET /plans;
 * its limit then comes from `retired` (the domain's `usage.events_limit` of GET /domains/{domain}/stats),
 * and the domain is left out until that arrives. Domains without a plan take no events and are left out.
 */
export function domainUsages(
  domains: readonly Domain[],
  plans: readonly Plan[],
  retired: ReadonlyMap<string, number | null> = new Map(),
): DomainUsage[] {
  const limits = new Map(plans.map((plan) => [plan.id, plan.limits.events_per_month]));
  return domains.flatMap((domain) => {
    const { plan } = domain;
    if (!plan) return [];
    const limit = limits.has(plan.id) ? limits.get(plan.id) : retired.get(domain.id);
    if (limit === undefined) return [];
    return [{ id: domain.id, name: domain.name, planName: plan.name, used: domain.events_count ?? 0, limit }];
  });
}

/** The domains whose plan GET /plans does not list, whose limit must come from their stats. */
export function domainsOfRetiredPlans(domains: readonly Domain[], plans: readonly Plan[]): string[] {
  const offered = new Set(plans.map((plan) => plan.id));
  return domains.flatMap((domain) => (domain.plan && !offered.has(domain.plan.id) ? [domain.id] : []));
}

/**
 * What the user's plans allow together in a month: the sum of their limits, or null (no limit) when any
 * domain's plan is unlimited or no domain has a plan.
 */
export function monthlyLimit(usages: readonly DomainUsage[]): number | null {
  if (usages.length === 0 || usages.some((usage) => usage.limit === null)) return null;
  return usages.reduce((total, usage) => total + (usage.limit ?? 0), 0);
}
