import { dayToDate } from '@/lib/calendar-day';
import { isLocale, type Locale } from './locales';

/**
 * Each language's conventions for dates. The English interface is British English for a European
 * audience, so its dates are en-GB: day before month, 24-hour times and weeks from Monday like the four
 * other languages (plain `en` is en-US to Intl and date-fns: month first, weeks from Sunday).
 */
export const DATE_LOCALES: Record<Locale, string> = { pl: 'pl', en: 'en-GB', es: 'es', de: 'de', fr: 'fr' };

/** The locale dates are written in for an interface language (`en` → `en-GB`). */
export function dateLocaleOf(locale: string): string {
  return isLocale(locale) ? DATE_LOCALES[locale] : locale;
}

/** The ways the app writes dates, each named by what it shows (English examples). */
const STYLES = {
  /** 24 Nov 2026 */
  day: { dateStyle: 'medium' },
  /** 24 November 2026 */
  longDay: { dateStyle: 'long' },
  /** 24 Nov 2026, 14:05 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 24 Nov 2026 with the month in words in every language (German `medium` is 24.11.2026). */
  calendarDay: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// A table formats a date per cell on every render; a formatter costs far more to make than to use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: DateStyle, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(dateLocaleOf(locale), { ...STYLES[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

function isKnownZone(zone: string): boolean {
  try {
    formatter('en', 'day', zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone dates are shown in: the user's own (their profile's) when this browser knows it, else
 * the browser's, else UTC.
 */
export function resolveTimeZone(
  preferred: string | null | undefined,
  browser: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  if (preferred && isKnownZone(preferred)) return preferred;
  return browser && isKnownZone(browser) ? browser : 'UTC';
}

/** Where and for whom a date is written: the interface language and a zone Intl knows. */
export interface DateFormatContext {
  locale: string;
  timeZone: string;
}

/** An instant (an API time stamp) as the user's clock shows it, in their language. */
export function formatMoment(date: Date | string, style: DateStyle, { locale, timeZone }: DateFormatContext) {
  return formatter(locale, style, timeZone).format(new Date(date));
}

/** Two instants as one span on the user's clock, sharing what they share: "1 Jan – 1 Feb 2026". */
export function formatMomentRange(
  from: Date | string,
  to: Date | string,
  style: DateStyle,
  { locale, timeZone }: DateFormatContext,
) {
  return formatter(locale, style, timeZone).formatRange(new Date(from), new Date(to));
}

/**
 * A calendar day ('YYYY-MM-DD') in words. It names a day of the user's zone already, so no zone moves it:
 * it is written on the browser's clock, where {@link dayToDate} put it.
 */
export function formatDay(day: string, locale: string): string {
  return formatter(locale, 'calendarDay').format(dayToDate(day));
}

/** Two calendar days as one span, sharing what they share: "12 – 18 Nov 2026", "12.–18. Nov. 2026". */
export function formatDayRange(from: string, to: string, locale: string): string {
  return formatter(locale, 'calendarDay').formatRange(dayToDate(from), dayToDate(to));
}
