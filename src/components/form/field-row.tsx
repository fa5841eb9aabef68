import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Fields side by side from `sm` up, one under another on a phone. Each field of the kit is a label and
 * a body (its control and what is said under it); here they share two rows with their neighbours' (CSS
 * subgrid), so the controls of a row start on one line however long a label is and whatever a neighbour
 * says under it, and each label sits just above its control.
 */
export function FieldRow({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-row"
      className={cn(
        'grid gap-5 sm:grid-cols-2 sm:*:row-span-2 sm:*:grid-rows-subgrid sm:[&>*>label:first-child]:self-end',
        className,
      )}
      {...props}
    />
  );
}
