import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Domain } from '@/api/queries/domains';
import type { ServiceDefinition } from '@/api/queries/plans';
import { normaliseHostname, type HostnameProblem } from '@/lib/hostname';
import { hasSavedSecret, settingFieldName, type ServicesValues } from './services/service-values';

/**
 * What the add-domain form holds; the services editor of a domain's page holds the same shape (and
 * leaves name and plan alone), so both render one services fieldset.
 */
export interface DomainFormValues {
  name: string;
  /** A plan's slug, or '' to choose one later. */
  plan_slug: string;
  services: ServicesValues;
}

const HOSTNAME_PROBLEMS = {
  ip_address: msg`Enter the site's domain name, not an IP address.`,
  local: msg`A local name cannot be tracked: enter the site's public domain name.`,
  single_label: msg`Enter a whole domain name, such as shop.example.com.`,
  invalid: msg`This is not a valid domain name.`,
} satisfies Record<HostnameProblem, unknown>;

/** Why what was typed as the domain is refused, or null when it names a public host. */
export function hostnameError(name: string, i18n: I18n): string | null {
  if (name.trim() === '') return i18n._(msg`Enter the domain name.`);
  const result = normaliseHostname(name);
  return 'problem' in result ? i18n._(HOSTNAME_PROBLEMS[result.problem]) : null;
}

/**
 * The required settings of the chosen services that are still empty, under their form names. A secret
 * already saved (answered masked) may stay empty: the server keeps it.
 */
export function missingSettings(
  schema: readonly ServiceDefinition[],
  services: ServicesValues,
  saved: Domain['services'] | undefined,
  i18n: I18n,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const service of schema) {
    const choice = services[service.key];
    if (!choice?.chosen) continue;
    for (const field of service.fields) {
      const value = choice.settings[field.key];
      const empty = value === '' || value === undefined;
      if (!field.required || !empty || field.type === 'boolean') continue;
      if (field.type === 'secret' && hasSavedSecret(saved, service.key, field.key)) continue;
      missing[settingFieldName(service.key, field.key)] = i18n._(msg`This field is required`);
    }
  }
  return missing;
}

/** The add form's own fields, for the server's errors on them to land under them. */
export const FORM_FIELDS_OF_DOMAIN = ['name', 'plan_slug'] as const;
