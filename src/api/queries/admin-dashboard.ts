import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `admin`, the dashboard (GET /admin/dashboard): the platform's figures, each section present only
// when the caller's permissions open the list behind it.

type Schemas = components['schemas'];
export type AdminDashboard = Schemas['AdminDashboard'];
export type AdminDashboardTrends = Schemas['AdminDashboardTrends'];
export type AdminDashboardAttention = Schemas['AdminDashboardAttention'];
export type AdminRecentSignup = Schemas['AdminRecentSignup'];
export type AdminSystemAlert = Schemas['AdminSystemAlert'];
export type UserStatus = Schemas['UserStatus'];
export type DomainStatusCounts = Schemas['AdminDomainStatusCounts'];

export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

export const adminDashboardQueries = {
  /** GET /admin/dashboard: the figures, their previous periods, what needs attention, the newest accounts. */
  dashboard: () =>
    queryOptions({
      queryKey: adminDashboardKeys.all,
      queryFn: ({ signal }) => dataOf(api.GET('/admin/dashboard', { signal })),
    }),
};
