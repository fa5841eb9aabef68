import type { components } from '#contract';

export type AdminDashboard = components['schemas']['AdminDashboard'];
type Trends = NonNullable<AdminDashboard['trends']>;
type Attention = NonNullable<AdminDashboard['attention']>;

/**
 * The parts of the dashboard, each opened by the permission of the list its figures link to: people
 * (`/admin/users`), domains with their events and deliveries (`/admin/domains`), revenue
 * (`/admin/payments`) and support (`/admin/support`). `admin.dashboard.view` alone opens the dashboard
 * with none of them: the figures of an area are as private as the area's list.
 */
export const SECTION_PERMISSIONS = {
  people: 'admin.users.view',
  domains: 'admin.domains.view',
  revenue: 'admin.payments.view',
  support: 'admin.support.view',
} as const;

export type DashboardSection = keyof typeof SECTION_PERMISSIONS;

/** Each section's figures, with its part of the trends and of the needs-attention strip. */
export interface DashboardSections {
  people: Pick<AdminDashboard, 'users' | 'new_users' | 'recent_signups'> & {
    trends: Pick<Trends, 'users' | 'new_users'>;
  };
  domains: Pick<AdminDashboard, 'domains' | 'events' | 'delivery'> & {
    trends: Pick<Trends, 'domains' | 'events' | 'delivery'>;
    attention: Pick<
      Attention,
      | 'stuck_tracking_domains'
      | 'stuck_tracking_domains_count'
      | 'failing_destinations'
      | 'failing_destinations_count'
    >;
  };
  revenue: Pick<AdminDashboard, 'revenue_this_month' | 'revenue_by_currency'> & {
    trends: Pick<Trends, 'revenue_by_currency'>;
  };
  support: Pick<AdminDashboard, 'open_tickets'> & {
    attention: Pick<Attention, 'waiting_tickets' | 'waiting_tickets_count'>;
  };
}

/** The sections the caller's permissions open. */
export function sectionsOpenedBy(permissions: readonly string[]): Set<DashboardSection> {
  const held = new Set(permissions);
  const names = Object.keys(SECTION_PERMISSIONS) as DashboardSection[];
  return new Set(names.filter((name) => held.has(SECTION_PERMISSIONS[name])));
}

/** The dashboard (but its alerts) made of the sections `open`, their trends and attention lists merged. */
export function dashboardOf(
  sections: DashboardSections,
  open: ReadonlySet<DashboardSection>,
): Omit<AdminDashboard, 'alerts'> {
  const dashboard: Omit<AdminDashboard, 'alerts'> = {};
  let trends: Trends | undefined;
  let attention: Attention | undefined;
  for (const name of open) {
    const {
      trends: sectionTrends,
      attention: sectionAttention,
      ...figures
    } = sections[name] as DashboardSections[DashboardSection] & { trends?: Trends; attention?: Attention };
    Object.assign(dashboard, figures);
    if (sectionTrends) trends = { ...trends, ...sectionTrends };
    if (sectionAttention) attention = { ...attention, ...sectionAttention };
  }
  return { ...dashboard, ...(trends && { trends }), ...(attention && { attention }) };
}
