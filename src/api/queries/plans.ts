import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `plans` (spec section 7, Plans): what a domain can subscribe to and forward its events to.

type Schemas = components['schemas'];
export type Plan = Schemas['Plan'];
export type ServiceDefinition = Schemas['ServiceDefinition'];
export type ServiceField = Schemas['ServiceField'];
export type PlanFeature = Schemas['PlanFeature'];
export type PlanInterval = Schemas['PlanInterval'];
export type PlanComparisonRow = Schemas['PlanComparisonRow'];
export type PlanUpgradeValidation = Schemas['PlanUpgradeValidation'];

export const planKeys = {
  all: ['plans'] as const,
  /** Plans' names, descriptions and features are in the request's language: one entry per language. */
  list: (locale: string) => [...planKeys.all, 'list', locale] as const,
  detail: (slug: string, locale: string) => [...planKeys.all, 'detail', slug, locale] as const,
  /** The matrix for these plans, in the request's language (the features' names are translated). */
  compare: (slugs: readonly string[], locale: string) => [...planKeys.all, 'compare', slugs, locale] as const,
  /** Whether a domain may move to a plan: it changes with the domain's usage and subscription. */
  upgrade: (domainId: string, slug: string) => [...planKeys.all, 'upgrade', domainId, slug] as const,
  /** The services' names, labels and help are in the request's language: one entry per language. */
  servicesSchema: (locale: string) => [...planKeys.all, 'services-schema', locale] as const,
};

export const planQueries = {
  /** GET /plans: the active plans, in their order of display, worded in `locale`. */
  list: (locale: string) =>
    queryOptions({
      queryKey: planKeys.list(locale),
      queryFn: ({ signal }) => dataOf(api.GET('/plans', { signal })),
    }),
  /** GET /plans/{slug}: one plan on offer (404 when unknown or no longer sold), worded in `locale`. */
  detail: (slug: string, locale: string) =>
    queryOptions({
      queryKey: planKeys.detail(slug, locale),
      queryFn: ({ signal }) => dataOf(api.GET('/plans/{slug}', { params: { path: { slug } }, signal })),
    }),
  /** GET /plans/compare: every feature against the plans named (2 to 5 slugs), plans in display order. */
  compare: (slugs: readonly string[], locale: string) =>
    queryOptions({
      queryKey: planKeys.compare(slugs, locale),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/plans/compare', { params: { query: { plans: slugs.join(',') } }, signal })),
    }),
  /**
   * POST /validate/plan-upgrade: whether the domain may move to the plan, why not, and what is charged
   * now. A read despite the POST: it changes nothing, so it is a query the screen can ask again.
   */
  upgrade: (domainId: string, slug: string) =>
    queryOptions({
      queryKey: planKeys.upgrade(domainId, slug),
      queryFn: ({ signal }) =>
        dataOf(
          api.POST('/validate/plan-upgrade', { body: { domain_id: domainId, plan_slug: slug }, signal }),
        ),
      // The answer follows the domain's usage: asked afresh each time a plan is chosen.
      staleTime: 0,
      gcTime: 0,
    }),
  /** GET /services/schema: every destination a domain can forward to, with the fields of its form. */
  servicesSchema: (locale: string) =>
    queryOptions({
      queryKey: planKeys.servicesSchema(locale),
      queryFn: ({ signal }) => dataOf(api.GET('/services/schema', { signal })),
    }),
};
