import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';

// Tag `settings` (spec section 7, Languages and settings): the public site settings.

export type SiteSettings = components['schemas']['SiteSettings'];

export const settingsKeys = {
  all: ['settings'] as const,
  site: () => [...settingsKeys.all, 'site'] as const,
};

export const settingsQueries = {
  /** GET /settings: registration open, sign-in providers, upload limit, demo mode and accounts… */
  site: () =>
    queryOptions({
      queryKey: settingsKeys.site(),
      queryFn: ({ signal }) => dataOf(api.GET('/settings', { signal })),
      // Spec section 9: site settings are cached for 5 minutes.
      staleTime: 5 * 60_000,
    }),
};
