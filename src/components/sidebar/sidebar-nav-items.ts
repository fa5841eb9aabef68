import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType, ReactElement, ReactNode } from 'react';

/** A sidebar link. Labels are `msg` descriptors, since nav lists are defined once at module level. */
export type SidebarNavItem = {
  label: MessageDescriptor;
  to: string;
  icon: ComponentType<{ className?: string }>;
  /** A count or a short word such as "New". */
  badge?: ReactNode;
};

export type SidebarNavGroup = {
  /** A heading over the group's links; the first group usually has none. */
  label?: MessageDescriptor;
  items: readonly SidebarNavItem[];
};

/**
 * Renders a nav link around `children`. The sidebar merges its classes, `aria-current` and click
 * handler onto the returned element, so it can be a plain anchor or TanStack Router's `<Link>`.
 */
export type SidebarLinkRenderer = (link: { to: string; children: ReactNode }) => ReactElement;

/**
 * The item the current path belongs to: an exact match, or else the item whose path is the longest
 * whole-segment prefix (`/settings` for `/settings/profile`, never for `/settingsx`).
 */
export function findActiveItem(
  groups: readonly SidebarNavGroup[],
  currentPath: string,
): SidebarNavItem | undefined {
  const within = (to: string) =>
    currentPath === to || (to !== '/' && currentPath.startsWith(to.endsWith('/') ? to : `${to}/`));
  return groups
    .flatMap((group) => group.items)
    .filter((item) => within(item.to))
    .reduce<SidebarNavItem | undefined>(
      (best, item) => (best && best.to.length >= item.to.length ? best : item),
      undefined,
    );
}
