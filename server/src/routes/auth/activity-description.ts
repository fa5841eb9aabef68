import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { Locale } from '#locales';
import type { ActivityAction } from '../../lib/activity-actions.ts';
import { translate, type MessageValues } from '../../lib/i18n.ts';
import { SERVICE_CATALOG } from '../../lib/service-catalog.ts';
import { PROVIDER_NAMES, type SocialProviderName } from '../../services/oauth/social-provider.ts';

export interface DescribedEntry {
  action: string;
  description: string | null;
  properties: Record<string, unknown>;
}

/**
 * How each recorded action reads in the log, by action name. `{provider}` is the brand of a social
 * provider, `{service}` the product name of a destination; other placeholders come from the entry's
 * properties (`{domain}` and `{hostname}` as they were named then, `{number}` a ticket's, `{target}` the
 * record an admin changed, by the name or email it had then). The context
 * sets them apart from the API's answers: "Signed in" that happened reads differently from "Signed in"
 * just now in some languages.
 */
const DESCRIPTIONS: Readonly<Record<ActivityAction, MessageDescriptor>> = {
  'auth.login': msg({ message: 'Signed in', context: 'activity log' }),
  'auth.login_failed': msg({ message: 'Failed sign-in attempt', context: 'activity log' }),
  'auth.logout': msg({ message: 'Signed out', context: 'activity log' }),
  'auth.registered': msg({ message: 'Created the account', context: 'activity log' }),
  'auth.registration_attempted': msg({
    message: 'Someone tried to create an account with your email address',
    context: 'activity log',
  }),
  'auth.social_login': msg({ message: 'Signed in with {provider}', context: 'activity log' }),
  'auth.magic_link_requested': msg({ message: 'Asked for a sign-in link', context: 'activity log' }),
  'auth.magic_link_login': msg({ message: 'Signed in with a magic link', context: 'activity log' }),
  'auth.2fa_login': msg({ message: 'Signed in with two-factor authentication', context: 'activity log' }),
  'auth.2fa_failed': msg({ message: 'Entered a wrong two-factor code', context: 'activity log' }),
  'auth.2fa_paused': msg({
    message: 'Two-factor sign-in paused after too many wrong codes',
    context: 'activity log',
  }),
  'auth.2fa_enabled': msg({ message: 'Turned on two-factor authentication', context: 'activity log' }),
  'auth.2fa_disabled': msg({ message: 'Turned off two-factor authentication', context: 'activity log' }),
  'auth.recovery_codes_regenerated': msg({ message: 'Created new recovery codes', context: 'activity log' }),
  'auth.session_revoked': msg({ message: 'Signed out a session', context: 'activity log' }),
  'auth.other_sessions_terminated': msg({
    message: 'Signed out all other sessions',
    context: 'activity log',
  }),
  'auth.refresh_token_reused': msg({
    message: 'Session ended for safety: its sign-in token was used twice',
    context: 'activity log',
  }),
  'auth.account_linked': msg({ message: 'Connected a {provider} account', context: 'activity log' }),
  'auth.account_unlinked': msg({ message: 'Disconnected a {provider} account', context: 'activity log' }),
  'auth.password_changed': msg({ message: 'Changed the password', context: 'activity log' }),
  'auth.password_reset_requested': msg({
    message: 'Asked for a password reset link',
    context: 'activity log',
  }),
  'auth.password_reset': msg({ message: 'Reset the password', context: 'activity log' }),
  'auth.verification_email_sent': msg({
    message: 'Asked for a new verification email',
    context: 'activity log',
  }),
  'auth.email_verified': msg({ message: 'Verified the email address', context: 'activity log' }),
  'user.profile_updated': msg({ message: 'Updated the profile', context: 'activity log' }),
  'domain.created': msg({ message: 'Added the domain {domain}', context: 'activity log' }),
  'domain.deleted': msg({ message: 'Deleted the domain {domain}', context: 'activity log' }),
  'domain.api_key_rotated': msg({ message: 'Replaced the API key of {domain}', context: 'activity log' }),
  'domain.destinations_updated': msg({
    message: 'Changed the destinations of {domain}',
    context: 'activity log',
  }),
  'domain.destination_enabled': msg({ message: 'Turned on {service} for {domain}', context: 'activity log' }),
  'domain.destination_paused': msg({ message: 'Paused {service} for {domain}', context: 'activity log' }),
  'domain.tracking_added': msg({
    message: 'Added the tracking subdomain {hostname}',
    context: 'activity log',
  }),
  'domain.tracking_removed': msg({
    message: 'Removed the tracking subdomain {hostname}',
    context: 'activity log',
  }),
  'billing.checkout_started': msg({ message: 'Started a payment for {domain}', context: 'activity log' }),
  'billing.subscription_canceled': msg({
    message: 'Cancelled the subscription of {domain} at the end of its period',
    context: 'activity log',
  }),
  'billing.subscription_ended': msg({
    message: 'Ended the subscription of {domain} at once',
    context: 'activity log',
  }),
  'billing.subscription_resumed': msg({
    message: 'Resumed the subscription of {domain}',
    context: 'activity log',
  }),
  'support.ticket_opened': msg({ message: 'Opened support ticket #{number}', context: 'activity log' }),
  'support.ticket_closed': msg({ message: 'Closed support ticket #{number}', context: 'activity log' }),
  'admin.user.created': msg({ message: 'Created the account {target}', context: 'activity log' }),
  'admin.user.updated': msg({ message: 'Changed the account {target}', context: 'activity log' }),
  'admin.user.deleted': msg({ message: 'Deleted the account {target}', context: 'activity log' }),
  'admin.user.suspended': msg({ message: 'Suspended the account {target}', context: 'activity log' }),
  'admin.user.activated': msg({ message: 'Reactivated the account {target}', context: 'activity log' }),
  'admin.user.signed_out': msg({ message: 'Signed {target} out everywhere', context: 'activity log' }),
  'admin.user.two_factor_reset': msg({
    message: 'Turned off two-factor sign-in for {target}',
    context: 'activity log',
  }),
  'admin.role.created': msg({ message: 'Created the role {target}', context: 'activity log' }),
  'admin.role.updated': msg({ message: 'Changed the role {target}', context: 'activity log' }),
  'admin.role.deleted': msg({ message: 'Deleted the role {target}', context: 'activity log' }),
  'admin.role.assigned': msg({ message: 'Gave {target} the role {role}', context: 'activity log' }),
  'admin.role.removed': msg({ message: 'Took the role {role} from {target}', context: 'activity log' }),
  'admin.super_admin_created': msg({ message: 'Made {target} a super admin', context: 'activity log' }),
  'admin.permission.created': msg({ message: 'Created the permission {target}', context: 'activity log' }),
  'admin.permission.updated': msg({ message: 'Changed the permission {target}', context: 'activity log' }),
  'admin.permission.deleted': msg({ message: 'Deleted the permission {target}', context: 'activity log' }),
  'admin.plan.created': msg({ message: 'Created the plan {target}', context: 'activity log' }),
  'admin.plan.updated': msg({ message: 'Changed the plan {target}', context: 'activity log' }),
  'admin.plan.duplicated': msg({ message: 'Copied the plan {source} as {target}', context: 'activity log' }),
  'admin.plan.deleted': msg({ message: 'Deleted the plan {target}', context: 'activity log' }),
  'admin.feature.created': msg({ message: 'Created the plan feature {target}', context: 'activity log' }),
  'admin.feature.updated': msg({ message: 'Changed the plan feature {target}', context: 'activity log' }),
  'admin.feature.deleted': msg({ message: 'Deleted the plan feature {target}', context: 'activity log' }),
  'admin.domain.created': msg({ message: 'Added the domain {target}', context: 'activity log' }),
  'admin.domain.updated': msg({ message: 'Changed the domain {target}', context: 'activity log' }),
  'admin.domain.transferred': msg({
    message: 'Moved the domain {target} to another owner',
    context: 'activity log',
  }),
  'admin.domain.deleted': msg({ message: 'Deleted the domain {target}', context: 'activity log' }),
  'admin.domain.ingestion_blocked': msg({
    message: 'Blocked the events of {target}',
    context: 'activity log',
  }),
  'admin.domain.ingestion_unblocked': msg({
    message: 'Unblocked the events of {target}',
    context: 'activity log',
  }),
  'admin.domain.tracking_rechecked': msg({
    message: 'Re-checked the tracking subdomain of {target}',
    context: 'activity log',
  }),
  'admin.payment.updated': msg({ message: 'Changed the payment {target}', context: 'activity log' }),
  'admin.payment.refunded': msg({
    message: 'Refunded {amount} of the payment {target}',
    context: 'activity log',
  }),
  'admin.language.created': msg({ message: 'Added the language {target}', context: 'activity log' }),
  'admin.language.updated': msg({ message: 'Changed the language {target}', context: 'activity log' }),
  'admin.language.deleted': msg({ message: 'Deleted the language {target}', context: 'activity log' }),
  'admin.language.translations_updated': msg({
    message:
      '{count, plural, one {Changed # translation of {target}} other {Changed # translations of {target}}}',
    context: 'activity log',
  }),
  'admin.language.synced': msg({
    message:
      '{count, plural, one {Added # message to translate to {target}} other {Added # messages to translate to {target}}}',
    context: 'activity log',
  }),
  'admin.mail_template.created': msg({
    message: 'Created the mail template {target}',
    context: 'activity log',
  }),
  'admin.mail_template.updated': msg({
    message: 'Changed the mail template {target}',
    context: 'activity log',
  }),
  'admin.mail_template.deleted': msg({
    message: 'Deleted the mail template {target}',
    context: 'activity log',
  }),
  'admin.backup.created': msg({ message: 'Made the backup {target}', context: 'activity log' }),
  'admin.backup.deleted': msg({ message: 'Deleted the backup {target}', context: 'activity log' }),
  'admin.backup_downloaded': msg({ message: 'Downloaded the backup {target}', context: 'activity log' }),
  'admin.backups.cleaned': msg({ message: 'Deleted old backups ({count})', context: 'activity log' }),
  'admin.page.created': msg({ message: 'Created the page {target}', context: 'activity log' }),
  'admin.page.updated': msg({ message: 'Changed the page {target}', context: 'activity log' }),
  'admin.page.deleted': msg({ message: 'Deleted the page {target}', context: 'activity log' }),
  'admin.job.retried': msg({ message: 'Retried a job of the queue {target}', context: 'activity log' }),
  'admin.job.cancelled': msg({ message: 'Cancelled a job of the queue {target}', context: 'activity log' }),
  'admin.job.deleted': msg({ message: 'Deleted a job of the queue {target}', context: 'activity log' }),
  'admin.setting.updated': msg({ message: 'Changed the setting {target}', context: 'activity log' }),
};

