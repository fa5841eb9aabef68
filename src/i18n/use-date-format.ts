import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatDay, formatDayRange, formatMoment, formatMomentRange, type DateStyle } from './date-format';
import { formatRelativeTime } from './relative-time';
import { useTimeZone } from './use-time-zone';

/**
 * How the screen writes dates and times: in the active language and in the user's time zone
 * ({@link useTimeZone}). Every date the app shows goes through here, so the two never disagree.
 */
export function useDateFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      /** The zone the instants are shown in. */
      timeZone,
      /** An instant (an API time stamp): "24 Nov 2026, 14:05" by default. */
      moment: (date: Date | string, style: DateStyle = 'dateTime') =>
        formatMoment(date, style, { locale, timeZone }),
      /** Two instants as one span: "1 Jan – 1 Feb 2026" by default. */
      momentRange: (from: Date | string, to: Date | string, style: DateStyle = 'calendarDay') =>
        formatMomentRange(from, to, style, { locale, timeZone }),
      /** A calendar day 'YYYY-MM-DD': "24 Nov 2026". */
      day: (day: string) => formatDay(day, locale),
      /** Two calendar days as one span: "12–18 Nov 2026". */
      dayRange: (from: string, to: string) => formatDayRange(from, to, locale),
      /** How long ago or how soon, from `now`: "5 minutes ago". */
      relative: (date: Date | string, now: number) => formatRelativeTime(date, now, locale),
    }),
    [locale, timeZone],
  );
}
