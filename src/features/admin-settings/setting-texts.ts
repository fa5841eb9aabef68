import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminSettingGroupName } from '@/api/queries/admin-settings';

interface SettingText {
  label: MessageDescriptor;
  description?: MessageDescriptor;
}

// The seed's English labels are only the source: each setting's words, keyed by the setting, in the
// reader's language. A setting the app does not know yet shows the server's label.
const SETTING_TEXTS: Readonly<Record<string, SettingText>> = {
  'general.app_name': { label: msg`Application name` },
  'general.app_description': { label: msg`Application description` },
  'general.contact_email': {
    label: msg`Contact email`,
    description: msg`Where the legal pages and error screens tell people to write`,
  },
  'general.max_file_size': {
    label: msg`Largest upload (bytes)`,
    description: msg`Avatars and attachments larger than this are refused`,
  },
  'general.theme': { label: msg`Default theme` },
  'general.maintenance_mode': {
    label: msg`Maintenance mode`,
    description: msg`Shows owners a notice in their dashboard; staff and tracking keep working`,
  },
  'general.timezone': {
    label: msg`Default time zone`,
    description: msg`An IANA time zone, given to new accounts`,
  },
  'auth.registration_enabled': {
    label: msg`Registration open`,
    description: msg`Whether new accounts can be created, with a password or a social provider`,
  },
  'auth.social_login_enabled': { label: msg`Social sign-in` },
  'auth.social_providers': {
    label: msg`Social sign-in providers`,
    description: msg`A list such as ["google", "github"]; empty means every configured provider`,
  },
  'mail.from_name': { label: msg`Sender name` },
  'mail.from_address': { label: msg`Sender address` },
  'mail.smtp_host': {
    label: msg`SMTP host`,
    description: msg`When set, mail goes through this server instead of the one the server was started with`,
  },
  'mail.smtp_port': { label: msg`SMTP port` },
  'mail.smtp_encryption': { label: msg`SMTP encryption` },
  'mail.smtp_username': { label: msg`SMTP user name` },
  'mail.smtp_password': { label: msg`SMTP password` },
  'billing.currency': { label: msg`Currency` },
  'billing.trials_per_account': {
    label: msg`Free trials per account`,
    description: msg`How many free trials one account may start, deleted domains included; a domain name has one trial only once, whoever adds it`,
  },
  'billing.invoice_footer': { label: msg`Invoice footer` },
  'billing.stripe_secret_key': {
    label: msg`Stripe secret key`,
    description: msg`With the webhook signing secret, the next checkout goes through Stripe with these keys`,
  },
  'billing.stripe_webhook_secret': { label: msg`Stripe webhook signing secret` },
  'tracking.cname_target': {
    label: msg`CNAME target`,
    description: msg`The host tracking subdomains point their CNAME record at`,
  },
  'tracking.check_interval_minutes': { label: msg`Tracking domain check interval (minutes)` },
  'page_mapping.privacy_policy': {
    label: msg`Privacy policy page`,
    description: msg`The slug of the published page shown as the privacy policy`,
  },
  'page_mapping.terms_of_service': {
    label: msg`Terms of service page`,
    description: msg`The slug of the published page shown as the terms of service`,
  },
};

/**
 * The choices of select settings that are words, in the reader's language (`<key>:<value>`); the codes
 * among them are written as codes are (TLS), and any other value (a currency) as it is.
 */
const OPTION_LABELS: Readonly<Record<string, MessageDescriptor | string>> = {
  'general.theme:light': msg`Light`,
  'general.theme:dark': msg`Dark`,
  'general.theme:system': msg`System`,
  'mail.smtp_encryption:tls': 'TLS',
  'mail.smtp_encryption:ssl': 'SSL',
  'mail.smtp_encryption:none': msg`None`,
};

/** How the choice `value` of the select setting `key` reads. */
export function optionLabel(i18n: I18n, key: string, value: string): string {
  const label = OPTION_LABELS[`${key}:${value}`] ?? value;
  return typeof label === 'string' ? label : i18n._(label);
}

/** The groups in the order of their pages, each with its name in the reader's language. */
export const SETTING_GROUP_LABELS: readonly { group: AdminSettingGroupName; label: MessageDescriptor }[] = [
  { group: 'general', label: msg({ message: 'General', context: 'settings group' }) },
  { group: 'auth', label: msg({ message: 'Sign-in', context: 'settings group' }) },
  { group: 'mail', label: msg({ message: 'Mail', context: 'settings group' }) },
  { group: 'billing', label: msg({ message: 'Billing', context: 'settings group' }) },
  { group: 'tracking', label: msg({ message: 'Tracking', context: 'settings group' }) },
  { group: 'page_mapping', label: msg({ message: 'Page mapping', context: 'settings group' }) },
];

/** The words of the setting `key`, or undefined for one the app does not know (the server's label then). */
export function settingText(key: string): SettingText | undefined {
  return SETTING_TEXTS[key];
}

const ORDER = new Map(Object.keys(SETTING_TEXTS).map((key, index) => [key, index]));

/**
 * Where a setting stands in its group's form: in the order above (the name before the description, the
 * host before the port) rather than the API's order by key; one the app does not know comes last.
 */
export function settingOrder(key: string): number {
  return ORDER.get(key) ?? ORDER.size;
}
