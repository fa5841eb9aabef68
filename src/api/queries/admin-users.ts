import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `admin`, the users part: the staff's list of accounts, one user's support console, and the
// changes staff make to an account (each recorded in the activity log with its reason).

type Schemas = components['schemas'];
export type AdminUser = Schemas['AdminUser'];
export type AdminUserOverview = Schemas['AdminUserOverview'];
export type AdminUserCreateRequest = Schemas['AdminUserCreateRequest'];
export type AdminUserUpdateRequest = Schemas['AdminUserUpdateRequest'];
export type UserStatus = Schemas['UserStatus'];

/** The list call's query: page, size, sort, search and `filter[…]`. */
export type AdminUserListQuery = NonNullable<operations['adminListUsers']['parameters']['query']>;
/** The export's query: the list's, without paging. */
export type AdminUserExportQuery = NonNullable<operations['adminExportUsers']['parameters']['query']>;

export const USER_STATUSES: readonly UserStatus[] = ['active', 'suspended', 'pending'];

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (query: AdminUserListQuery) => [...adminUserKeys.lists(), query] as const,
  details: () => [...adminUserKeys.all, 'detail'] as const,
  detail: (id: string) => [...adminUserKeys.details(), id] as const,
  overview: (id: string) => [...adminUserKeys.detail(id), 'overview'] as const,
};

export const adminUsersQueries = {
  /** GET /admin/users: one page of accounts and the list's total. */
  list: (query: AdminUserListQuery) =>
    queryOptions({
      queryKey: adminUserKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/admin/users', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /admin/users/{id}: the account with its roles and permissions. */
  detail: (id: string) =>
    queryOptions({
      queryKey: adminUserKeys.detail(id),
      queryFn: ({ signal }) => dataOf(api.GET('/admin/users/{id}', { params: { path: { id } }, signal })),
    }),
  /** GET /admin/users/{id}/overview (extension): the support console in one read. */
  overview: (id: string) =>
    queryOptions({
      queryKey: adminUserKeys.overview(id),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/admin/users/{id}/overview', { params: { path: { id } }, signal })),
    }),
};

/** POST /admin/users: a new account, active at once. */
export function createAdminUser(body: AdminUserCreateRequest): Promise<AdminUser> {
  return dataOf(api.POST('/admin/users', { body }));
}

/** PUT /admin/users/{id}: changes the fields sent; `roles` replaces the user's roles. */
export function updateAdminUser(id: string, body: AdminUserUpdateRequest): Promise<AdminUser> {
  return dataOf(api.PUT('/admin/users/{id}', { params: { path: { id } }, body }));
}

/** PATCH /admin/users/{id}/suspend: signs the user out everywhere and refuses their sign-in. */
export function suspendAdminUser(id: string, reason: string): Promise<AdminUser> {
  return dataOf(api.PATCH('/admin/users/{id}/suspend', { params: { path: { id } }, body: { reason } }));
}

/** PATCH /admin/users/{id}/activate: lifts a suspension (or lets a pending account in), with why. */
export function activateAdminUser(id: string, reason: string): Promise<AdminUser> {
  return dataOf(api.PATCH('/admin/users/{id}/activate', { params: { path: { id }, query: { reason } } }));
}

/** DELETE /admin/users/{id}: the account and its domains; tickets, invoices and payments stay. */
export async function deleteAdminUser(id: string, reason: string): Promise<void> {
  await api.DELETE('/admin/users/{id}', { params: { path: { id }, query: { reason } } });
}

/** DELETE /admin/users/{id}/sessions (extension): signs the user out of every session. */
export async function signOutAdminUser(id: string, reason: string): Promise<void> {
  await api.DELETE('/admin/users/{id}/sessions', { params: { path: { id }, query: { reason } } });
}

/** DELETE /admin/users/{id}/two-factor (extension): turns the user's two-factor sign-in off. */
export function resetAdminUserTwoFactor(id: string, reason: string): Promise<AdminUser> {
  return dataOf(api.DELETE('/admin/users/{id}/two-factor', { params: { path: { id }, query: { reason } } }));
}

/**
 * GET /admin/users/export as the response itself, unread: every user matching the list's search,
 * sort and filters, as CSV (capped at 50,000; more answers 422 asking for narrower filters).
 */
export async function exportAdminUsers(query: AdminUserExportQuery, signal?: AbortSignal): Promise<Response> {
  const { response } = await api.GET('/admin/users/export', { params: { query }, parseAs: 'stream', signal });
  return response;
}
