import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnalyticsDimension } from '@/api/queries/analytics';
import type { EventSource, EventStatus, TrackedEvent } from '@/api/queries/events';

/** Each breakdown's title: what its groups are. */
export const DIMENSION_TITLES: Record<AnalyticsDimension, MessageDescriptor> = {
  event_name: msg`Event name`,
  device: msg`Device`,
  country: msg`Country`,
  source: msg`Source`,
  status: msg`Delivery status`,
  domain: msg`Domain`,
};

/** An event's status in words (the same words as the events list). */
export const STATUS_LABELS: Record<EventStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  processed: msg`Processed`,
  failed: msg`Failed`,
};

/** Where an event came from. */
export const SOURCE_LABELS: Record<EventSource, MessageDescriptor> = {
  server: msg`Server`,
  browser: msg`Browser`,
  test: msg`Test`,
};

const DEVICE_LABELS: Record<NonNullable<TrackedEvent['device']>, MessageDescriptor> = {
  desktop: msg`Computer`,
  mobile: msg`Phone`,
  tablet: msg`Tablet`,
};

const UNKNOWN = msg`Unknown`;

const TRANSLATED: Partial<Record<AnalyticsDimension, Record<string, MessageDescriptor>>> = {
  status: STATUS_LABELS,
  source: SOURCE_LABELS,
  device: DEVICE_LABELS,
};

// Intl.DisplayNames is costly to make and a breakdown names up to ten countries per render.
const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in `locale` from its ISO 3166-1 alpha-2 code ("PL" → "Poland", "Polska"), or
 * undefined when the code is not one Intl knows.
 */
export function countryName(code: string, locale: string): string | undefined {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  if (!names || !/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    return names.of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

/**
 * What a group of a breakdown is called on screen: a null key is "Unknown"; countries are named in the
 * active language; devices, sources and statuses in the app's words; anything else (event names,
 * domains) as the server labelled it, or its raw key.
 */
export function groupLabel(
  by: AnalyticsDimension,
  group: { key: string | null; label: string },
  i18n: Pick<I18n, '_' | 'locale'>,
): string {
  const { key, label } = group;
  if (key === null) return i18n._(UNKNOWN);
  if (by === 'country') return countryName(key, i18n.locale) ?? (label || key);
  const translated = TRANSLATED[by]?.[key];
  if (translated) return i18n._(translated);
  return label || key;
}
