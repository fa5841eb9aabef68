import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { settings } from '../../db/schema/content.ts';
import { SEED_SETTINGS } from '../../db/seed/settings.ts';
import { onPublicReadsInvalidated } from '../../lib/public-reads.ts';
import { createSmtpMailer, type Mailer, type SmtpOptions } from './mailer.ts';

const MAIL_KEYS = [
  'mail.from_name',
  'mail.from_address',
  'mail.smtp_host',
  'mail.smtp_port',
  'mail.smtp_encryption',
  'mail.smtp_username',
  'mail.smtp_password',
] as const;

const DEFAULTS = new Map(SEED_SETTINGS.map((setting) => [setting.key, setting.value]));

/** What the mail settings change about sending, where staff changed them. */
export interface MailOverrides {
  /** `"Name" <address>`, when the sender's name or address differs from its default. */
  from?: string;
  /** The SMTP server to use instead of the configured one, when `mail.smtp_host` is set. */
  smtp?: Omit<SmtpOptions, 'from'>;
}

/** The settings as sending uses them: SMTP_* and MAIL_FROM stay in force until a setting is set. */
export function mailOverridesOf(values: ReadonlyMap<string, unknown>): MailOverrides {
  const text = (key: string) => {
    const value = values.get(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const changed = (key: string) => text(key) !== undefined && text(key) !== DEFAULTS.get(key);
  const overrides: MailOverrides = {};
  if (changed('mail.from_name') || changed('mail.from_address')) {
    const name = (text('mail.from_name') ?? '').replace(/["\\]/g, '');
    overrides.from = `"${name}" <${text('mail.from_address') ?? ''}>`;
  }
  const host = text('mail.smtp_host');
  if (host) {
    const encryption = values.get('mail.smtp_encryption');
    const port = values.get('mail.smtp_port');
    overrides.smtp = {
      host,
      port: typeof port === 'number' ? port : 587,
      secure: encryption === 'ssl',
      user: text('mail.smtp_username'),
      pass: text('mail.smtp_password'),
      // `none`: plain SMTP, as to a mail relay on the same machine.
      allowInsecure: encryption === 'none',
    };
  }
  return overrides;
}

const overridesByDatabase = new WeakMap<Database, Promise<MailOverrides>>();
let settingsTransport: { key: string; mailer: Mailer } | undefined;

/**
 * The mail settings of `db`, read once and kept until the public reads are invalidated (a settings
 * write here, or another process's notice), so each send costs no query.
 */
function currentOverrides(db: Database): Promise<MailOverrides> {
  let overrides = overridesByDatabase.get(db);
  if (!overrides) {
    if (!overridesByDatabase.has(db)) onPublicReadsInvalidated(db, () => overridesByDatabase.delete(db));
    overrides = db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [...MAIL_KEYS]))
      .then((rows) => mailOverridesOf(new Map(rows.map((row) => [row.key, row.value]))));
    overrides.catch(() => overridesByDatabase.delete(db));
    overridesByDatabase.set(db, overrides);
  }
  return overrides;
}

/** One transport per SMTP server the settings name, made again when they name another. */
function transportFor(smtp: NonNullable<MailOverrides['smtp']>, from: string): Mailer {
  const key = JSON.stringify(smtp);
  if (settingsTransport?.key !== key) {
    settingsTransport?.mailer.close();
    settingsTransport = { key, mailer: createSmtpMailer({ ...smtp, from }) };
  }
  return settingsTransport.mailer;
}

/**
 * `mailer` with the staff's mail settings on top, read per send: the sender and the SMTP server the
 * settings name win over the environment's (SMTP_HOST, MAIL_FROM) when set, from the next mail on.
 */
export function mailerWithSettings(db: Database, mailer: Mailer): Pick<Mailer, 'send'> {
  return {
    async send(mail) {
      const { from, smtp } = await currentOverrides(db);
      const target = smtp ? transportFor(smtp, from ?? '') : mailer;
      return target.send(from ? { ...mail, from } : mail);
    },
  };
}
