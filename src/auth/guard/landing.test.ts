import { describe, expect, it } from 'vitest';
import { landingPath, socialLandingPath } from './landing';
import { guardUser } from './test-fixtures';

describe('landingPath', () => {
  it('lands an admin who may open no built admin screen on the admin dashboard', () => {
    expect(landingPath(guardUser({ roles: ['admin'] }), null)).toBe('/admin/dashboard');
  });

  it('lands the support desk on the admin dashboard, the first built admin screen it may open', () => {
    const support = guardUser({
      is_admin: true,
      roles: ['support'],
      permissions: ['admin.dashboard.view', 'admin.support.view'],
    });
    expect(landingPath(support, null)).toBe('/admin/dashboard');
  });

  it('lands an admin who may open every admin screen on the admin dashboard', () => {
    const permissions = ['admin.dashboard.view', 'admin.users.view', 'admin.support.view', 'admin.logs.view'];
    expect(landingPath(guardUser({ is_admin: true, roles: ['admin'], permissions }), null)).toBe(
      '/admin/dashboard',
    );
  });

  it('lands staff who may open the support queue but not the dashboard on the support queue', () => {
    const desk = guardUser({ is_admin: true, roles: ['support-agent'], permissions: ['admin.support.view'] });
    expect(landingPath(desk, null)).toBe('/admin/support');
  });

  it('lands everyone else on the user dashboard', () => {
    expect(landingPath(guardUser({ roles: ['owner'] }), undefined)).toBe('/dashboard');
  });

  it('lands on the saved return URL when there is one', () => {
    expect(landingPath(guardUser({ roles: ['admin'] }), '/admin/users?page=3')).toBe('/admin/users?page=3');
  });

  it('ignores a return URL that leaves the app', () => {
    expect(landingPath(guardUser(), 'https://evil.example/dashboard')).toBe('/dashboard');
  });
});

describe('socialLandingPath', () => {
  it('lands on the saved return URL after a social sign-in', () => {
    expect(socialLandingPath('/analytics?range=30d')).toBe('/analytics?range=30d');
  });

  it('lands on /dashboard after a social sign-in without a safe return URL', () => {
    expect(socialLandingPath(null)).toBe('/dashboard');
    expect(socialLandingPath('//evil.example')).toBe('/dashboard');
  });
});
