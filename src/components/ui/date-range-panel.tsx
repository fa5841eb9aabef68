import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Calendar, focusCalendarDay } from '@/components/ui/calendar';
import { DATE_PRESETS, presetOf, presetRanges, type DatePreset } from '@/components/ui/date-presets';
import { dateToDay, dayToDate, isDay, type DayRange } from '@/lib/calendar-day';

const PRESET_LABELS: Record<DatePreset, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7Days: msg`Last 7 days`,
  last30Days: msg`Last 30 days`,
  last90Days: msg`Last 90 days`,
  thisMonth: msg`This month`,
  lastMonth: msg`Last month`,
};

interface DateRangePanelProps {
  /** The range chosen so far; an end that is not a real day is ignored. */
  value: DayRange;
  /** A whole range was chosen (a preset, or a first and a last day), or `{}` to clear it. */
  onPick: (range: DayRange) => void;
  timeZone: string;
}

/**
 * What a date-range picker opens: the presets, and a calendar for any other range, whose first pick is
 * the first day and second pick the last (picked before the first, it becomes the first: the end never
 * precedes the start). "Today" is the user's, in `timeZone`. It opens on the month of the range's last
 * day (an open range: its one end; none: today's), the keyboard on its first chosen day in view, else
 * today. Loaded only when a picker first opens.
 */
export function DateRangePanel({ value, onPick, timeZone }: DateRangePanelProps) {
  const { i18n, t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => focusCalendarDay(root.current), []);
  // The panel mounts each time it opens, so "now" is when it opened.
  const [now] = useState(() => new Date());
  const ranges = useMemo(() => presetRanges(now, timeZone), [now, timeZone]);
  const from = isDay(value.from) ? value.from : undefined;
  const to = isDay(value.to) ? value.to : undefined;
  const today = ranges.today.to;
  // It opens where the range ends (a last 30 days that began last month opens on this one), else on
  // its one end, else on today.
  const opensOn = to ?? from ?? today;
  const [draft, setDraft] = useState<DateRange | undefined>(
    from && to ? { from: dayToDate(from), to: dayToDate(to) } : undefined,
  );
  const chosenPreset = presetOf({ from, to }, ranges);

  return (
    <div ref={root} className="flex flex-col gap-3 sm:flex-row">
      <ul aria-label={t`Quick ranges`} className="grid content-start gap-1 sm:w-36 sm:border-r sm:pr-3">
        {DATE_PRESETS.map((preset) => (
          <li key={preset}>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={chosenPreset === preset}
              className="w-full justify-start text-start aria-pressed:bg-accent aria-pressed:font-semibold"
              onClick={() => onPick(ranges[preset])}
            >
              {i18n._(PRESET_LABELS[preset])}
            </Button>
          </li>
        ))}
        {from || to ? (
          <li>
            <Button variant="ghost" size="sm" className="w-full justify-start" onClick={() => onPick({})}>
              <Trans>Any time</Trans>
            </Button>
          </li>
        ) : null}
      </ul>
      <Calendar
        mode="range"
        required
        // A click on a whole range starts a new one rather than stretching it.
        resetOnSelect
        selected={draft}
        onSelect={(range) => {
          if (range.from && range.to) onPick({ from: dateToDay(range.from), to: dateToDay(range.to) });
          else setDraft(range);
        }}
        today={dayToDate(today)}
        defaultMonth={dayToDate(opensOn)}
        footer={draft?.from && !draft.to ? t`Now choose the last day.` : t`Choose the first day.`}
      />
    </div>
  );
}
