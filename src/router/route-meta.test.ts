import type { StaticDataRouteOption } from '@tanstack/react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { mergeRouteMeta, type RouteMeta } from './route-meta';

describe('RouteMeta', () => {
  it('is the type of every route’s staticData', () => {
    expectTypeOf<StaticDataRouteOption>().toExtend<RouteMeta>();
    expectTypeOf<RouteMeta>().toExtend<StaticDataRouteOption>();
    expectTypeOf<StaticDataRouteOption['layout']>().toEqualTypeOf<RouteMeta['layout']>();
  });
});

describe('mergeRouteMeta', () => {
  it('lets a deeper route override its parents’ fields', () => {
    const merged = mergeRouteMeta([
      { layout: 'admin', permission: 'admin.dashboard.view' },
      undefined,
      { permission: 'admin.users.view' },
    ]);
    expect(merged).toEqual({ layout: 'admin', permission: 'admin.users.view' });
  });

  it('keeps a parent’s requirement flags even when a child sets them to false', () => {
    const merged = mergeRouteMeta([
      { requiresAuth: true, requiresAdmin: true },
      { requiresAdmin: false, requiresGuest: false, layout: 'admin' },
    ]);
    expect(merged).toEqual({
      requiresAuth: true,
      requiresAdmin: true,
      requiresGuest: false,
      layout: 'admin',
    });
  });
});
