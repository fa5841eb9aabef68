import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TableCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean };

/** A native checkbox (keyboard and screen-reader support for free) with the theme's focus ring. */
export function TableCheckbox({ indeterminate = false, className, ...props }: TableCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-slot="table-checkbox"
      className={cn(
        'size-4 cursor-pointer rounded-sm accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
