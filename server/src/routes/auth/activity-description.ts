import type { Locale } from '#locales';
import { translate, type MessageValues } from '../../lib/message.ts';
import type { SocialProviderName } from '../../services/oauth/social-provider.ts';
import { activityDescriptions, activityMessages } from './activity.messages.ts';
import { PROVIDER_NAMES } from './social.messages.ts';

export interface DescribedEntry {
  action: string;
  description: string | null;
  properties: Record<string, unknown>;
}

function valuesOf(properties: Record<string, unknown>): MessageValues {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  if (typeof values.provider === 'string' && values.provider in PROVIDER_NAMES) {
    values.provider = PROVIDER_NAMES[values.provider as SocialProviderName];
  }
  return values;
}

/**
 * An activity entry in `locale`: the wording of its action, filled from its properties; else the
 * description it was recorded with; else a plain line naming the action.
 */
export function describeActivity(locale: Locale, entry: DescribedEntry): string {
  const message = activityDescriptions[entry.action];
  if (message) {
    const text = translate(message, locale, valuesOf(entry.properties));
    // A placeholder left unfilled means the entry lacks a detail the wording needs.
    if (!/\{\w+\}/.test(text)) return text;
  }
  return entry.description ?? translate(activityMessages.other, locale, { action: entry.action });
}

/** The actions whose wording in `locale` contains `search` (case-insensitive). */
export function actionsMatching(locale: Locale, search: string): string[] {
  const needle = search.toLocaleLowerCase(locale);
  return Object.entries(activityDescriptions)
    .filter(([, message]) => message[locale].toLocaleLowerCase(locale).includes(needle))
    .map(([action]) => action);
}
