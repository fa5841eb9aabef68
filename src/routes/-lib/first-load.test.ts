import { rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES_SHOWING_NOTHING, showsOnlyFirstLoad } from './first-load';

describe('showsOnlyFirstLoad', () => {
  it("names the root route by the router's own id", () => {
    expect(ROUTES_SHOWING_NOTHING).toContain(rootRouteId);
  });

  it('holds for the sign-in screen, the index redirect and a not-found page', () => {
    expect(showsOnlyFirstLoad([rootRouteId, '/_auth-card', '/_auth-card/auth/login'])).toBe(true);
    expect(showsOnlyFirstLoad([rootRouteId, '/'])).toBe(true);
    expect(showsOnlyFirstLoad([rootRouteId])).toBe(true);
  });

  it('fails for any other screen, even in the same layout', () => {
    expect(showsOnlyFirstLoad([rootRouteId, '/_auth-card', '/_auth-card/auth/forgot-password'])).toBe(false);
    expect(showsOnlyFirstLoad([rootRouteId, '/_user', '/_user/dashboard'])).toBe(false);
  });
});
