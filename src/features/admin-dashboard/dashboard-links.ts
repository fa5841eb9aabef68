import type { UserStatus } from '@/api/queries/admin-dashboard';

/**
 * Where a figure of the dashboard leads: the admin list behind it, filtered to what the figure counts,
 * and the permission that list's route needs (a figure the caller may not open is shown, not linked).
 */
export interface DashboardLink {
  to: string;
  search: Record<string, string>;
  /** The route's `staticData.permission`, checked as the route guard checks it. */
  permission: string;
}

/** How long a tracking subdomain's setup may take before the strip calls it stuck (the server's grace). */
const STUCK_AFTER_HOURS = 24;

/** Every status but closed: the tickets the open-tickets figure counts. */
const OPEN_TICKET_STATUSES = 'open,pending,answered';

/**
 * The links of every figure and record on the dashboard, in one place so the lists' URLs agree. A list
 * keeps each filter in its URL under the API's name without `filter[…]` (`/admin/support?status=open`,
 * as every list of the app through `useTableUrlState`), and sends it to the API as `filter[status]`.
 */
export const dashboardLinks = {
  /** The users list, all or by status. */
  users: (status?: UserStatus): DashboardLink => ({
    to: '/admin/users',
    search: status ? { status } : {},
    permission: 'admin.users.view',
  }),
  /** The accounts holding the admin role. */
  admins: (): DashboardLink => ({
    to: '/admin/users',
    search: { is_admin: 'true' },
    permission: 'admin.users.view',
  }),
  /** The newest accounts first: the sign-ups the new-accounts figure counts. */
  newUsers: (): DashboardLink => ({
    to: '/admin/users',
    search: { sort: 'created_at', order: 'desc' },
    permission: 'admin.users.view',
  }),
  /** One account's page. */
  user: (id: string): DashboardLink => ({
    to: `/admin/users/${encodeURIComponent(id)}`,
    search: {},
    permission: 'admin.users.view',
  }),
  /** The domains list, all or by status. */
  domains: (status?: string): DashboardLink => ({
    to: '/admin/domains',
    search: status ? { status } : {},
    permission: 'admin.domains.view',
  }),
  /** One domain's page: the record of an item. */
  domain: (id: string): DashboardLink => ({
    to: `/admin/domains/${encodeURIComponent(id)}`,
    search: {},
    permission: 'admin.domains.view',
  }),
  /** The domains whose tracking subdomain has been in setup for more than the day the strip allows. */
  stuckDomains: (): DashboardLink => ({
    to: '/admin/domains',
    search: { stuck_hours: String(STUCK_AFTER_HOURS) },
    permission: 'admin.domains.view',
  }),
  /** The domains by the events they received, busiest first. */
  events: (): DashboardLink => ({
    to: '/admin/domains',
    search: { sort: 'events_count', order: 'desc' },
    permission: 'admin.domains.view',
  }),
  /** The delivery jobs, failed first: where failed deliveries are looked at and replayed. */
  deliveries: (): DashboardLink => ({
    to: '/admin/queue-monitoring',
    search: { state: 'failed' },
    permission: 'admin.queue-monitoring.view',
  }),
  /** The payments of one currency. */
  payments: (currency: string): DashboardLink => ({
    to: '/admin/payments',
    search: { currency },
    permission: 'admin.payments.view',
  }),
  /** The support queue's tickets that are not closed, longest waiting first (the queue's default order). */
  openTickets: (): DashboardLink => ({
    to: '/admin/support',
    search: { status: OPEN_TICKET_STATUSES },
    permission: 'admin.support.view',
  }),
  /** One ticket in the support queue. */
  ticket: (id: string): DashboardLink => ({
    to: `/admin/support/tickets/${encodeURIComponent(id)}`,
    search: {},
    permission: 'admin.support.view',
  }),
};
