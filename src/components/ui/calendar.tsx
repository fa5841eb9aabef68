import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import {
  DayPicker,
  type ChevronProps,
  type DayButtonProps,
  type DayPickerLocale,
  type DayPickerProps,
} from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { es } from 'react-day-picker/locale/es';
import { fr } from 'react-day-picker/locale/fr';
import { pl } from 'react-day-picker/locale/pl';
import { buttonVariants } from '@/components/ui/button';
import { dateLocaleOf } from '@/i18n/date-format';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';

/**
 * The calendar of each interface language: month and day names, the labels screen readers hear, and the
 * first day of the week (Monday in all five; English is en-GB, see `DATE_LOCALES`).
 */
const CALENDAR_LOCALES: Record<Locale, DayPickerLocale> = { pl, en: enGB, es, de, fr };

const CHEVRONS = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown };

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = CHEVRONS[orientation];
  return <Icon aria-hidden className={cn('size-4', className)} />;
}

/** How a day looks, the first that applies: an end of the choice, inside it, today, another month. */
function dayLook(modifiers: DayButtonProps['modifiers']) {
  if (modifiers.range_middle) return 'middle';
  if (modifiers.selected) return 'chosen';
  if (modifiers.today) return 'today';
  return modifiers.outside ? 'outside' : undefined;
}

/** A day's button, its look set by one `data-look` so no two looks compete in the stylesheet. */
function CalendarDayButton({ day: _day, modifiers, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker moves the focus by re-rendering the day that has it; its own button does the same.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      data-look={dayLook(modifiers)}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-sm tabular-nums outline-none hover:bg-accent hover:text-accent-foreground focus-visible:relative focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
        'data-[look=chosen]:bg-primary data-[look=chosen]:text-primary-foreground data-[look=chosen]:hover:bg-primary/90',
        'data-[look=middle]:rounded-none data-[look=middle]:bg-accent data-[look=middle]:text-accent-foreground',
        'data-[look=outside]:text-muted-foreground data-[look=today]:font-semibold data-[look=today]:text-primary',
        className,
      )}
      {...props}
    />
  );
}

const navButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 aria-disabled:opacity-50');

/**
 * A month grid (react-day-picker) in the active language and its week start, in the app's colours. Keys:
 * arrows move by day and week, Page Up/Down by month (with Shift by year), Home/End to the week's ends,
 * Enter or Space picks. Days are `Date`s on the browser's clock; see `dayToDate` for 'YYYY-MM-DD' days.
 */
export function Calendar({ className, classNames, components, formatters, ...props }: DayPickerProps) {
  const { i18n } = useLingui();
  const locale = CALENDAR_LOCALES[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE];
  // The weekdays as each language abbreviates them (Intl's, from CLDR: "pon., wt., śr." in Polish);
  // date-fns' two- and three-letter forms are not what Polish readers write ("wto", "śro", "pią").
  const weekday = useMemo(
    () => new Intl.DateTimeFormat(dateLocaleOf(i18n.locale), { weekday: 'short' }),
    [i18n.locale],
  );
  return (
    <DayPicker
      data-slot="calendar"
      locale={locale}
      formatters={{ formatWeekdayName: (day) => weekday.format(day), ...formatters }}
      showOutsideDays
      className={cn('w-fit', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 sm:flex-row',
        month: 'grid gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-8 items-center justify-center px-10',
        caption_label: 'text-sm font-medium select-none',
        month_grid: 'border-collapse',
        weekday: 'size-9 p-0 text-[0.8rem] font-normal text-muted-foreground select-none',
        day: 'size-9 p-0 text-center',
        hidden: 'invisible',
        footer: 'pt-3 text-sm text-muted-foreground',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}

/**
 * Puts the keyboard on the calendar's day that takes the focus (the chosen one, else today) inside
 * `container`: a picker opens with the arrows ready to move.
 */
export function focusCalendarDay(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
}
