import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own checkbox in the app's colours: for screens where every kilobyte of the first load
 * counts (the sign-in form). It has no indeterminate state to draw; use Checkbox (Radix) for that.
 * Label it with <Label htmlFor>.
 */
export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'peer size-4 shrink-0 cursor-pointer rounded-[4px] accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
