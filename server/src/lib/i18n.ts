import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import { LOCALES, type Locale } from '#locales';
import { parsePo } from './po-file.ts';

/** The values of a message's `{name}` placeholders, for a message that does not carry its own. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The server's catalog of `locale`, `locales/<locale>/server.po` as `lingui extract` writes it, compiled.
 * Read as it is at start-up, since the server runs its sources without a build step.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  const file = new URL(`../../../locales/${locale}/server.po`, import.meta.url);
  return Object.fromEntries(
    parsePo(await readFile(file, 'utf8')).flatMap((entry) =>
      entry.translation ? [[entry.id, compileMessage(entry.translation)]] : [],
    ),
  );
}

/** A language's translator with the catalog as built, and the compiled catalog itself. */
interface Translator {
  builtIn: I18n;
  messages: Messages;
  /** The built-in one with staff's overrides merged over it; the built-in one while there are none. */
  current: I18n;
}

function translatorOf(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A message missing from a catalog reads in its English source, which is compiled when asked for.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const translators = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const messages = await loadCatalog(locale);
      const builtIn = translatorOf(locale, messages);
      return [locale, { builtIn, messages, current: builtIn }] as const;
    }),
  ),
) as Record<Locale, Translator>;

/** Texts staff saved over the server's catalog: ICU messages by Lingui id, per language. */
export type MessageOverrides = Partial<Record<Locale, Readonly<Record<string, string>>>>;

/**
 * Makes `translate` read `overrides` over the built-in catalogs, replacing the ones set before (a
 * language left out has none). An override that does not compile is left out: its message reads as
 * built in.
 */
export function setMessageOverrides(overrides: MessageOverrides): void {
  for (const locale of LOCALES) {
    const translator = translators[locale];
    const compiled: Messages = {};
    for (const [id, text] of Object.entries(overrides[locale] ?? {})) {
      try {
        compiled[id] = compileMessageOrThrow(text);
      } catch {
        // Refused on save; one written by hand is skipped rather than shown broken.
      }
    }
    translator.current = Object.keys(compiled).length
      ? translatorOf(locale, { ...translator.messages, ...compiled })
      : translator.builtIn;
  }
}

/**
 * `message` in `locale`, its placeholders filled from the values it carries (`msg` with `${{ name }}`)
 * or else from `values`. Staff's override of it where there is one; the built-in text should the
 * override fail to render.
 */
export function translate(message: MessageDescriptor, locale: Locale, values?: MessageValues): string {
  const translator = translators[locale];
  const descriptor = { ...message, values: message.values ?? values };
  if (translator.current === translator.builtIn) return translator.builtIn._(descriptor);
  try {
    return translator.current._(descriptor);
  } catch {
    return translator.builtIn._(descriptor);
  }
}
