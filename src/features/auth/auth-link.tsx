import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A text link between the sign-in screens (back to sign in, create an account…), in their one style. */
export function AuthLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
