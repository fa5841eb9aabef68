import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';

/** GET /settings: the public site settings (registration open, social providers, demo mode…). */
export function siteSettingsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['site-settings'],
    queryFn: async () => {
      const { data } = await client.GET('/settings');
      if (!data) throw new TypeError('The server answered without settings');
      return data.data;
    },
    // An admin changes these rarely; a few minutes late is fine.
    staleTime: 5 * 60_000,
  });
}
