import type { Locale } from '#locales';

/** A message the API says, written out in every supported language. `{name}` marks a value. */
export type Message = Readonly<Record<Locale, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

/** The message in `locale`, with its `{name}` placeholders filled in. */
export function translate(message: Message, locale: Locale, values: MessageValues = {}): string {
  return message[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
