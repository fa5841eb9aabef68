import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  CreditCard,
  DatabaseBackup,
  FileText,
  Globe,
  History,
  KeyRound,
  Languages,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Mail,
  Package,
  Server,
  Settings,
  Shield,
  Sparkles,
  Users,
} from 'lucide-react';
import type { SidebarNavGroup, SidebarNavItem } from '@/components/sidebar/sidebar-nav-items';

/** An admin area's link and the permission its route needs (spec section 2). */
export type AdminNavItem = SidebarNavItem & { permission: string };

export type AdminNavGroup = { label?: MessageDescriptor; items: readonly AdminNavItem[] };

/** Every admin area of spec section 2, grouped for the sidebar. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    items: [
      {
        label: msg`Dashboard`,
        to: '/admin/dashboard',
        icon: LayoutDashboard,
        permission: 'admin.dashboard.view',
      },
    ],
  },
  {
    label: msg`Users and access`,
    items: [
      { label: msg`Users`, to: '/admin/users', icon: Users, permission: 'admin.users.view' },
      { label: msg`Roles`, to: '/admin/roles', icon: Shield, permission: 'admin.roles.view' },
      {
        label: msg`Permissions`,
        to: '/admin/permissions',
        icon: KeyRound,
        permission: 'admin.permissions.view',
      },
    ],
  },
  {
    label: msg`Sales`,
    items: [
      { label: msg`Domains`, to: '/admin/domains', icon: Globe, permission: 'admin.domains.view' },
      { label: msg`Plans`, to: '/admin/plans', icon: Package, permission: 'admin.plans.view' },
      { label: msg`Payments`, to: '/admin/payments', icon: CreditCard, permission: 'admin.payments.view' },
      { label: msg`Features`, to: '/admin/features', icon: Sparkles, permission: 'admin.features.view' },
    ],
  },
  {
    label: msg`Content`,
    items: [
      { label: msg`Pages`, to: '/admin/pages', icon: FileText, permission: 'admin.pages.view' },
      { label: msg`Languages`, to: '/admin/languages', icon: Languages, permission: 'admin.languages.view' },
      {
        label: msg`Mail templates`,
        to: '/admin/mail-templates',
        icon: Mail,
        permission: 'admin.mail-templates.view',
      },
    ],
  },
  {
    // The staff's word for the team ("Wsparcie" in Polish), not the customers' "help".
    label: msg({ message: 'Support', context: 'staff' }),
    items: [
      { label: msg`Support tickets`, to: '/admin/support', icon: LifeBuoy, permission: 'admin.support.view' },
      { label: msg`Activity logs`, to: '/admin/activity-logs', icon: History, permission: 'admin.logs.view' },
    ],
  },
  {
    label: msg`Maintenance`,
    items: [
      {
        label: msg`Queue monitoring`,
        to: '/admin/queue-monitoring',
        icon: ListChecks,
        permission: 'admin.queue-monitoring.view',
      },
      { label: msg`System status`, to: '/admin/system', icon: Server, permission: 'admin.system.view' },
      { label: msg`Backups`, to: '/admin/backups', icon: DatabaseBackup, permission: 'admin.backups.view' },
      { label: msg`Settings`, to: '/admin/settings', icon: Settings, permission: 'admin.settings.view' },
    ],
  },
];

/** The areas the user holds the permission for; a group left without links is left out. */
export function permittedNav(
  groups: readonly AdminNavGroup[],
  can: (permission: string) => boolean,
): SidebarNavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => can(item.permission)) }))
    .filter((group) => group.items.length > 0);
}
