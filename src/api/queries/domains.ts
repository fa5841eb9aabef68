import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `domains` (spec section 7, Domains): the user's own domains, their services, API key and tracking
// subdomain, with the extensions of the spec that edit services and rotate the key.

type Schemas = components['schemas'];
export type Domain = Schemas['Domain'];
export type DomainStatus = Schemas['DomainStatus'];
export type DomainCreate = Schemas['DomainCreateRequest'];
export type DomainServiceInput = Schemas['DomainServiceInput'];
export type DomainStats = Schemas['DomainStats'];
export type DomainHealth = Schemas['DomainHealth'];
export type TrackingDomain = Schemas['TrackingDomain'];
export type TrackingDomainStatus = Schemas['TrackingDomainStatus'];
export type TrackingDomainProgress = Schemas['TrackingDomainProgress'];
export type TrackingDomainVerificationData = Schemas['TrackingDomainVerificationData'];

/** The list call's query: page, size, sort, search and `filter[status|plan]`. */
export type DomainListQuery = NonNullable<operations['listDomains']['parameters']['query']>;
/** The tracking-domains list call's query. */
export type TrackingDomainListQuery = NonNullable<operations['listTrackingDomains']['parameters']['query']>;

export const domainKeys = {
  all: ['domains'] as const,
  lists: () => [...domainKeys.all, 'list'] as const,
  list: (query: DomainListQuery) => [...domainKeys.lists(), query] as const,
  /** Everything about one domain: the domain, its stats, health and tracking subdomain. */
  one: (id: string) => [...domainKeys.all, 'one', id] as const,
  detail: (id: string) => [...domainKeys.one(id), 'detail'] as const,
  stats: (id: string) => [...domainKeys.one(id), 'stats'] as const,
  health: (id: string) => [...domainKeys.one(id), 'health'] as const,
  tracking: (id: string) => [...domainKeys.one(id), 'tracking'] as const,
  trackingStatus: (id: string) => [...domainKeys.tracking(id), 'status'] as const,
  verificationData: (id: string) => [...domainKeys.tracking(id), 'verification-data'] as const,
  trackingLists: () => [...domainKeys.all, 'tracking-domains'] as const,
  trackingList: (query: TrackingDomainListQuery) => [...domainKeys.trackingLists(), query] as const,
};

export const domainQueries = {
  /** GET /domains: one page of the user's domains, with the list's total. */
  list: (query: DomainListQuery) =>
    queryOptions({
      queryKey: domainKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/domains', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** The user's domains to choose from (a picker or a filter): the first hundred, the most a page holds. */
  choices: () => domainQueries.list({ page: 1, per_page: 100 }),
  /** GET /domains/{domainId}: the domain with its plan, services (secrets masked), key and subdomain. */
  detail: (id: string) =>
    queryOptions({
      queryKey: domainKeys.detail(id),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/domains/{domainId}', { params: { path: { domainId: id } }, signal })),
    }),
  /** GET /domains/{domain}/stats: the last 30 days' events, day by day, and the plan's usage. */
  stats: (id: string) =>
    queryOptions({
      queryKey: domainKeys.stats(id),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/domains/{domain}/stats', { params: { path: { domain: id } }, signal })),
    }),
  /** GET /domains/{domain}/status: the four health checks, from the latest stored figures. */
  health: (id: string) =>
    queryOptions({
      queryKey: domainKeys.health(id),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/domains/{domain}/status', { params: { path: { domain: id } }, signal })),
    }),
  /** GET /domains/{domainId}/tracking-domain: the tracking subdomain, or null before one is added. */
  tracking: (id: string) =>
    queryOptions({
      queryKey: domainKeys.tracking(id),
      queryFn: ({ signal }) =>
        dataOf(
          api.GET('/domains/{domainId}/tracking-domain', { params: { path: { domainId: id } }, signal }),
        ),
    }),
  /** GET …/tracking-domain/status: the setup's steps with their times, and when the server checks next. */
  trackingStatus: (id: string) =>
    queryOptions({
      queryKey: domainKeys.trackingStatus(id),
      queryFn: ({ signal }) =>
        dataOf(
          api.GET('/domains/{domainId}/tracking-domain/status', {
            params: { path: { domainId: id } },
            signal,
          }),
        ),
    }),
  /** GET …/tracking-domain/verification-data: the DNS records to create, with instructions. */
  verificationData: (id: string) =>
    queryOptions({
      queryKey: domainKeys.verificationData(id),
      queryFn: ({ signal }) =>
        dataOf(
          api.GET('/domains/{domainId}/tracking-domain/verification-data', {
            params: { path: { domainId: id } },
            signal,
          }),
        ),
    }),
  /** GET /tracking-domains: the tracking subdomains across the user's domains. */
  trackingList: (query: TrackingDomainListQuery) =>
    queryOptions({
      queryKey: domainKeys.trackingList(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/tracking-domains', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
};

/** POST /domains: the new domain, with its API key's secret (in this answer only). */
export function createDomain(body: DomainCreate): Promise<Domain> {
  return dataOf(api.POST('/domains', { body }));
}

/** DELETE /domains/{domain}: the domain, its subdomain, key, subscription and events are gone. */
export async function deleteDomain(id: string): Promise<void> {
  await api.DELETE('/domains/{domainId}', { params: { path: { domainId: id } } });
}

/** PUT /domains/{domainId}/services (extension): the domain's services become `services`. */
export function updateDomainServices(id: string, services: DomainServiceInput[]): Promise<Domain> {
  return dataOf(
    api.PUT('/domains/{domainId}/services', { params: { path: { domainId: id } }, body: { services } }),
  );
}

/** PATCH /domains/{domainId}/services/{key} (extension): pauses or resumes forwarding to one service. */
export function setDomainServiceEnabled(id: string, key: string, enabled: boolean): Promise<Domain> {
  return dataOf(
    api.PATCH('/domains/{domainId}/services/{key}', {
      params: { path: { domainId: id, key } },
      body: { enabled },
    }),
  );
}

/** POST /domains/{domainId}/api-key/rotate (extension): a new key, shown once; the old one works 24 h. */
export function rotateDomainApiKey(id: string): Promise<Domain> {
  return dataOf(api.POST('/domains/{domainId}/api-key/rotate', { params: { path: { domainId: id } } }));
}

/** POST /domains/{domainId}/tracking-domain: registers the subdomain; it starts `pending`. */
export function createTrackingDomain(id: string, hostname: string): Promise<TrackingDomain> {
  return dataOf(
    api.POST('/domains/{domainId}/tracking-domain', {
      params: { path: { domainId: id } },
      body: { hostname },
    }),
  );
}

/** DELETE /domains/{domainId}/tracking-domain: tracking through the subdomain stops at once. */
export async function deleteTrackingDomain(id: string): Promise<void> {
  await api.DELETE('/domains/{domainId}/tracking-domain', { params: { path: { domainId: id } } });
}

/** POST …/tracking-domain/verify: looks the CNAME up now; answers the subdomain after the check. */
export function verifyTrackingDomain(id: string): Promise<TrackingDomain> {
  return dataOf(
    api.POST('/domains/{domainId}/tracking-domain/verify', { params: { path: { domainId: id } } }),
  );
}

/** POST …/tracking-domain/configure: retries the certificate's setup once the CNAME is verified. */
export function configureTrackingDomain(id: string): Promise<TrackingDomain> {
  return dataOf(
    api.POST('/domains/{domainId}/tracking-domain/configure', { params: { path: { domainId: id } } }),
  );
}
