import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteSettings } from '@/api/queries/settings';
import type { PageRoles } from './page-columns';

/** The slug of a `/p/{slug}` address the settings give, if it is one. */
const slugOf = (url: string | undefined) => /^\/p\/([a-z0-9-]+)$/.exec(url ?? '')?.[1];

/** Which page the settings' page mapping makes the privacy policy and which the terms, by slug. */
export function pageRolesOf(settings: SiteSettings | undefined, i18n: I18n): PageRoles {
  const roles: Record<string, string> = {};
  const privacy = slugOf(settings?.privacy_policy_url);
  const terms = slugOf(settings?.terms_of_service_url);
  if (privacy) roles[privacy] = i18n._(msg`Privacy policy`);
  if (terms) roles[terms] = i18n._(msg`Terms of service`);
  return roles;
}
