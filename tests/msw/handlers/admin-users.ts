import { HttpResponse } from 'msw';
import type {
  AdminUser,
  AdminUserCreateRequest,
  AdminUserOverview,
  AdminUserUpdateRequest,
} from '@/api/queries/admin-users';
import { anAdminUser, aUserOverview } from '../../fixtures/admin-users';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `admin`, the users part: accounts held in memory, answering as the reference server does (the list
// searched, filtered by status and role, paged; suspend, activate, delete, sign-out and 2FA reset with
// their reasons), so a test can act on a user and see the list or the page follow. Each write is recorded.

/** What the fake server holds; a test may read or change it between calls. */
export interface UserStore {
  users: AdminUser[];
  /** The caller's id: acting on it answers 422, as the server's self-protection does. */
  callerId: string;
  /** Every GET /admin/users and /admin/users/export query, in order. */
  listed: URLSearchParams[];
  exported: URLSearchParams[];
  created: AdminUserCreateRequest[];
  updated: { id: string; body: AdminUserUpdateRequest }[];
  /** Suspensions, reactivations, deletions, sign-outs and 2FA resets, with their reasons. */
  actions: { action: string; id: string; reason: string | null }[];
  /** What the overview adds to a user (domains, sessions…), by id. */
  overviews: Record<string, Partial<AdminUserOverview>>;
}

export function aUserStore(overrides: Partial<UserStore> = {}): UserStore {
  return {
    users: [anAdminUser()],
    callerId: 'admin-1',
    listed: [],
    exported: [],
    created: [],
    updated: [],
    actions: [],
    overviews: {},
    ...overrides,
  };
}

const notFound = () => refusal(404, 'User not found');
const ownAccount = () =>
  refusal(422, 'The given data was invalid.', { id: ['You cannot do this to your own account.'] });

function matches(user: AdminUser, params: URLSearchParams): boolean {
  const search = params.get('search')?.toLowerCase();
  if (search && !`${user.name} ${user.email}`.toLowerCase().includes(search)) return false;
  const statuses = params.get('filter[status]')?.split(',');
  if (statuses && !statuses.includes(user.status)) return false;
  const role = params.get('filter[role]');
  return !role || user.roles.includes(role);
}

/** The users part's handlers over `store`. */
export function adminUsersHandlers(store: UserStore) {
  const find = (id: string | undefined) => store.users.find((user) => user.id === id);
  const replace = (changed: AdminUser) => {
    store.users = store.users.map((user) => (user.id === changed.id ? changed : user));
    return changed;
  };
  const record = (action: string, id: string, request: Request, reason?: string | null) => {
    store.actions.push({ action, id, reason: reason ?? new URL(request.url).searchParams.get('reason') });
  };
  return [
    contract.get('/admin/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.listed.push(params);
      const page = Number(params.get('page') ?? 1);
      const perPage = Number(params.get('per_page') ?? 15);
      const found = store.users.filter((user) => matches(user, params));
      const items = found.slice((page - 1) * perPage, page * perPage);
      return listEnvelope(items, { page, perPage, total: found.length });
    }),
    contract.get('/admin/users/export', ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.exported.push(params);
      const rows = store.users.filter((user) => matches(user, params));
      const csv = ['id,name,email', ...rows.map((user) => `${user.id},${user.name},${user.email}`)].join(
        '\n',
      );
      return new HttpResponse(`${csv}\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="users-2026-03-02.csv"',
        },
      });
    }),
    contract.post('/admin/users', async ({ request }) => {
      const body = (await request.json()) as AdminUserCreateRequest;
      store.created.push(body);
      if (store.users.some((user) => user.email === body.email)) {
        return refusal(422, 'The given data was invalid.', { email: ['This email is already taken.'] });
      }
      const user = anAdminUser({
        id: `user-${store.users.length + 100}`,
        name: body.name,
        display_name: body.name,
        email: body.email,
        roles: body.roles ?? [],
        domains_count: 0,
        last_login_at: null,
      });
      store.users.push(user);
      return envelope(user, { message: 'The user has been created' });
    }),
    contract.get('/admin/users/{id}', ({ params }) => {
      const user = find(params.id);
      return user ? envelope(user) : notFound();
    }),
    contract.get('/admin/users/{id}/overview', ({ params }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      return envelope(aUserOverview(user, store.overviews[params.id]));
    }),
    contract.put('/admin/users/{id}', async ({ params, request }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      const body = (await request.json()) as AdminUserUpdateRequest;
      store.updated.push({ id: params.id, body });
      if (body.email && store.users.some((other) => other.email === body.email && other.id !== user.id)) {
        return refusal(422, 'The given data was invalid.', { email: ['This email is already taken.'] });
      }
      const changed = {
        ...user,
        ...(body.name === undefined ? {} : { name: body.name, display_name: body.name }),
        ...(body.email === undefined ? {} : { email: body.email }),
        ...(body.roles === undefined ? {} : { roles: body.roles }),
        ...(body.language === undefined ? {} : { language: body.language }),
      };
      return envelope(replace(changed), { message: 'The user has been updated' });
    }),
    contract.patch('/admin/users/{id}/suspend', async ({ params, request }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      if (user.id === store.callerId) return ownAccount();
      const { reason } = (await request.json()) as { reason: string };
      record('suspend', user.id, request, reason);
      const suspended = {
        ...user,
        status: 'suspended' as const,
        suspended_at: new Date(),
        suspension_reason: reason,
      };
      return envelope(replace(suspended), { message: 'The account has been suspended' });
    }),
    contract.patch('/admin/users/{id}/activate', ({ params, request }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      record('activate', user.id, request);
      const active = { ...user, status: 'active' as const, suspended_at: null, suspension_reason: null };
      return envelope(replace(active), { message: 'The account has been reactivated' });
    }),
    contract.delete('/admin/users/{id}', ({ params, request }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      if (user.id === store.callerId) return ownAccount();
      record('delete', user.id, request);
      store.users = store.users.filter((other) => other.id !== user.id);
      return envelope(null, { message: 'The account has been deleted' });
    }),
    contract.delete('/admin/users/{id}/sessions', ({ params, request }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      if (user.id === store.callerId) return ownAccount();
      record('sign-out', user.id, request);
      return envelope(null, { message: 'The user has been signed out everywhere' });
    }),
    contract.delete('/admin/users/{id}/two-factor', ({ params, request }) => {
      const user = find(params.id);
      if (!user || !params.id) return notFound();
      record('two-factor', user.id, request);
      return envelope(replace({ ...user, two_factor_enabled: false }), {
        message: 'Two-factor sign-in has been turned off',
      });
    }),
  ];
}
