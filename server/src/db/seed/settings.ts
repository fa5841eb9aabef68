import type { Database } from '../database.ts';
import { settings, type SettingType } from '../schema/content.ts';

type SettingGroup = (typeof settings.$inferInsert)['group'];

/** A setting as the seed writes it; `value` is also the default `GET /settings` falls back to. */
export interface SettingSeed {
  key: string;
  group: SettingGroup;
  type: SettingType;
  label: string;
  description?: string;
  value: unknown;
  options?: string[];
  /** Published by `GET /settings`. */
  isPublic?: boolean;
}

/** 10 MB, spec section 9. */
export const DEFAULT_MAX_FILE_SIZE = 10_485_760;

/**
 * Every setting the admin screens edit, with its default. The interface languages are not here: the
 * languages table says which are active and which is the default.
 */
export const SEED_SETTINGS: readonly SettingSeed[] = [
  // general
  {
    key: 'general.app_name',
    group: 'general',
    type: 'string',
    label: 'Application name',
    value: 'Tracklane',
    isPublic: true,
  },
  {
    key: 'general.app_description',
    group: 'general',
    type: 'text',
    label: 'Application description',
    value: 'Server-side conversion tracking for your domains',
    isPublic: true,
  },
  {
    key: 'general.contact_email',
    group: 'general',
    type: 'email',
    label: 'Contact email',
    description: 'Where the legal pages and error screens tell people to write',
    value: 'support@tracklane.test',
    isPublic: true,
  },
  {
    key: 'general.max_file_size',
    group: 'general',
    type: 'integer',
    label: 'Largest upload (bytes)',
    description: 'Avatars and attachments larger than this are refused',
    value: DEFAULT_MAX_FILE_SIZE,
    isPublic: true,
  },
  {
    key: 'general.theme',
    group: 'general',
    type: 'select',
    label: 'Default theme',
    value: 'light',
    options: ['light', 'dark', 'system'],
    isPublic: true,
  },
  {
    key: 'general.maintenance_mode',
    group: 'general',
    type: 'boolean',
    label: 'Maintenance mode',
    description: 'Shows visitors that the service is being maintained',
    value: false,
    isPublic: true,
  },
  {
    key: 'general.timezone',
    group: 'general',
    type: 'string',
    label: 'Default time zone',
    description: 'An IANA time zone, given to new accounts',
    value: 'Europe/Warsaw',
  },
  // auth
  {
    key: 'auth.registration_enabled',
    group: 'auth',
    type: 'boolean',
    label: 'Registration open',
    description: 'Whether new accounts can be created, with a password or a social provider',
    value: true,
    isPublic: true,
  },
  {
    key: 'auth.social_login_enabled',
    group: 'auth',
    type: 'boolean',
    label: 'Social sign-in',
    value: true,
    isPublic: true,
  },
  {
    key: 'auth.social_providers',
    group: 'auth',
    type: 'json',
    label: 'Social sign-in providers',
    description: 'A list such as ["google", "github"]; empty means every configured provider',
    value: null,
    isPublic: true,
  },
  // mail (spec section 9: SMTP on port 587 with TLS by default)
  { key: 'mail.from_name', group: 'mail', type: 'string', label: 'Sender name', value: 'Tracklane' },
  {
    key: 'mail.from_address',
    group: 'mail',
    type: 'email',
    label: 'Sender address',
    value: 'no-reply@tracklane.test',
  },
  { key: 'mail.smtp_host', group: 'mail', type: 'string', label: 'SMTP host', value: null },
  { key: 'mail.smtp_port', group: 'mail', type: 'integer', label: 'SMTP port', value: 587 },
  {
    key: 'mail.smtp_encryption',
    group: 'mail',
    type: 'select',
    label: 'SMTP encryption',
    value: 'tls',
    options: ['tls', 'ssl', 'none'],
  },
  { key: 'mail.smtp_username', group: 'mail', type: 'string', label: 'SMTP user name', value: null },
  { key: 'mail.smtp_password', group: 'mail', type: 'secret', label: 'SMTP password', value: null },
  // billing
  {
    key: 'billing.currency',
    group: 'billing',
    type: 'select',
    label: 'Currency',
    value: 'USD',
    options: ['USD', 'EUR', 'GBP', 'PLN'],
    isPublic: true,
  },
  {
    key: 'billing.trials_per_account',
    group: 'billing',
    type: 'integer',
    label: 'Free trials per account',
    description:
      'How many free trials one account may start, deleted domains included; a domain name has one trial only once, whoever adds it',
    value: 3,
    isPublic: true,
  },
  {
    key: 'billing.invoice_footer',
    group: 'billing',
    type: 'text',
    label: 'Invoice footer',
    value: 'Thank you for tracking with Tracklane.',
  },
  {
    key: 'billing.stripe_secret_key',
    group: 'billing',
    type: 'secret',
    label: 'Stripe secret key',
    value: null,
  },
  {
    key: 'billing.stripe_webhook_secret',
    group: 'billing',
    type: 'secret',
    label: 'Stripe webhook signing secret',
    value: null,
  },
  // tracking
  {
    key: 'tracking.cname_target',
    group: 'tracking',
    type: 'string',
    label: 'CNAME target',
    description: 'The host tracking subdomains point their CNAME record at',
    value: 'edge.tracklane.io',
  },
  {
    key: 'tracking.check_interval_minutes',
    group: 'tracking',
    type: 'integer',
    label: 'Tracking domain check interval (minutes)',
    value: 15,
  },
  // page_mapping: which static page (by slug) plays which part; GET /settings turns them into URLs
  {
    key: 'page_mapping.privacy_policy',
    group: 'page_mapping',
    type: 'string',
    label: 'Privacy policy page',
    description: 'The slug of the published page shown as the privacy policy',
    value: 'privacy-policy',
    isPublic: true,
  },
  {
    key: 'page_mapping.terms_of_service',
    group: 'page_mapping',
    type: 'string',
    label: 'Terms of service page',
    description: 'The slug of the published page shown as the terms of service',
    value: 'terms-of-service',
    isPublic: true,
  },
];

/** Adds the settings that are missing; values an admin changed stay. */
export async function seedSettings(db: Database) {
  await db
    .insert(settings)
    .values(
      SEED_SETTINGS.map(({ isPublic = false, ...setting }) => ({
        ...setting,
        description: setting.description ?? null,
        options: setting.options ?? null,
        isPublic,
      })),
    )
    .onConflictDoNothing();
}
