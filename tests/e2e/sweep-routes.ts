import { expect, type APIRequestContext } from '@playwright/test';
import type { FileRoutesByFullPath } from '../../src/route-tree.gen';
import { ACCOUNTS } from './accounts';
import { administratorToken } from './journey-administrator';

/** Records of the demo data the routes with parameters open: the demo owner's, found through the API. */
export interface DemoRecords {
  /** The demo owner: their domain, ticket and payment, and their own user id. */
  domainId: string;
  ticketId: string;
  userId: string;
  paymentId: string;
  /** A page of the content pages (the privacy policy), by id for the editor and by slug for readers. */
  pageId: string;
  pageSlug: string;
}

const API = '/api/v1';

/** The first item's `field` of a list answer. */
async function first(request: APIRequestContext, path: string, bearer: string, field: string) {
  const answer = await request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  const { data } = (await answer.json()) as { data: Record<string, unknown>[] };
  const value = data[0]?.[field];
  expect(typeof value, `${path}'s first ${field}`).toBe('string');
  return value as string;
}

/** The demo owner's records and a content page, through the seeded administrator's and owner's sessions. */
export async function demoRecords(request: APIRequestContext): Promise<DemoRecords> {
  const admin = await administratorToken(request);
  const { email, password } = ACCOUNTS.owner;
  const login = await request.post(`${API}/auth/login`, { data: { email, password } });
  const owner = ((await login.json()) as { data: { token: string } }).data.token;
  const byOwner = `search=${encodeURIComponent(email)}`;
  return {
    domainId: await first(request, '/domains?per_page=1', owner, 'id'),
    ticketId: await first(request, '/support/tickets?per_page=1', owner, 'id'),
    userId: await first(request, `/admin/users?${byOwner}`, admin, 'id'),
    paymentId: await first(request, `/admin/payments?${byOwner}`, admin, 'id'),
    pageId: await first(request, '/admin/pages?search=privacy', admin, 'id'),
    pageSlug: await first(request, '/admin/pages?search=privacy', admin, 'slug'),
  };
}

type RoutePath = keyof FileRoutesByFullPath;

// A made-up id for links whose record the visitor cannot have (a mailed link's user, a reset token).
const MAILED_ID = '01JD3Q8Z5V6X7Y8Z9A0B1C2D3E';

/**
 * Every route of the route tree, as the addresses the sweep opens for it: typed by the generated tree, so
 * a route added to the app and not here fails the type check. A route with parameters opens on demo
 * records; a route whose screen depends on a search (`?tab=`, a mailed token) opens as its link would.
 */
export function sweepAddresses(records: DemoRecords): Record<RoutePath, readonly string[]> {
  const { domainId, ticketId, userId, paymentId, pageId, pageSlug } = records;
  return {
    '/': ['/'],
    '/auth/login': ['/auth/login'],
    '/auth/register': ['/auth/register'],
    '/auth/forgot-password': ['/auth/forgot-password'],
    '/auth/reset-password/$token': ['/auth/reset-password/a1b2c3?email=owner%40example.com'],
    '/auth/magic-link': ['/auth/magic-link?token=abc'],
    '/auth/two-factor': ['/auth/two-factor'],
    '/auth/otp-verification': ['/auth/otp-verification'],
    '/auth/email-verification': ['/auth/email-verification'],
    '/auth/social/confirm': ['/auth/social/confirm'],
    '/auth/social/$provider/callback': ['/auth/social/local/callback?code=abc&state=xyz'],
    '/auth/handle-email-action': ['/auth/handle-email-action'],
    '/auth/email/verify/$id/$hash': [
      `/auth/email/verify/${MAILED_ID}/5f2b9c?expires=1712345678&signature=ab12`,
    ],
    '/auth/2fa-settings': ['/auth/2fa-settings'],
    '/auth/test-dark-mode': ['/auth/test-dark-mode'],
    '/p/$slug': [`/p/${pageSlug}`],
    '/dashboard': ['/dashboard'],
    '/test-dark-mode': ['/test-dark-mode'],
    '/domains/': ['/domains'],
    '/domains/add': ['/domains/add'],
    '/domains/tracking': ['/domains/tracking'],
    '/domains/$domainId': [`/domains/${domainId}`],
    '/analytics': ['/analytics'],
    '/events/': ['/events'],
    '/events/test': ['/events/test'],
    '/billing': ['/billing'],
    '/checkout/success': ['/checkout/success'],
    '/checkout/failed': ['/checkout/failed'],
    '/support/': ['/support'],
    '/support/new': ['/support/new'],
    '/support/tickets/$id': [`/support/tickets/${ticketId}`],
    '/settings': ['/settings'],
    '/settings/': ['/settings/'],
    '/settings/profile': ['/settings/profile'],
    '/settings/change-password': ['/settings/change-password'],
    '/settings/two-factor': ['/settings/two-factor'],
    '/settings/connected-accounts': ['/settings/connected-accounts'],
    '/settings/browser-sessions': ['/settings/browser-sessions'],
    '/settings/activity-logs': ['/settings/activity-logs'],
    '/admin': ['/admin'],
    '/admin/': ['/admin/'],
    '/admin/dashboard': ['/admin/dashboard'],
    '/admin/users/': ['/admin/users'],
    '/admin/users/$id/': [`/admin/users/${userId}`],
    '/admin/users/$id/edit': [`/admin/users/${userId}/edit`],
    '/admin/roles': ['/admin/roles'],
    '/admin/permissions': ['/admin/permissions'],
    '/admin/activity-logs': ['/admin/activity-logs'],
    '/admin/domains/': ['/admin/domains'],
    '/admin/domains/$id': [`/admin/domains/${domainId}`],
    '/admin/plans/': ['/admin/plans'],
    '/admin/plans/$slug/edit': ['/admin/plans/pro-monthly/edit'],
    '/admin/features': ['/admin/features'],
    '/admin/payments/': ['/admin/payments'],
    '/admin/payments/$id': [`/admin/payments/${paymentId}`],
    '/admin/languages/': ['/admin/languages'],
    '/admin/languages/$code': ['/admin/languages/de'],
    '/admin/mail-templates/': ['/admin/mail-templates'],
    '/admin/mail-templates/$key': ['/admin/mail-templates/auth.password_reset'],
    '/admin/pages/': ['/admin/pages'],
    '/admin/pages/new': ['/admin/pages/new'],
    '/admin/pages/$id/edit': [`/admin/pages/${pageId}/edit`],
    '/admin/support/': ['/admin/support'],
    '/admin/support/tickets/$id': [`/admin/support/tickets/${ticketId}`],
    '/admin/queue-monitoring': ['/admin/queue-monitoring'],
    '/admin/system': ['/admin/system'],
    '/admin/backups': ['/admin/backups'],
    '/admin/settings/': ['/admin/settings/'],
    '/admin/settings/$group': ['/admin/settings/general', '/admin/settings/page_mapping'],
  };
}
