import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Calendar, focusCalendarDay } from '@/components/ui/calendar';
import { DatePickerTrigger } from '@/components/ui/date-picker-trigger';
import { Popover, PopoverContent } from '@/components/ui/popover';
import { useDateFormat } from '@/i18n/use-date-format';
import { dateToDay, dayIn, dayToDate, isDay } from '@/lib/calendar-day';

export interface DatePickerProps {
  /** The chosen day, 'YYYY-MM-DD' (a day of the user's time zone); anything else counts as none. */
  value: string | undefined;
  onChange: (day: string) => void;
  /** The id of the field's visible label. */
  'aria-labelledby'?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * One day, chosen in a calendar that opens under the button: Enter opens it on the chosen day (else
 * today, in the user's time zone), arrows move, Enter picks and closes, Escape closes without a change.
 * The button shows the day in the active language.
 */
export function DatePicker({ value, onChange, placeholder, ...triggerProps }: DatePickerProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const chosen = isDay(value) ? value : undefined;
  const today = dayIn(format.timeZone, new Date());
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <DatePickerTrigger
        {...triggerProps}
        summary={chosen ? format.day(chosen) : (placeholder ?? t`Choose a day`)}
        empty={!chosen}
      />
      <PopoverContent
        ref={content}
        aria-labelledby={triggerProps['aria-labelledby']}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusCalendarDay(content.current);
        }}
      >
        <Calendar
          mode="single"
          required
          selected={chosen ? dayToDate(chosen) : undefined}
          onSelect={(date) => {
            onChange(dateToDay(date));
            setOpen(false);
          }}
          today={dayToDate(today)}
          defaultMonth={dayToDate(chosen ?? today)}
        />
      </PopoverContent>
    </Popover>
  );
}
