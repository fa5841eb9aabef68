import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import { LOCALES, type Locale } from '#locales';
import { messagePlaceholders } from './message-checks.ts';
import { parsePo, type PoEntry } from './po-file.ts';

/** The two Lingui catalogs: the app's (`messages.po`) and the server's own (`server.po`). */
export const CATALOGS = ['dashboard', 'server'] as const;
export type CatalogName = (typeof CATALOGS)[number];

const CATALOG_FILES: Readonly<Record<CatalogName, string>> = { dashboard: 'messages', server: 'server' };
const SOURCE_LOCALE: Locale = 'en';

/** One message of a built-in catalog, as every language shares it. */
export interface CatalogMessage {
  /** `<group>.<id>`, the key staff edit it by (the contract's AdminTranslationKey). */
  key: string;
  /** The Lingui message id: the key of the compiled catalogs. */
  id: string;
  group: string;
  catalog: CatalogName;
  context: string | null;
  /** The English source, an ICU message. */
  source: string;
  /** Where it appears, as the catalog's `#:` lines say (`path:line`). */
  references: string[];
  comments: string[];
  /** The source's placeholder names and tags, sorted (message-checks.ts). */
  placeholders: string[];
}

export interface BuiltInCatalogs {
  /** Every message of both catalogs, the app's first, each catalog in its file's order. */
  messages: readonly CatalogMessage[];
  byKey: ReadonlyMap<string, CatalogMessage>;
  /** By `catalogMessageRef(catalog, id)`. */
  byRef: ReadonlyMap<string, CatalogMessage>;
  /** Each language's translations by `catalogMessageRef`; a message it does not translate is absent. */
  translations: Readonly<Record<Locale, ReadonlyMap<string, string>>>;
}

/** A message's identity across catalogs: the same id may name messages of both. */
export const catalogMessageRef = (catalog: CatalogName, id: string) => `${catalog}:${id}`;

/**
 * The group of a message, from the first file its catalog says it appears in: the app's feature
 * (`src/features/<name>/…`) or `shell` for the rest of the app; `server-<tag>` for a route of the
 * server (`server/src/routes/<tag>/…`) or `server` for the rest of it.
 */
function messageGroup(catalog: CatalogName, firstReference: string | undefined): string {
  const path = firstReference ?? '';
  if (catalog === 'server') {
    const tag = /^server\/src\/routes\/([A-Za-z0-9_-]+)\//.exec(path)?.[1];
    return tag ? `server-${tag}` : 'server';
  }
  return /^src\/features\/([A-Za-z0-9_-]+)\//.exec(path)?.[1] ?? 'shell';
}

async function parseCatalog(catalog: CatalogName, locale: Locale): Promise<PoEntry[]> {
  const file = new URL(`../../../locales/${locale}/${CATALOG_FILES[catalog]}.po`, import.meta.url);
  return parsePo(await readFile(file, 'utf8'));
}

async function readCatalogs(): Promise<BuiltInCatalogs> {
  const messages: CatalogMessage[] = [];
  const translations = Object.fromEntries(LOCALES.map((locale) => [locale, new Map<string, string>()]));
  for (const catalog of CATALOGS) {
    const parsed = await Promise.all(LOCALES.map((locale) => parseCatalog(catalog, locale)));
    for (const entry of parsed[LOCALES.indexOf(SOURCE_LOCALE)] ?? []) {
      const group = messageGroup(catalog, entry.references[0]);
      messages.push({
        key: `${group}.${entry.id}`,
        id: entry.id,
        group,
        catalog,
        context: entry.context,
        source: entry.source,
        references: entry.references,
        comments: entry.comments,
        placeholders: messagePlaceholders(compileMessage(entry.source)),
      });
    }
    LOCALES.forEach((locale, index) => {
      for (const entry of parsed[index] ?? []) {
        if (entry.translation)
          translations[locale]?.set(catalogMessageRef(catalog, entry.id), entry.translation);
      }
    });
  }
  return {
    messages,
    byKey: new Map(messages.map((message) => [message.key, message])),
    byRef: new Map(messages.map((message) => [catalogMessageRef(message.catalog, message.id), message])),
    translations: translations as Record<Locale, Map<string, string>>,
  };
}

let loading: Promise<BuiltInCatalogs> | undefined;

/**
 * Both catalogs of every language as the build ships them (`locales/<locale>/*.po`), read once per
 * process when first asked for and kept: they change only with a new build.
 */
export function builtInCatalogs(): Promise<BuiltInCatalogs> {
  loading ??= readCatalogs().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
