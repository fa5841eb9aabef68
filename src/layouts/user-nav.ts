import { msg } from '@lingui/core/macro';
import {
  Activity,
  ChartLine,
  Code,
  CreditCard,
  Globe,
  LayoutDashboard,
  LifeBuoy,
  Settings,
} from 'lucide-react';
import type { SidebarNavGroup } from '@/components/sidebar/sidebar-nav-items';

/** The user dashboard's sidebar: the signed-in routes of spec section 2. */
export const USER_NAV: readonly SidebarNavGroup[] = [
  { items: [{ label: msg`Dashboard`, to: '/dashboard', icon: LayoutDashboard }] },
  {
    label: msg`Tracking`,
    items: [
      { label: msg`Domains`, to: '/domains', icon: Globe },
      { label: msg`Tracking setup`, to: '/domains/tracking', icon: Code },
      { label: msg`Analytics`, to: '/analytics', icon: ChartLine },
      { label: msg`Events`, to: '/events', icon: Activity },
    ],
  },
  {
    label: msg`Account`,
    items: [
      { label: msg`Billing`, to: '/billing', icon: CreditCard },
      { label: msg`Support`, to: '/support', icon: LifeBuoy },
      { label: msg`Settings`, to: '/settings', icon: Settings },
    ],
  },
];
