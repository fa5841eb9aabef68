import type { AnalyticsInterval } from './analytics-search-params';

// The figures of the analytics screen in the active language (`locale` is the interface language, as
// Lingui names it). Formatters are kept: the screen formats every card and every table cell each render.

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${name}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, made);
  }
  return made;
}

/** A count of events: "12,345" in English, "12 345" in Polish. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, 'count', { maximumFractionDigits: 0 }).format(value);
}

/** A rate the API gives in percent (0–100), such as the delivery success rate; "—" when there is none. */
export function formatRate(rate: number | null, locale: string): string {
  if (rate === null) return '—';
  return numberFormat(locale, 'rate', { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
}

/** A change in percent (12.5 means a rise of 12.5 %), signed: "+12.5%", "−3%", "0%". */
export function formatPercentChange(change: number, locale: string): string {
  return numberFormat(locale, 'change', {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(change / 100);
}

/**
 * A change of a rate in percentage points, signed and without a unit ("+2.5"): the caller adds the
 * language's word for the unit ("pp", "p.p.").
 */
export function formatPointsChange(change: number, locale: string): string {
  return numberFormat(locale, 'points', { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(
    change,
  );
}

/** How a chart writes a bucket's start in its tooltip and table, by bucket size. */
export const BUCKET_DATE_FORMATS: Record<AnalyticsInterval, Intl.DateTimeFormatOptions> = {
  hour: { dateStyle: 'medium', timeStyle: 'short' },
  day: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
};

/** How a chart writes a bucket's start under its x axis, where room is short, by bucket size. */
export const BUCKET_AXIS_FORMATS: Record<AnalyticsInterval, Intl.DateTimeFormatOptions> = {
  hour: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric', month: 'short' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};
