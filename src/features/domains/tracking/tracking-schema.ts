import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { components } from '@/api/schema.gen';

type TrackingDomainCreate = components['schemas']['TrackingDomainCreateRequest'];

/** One DNS label: letters, digits and inner hyphens, 63 characters at most. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A host name is 253 characters at most. */
const HOSTNAME_MAX = 253;

/**
 * The full tracking host name for what was typed: a label such as `t` (or `t.eu`) gets the domain's name
 * after it; a full name ending in the domain's name is kept. Trimmed, lower case, no trailing dot.
 */
export function trackingHostnameOf(typed: string, domainName: string): string {
  const name = typed.trim().toLowerCase().replace(/\.$/, '');
  const domain = domainName.toLowerCase();
  return name.endsWith(`.${domain}`) ? name : `${name}.${domain}`;
}

/** The labels of the subdomain part: what comes before the domain's name. */
function subdomainLabels(typed: string, domainName: string): string[] {
  const hostname = trackingHostnameOf(typed, domainName);
  return hostname.slice(0, -(domainName.length + 1)).split('.');
}

/** The subdomain form's rules: one or more valid DNS labels before the domain's own name. */
export function subdomainSchema(i18n: I18n, domainName: string) {
  return z.object({
    hostname: z.string().check(
      z.refine((value) => value.trim() !== '', { error: () => i18n._(msg`This field is required`) }),
      z.refine(
        (value) =>
          value.trim() === '' ||
          (subdomainLabels(value, domainName).every((label) => LABEL.test(label)) &&
            trackingHostnameOf(value, domainName).length <= HOSTNAME_MAX),
        {
          error: () =>
            i18n._(
              msg`Use letters, digits and hyphens only, such as t or track (a label cannot start or end with a hyphen)`,
            ),
        },
      ),
    ),
  });
}

export type SubdomainValues = z.infer<ReturnType<typeof subdomainSchema>>;

/** The body of POST …/tracking-domain for the form's values: the contract breaks this at compile time. */
export function trackingDomainBody(values: SubdomainValues, domainName: string): TrackingDomainCreate {
  return { hostname: trackingHostnameOf(values.hostname, domainName) };
}
