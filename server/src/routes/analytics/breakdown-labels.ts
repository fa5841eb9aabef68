import { msg } from '@lingui/core/runtime-macro';
import type { MessageDescriptor } from '@lingui/core';

/** The names of the stored values of sources, statuses and devices, for people. */
const VALUE_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  source: { server: msg`Server`, browser: msg`Browser` },
  status: { processed: msg`Processed`, failed: msg`Failed`, pending: msg`Pending` },
  device: { desktop: msg`Desktop`, mobile: msg`Mobile`, tablet: msg`Tablet` },
};

const unknown = msg`Unknown`;

interface LabelContext {
  t: (message: MessageDescriptor) => string;
  locale: string;
  /** Domain names by id, for the breakdown by domain. */
  domainNames: ReadonlyMap<string, string>;
}

/** A breakdown group's display name in the request's language: a country's name, a domain's, a translated value. */
export function breakdownLabel(
  dimension: string,
  key: string | null,
  { t, locale, domainNames }: LabelContext,
) {
  if (key === null || key === '') return t(unknown);
  if (dimension === 'country')
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(key) ?? key;
  if (dimension === 'domain') return domainNames.get(key) ?? key;
  const label = VALUE_LABELS[dimension]?.[key];
  return label ? t(label) : key;
}
