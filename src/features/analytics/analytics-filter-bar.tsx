import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { domainQueries } from '@/api/queries/domains';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { presetOf, presetRanges } from '@/components/ui/date-presets';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTimeZone } from '@/i18n/use-time-zone';
import { periodSearch, type AnalyticsView } from './analytics-search';
import {
  COMPARISONS,
  type AnalyticsInterval,
  type AnalyticsSearch,
  type Comparison,
} from './analytics-search-params';
import { DEFAULT_RANGE, intervalsFor } from './date-range-presets';
import { EventNameField } from './event-name-field';

const COMPARISON_LABELS: Record<Comparison, MessageDescriptor> = {
  previous_period: msg`Previous period`,
  previous_year: msg`Previous year`,
  none: msg`No comparison`,
};

const INTERVAL_LABELS: Record<AnalyticsInterval, MessageDescriptor> = {
  hour: msg`By hour`,
  day: msg`By day`,
  week: msg`By week`,
  month: msg`By month`,
};

// Radix Select cannot hold an empty value, so this stands for "every domain".
const ALL_DOMAINS = '__all__';

type AnalyticsFilterBarProps = {
  view: AnalyticsView;
  now: Date;
  onChange: (patch: Partial<AnalyticsSearch>) => void;
};

/**
 * The screen's filters: the period (presets or any days), what it is compared with, one domain, one event
 * name and the charts' bucket size. Each change goes into the URL at once.
 */
export function AnalyticsFilterBar({ view, now, onChange }: AnalyticsFilterBarProps) {
  const { i18n, t } = useLingui();
  const timeZone = useTimeZone();
  const ids = { period: useId(), compare: useId(), domain: useId(), interval: useId() };
  // The same first hundred domains the events screen offers (the same query, so one request for both).
  const domains = useQuery(domainQueries.list({ page: 1, per_page: 100 })).data?.items ?? [];
  const { filters } = view;

  const choosePeriod = (range: { from?: string; to?: string }) => {
    // "Any time" is not a period the server answers: it brings the default back.
    if (!range.from || !range.to) {
      onChange(periodSearch(DEFAULT_RANGE));
      return;
    }
    const preset = presetOf(range, presetRanges(now, timeZone));
    onChange(preset ? periodSearch(preset) : periodSearch('custom', { from: range.from, to: range.to }));
  };

  return (
    <div
      role="group"
      aria-label={t`Filters`}
      // One filter a row on a phone: two to a row cut their values ("All domains", a domain's name).
      className="grid items-end gap-3 sm:flex sm:flex-wrap sm:gap-x-4 max-sm:[&>div]:min-w-0"
    >
      <div className="grid gap-2">
        <Label id={ids.period}>
          <Trans>Period</Trans>
        </Label>
        <DateRangePicker
          aria-labelledby={ids.period}
          value={{ from: filters.start_date, to: filters.end_date }}
          onChange={choosePeriod}
          className="w-full sm:w-auto"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.compare}>
          <Trans>Compare with</Trans>
        </Label>
        <Select
          value={view.compare}
          onValueChange={(compare) => onChange({ compare: compare as Comparison })}
        >
          <SelectTrigger id={ids.compare} className="w-full min-w-0 sm:w-44 [&>span]:truncate">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {COMPARISONS.map((comparison) => (
              <SelectItem key={comparison} value={comparison}>
                {i18n._(COMPARISON_LABELS[comparison])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.domain}>
          <Trans>Domain</Trans>
        </Label>
        <Select
          value={filters.domain_id ?? ALL_DOMAINS}
          onValueChange={(domain) => onChange({ domain_id: domain === ALL_DOMAINS ? undefined : domain })}
        >
          <SelectTrigger id={ids.domain} className="w-full min-w-0 sm:w-52 [&>span]:truncate">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_DOMAINS}>
              <Trans>All domains</Trans>
            </SelectItem>
            {/* A domain from a shared link that is not among the first hundred still shows as chosen. */}
            {filters.domain_id && !domains.some((domain) => domain.id === filters.domain_id) ? (
              <SelectItem value={filters.domain_id}>{filters.domain_id}</SelectItem>
            ) : null}
            {domains.map((domain) => (
              <SelectItem key={domain.id} value={domain.id}>
                {domain.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <EventNameField filters={filters} onChange={(eventName) => onChange({ event_name: eventName })} />
      <div className="grid gap-2">
        <Label htmlFor={ids.interval}>
          <Trans>Chart buckets</Trans>
        </Label>
        <Select
          value={view.interval}
          onValueChange={(interval) => onChange({ interval: interval as AnalyticsInterval })}
        >
          <SelectTrigger id={ids.interval} className="w-full min-w-0 sm:w-36 [&>span]:truncate">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {intervalsFor(view.days).map((interval) => (
              <SelectItem key={interval} value={interval}>
                {i18n._(INTERVAL_LABELS[interval])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
