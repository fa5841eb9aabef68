import { LOCALES, type Locale } from '#locales';
import type { Database } from '../database.ts';
import { mailTemplates } from '../schema/content.ts';
import { composeHtml, composeText, type Wordings } from './mail-templates/compose.ts';
import { MAIL_FRAME } from './mail-templates/frame.ts';
import { MAGIC_LINK } from './mail-templates/magic-link.ts';
import { PASSWORD_RESET } from './mail-templates/password-reset.ts';
import { PAYMENT_REFUNDED } from './mail-templates/payment-refunded.ts';
import { REGISTRATION_ATTEMPTED } from './mail-templates/registration-attempted.ts';
import { SUPPORT_OWNER_REPLIED } from './mail-templates/support-owner-replied.ts';
import { SUPPORT_STAFF_REPLIED } from './mail-templates/support-staff-replied.ts';
import { SUPPORT_TICKET_OPENED } from './mail-templates/support-ticket-opened.ts';
import { TWO_FACTOR_PAUSED } from './mail-templates/two-factor-paused.ts';
import { USER_WELCOME } from './mail-templates/user-welcome.ts';
import { VERIFY_EMAIL } from './mail-templates/verify-email.ts';

/** The mails the server sends, by template key. */
export const MAIL_TEMPLATE_KEYS = {
  verifyEmail: 'auth.verify_email',
  magicLink: 'auth.magic_link',
  passwordReset: 'auth.password_reset',
  twoFactorPaused: 'auth.two_factor_paused',
  registrationAttempted: 'auth.registration_attempted',
  supportTicketOpened: 'support.ticket_opened',
  supportOwnerReplied: 'support.owner_replied',
  supportStaffReplied: 'support.staff_replied',
  userWelcome: 'user.welcome',
  paymentRefunded: 'billing.payment_refunded',
} as const;

export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[keyof typeof MAIL_TEMPLATE_KEYS];

/** What a template may use; `app_name` and `app_url` are filled in by the sender. */
const LINK_MAIL_VARIABLES = ['name', 'email', 'url', 'expires_minutes', 'app_name', 'app_url'];
const PAUSE_MAIL_VARIABLES = [
  'name',
  'email',
  'url',
  'wrong_codes',
  'pause_minutes',
  'ip_address',
  'app_name',
  'app_url',
];
const WELCOME_MAIL_VARIABLES = ['name', 'email', 'url', 'app_name', 'app_url'];
const ATTEMPT_MAIL_VARIABLES = ['name', 'email', 'url', 'ip_address', 'app_name', 'app_url'];
const SUPPORT_MAIL_VARIABLES = [
  'name',
  'email',
  'url',
  'ticket_number',
  'subject',
  'excerpt',
  'author_name',
  'app_name',
  'app_url',
];

const REFUND_MAIL_VARIABLES = [
  'name',
  'email',
  'url',
  'amount',
  'total',
  'domain',
  'invoice_number',
  'app_name',
  'app_url',
];

/** What each template says, and the placeholders it may use. */
const TEMPLATES: Readonly<Record<MailTemplateKey, { wordings: Wordings; variables: string[] }>> = {
  [MAIL_TEMPLATE_KEYS.verifyEmail]: { wordings: VERIFY_EMAIL, variables: LINK_MAIL_VARIABLES },
  [MAIL_TEMPLATE_KEYS.magicLink]: { wordings: MAGIC_LINK, variables: LINK_MAIL_VARIABLES },
  [MAIL_TEMPLATE_KEYS.passwordReset]: { wordings: PASSWORD_RESET, variables: LINK_MAIL_VARIABLES },
  [MAIL_TEMPLATE_KEYS.twoFactorPaused]: { wordings: TWO_FACTOR_PAUSED, variables: PAUSE_MAIL_VARIABLES },
  [MAIL_TEMPLATE_KEYS.registrationAttempted]: {
    wordings: REGISTRATION_ATTEMPTED,
    variables: ATTEMPT_MAIL_VARIABLES,
  },
  [MAIL_TEMPLATE_KEYS.supportTicketOpened]: {
    wordings: SUPPORT_TICKET_OPENED,
    variables: SUPPORT_MAIL_VARIABLES,
  },
  [MAIL_TEMPLATE_KEYS.supportOwnerReplied]: {
    wordings: SUPPORT_OWNER_REPLIED,
    variables: SUPPORT_MAIL_VARIABLES,
  },
  [MAIL_TEMPLATE_KEYS.supportStaffReplied]: {
    wordings: SUPPORT_STAFF_REPLIED,
    variables: SUPPORT_MAIL_VARIABLES,
  },
  [MAIL_TEMPLATE_KEYS.userWelcome]: { wordings: USER_WELCOME, variables: WELCOME_MAIL_VARIABLES },
  [MAIL_TEMPLATE_KEYS.paymentRefunded]: { wordings: PAYMENT_REFUNDED, variables: REFUND_MAIL_VARIABLES },
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
  const { wordings, variables } = TEMPLATES[key];
  const wording = wordings[language];
  const frame = MAIL_FRAME[language];
  return {
    key,
    language,
    name: wording.name,
    subject: wording.subject,
    bodyHtml: composeHtml(frame, wording),
    bodyText: composeText(frame, wording),
    variables,
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
