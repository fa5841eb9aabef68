import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAccess } from '@/auth/abilities/ability-context';
import { cn } from '@/lib/cn';
import type { DashboardLink } from './dashboard-links';

type FigureLinkProps = {
  link: DashboardLink;
  children: ReactNode;
  className?: string;
  /** The link's name when its text alone does not say what it opens (a bare figure). */
  'aria-label'?: string;
};

/**
 * A figure or record leading to the list behind it; plain text for a caller whose permissions do not
 * open that list, as the route guard would show them the not-found page there.
 */
export function FigureLink({ link, children, className, 'aria-label': label }: FigureLinkProps) {
  const { hasPermission } = useAccess();
  if (!hasPermission(link.permission)) return <span className={className}>{children}</span>;
  return (
    <Link
      // The dashboard names admin lists some of which later issues build; the router takes any path.
      to={link.to as '/'}
      search={link.search as never}
      aria-label={label}
      className={cn(
        'rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** A figure's number leading to its list, named with what it counts: "Users: 1,250". */
export function FigureValue({ link, label, value }: { link: DashboardLink; label: string; value: string }) {
  const { t } = useLingui();
  return (
    <FigureLink link={link} aria-label={t`${label}: ${value}`}>
      {value}
    </FigureLink>
  );
}
