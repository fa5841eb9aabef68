import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { DatePickerTrigger } from '@/components/ui/date-picker-trigger';
import { Loader } from '@/components/ui/loader';
import { Popover, PopoverContent } from '@/components/ui/popover';
import { useDateFormat } from '@/i18n/use-date-format';
import { dayIn, isDay } from '@/lib/calendar-day';

// The calendar library loads when a picker is about to open (pointer over or focus on its button), not
// with every screen that holds one.
const loadPanel = () => import('@/components/ui/date-picker-panel');
const DatePickerPanel = lazy(() => loadPanel().then((module) => ({ default: module.DatePickerPanel })));

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
  const chosen = isDay(value) ? value : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <DatePickerTrigger
        {...triggerProps}
        summary={chosen ? format.day(chosen) : (placeholder ?? t`Choose a day`)}
        empty={!chosen}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      />
      <PopoverContent
        aria-labelledby={triggerProps['aria-labelledby']}
        // The panel puts the keyboard on a day itself once it is there.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Suspense fallback={<Loader />}>
          <DatePickerPanel
            chosen={chosen}
            today={dayIn(format.timeZone, new Date())}
            onPick={(day) => {
              onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
