import type { ComponentProps } from 'react';
import { Loader } from '@/components/ui/loader';
import { cn } from '@/lib/cn';

type LoadingOverlayProps = ComponentProps<'div'> & {
  /** What is loading, for screen readers; "Loading…" when not given. */
  label?: string;
};

/** The full-screen overlay shown while the application is loading (spec section 2). */
export function LoadingOverlay({ className, label, ...props }: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      aria-busy="true"
      className={cn(
        'fixed inset-0 z-50 grid place-items-center bg-background/80 backdrop-blur-sm',
        className,
      )}
      {...props}
    >
      <Loader size="lg" label={label} />
    </div>
  );
}
