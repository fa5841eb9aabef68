// A calendar day is written 'YYYY-MM-DD', as the URL and the API's date filters take it. It names a day
// of the user's time zone, not an instant: the server turns it into that day's hours.

/** A range of calendar days; either end may be open (a URL can carry one end only). */
export interface DayRange {
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Plain arithmetic rather than date-fns: every screen that shows a date loads this file, and date-fns's
// parser alone would add ten kilobytes to each.

/**
 * The day as a `Date` at midnight on the browser's clock, which is what a calendar widget compares
 * (date-fns, react-day-picker): only its year, month and day count.
 */
export function dayToDate(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** The inverse of {@link dayToDate}: the calendar day a browser-clock `Date` falls on. */
export function dateToDay(date: Date): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Whether `text` is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDay(text: string | undefined): text is string {
  return text !== undefined && DAY.test(text) && dateToDay(dayToDate(text)) === text;
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
