import type { RouteBreadcrumb, RouteMeta } from '@/router/route-meta';

/**
 * The breadcrumbs of a dashboard page: the layout's home first, then the route's own trail (or, when it
 * declares none, its title). The home crumb is left out on the home page itself, so it never shows twice.
 */
export function breadcrumbTrail(meta: RouteMeta, home: Required<RouteBreadcrumb>, currentPath: string) {
  const own: readonly RouteBreadcrumb[] = meta.breadcrumbs ?? (meta.title ? [{ label: meta.title }] : []);
  if (currentPath === home.to) return own.length > 0 ? own : [home];
  return [home, ...own];
}
