import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';

/** The six layouts of spec section 2; a route that names none is `public`. */
export type RouteLayout = 'auth-card' | 'split' | 'simple' | 'admin' | 'user' | 'public';

/** One step of a route's breadcrumb trail; the last step usually has no link. */
export interface RouteBreadcrumb {
  label: MessageDescriptor;
  to?: string;
}

/**
 * What a route declares about itself (spec section 2), kept in TanStack Router's `staticData` so guards
 * and layouts can read it from `matches` without loading the route's code. Every field is optional, which
 * keeps `staticData` itself optional on routes that declare nothing.
 *
 * Access fields are read by the route guard (`decideRoute`): `requiresAuth` marks a signed-in route,
 * `requiresGuest` a guest-only one; `requiresAdmin`, `permission`, `permissions` (any one suffices) and
 * `roles` (any one suffices) lead to the not-found page when unmet.
 */
export interface RouteMeta {
  layout?: RouteLayout;
  requiresAuth?: boolean;
  requiresGuest?: boolean;
  requiresAdmin?: boolean;
  permission?: string;
  permissions?: readonly string[];
  roles?: readonly string[];
  title?: MessageDescriptor;
  description?: MessageDescriptor;
  icon?: LucideIcon;
  /** An accent for the route's header or nav entry (spec section 2 lists it among the route's options). */
  color?: string;
  breadcrumbs?: readonly RouteBreadcrumb[];
  /** Options passed through to the route's layout component, which owns their meaning. */
  layoutProps?: Readonly<Record<string, unknown>>;
}

/*
 * `StaticDataRouteOption` is an empty interface in @tanstack/router-core (re-exported by
 * @tanstack/react-router) meant to be widened by declaration merging. Merging `RouteMeta` into it types
 * every route's `staticData` and every match's `staticData`:
 *
 *   export const Route = createFileRoute('/admin/users')({
 *     staticData: { layout: 'admin', requiresAdmin: true, permission: 'admin.users.view', title: msg`Users` },
 *   });
 *
 *   beforeLoad: ({ matches }) => mergeRouteMeta(matches.map((match) => match.staticData))
 */
declare module '@tanstack/react-router' {
  // An empty body is how declaration merging adds RouteMeta's fields to the library's interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}

const ACCUMULATED_FLAGS = ['requiresAuth', 'requiresGuest', 'requiresAdmin'] as const;

/**
 * The meta of a match chain, outermost route first. A deeper route overrides its parents' fields, except
 * the three requirement flags, which accumulate: a child cannot lift a layout's `requiresAdmin` by
 * forgetting it or setting it to false.
 */
export function mergeRouteMeta(chain: readonly (RouteMeta | undefined)[]): RouteMeta {
  const merged: RouteMeta = {};
  for (const meta of chain) {
    if (!meta) continue;
    const flags = ACCUMULATED_FLAGS.filter((flag) => merged[flag] === true || meta[flag] === true);
    Object.assign(merged, meta);
    for (const flag of flags) merged[flag] = true;
  }
  return merged;
}
