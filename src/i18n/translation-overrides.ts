import type { Messages } from '@lingui/core';
import { getTranslationOverrides } from '@/api/queries/languages';
import { readTimed, writeTimed } from './timed-storage';

// Kept small on purpose: this runs with the first load, whose budget is nearly spent. The server compiles
// each override (the app carries no message compiler); here they are only guarded and kept.

/** Spec section 9: a language's translations are reused for 30 minutes. */
export const OVERRIDES_CACHE_MS = 30 * 60_000;

/** Start-up waits for the overrides beside the catalog; a slow server must not hold it longer than this. */
export const OVERRIDES_TIMEOUT_MS = 2_000;

export const overridesStorageKey = (locale: string) => `tracklane.translations.${locale}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null;

/**
 * Whether Lingui can render a compiled message: text, or tokens naming a placeholder, formatted as a
 * number, date or time, or choosing among cases that include `other`. Anything else would throw while a
 * screen renders; such an override is left out, so the built-in message shows.
 */
export function renders(message: unknown): boolean {
  return (
    typeof message == 'string' ||
    (Array.isArray(message) &&
      message.every(
        (token: unknown) =>
          typeof token == 'string' ||
          (Array.isArray(token) &&
            typeof token[0] == 'string' &&
            (token[1] == null ||
              /^(number|date|time)$/.test(token[1] as string) ||
              (/^(plural|select(ordinal)?)$/.test(token[1] as string) &&
                isObject(token[2]) &&
                renders(token[2].other) &&
                Object.entries(token[2]).every(([key, value]) => key == 'offset' || renders(value))))),
      ))
  );
}

/**
 * The staff's overrides of `locale`'s messages that Lingui can render, by message id: the copy stored
 * less than 30 minutes ago, else GET /languages/{locale}/translations. None when that fails, so the app
 * starts on its built-in messages.
 */
export async function loadOverrides(
  locale: string,
  storage: Storage = localStorage,
  now = Date.now(),
): Promise<Messages> {
  const key = overridesStorageKey(locale);
  let all = readTimed(storage, key, { maxAgeMs: OVERRIDES_CACHE_MS, now, isValue: isObject });
  if (!all)
    try {
      const answered: unknown = await getTranslationOverrides(
        locale,
        AbortSignal.timeout(OVERRIDES_TIMEOUT_MS),
      );
      all = isObject(answered) ? answered : {};
      writeTimed(storage, key, all, now);
    } catch {
      all ??= {};
    }
  return Object.fromEntries(Object.entries(all).filter(([, message]) => renders(message))) as Messages;
}
