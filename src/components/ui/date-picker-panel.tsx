import { useEffect, useRef } from 'react';
import { Calendar, focusCalendarDay } from '@/components/ui/calendar';
import { dateToDay, dayToDate } from '@/lib/calendar-day';

interface DatePickerPanelProps {
  /** The chosen day, if any, 'YYYY-MM-DD'. */
  chosen: string | undefined;
  /** Today in the user's time zone, 'YYYY-MM-DD'. */
  today: string;
  onPick: (day: string) => void;
}

/**
 * What the one-day picker opens: a month on the chosen day (else today), which takes the keyboard as it
 * appears. Loaded only when a picker first opens, with the calendar library.
 */
export function DatePickerPanel({ chosen, today, onPick }: DatePickerPanelProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => focusCalendarDay(root.current), []);
  return (
    <div ref={root}>
      <Calendar
        mode="single"
        // Picking the chosen day again keeps it rather than clearing the field.
        required
        selected={chosen ? dayToDate(chosen) : undefined}
        onSelect={(date) => onPick(dateToDay(date))}
        today={dayToDate(today)}
        defaultMonth={dayToDate(chosen ?? today)}
      />
    </div>
  );
}
