import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `admin`, the settings part: every setting with its definition (type, options, default), who last
// changed it, and batches of changes saved all or nothing. Each save clears the server's public settings,
// so `GET /settings` (registration, maintenance mode) says the new values at once.

type Schemas = components['schemas'];
export type AdminSetting = Schemas['Setting'];
export type AdminSettingGroupName = Schemas['AdminSettingGroupName'];
export type AdminSettingsUpdateItem = Schemas['AdminSettingsUpdateRequest']['settings'][number];

export const adminSettingKeys = {
  all: ['admin', 'settings'] as const,
};

export const adminSettingsQueries = {
  /** GET /admin/settings: every setting, by group and key, and a summary per group. */
  all: () =>
    queryOptions({
      queryKey: adminSettingKeys.all,
      queryFn: ({ signal }) => dataOf(api.GET('/admin/settings', { signal })),
    }),
};

/** PUT /admin/settings: changes a batch of settings, all or nothing (a 422 names `settings.N.value`). */
export function updateAdminSettings(settings: AdminSettingsUpdateItem[]): Promise<AdminSetting[]> {
  return dataOf(api.PUT('/admin/settings', { body: { settings } }));
}
