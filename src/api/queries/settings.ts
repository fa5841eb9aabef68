import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { components } from '@/api/schema.gen';

// The public site settings of spec section 7 (Languages and settings: GET /settings).

export type SiteSettings = components['schemas']['SiteSettings'];

export const settingsQueries = {
  /** GET /settings: registration open, sign-in providers, upload limit, demo mode and accounts… */
  site: (client: ApiClient) =>
    queryOptions({
      queryKey: ['site-settings'],
      queryFn: async (): Promise<SiteSettings> => {
        const { data } = await client.GET('/settings');
        if (!data) throw new TypeError('The server answered without settings');
        return data.data;
      },
      // Spec section 9: site settings are cached for 5 minutes.
      staleTime: 5 * 60_000,
    }),
};
