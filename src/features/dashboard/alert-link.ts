import type { DashboardAlert } from '@/api/queries/user';
import { appPath, type AppPath } from '@/lib/app-path';

/**
 * The link that resolves an alert: its `action_url` (a path of the app), narrowed to the domain the alert
 * is about where the page can show one domain: the tracking setup of that domain, and its failed events
 * for delivery failures. Null without an `action_url`, or for one that would leave the app.
 */
export function alertLink(alert: Pick<DashboardAlert, 'key' | 'domain_id' | 'action_url'>): AppPath | null {
  const path = appPath(alert.action_url);
  if (!path) return null;
  // What the server's path says comes last, so it wins over what is added here.
  let { search } = path;
  const domain = alert.domain_id;
  if (path.to === '/domains/tracking' && domain) search = { domain, ...search };
  if (path.to === '/events' && alert.key === 'delivery_failures')
    search = { status: 'failed', ...(domain ? { domain_id: domain } : {}), ...search };
  return { to: path.to, search };
}
