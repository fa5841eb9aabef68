import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { isLocale } from '#locales';
import { catalogMessageRef, type BuiltInCatalogs, type CatalogMessage } from '../../lib/built-in-catalogs.ts';
import { messagePlaceholders, placeholdersDiffer } from '../../lib/message-checks.ts';
import type { OverrideRow } from './translation-overrides.repo.ts';

/** One message in one language: what the build ships, what staff saved, what users read. */
export interface MessageState {
  message: CatalogMessage;
  builtIn: string | null;
  override: OverrideRow | null;
  suggestion: OverrideRow | null;
  /** The override, else the built-in text; null when the language has neither. */
  translation: string | null;
  placeholdersDiffer: boolean;
}

/** A text compiled, or null when it does not compile (an override written by hand). */
function compiledOrNull(text: string): CompiledMessage | null {
  try {
    return compileMessageOrThrow(text);
  } catch {
    return null;
  }
}

/** Placeholders by text: every read of a language compares each of its texts with English. */
const placeholdersByText = new Map<string, string[] | null>();
const MAX_REMEMBERED_TEXTS = 50_000;

function placeholdersOfText(text: string): string[] | null {
  let found = placeholdersByText.get(text);
  if (found === undefined) {
    const compiled = compiledOrNull(text);
    found = compiled ? messagePlaceholders(compiled) : null;
    if (placeholdersByText.size >= MAX_REMEMBERED_TEXTS) placeholdersByText.clear();
    placeholdersByText.set(text, found);
  }
  return found;
}

/** The language's built-in text of `message`; a language the build does not ship has none. */
export function builtInText(catalogs: BuiltInCatalogs, code: string, message: CatalogMessage): string | null {
  if (!isLocale(code)) return null;
  return catalogs.translations[code].get(catalogMessageRef(message.catalog, message.id)) ?? null;
}

/** The rows of one language by message, overrides and suggestions apart; rows of no message left out. */
function rowsByRef(catalogs: BuiltInCatalogs, rows: readonly OverrideRow[]) {
  const overrides = new Map<string, OverrideRow>();
  const suggestions = new Map<string, OverrideRow>();
  for (const row of rows) {
    const ref = catalogMessageRef(row.catalog, row.messageId);
    if (catalogs.byRef.has(ref)) (row.isSuggestion ? suggestions : overrides).set(ref, row);
  }
  return { overrides, suggestions };
}

/** States by the rows they were made from: the cached rows (cached-overrides.ts) stay one array until a write. */
const statesByRows = new WeakMap<readonly OverrideRow[], { code: string; states: MessageState[] }>();

/**
 * Every message of both catalogs in language `code`, given the language's override rows; made once per
 * array of rows.
 */
export function languageMessageStates(
  catalogs: BuiltInCatalogs,
  code: string,
  rows: readonly OverrideRow[],
): readonly MessageState[] {
  const known = statesByRows.get(rows);
  if (known?.code === code) return known.states;
  const states = statesOf(catalogs, code, rows);
  statesByRows.set(rows, { code, states });
  return states;
}

function statesOf(catalogs: BuiltInCatalogs, code: string, rows: readonly OverrideRow[]): MessageState[] {
  const { overrides, suggestions } = rowsByRef(catalogs, rows);
  return catalogs.messages.map((message) => {
    const ref = catalogMessageRef(message.catalog, message.id);
    const builtIn = builtInText(catalogs, code, message);
    const override = overrides.get(ref) ?? null;
    const translation = override?.value ?? builtIn;
    const placeholders = translation === null ? null : placeholdersOfText(translation);
    return {
      message,
      builtIn,
      override,
      suggestion: suggestions.get(ref) ?? null,
      translation,
      placeholdersDiffer:
        translation !== null &&
        (placeholders === null || placeholdersDiffer(placeholders, message.placeholders)),
    };
  });
}

/**
 * How many messages of each group each language translates (built in or overridden; a suggestion does
 * not count).
 */
export function translatedByGroup(
  catalogs: BuiltInCatalogs,
  codes: readonly string[],
  rows: readonly OverrideRow[],
): Map<string, Map<string, number>> {
  const overridden = new Set<string>();
  for (const row of rows) {
    if (!row.isSuggestion)
      overridden.add(`${row.languageCode} ${catalogMessageRef(row.catalog, row.messageId)}`);
  }
  return new Map(
    codes.map((code) => {
      const builtIn = isLocale(code) ? catalogs.translations[code] : undefined;
      const counts = new Map<string, number>();
      for (const message of catalogs.messages) {
        const ref = catalogMessageRef(message.catalog, message.id);
        const translated = builtIn?.has(ref) || overridden.has(`${code} ${ref}`);
        counts.set(message.group, (counts.get(message.group) ?? 0) + (translated ? 1 : 0));
      }
      return [code, counts];
    }),
  );
}

/** How many messages of both catalogs each language translates. */
export function translatedCounts(
  catalogs: BuiltInCatalogs,
  codes: readonly string[],
  rows: readonly OverrideRow[],
): Map<string, number> {
  return new Map(
    [...translatedByGroup(catalogs, codes, rows)].map(([code, groups]) => [
      code,
      [...groups.values()].reduce((sum, count) => sum + count, 0),
    ]),
  );
}

/** A share in whole percent, 100 only when nothing is missing. */
export const completionPercent = (translated: number, total: number) =>
  total ? Math.floor((100 * translated) / total) : 100;

/**
 * What the public read serves of a language: its overrides by key, and those of the app's catalog
 * compiled, by Lingui id; only one group's when asked. An override that does not compile is left out.
 */
export function servedOverrides(catalogs: BuiltInCatalogs, rows: readonly OverrideRow[], group?: string) {
  const texts: Record<string, string> = {};
  const compiled: Record<string, CompiledMessage> = {};
  const { overrides } = rowsByRef(catalogs, rows);
  const served = [...overrides].flatMap(([ref, row]) => {
    const message = catalogs.byRef.get(ref);
    return message && (group === undefined || message.group === group) ? [{ message, row }] : [];
  });
  served.sort((a, b) => (a.message.key < b.message.key ? -1 : a.message.key > b.message.key ? 1 : 0));
  for (const { message, row } of served) {
    const result = compiledOrNull(row.value);
    if (!result) continue;
    texts[message.key] = row.value;
    if (message.catalog === 'dashboard') compiled[message.id] = result;
  }
  return { texts, compiled };
}
