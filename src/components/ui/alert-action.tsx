import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AppPath } from '@/lib/app-path';

/** The link under an alert to the screen that deals with it ("Open →"), a path the server named. */
export function AlertAction({ link, children }: { link: AppPath; children: ReactNode }) {
  return (
    <Link
      // The server names the screen; the router takes any of its paths.
      to={link.to as '/'}
      search={link.search as never}
      className="inline-flex w-fit items-center gap-1 font-medium text-foreground underline underline-offset-4"
    >
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
