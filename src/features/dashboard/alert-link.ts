import type { DashboardAlert } from '@/api/queries/user';

/** Where an alert's link goes inside the app: a path and its search params. */
export interface AlertLink {
  to: string;
  search: Record<string, string>;
}

// Only to split a path from its search: an `action_url` that lands anywhere else is not the app's.
const APP = 'https://app.invalid';

/**
 * The link that resolves an alert: its `action_url` (a path of the app), narrowed to the domain the alert
 * is about where the page can show one domain: the tracking setup of that domain, and its failed events
 * for delivery failures. Null without an `action_url`, or for one that would leave the app.
 */
export function alertLink(alert: Pick<DashboardAlert, 'key' | 'domain_id' | 'action_url'>): AlertLink | null {
  const url = alert.action_url;
  if (!url?.startsWith('/')) return null;
  const parsed = new URL(url, APP);
  if (parsed.origin !== APP) return null;
  // What the server's path says comes last, so it wins over what is added here.
  let search: Record<string, string> = Object.fromEntries(parsed.searchParams);
  const domain = alert.domain_id;
  if (parsed.pathname === '/domains/tracking' && domain) search = { domain, ...search };
  if (parsed.pathname === '/events' && alert.key === 'delivery_failures')
    search = { status: 'failed', ...(domain ? { domain_id: domain } : {}), ...search };
  return { to: parsed.pathname, search };
}
