import { CalendarDays } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

type DatePickerTriggerProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** What is chosen, in words, or the placeholder. */
  summary: ReactNode;
  /** Nothing chosen: the summary is a placeholder and looks like one. */
  empty: boolean;
};

/**
 * The button a date picker opens from. With `aria-labelledby` (the field's label) it reads as the label
 * then the choice, "Date, 12–18 Nov 2026", as the filter bar's other menus do.
 */
export function DatePickerTrigger({
  summary,
  empty,
  className,
  'aria-labelledby': labelledBy,
  ...props
}: DatePickerTriggerProps) {
  const summaryId = useId();
  return (
    <PopoverTrigger asChild>
      <Button
        variant="outline"
        aria-labelledby={labelledBy ? `${labelledBy} ${summaryId}` : undefined}
        className={cn('w-full justify-start font-normal sm:w-60', className)}
        {...props}
      >
        <CalendarDays aria-hidden className="text-muted-foreground" />
        <span id={summaryId} className={cn('truncate', empty && 'text-muted-foreground')}>
          {summary}
        </span>
      </Button>
    </PopoverTrigger>
  );
}
