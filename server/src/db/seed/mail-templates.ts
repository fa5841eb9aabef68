import { LOCALES, type Locale } from '#locales';
import type { Database } from '../database.ts';
import { mailTemplates } from '../schema/content.ts';
import { composeHtml, composeText, type Wordings } from './mail-templates/compose.ts';
import { MAIL_FRAME } from './mail-templates/frame.ts';
import { MAGIC_LINK } from './mail-templates/magic-link.ts';
import { PASSWORD_RESET } from './mail-templates/password-reset.ts';
import { VERIFY_EMAIL } from './mail-templates/verify-email.ts';

/** The mails the server sends, by template key. */
export const MAIL_TEMPLATE_KEYS = {
  verifyEmail: 'auth.verify_email',
  magicLink: 'auth.magic_link',
  passwordReset: 'auth.password_reset',
} as const;

export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[keyof typeof MAIL_TEMPLATE_KEYS];

/** Every template may use these; `app_name` and `app_url` are filled in by the sender. */
const LINK_MAIL_VARIABLES = ['name', 'email', 'url', 'expires_minutes', 'app_name', 'app_url'];

const WORDINGS: Readonly<Record<MailTemplateKey, Wordings>> = {
  [MAIL_TEMPLATE_KEYS.verifyEmail]: VERIFY_EMAIL,
  [MAIL_TEMPLATE_KEYS.magicLink]: MAGIC_LINK,
  [MAIL_TEMPLATE_KEYS.passwordReset]: PASSWORD_RESET,
};

export interface MailTemplateSeed {
  key: MailTemplateKey;
  language: Locale;
  name: string;
  subject: string;
  bodyHtml: string;
  bodyText: string;
  variables: string[];
}

/** The shipped wording of `key` in `language`. */
export function builtInMailTemplate(key: MailTemplateKey, language: Locale): MailTemplateSeed {
  const wording = WORDINGS[key][language];
  const frame = MAIL_FRAME[language];
  return {
    key,
    language,
    name: wording.name,
    subject: wording.subject,
    bodyHtml: composeHtml(frame, wording),
    bodyText: composeText(frame, wording),
    variables: LINK_MAIL_VARIABLES,
  };
}

/** Every shipped template in every language. */
export function builtInMailTemplates(): MailTemplateSeed[] {
  return Object.values(MAIL_TEMPLATE_KEYS).flatMap((key) =>
    LOCALES.map((language) => builtInMailTemplate(key, language)),
  );
}

/** Adds the templates that are missing; templates an admin edited stay as they are. */
export async function seedMailTemplates(db: Database) {
  await db.insert(mailTemplates).values(builtInMailTemplates()).onConflictDoNothing();
}
