import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// Exact matching only: the sidebar and the breadcrumb decide which link is the current page. A fuzzy
// match would also mark /domains as current on /domains/add.
const EXACT = { exact: true } as const;

/** Client-side links for the kit's Sidebar and Breadcrumb, which merge their own state onto them. */
export function renderSidebarLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} activeOptions={EXACT}>
      {children}
    </Link>
  );
}

export function renderBreadcrumbLink({ label, to }: { label: ReactNode; to: string }) {
  return (
    <Link to={to} activeOptions={EXACT}>
      {label}
    </Link>
  );
}
