import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the plans part: every plan (active or not) and the features plans offer, with the changes
// staff make to them. Each save clears the public plan cache on the server, so /billing shows it at once.

type Schemas = components['schemas'];
export type AdminPlan = Schemas['AdminPlan'];
export type AdminPlanUpdateRequest = Schemas['AdminPlanUpdateRequest'];
export type AdminPlanImpact = Schemas['AdminPlanImpact'];
export type AdminFeature = Schemas['AdminFeature'];
export type AdminFeatureCreateRequest = Schemas['AdminFeatureCreateRequest'];
export type AdminFeatureUpdateRequest = Schemas['AdminFeatureUpdateRequest'];
export type AdminPlanBulkItem = Schemas['AdminPlanBulkUpdateRequest']['plans'][number];

/** The list call's query: page, size, sort, search and `filter[…]`. */
export type AdminPlanListQuery = NonNullable<operations['adminListPlans']['parameters']['query']>;

export const adminPlanKeys = {
  all: ['admin', 'plans'] as const,
  lists: () => [...adminPlanKeys.all, 'list'] as const,
  list: (query: AdminPlanListQuery) => [...adminPlanKeys.lists(), query] as const,
  detail: (slug: string) => [...adminPlanKeys.all, 'detail', slug] as const,
  features: () => ['admin', 'features'] as const,
};

export const adminPlansQueries = {
  /** GET /admin/plans: one page of plans, active or not, and the list's total. */
  list: (query: AdminPlanListQuery) =>
    queryOptions({
      queryKey: adminPlanKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/plans', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /admin/plans/{slug}: one plan with its features, texts and Stripe check. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: adminPlanKeys.detail(slug),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/plans/{slug}', { params: { path: { slug } }, signal })),
    }),
  /** GET /admin/enhanced-features: every feature, with how many plans offer it. */
  features: () =>
    queryOptions({
      queryKey: adminPlanKeys.features(),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/enhanced-features', { signal })),
    }),
};

/** PUT /admin/plans/{slug}: changes the fields sent; `features` and `translations` replace the plan's. */
export function updateAdminPlan(slug: string, body: AdminPlanUpdateRequest): Promise<AdminPlan> {
  return dataOf(api.PUT('/admin/plans/{slug}', { params: { path: { slug } }, body }));
}

/** POST /admin/plans/impact/{slug} (extension): who the change would affect; nothing is saved. */
export function previewAdminPlanChange(slug: string, body: AdminPlanUpdateRequest): Promise<AdminPlanImpact> {
  return dataOf(api.POST('/admin/plans/impact/{slug}', { params: { path: { slug } }, body }));
}

/** POST /admin/plans/duplicate/{slug}: an inactive copy (`-copy`, `-copy-2`…) without a Stripe price. */
export function duplicateAdminPlan(slug: string): Promise<AdminPlan> {
  return dataOf(api.POST('/admin/plans/duplicate/{slug}', { params: { path: { slug } } }));
}

/** DELETE /admin/plans/{slug}: refused (422) while subscriptions name the plan. */
export async function deleteAdminPlan(slug: string, reason: string): Promise<void> {
  await api.DELETE('/admin/plans/{slug}', { params: { path: { slug }, query: { reason } } });
}

/** POST /admin/plans/bulk-update: switches or reorders several plans, all or none. */
export function bulkUpdateAdminPlans(plans: AdminPlanBulkItem[]): Promise<AdminPlan[]> {
  return dataOf(api.POST('/admin/plans/bulk-update', { body: { plans } }));
}

/** POST /admin/enhanced-features: a new feature, offered by no plan yet. */
export function createAdminFeature(body: AdminFeatureCreateRequest): Promise<AdminFeature> {
  return dataOf(api.POST('/admin/enhanced-features', { body }));
}

/** PUT /admin/enhanced-features/{slug}: changes the fields sent; `translations` replaces the texts. */
export function updateAdminFeature(slug: string, body: AdminFeatureUpdateRequest): Promise<AdminFeature> {
  return dataOf(api.PUT('/admin/enhanced-features/{slug}', { params: { path: { slug } }, body }));
}

/** DELETE /admin/enhanced-features/{slug}: refused (422) while plans offer it. */
export async function deleteAdminFeature(slug: string, reason: string): Promise<void> {
  await api.DELETE('/admin/enhanced-features/{slug}', { params: { path: { slug }, query: { reason } } });
}
