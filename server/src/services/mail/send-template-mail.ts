import { isLocale, type Locale } from '#locales';
import type { AppContext } from '../../app-context.ts';
import { builtInMailTemplate, type MailTemplateKey } from '../../db/seed/mail-templates.ts';
import type { TemplateValues } from './fill-template.ts';
import { findActiveTemplates, findSettingValue } from './mail-templates.repo.ts';
import { renderMail, type TemplateText } from './render-mail.ts';
import { mailerWithSettings } from './settings-mailer.ts';

/** Mail goes out in English when the template lacks the recipient's language. */
const FALLBACK_LANGUAGE: Locale = 'en';
const DEFAULT_APP_NAME = 'Tracklane';

export interface TemplateMail {
  to: string;
  template: MailTemplateKey;
  /** The recipient's language. */
  language: string;
  values: TemplateValues;
}

/**
 * The active template of `key` in `language`, else in English, else the shipped wording, so mail
 * still goes out when an admin switched a template off or removed it.
 */
async function findTemplate(
  db: AppContext['db'],
  key: MailTemplateKey,
  language: string,
): Promise<TemplateText> {
  const rows = await findActiveTemplates(db, key, [language, FALLBACK_LANGUAGE]);
  const stored =
    rows.find((row) => row.language === language) ?? rows.find((row) => row.language === FALLBACK_LANGUAGE);
  return stored ?? builtInMailTemplate(key, isLocale(language) ? language : FALLBACK_LANGUAGE);
}

/** The site's name as the settings give it, which every mail's layout and `{{ app_name }}` show. */
export async function siteAppName(db: AppContext['db']): Promise<string> {
  const value = await findSettingValue(db, 'general.app_name');
  return typeof value === 'string' && value ? value : DEFAULT_APP_NAME;
}

/** The values every mail has beside its own: the site's name and address. */
export function siteValues(config: AppContext['config'], appName: string): TemplateValues {
  return { app_name: appName, app_url: config.appUrl };
}

/**
 * Renders a mail template in the recipient's language, with its `{{ placeholders }}` filled (escaped in
 * the HTML part) and `app_name` and `app_url` added, and sends it. Throws when the mail cannot be sent.
 */
export async function sendTemplateMail(
  { db, mailer, config }: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  { to, template, language, values }: TemplateMail,
) {
  const [text, name] = await Promise.all([findTemplate(db, template, language), siteAppName(db)]);
  const { subject, text: plain, html } = renderMail(text, { ...siteValues(config, name), ...values }, name);
  await mailerWithSettings(db, mailer).send({ to, subject, text: plain, html });
}
