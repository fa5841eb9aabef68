import { format, isMatch, parseISO } from 'date-fns';

// A calendar day is written 'YYYY-MM-DD', as the URL and the API's date filters take it. It names a day
// of the user's time zone, not an instant: the server turns it into that day's hours.

/** A range of calendar days; either end may be open (a URL can carry one end only). */
export interface DayRange {
  from?: string;
  to?: string;
}

const DAY_PATTERN = 'yyyy-MM-dd';

/** Whether `text` is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDay(text: string | undefined): text is string {
  return text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text) && isMatch(text, DAY_PATTERN);
}

/**
 * The day as a `Date` at midnight on the browser's clock, which is what a calendar widget compares
 * (date-fns, react-day-picker): only its year, month and day count.
 */
export function dayToDate(day: string): Date {
  return parseISO(day);
}

/** The inverse of {@link dayToDate}: the calendar day a browser-clock `Date` falls on. */
export function dateToDay(date: Date): string {
  return format(date, DAY_PATTERN);
}

/**
 * The calendar day it is in `timeZone` at the instant `now`: past 23:00 UTC it is already tomorrow in
 * Warsaw. `timeZone` must be a zone Intl knows.
 */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${part('year') ?? ''}-${part('month') ?? ''}-${part('day') ?? ''}`;
}
