import { msg } from '@lingui/core/runtime-macro';
import type { components } from '#contract';
import { DEFAULT_LOCALE, isLocale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import { loadContract } from '../../api/contract.ts';
import type { AppContext } from '../../app-context.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-users.ts';
import { ok } from '../../lib/envelope.ts';
import { cachedRead } from '../../lib/public-reads.ts';
import { configuredProviders } from '../../services/oauth/social-providers.ts';
import { readSocialSettings } from '../auth/social.repo.ts';
import { trialLimitOf, TRIALS_PER_ACCOUNT } from '../domains/trials.ts';
import { listLanguages } from '../languages/languages.repo.ts';
import { readSettings } from './settings.repo.ts';

type SiteSettings = components['schemas']['SiteSettings'];

const PUBLIC_KEYS = [
  'general.app_name',
  'general.app_description',
  'general.contact_email',
  'general.max_file_size',
  'general.theme',
  'general.maintenance_mode',
  'billing.currency',
  TRIALS_PER_ACCOUNT,
  'page_mapping.privacy_policy',
  'page_mapping.terms_of_service',
] as const;

/** Where the SPA shows a static page (spec section 2: `/p/{slug}`). */
const pageUrl = (slug: unknown) => `/p/${String(slug)}`;

const THEMES: readonly SiteSettings['theme'][] = ['light', 'dark', 'system'];

/** `GET /settings`: the public settings, with their defaults filled in, answered from memory. */
export function siteSettingsHandlers({ db, config }: AppContext): Handlers {
  const providers = [...configuredProviders(config).keys()];
  let apiVersion: string | undefined;
  // Each account is shown by its first role: the one that says what it is for.
  const demoAccounts = DEMO_ACCOUNTS.map(({ email, password, roles }) => ({
    email,
    password,
    role: roles[0],
  }));

  const getSiteSettings: Handler<'getSiteSettings'> = async (request) => {
    const [values, social, languages] = await Promise.all([
      readSettings(db, PUBLIC_KEYS),
      readSocialSettings(db),
      listLanguages(db, { activeOnly: true }),
    ]);
    const value = (key: (typeof PUBLIC_KEYS)[number]) => values.get(key);
    const locales = languages.map((row) => row.code).filter(isLocale);
    const defaultLocale = languages.find((row) => row.isDefault)?.code;
    const theme = value('general.theme');
    const settings: SiteSettings = {
      app_name: String(value('general.app_name')),
      app_description: String(value('general.app_description')),
      supported_locales: locales,
      default_locale: isLocale(defaultLocale) ? defaultLocale : (locales[0] ?? DEFAULT_LOCALE),
      contact_email: String(value('general.contact_email')),
      // The contract's version; read on first use, as parsing the contract takes a moment.
      api_version: (apiVersion ??= (loadContract().info as { version: string }).version),
      max_file_size: Number(value('general.max_file_size')),
      privacy_policy_url: pageUrl(value('page_mapping.privacy_policy')),
      terms_of_service_url: pageUrl(value('page_mapping.terms_of_service')),
      currency: String(value('billing.currency')),
      theme: THEMES.find((known) => known === theme) ?? 'light',
      registration_enabled: social.registrationEnabled,
      social_login_enabled: social.socialLoginEnabled,
      // The providers sign-in offers: configured here, and not turned off in the auth settings.
      social_providers: social.socialLoginEnabled
        ? providers.filter((name) => social.enabledProviders?.includes(name) ?? true)
        : [],
      maintenance_mode: value('general.maintenance_mode') === true,
      trials_per_account: trialLimitOf(value(TRIALS_PER_ACCOUNT)),
      demo_mode: config.demoMode,
      ...(config.demoMode && { demo_accounts: demoAccounts }),
    };
    return ok(settings, request.t(msg`Site settings`));
  };

  return { getSiteSettings: cachedRead(db, getSiteSettings) };
}
