import { describe, expect, it } from 'vitest';
import { landingPath, socialLandingPath } from './landing';
import { guardUser } from './test-fixtures';

describe('landingPath', () => {
  it('lands an admin on the admin dashboard', () => {
    expect(landingPath(guardUser({ roles: ['admin'] }), null)).toBe('/admin/dashboard');
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
