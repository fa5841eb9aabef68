import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const spinnerVariants = cva('animate-spin text-primary motion-reduce:animate-none', {
  variants: {
    size: {
      sm: 'size-4',
      default: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'default' },
});

type LoaderProps = Omit<ComponentProps<'span'>, 'role'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, for screen readers; "Loading…" when not given. */
    label?: string;
    /** Shows the label beside the spinner too. */
    showLabel?: boolean;
  };

/** A spinner announced as a status message. */
export function Loader({ className, size, label, showLabel = false, ...props }: LoaderProps) {
  const { t } = useLingui();
  return (
    <span
      data-slot="loader"
      role="status"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircle className={spinnerVariants({ size })} />
      <span className={showLabel ? undefined : 'sr-only'}>{label ?? t`Loading…`}</span>
    </span>
  );
}
