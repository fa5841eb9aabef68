import { describe, expect, it } from 'vitest';
import { decideRoute } from './decide-route';
import type { RouteMeta } from '@/router/route-meta';
import { GUEST_ONLY, PROTECTED, route, SIGNED_OUT, guardUser, signedIn } from './test-fixtures';

const unverified = guardUser({ email_verified: false });
const admin = guardUser({ roles: ['admin'] });

describe('decideRoute: email verification', () => {
  it('sends a verified user on the email-verification page to the dashboard', () => {
    expect(decideRoute(signedIn(guardUser()), route('/auth/email-verification'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('lets an unverified user stay on the email-verification page', () => {
    expect(decideRoute(signedIn(unverified), route('/auth/email-verification/'))).toEqual({
      kind: 'proceed',
    });
  });

  it.each(['/dashboard', '/admin/dashboard', '/settings/profile', '/domains?page=2', '/'])(
    'sends an unverified user opening %s to the email-verification page',
    (href) => {
      const meta = href === '/' ? {} : PROTECTED;
      expect(decideRoute(signedIn(unverified), route(href, meta))).toEqual({
        kind: 'redirect',
        to: '/auth/email-verification',
      });
    },
  );

  it.each(['/p/about', '/auth/email/verify/7/abc', '/auth/test-dark-mode'])(
    'lets an unverified user open %s, which needs no sign-in',
    (href) => {
      expect(decideRoute(signedIn(unverified), route(href, { layout: 'public' }))).toEqual({
        kind: 'proceed',
      });
    },
  );
});

describe('decideRoute: guest-only routes', () => {
  it('sends a signed-in admin on a guest-only route to the admin dashboard', () => {
    expect(decideRoute(signedIn(admin), route('/auth/login', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('treats a user flagged is_admin with no roles as an admin', () => {
    const flagged = guardUser({ is_admin: true });
    expect(decideRoute(signedIn(flagged), route('/auth/register', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('sends staff flagged is_admin with a narrower role to the admin dashboard too', () => {
    const support = guardUser({ is_admin: true, roles: ['support'] });
    expect(decideRoute(signedIn(support), route('/auth/login', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('sends the support desk on a guest-only route to the admin dashboard, which its permissions open', () => {
    const support = guardUser({
      is_admin: true,
      roles: ['support'],
      permissions: ['admin.dashboard.view', 'admin.support.view'],
    });
    expect(decideRoute(signedIn(support), route('/auth/login', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
  });

  it('sends staff who may open the support queue but not the dashboard on a guest-only route to the queue', () => {
    const desk = guardUser({ is_admin: true, roles: ['support-agent'], permissions: ['admin.support.view'] });
    expect(decideRoute(signedIn(desk), route('/auth/login', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/admin/support',
    });
  });

  it('sends any other signed-in user on a guest-only route to the user dashboard', () => {
    const member = guardUser({ roles: ['support-agent'] });
    expect(decideRoute(signedIn(member), route('/auth/login', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('lets a signed-out visitor open a guest-only route', () => {
    expect(decideRoute(SIGNED_OUT, route('/auth/login', GUEST_ONLY))).toEqual({ kind: 'proceed' });
  });
});

describe('decideRoute: signed-out visitors', () => {
  it('sends a signed-out visitor of a protected route to login with the return URL', () => {
    expect(decideRoute(SIGNED_OUT, route('/domains?page=2#top', PROTECTED))).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      search: { redirect: '/domains?page=2#top' },
    });
  });

  it.each<RouteMeta>([
    { requiresAdmin: true },
    { permission: 'admin.users.view' },
    { permissions: ['admin.users.view'] },
    { roles: ['admin'] },
  ])('treats a route with only the access requirement %j as protected', (meta) => {
    const decision = decideRoute(SIGNED_OUT, route('/admin/users', meta));
    expect(decision).toEqual({ kind: 'redirect', to: '/auth/login', search: { redirect: '/admin/users' } });
  });

  it('lets a signed-out visitor open a public page', () => {
    expect(decideRoute(SIGNED_OUT, route('/p/terms', { layout: 'public' }))).toEqual({ kind: 'proceed' });
  });
});

describe('decideRoute: access rules', () => {
  it('shows the not-found page to a user without the admin role on an admin route', () => {
    const meta = { ...PROTECTED, requiresAdmin: true };
    expect(decideRoute(signedIn(guardUser({ roles: ['owner'] })), route('/admin', meta))).toEqual({
      kind: 'not-found',
    });
    expect(decideRoute(signedIn(admin), route('/admin', meta))).toEqual({ kind: 'proceed' });
  });

  it('opens the admin area to staff flagged is_admin, whose role is narrower than admin', () => {
    const meta = { ...PROTECTED, requiresAdmin: true };
    const support = guardUser({ is_admin: true, roles: ['support'] });
    expect(decideRoute(signedIn(support), route('/admin', meta))).toEqual({ kind: 'proceed' });
    const agent = guardUser({ roles: ['support'] });
    expect(decideRoute(signedIn(agent), route('/admin', meta))).toEqual({ kind: 'not-found' });
  });

  it('opens the admin area to a role made in the panel with one admin permission, and only its screen', () => {
    const auditor = guardUser({ roles: ['auditors'], permissions: ['admin.logs.view'] });
    const logs = { ...PROTECTED, requiresAdmin: true, permission: 'admin.logs.view' };
    const users = { ...PROTECTED, requiresAdmin: true, permission: 'admin.users.view' };
    expect(decideRoute(signedIn(auditor), route('/admin/activity-logs', logs))).toEqual({ kind: 'proceed' });
    expect(decideRoute(signedIn(auditor), route('/admin/users', users))).toEqual({ kind: 'not-found' });
    const owner = guardUser({ roles: ['user'], permissions: ['domains.read'] });
    expect(decideRoute(signedIn(owner), route('/admin/activity-logs', logs))).toEqual({ kind: 'not-found' });
  });

  it('shows the not-found page when the route permission is missing, even to an admin', () => {
    const meta = { ...PROTECTED, requiresAdmin: true, permission: 'admin.users.view' };
    const support = guardUser({ roles: ['admin'], permissions: ['admin.support.view'] });
    expect(decideRoute(signedIn(support), route('/admin/users', meta))).toEqual({ kind: 'not-found' });
  });

  it('grants the route permission from the user or from the fetched abilities', () => {
    const meta = { ...PROTECTED, permission: 'admin.users.view' };
    const holder = guardUser({ roles: ['admin'], permissions: ['admin.users.view'] });
    expect(decideRoute(signedIn(holder), route('/admin/users', meta))).toEqual({ kind: 'proceed' });
    expect(decideRoute(signedIn(admin, ['admin.users.view']), route('/admin/users', meta))).toEqual({
      kind: 'proceed',
    });
  });

  it('shows the not-found page when none of the permissions list is held, and lets any one through', () => {
    const meta = { ...PROTECTED, permissions: ['billing.view', 'billing.manage'] };
    expect(
      decideRoute(signedIn(guardUser({ permissions: ['domains.view'] })), route('/billing', meta)),
    ).toEqual({
      kind: 'not-found',
    });
    expect(decideRoute(signedIn(guardUser(), ['billing.manage']), route('/billing', meta))).toEqual({
      kind: 'proceed',
    });
  });

  it('shows the not-found page when none of the roles list is held, and lets any one through', () => {
    const meta = { ...PROTECTED, roles: ['support', 'admin'] };
    expect(decideRoute(signedIn(guardUser({ roles: ['owner'] })), route('/support', meta))).toEqual({
      kind: 'not-found',
    });
    expect(
      decideRoute(signedIn(guardUser({ roles: ['owner', 'support'] })), route('/support', meta)),
    ).toEqual({
      kind: 'proceed',
    });
  });

  it('treats empty permission and role lists as no requirement', () => {
    const meta = { ...PROTECTED, permissions: [], roles: [] };
    expect(decideRoute(signedIn(guardUser()), route('/settings', meta))).toEqual({ kind: 'proceed' });
  });

  it('lets a verified user open a protected route they meet every rule of', () => {
    expect(decideRoute(signedIn(guardUser()), route('/dashboard', PROTECTED))).toEqual({ kind: 'proceed' });
  });
});

describe('decideRoute: order of the rules', () => {
  it('sends a verified admin on the email-verification page to the user dashboard before any other rule', () => {
    expect(decideRoute(signedIn(admin), route('/auth/email-verification', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('applies the guest-only rule before the email-verification rule', () => {
    expect(decideRoute(signedIn(unverified), route('/auth/login', GUEST_ONLY))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('applies the email-verification rule before the access rules', () => {
    const meta = { ...PROTECTED, requiresAdmin: true, permission: 'admin.users.view' };
    expect(decideRoute(signedIn(unverified), route('/admin/users', meta))).toEqual({
      kind: 'redirect',
      to: '/auth/email-verification',
    });
  });

  it('asks a signed-out visitor to sign in rather than showing the not-found page', () => {
    const meta = { ...PROTECTED, requiresAdmin: true, roles: ['admin'] };
    expect(decideRoute(SIGNED_OUT, route('/admin/roles', meta))).toMatchObject({ to: '/auth/login' });
  });
});
