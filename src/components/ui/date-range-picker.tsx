import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { DatePickerTrigger } from '@/components/ui/date-picker-trigger';
import { Loader } from '@/components/ui/loader';
import { Popover, PopoverContent } from '@/components/ui/popover';
import { useDateFormat } from '@/i18n/use-date-format';
import { isDay, type DayRange } from '@/lib/calendar-day';

// The calendar library and the presets load when a picker is about to open (pointer over or focus on its
// button), not with every screen that holds one: about 30 kB the activity log need not wait for.
const loadPanel = () => import('@/components/ui/date-range-panel');
const DateRangePanel = lazy(() => loadPanel().then((module) => ({ default: module.DateRangePanel })));

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
      <DatePickerTrigger
        {...triggerProps}
        summary={summary}
        empty={!from && !to}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      />
      <PopoverContent
        aria-labelledby={triggerProps['aria-labelledby']}
        className="w-auto"
        // The panel puts the keyboard on a day itself once it is there.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Suspense fallback={<Loader />}>
          <DateRangePanel
            value={{ from, to }}
            timeZone={format.timeZone}
            onPick={(range) => {
              onChange(range);
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
