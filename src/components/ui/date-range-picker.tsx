import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { focusCalendarDay } from '@/components/ui/calendar';
import { DatePickerTrigger } from '@/components/ui/date-picker-trigger';
import { DateRangePanel } from '@/components/ui/date-range-panel';
import { Popover, PopoverContent } from '@/components/ui/popover';
import { useDateFormat } from '@/i18n/use-date-format';
import { isDay, type DayRange } from '@/lib/calendar-day';

export interface DateRangePickerProps {
  /** The chosen days, 'YYYY-MM-DD' (days of the user's time zone); either end may be open. */
  value: DayRange;
  /** A new range, both ends set, or `{}` when cleared. */
  onChange: (range: DayRange) => void;
  /** The id of the field's visible label. */
  'aria-labelledby'?: string;
  id?: string;
  /** Shown while no day is chosen; "Any time" by default. */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A range of days: a button showing the range in the active language that opens the presets (today,
 * yesterday, last 7, 30 and 90 days, this and last month) and a calendar for any other range. Enter opens
 * it on the chosen first day (else today, in the user's time zone); arrows move, Enter picks the first
 * and then the last day, which closes it; Tab reaches the presets; Escape closes without a change. The
 * focus then returns to the button.
 */
export function DateRangePicker({ value, onChange, placeholder, ...triggerProps }: DateRangePickerProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const from = isDay(value.from) ? value.from : undefined;
  const to = isDay(value.to) ? value.to : undefined;
  const first = from ? format.day(from) : '';
  const last = to ? format.day(to) : '';
  const summary =
    from && to
      ? format.dayRange(from, to)
      : from
        ? t`From ${first}`
        : to
          ? t`Until ${last}`
          : (placeholder ?? t`Any time`);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <DatePickerTrigger {...triggerProps} summary={summary} empty={!from && !to} />
      <PopoverContent
        ref={content}
        aria-labelledby={triggerProps['aria-labelledby']}
        className="w-auto"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusCalendarDay(content.current);
        }}
      >
        <DateRangePanel
          value={{ from, to }}
          timeZone={format.timeZone}
          onPick={(range) => {
            onChange(range);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