function valuesOf(properties: Record<string, unknown>): MessageValues {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  if (typeof values.provider === 'string' && values.provider in PROVIDER_NAMES) {
    values.provider = PROVIDER_NAMES[values.provider as SocialProviderName];
  }
  // A destination is kept as its service's key; its product name is the same in every language.
  const service = SERVICE_CATALOG.find(({ key }) => key === values.service);
  if (service) values.service = service.name;
  return values;
}

/** The names of the wording's `{name}` placeholders. */
const placeholders = (message: MessageDescriptor) =>
  [...(message.message ?? '').matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);

/**
 * An activity entry in `locale`: the wording of its action, filled from its properties; else the
 * description it was recorded with; else a plain line naming the action.
 */
export function describeActivity(locale: Locale, entry: DescribedEntry): string {
  const message = DESCRIPTIONS[entry.action as ActivityAction] as MessageDescriptor | undefined;
  const values = valuesOf(entry.properties);
  // An entry that lacks a detail the wording needs is better told by its own description.
  if (message && placeholders(message).every((name) => name in values)) {
    return translate(message, locale, values);
  }
  return entry.description ?? translate(msg`Activity: ${{ action: entry.action }}`, locale);
}

/** The actions whose wording in `locale`, placeholders as written, contains `search` (case-insensitive). */
export function actionsMatching(locale: Locale, search: string): string[] {
  const needle = search.toLocaleLowerCase(locale);
  const wording = (message: MessageDescriptor) =>
    translate(message, locale, Object.fromEntries(placeholders(message).map((name) => [name, `{${name}}`])));
  return Object.entries(DESCRIPTIONS)
    .filter(([, message]) => wording(message).toLocaleLowerCase(locale).includes(needle))
    .map(([action]) => action);
}
