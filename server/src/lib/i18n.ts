import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import { LOCALES, type Locale } from '#locales';

/** The values of a message's `{name}` placeholders, for a message that does not carry its own. */
export type MessageValues = Readonly<Record<string, string | number>>;

const SOURCE_LOCALE: Locale = 'en';
const po = formatter();

/**
 * The server's catalog of `locale`, `locales/<locale>/server.po` as `lingui extract` writes it, compiled.
 * Read as it is at start-up, since the server runs its sources without a build step.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  const file = new URL(`../../../locales/${locale}/server.po`, import.meta.url);
  const catalog = await po.parse(await readFile(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file.pathname,
  });
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([id, entry]) =>
      entry.translation ? [[id, compileMessage(entry.translation)]] : [],
    ),
  );
}

const i18nByLocale = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalog(locale) } });
      // A message missing from a catalog reads in its English source, which is compiled when asked for.
      i18n.setMessagesCompiler(compileMessage);
      return [locale, i18n] as const;
    }),
  ),
) as Record<Locale, I18n>;

/**
 * `message` in `locale`, its placeholders filled from the values it carries (`msg` with `${{ name }}`)
 * or else from `values`.
 */
export function translate(message: MessageDescriptor, locale: Locale, values?: MessageValues): string {
  return i18nByLocale[locale]._({ ...message, values: message.values ?? values });
}
