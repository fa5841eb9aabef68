import type { SiteSettings } from '@/api/queries/settings';
import { siteSettings } from '../../fixtures/settings';
import { contract, envelope } from '../contract';

// Tag `settings`.

export const settingsHandlers = {
  /** GET /settings. */
  site: (settings: SiteSettings = siteSettings()) => contract.get('/settings', () => envelope(settings)),
};
