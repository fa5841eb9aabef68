import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dateLocaleOf } from '@/i18n/date-format';
import { useTimeZone } from '@/i18n/use-time-zone';
import type { ChartX } from './chart-data';

/** How a chart writes its x and y values; every part is optional and has a sensible default. */
export type ChartFormatOptions = {
  /** Dates in the tooltip, the table and the summary. Default: `{ dateStyle: 'medium' }`. */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** Dates under the x axis, where room is short. Default: day and short month. */
  axisDateFormat?: Intl.DateTimeFormatOptions;
  /** An IANA time zone for the dates; the user's (see `useTimeZone`) when not given. */
  timeZone?: string;
  /** Values in the tooltip and the table. Default: plain numbers with grouping. */
  valueFormat?: Intl.NumberFormatOptions;
};

export type ChartFormatters = {
  formatX: (x: ChartX) => string;
  formatAxisX: (x: ChartX) => string;
  formatValue: (y: number) => string;
  formatAxisValue: (y: number) => string;
  formatList: (items: string[]) => string;
};

const DEFAULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DEFAULT_AXIS_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** Intl formatters for a chart in the active Lingui locale. */
export function useChartFormat({
  dateFormat = DEFAULT_DATE,
  axisDateFormat = DEFAULT_AXIS_DATE,
  timeZone: chosenZone,
  valueFormat,
}: ChartFormatOptions): ChartFormatters {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const userZone = useTimeZone();
  const timeZone = chosenZone ?? userZone;
  return useMemo(() => {
    const dateLocale = dateLocaleOf(locale);
    const date = new Intl.DateTimeFormat(dateLocale, { ...dateFormat, timeZone });
    const axisDate = new Intl.DateTimeFormat(dateLocale, { ...axisDateFormat, timeZone });
    const value = new Intl.NumberFormat(locale, valueFormat);
    const axisValue = new Intl.NumberFormat(locale, { ...valueFormat, notation: 'compact' });
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return {
      formatX: (x) => (x instanceof Date ? date.format(x) : x),
      formatAxisX: (x) => (x instanceof Date ? axisDate.format(x) : x),
      formatValue: (y) => value.format(y),
      formatAxisValue: (y) => axisValue.format(y),
      formatList: (items) => list.format(items),
    };
  }, [locale, dateFormat, axisDateFormat, timeZone, valueFormat]);
}
