import { isLocale, type Locale } from '#locales';
import type { AppContext } from '../../app-context.ts';
import { builtInMailTemplate, type MailTemplateKey } from '../../db/seed/mail-templates.ts';
import { escapeHtml, fillTemplate, type TemplateValues } from './fill-template.ts';
import { findActiveTemplates, findSettingValue } from './mail-templates.repo.ts';
import { mailDocument } from './mail-layout.ts';

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

interface TemplateText {
  language: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
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

async function appName(db: AppContext['db']): Promise<string> {
  const value = await findSettingValue(db, 'general.app_name');
  return typeof value === 'string' && value ? value : DEFAULT_APP_NAME;
}

/**
 * Renders a mail template in the recipient's language, with its `{{ placeholders }}` filled (escaped in
 * the HTML part) and `app_name` and `app_url` added, and sends it. Throws when the mail cannot be sent.
 */
export async function sendTemplateMail(
  { db, mailer, config }: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  { to, template, language, values }: TemplateMail,
) {
  const [text, name] = await Promise.all([findTemplate(db, template, language), appName(db)]);
  const allValues = { app_name: name, app_url: config.appUrl, ...values };
  const subject = fillTemplate(text.subject, allValues);
  await mailer.send({
    to,
    subject,
    text: fillTemplate(text.bodyText, allValues),
    html: mailDocument({
      language: text.language,
      subject,
      bodyHtml: fillTemplate(text.bodyHtml, allValues, escapeHtml),
      appName: name,
    }),
  });
}
