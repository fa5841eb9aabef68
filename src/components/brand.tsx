import { Link } from '@tanstack/react-router';
import { ChartNoAxesColumnIncreasing } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The product's mark and name, linking home; the name is the link's accessible name. */
export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      data-slot="brand"
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <ChartNoAxesColumnIncreasing aria-hidden className="size-5" />
      </span>
      <span>Tracklane</span>
    </Link>
  );
}
