import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the domains part: every owner's domains, one domain, and what staff change on them
// (each recorded in the activity log with its reason).

type Schemas = components['schemas'];
export type AdminDomain = Schemas['AdminDomain'];
export type AdminDomainUpdateRequest = Schemas['AdminDomainUpdateRequest'];
export type AdminDomainBulkUpdateRequest = Schemas['AdminDomainBulkUpdateRequest'];
export type AdminDomainListFilter = Schemas['AdminDomainListFilter'];
export type AdminTrackingRecheck = Schemas['AdminTrackingRecheck'];
export type DomainStatus = Schemas['DomainStatus'];

/** The list call's query: page, size, sort, search and `filter[…]`. */
export type AdminDomainListQuery = NonNullable<operations['adminListDomains']['parameters']['query']>;

export const DOMAIN_STATUSES: readonly DomainStatus[] = ['pending', 'active', 'suspended', 'expired'];

export const adminDomainKeys = {
  all: ['admin', 'domains'] as const,
  lists: () => [...adminDomainKeys.all, 'list'] as const,
  list: (query: AdminDomainListQuery) => [...adminDomainKeys.lists(), query] as const,
  details: () => [...adminDomainKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminDomainKeys.details(), id] as const,
};

export const adminDomainsQueries = {
  /** GET /admin/domains: one page of every owner's domains and the list's total. */
  list: (query: AdminDomainListQuery) =>
    queryOptions({
      queryKey: adminDomainKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/domains', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /admin/domains/{id}: the domain with its owner, this month's figures and its block. */
  detail: (id: string) =>
    queryOptions({
      queryKey: adminDomainKeys.detail(id),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/domains/{id}', { params: { path: { id } }, signal })),
    }),
};

/** PUT /admin/domains/{id}: changes the fields sent (a new `user_id` moves it to that owner), with why. */
export function updateAdminDomain(id: string, body: AdminDomainUpdateRequest): Promise<AdminDomain> {
  return dataOf(api.PUT('/admin/domains/{id}', { params: { path: { id } }, body }));
}

/** DELETE /admin/domains/{id}: the domain and its data; its subscription ends at once. */
export async function deleteAdminDomain(id: string, reason: string): Promise<void> {
  await api.DELETE('/admin/domains/{id}', { params: { path: { id }, query: { reason } } });
}

/** PUT /admin/domains/{id}/ingestion-block (extension): its events answer 403 with the reason. */
export function blockAdminDomain(id: string, reason: string): Promise<AdminDomain> {
  return dataOf(
    api.PUT('/admin/domains/{id}/ingestion-block', { params: { path: { id } }, body: { reason } }),
  );
}

/** DELETE /admin/domains/{id}/ingestion-block (extension): it takes events again. */
export function unblockAdminDomain(id: string, reason: string): Promise<AdminDomain> {
  return dataOf(
    api.DELETE('/admin/domains/{id}/ingestion-block', { params: { path: { id }, query: { reason } } }),
  );
}

/** POST /admin/domains/{id}/tracking-recheck (extension): the CNAME looked up now, with DNS's answer. */
export function recheckAdminDomainTracking(id: string): Promise<AdminTrackingRecheck> {
  return dataOf(api.POST('/admin/domains/{id}/tracking-recheck', { params: { path: { id } } }));
}

/** POST /admin/domains/bulk-update: status or plan of ticked domains, or of all matching a filter. */
export function bulkUpdateAdminDomains(body: AdminDomainBulkUpdateRequest) {
  return dataOf(api.POST('/admin/domains/bulk-update', { body }));
}
