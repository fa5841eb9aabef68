import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A compiled Lingui catalog: message id → compiled message. */
export type CompiledMessages = Record<string, unknown>;

/** A locale's catalog, as `import('…/locales/<locale>/messages.po')` finds it (see src/po.d.ts). */
const CATALOG = /\/locales\/([\w-]+)\/messages\.po$/;
const REST_QUERY = '?rest';
/** A message id as Lingui's macro leaves it in the code: `id: "5lWFkC"`, or `id="5lWFkC"` on a `<Trans>`. */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\\]+)\1/g;

/** Generated code that maps to nothing in its source (a .po file): the bundler's way of saying so. */
const NO_SOURCE_MAP = { mappings: '' };

const token = (part: 'first' | 'rest', locale: string) => `__LINGUI_${part.toUpperCase()}_LOAD_${locale}__`;

/** A locale's catalog module, as src/po.d.ts types it, given the code of its two parts. */
function catalogModule(messages: string, rest: string) {
  return {
    code: `export const messages = ${messages};\nexport const loadRest = () => ${rest};`,
    map: NO_SOURCE_MAP,
  };
}

/** The message ids a module's code names. */
export function messageIdsIn(code: string): string[] {
  return Array.from(code.matchAll(MESSAGE_ID), (match) => match[2] ?? '');
}

/**
 * A catalog's messages as Lingui compiles them for the app, read from its `.po` file through Lingui's own
 * API, as its Vite plugin does (the translations with their fallbacks, compiled to Lingui's JSON form).
 */
export async function compiledCatalog(file: string): Promise<CompiledMessages> {
  const config = getConfig();
  const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const compiled = JSON.parse(
    createCompiledCatalog(found.locale, messages, { namespace: 'json' }).source,
  ) as {
    messages: CompiledMessages;
  };
  return compiled.messages;
}

/** Splits a catalog into the messages whose ids are in `firstLoadIds` and all the others. */
export function splitCatalog(messages: CompiledMessages, firstLoadIds: ReadonlySet<string>) {
  const first: CompiledMessages = {};
  const rest: CompiledMessages = {};
  for (const [id, message] of Object.entries(messages)) (firstLoadIds.has(id) ? first : rest)[id] = message;
  return { first, rest };
}

interface RenderedChunk {
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** The chunks the entries import statically: what a first visit loads before anything else. */
function firstLoadChunks(chunks: Record<string, RenderedChunk>): RenderedChunk[] {
  const names = Object.keys(chunks).filter((name) => chunks[name]?.isEntry);
  for (const name of names)
    for (const imported of chunks[name]?.imports ?? []) if (!names.includes(imported)) names.push(imported);
  return names.flatMap((name) => chunks[name] ?? []);
}

/**
 * Ships each language's messages in two parts: those the first load's code uses (the sign-in screen and
 * the app shell) with the catalog module, and the rest in a chunk of its own that `loadRest()` fetches
 * once a screen beyond the first needs them. A first visit thus downloads a few hundred messages, not
 * every screen's. Lingui's Vite plugin resolves the `.po` imports; this plugin, after it, makes the two
 * parts from the catalog as Lingui's API compiles it. The ids a chunk uses are read from the code Lingui's
 * macro left (`id: "…"`): Lingui has no API that lists them. While serving (the dev server, Vitest) a
 * catalog module holds every message and `loadRest()` adds nothing.
 */
export function firstLoadCatalogs(): Plugin {
  let building = false;
  const catalogs = new Map<string, CompiledMessages>();
  const idsByModule = new Map<string, string[]>();
  let split: Map<string, ReturnType<typeof splitCatalog>> | undefined;

  return {
    name: 'first-load-catalogs',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      catalogs.clear();
      idsByModule.clear();
      split = undefined;
    },
    resolveId(source) {
      return source.endsWith(REST_QUERY) && CATALOG.test(source.slice(0, -REST_QUERY.length)) ? source : null;
    },
    load(id) {
      if (!id.endsWith(REST_QUERY)) return null;
      const locale = CATALOG.exec(id.slice(0, -REST_QUERY.length))?.[1] ?? '';
      const code = `export const messages = JSON.parse(${JSON.stringify(token('rest', locale))});`;
      return { code, map: NO_SOURCE_MAP, moduleType: 'js' };
    },
    async transform(source, id) {
      const locale = CATALOG.exec(id)?.[1];
      if (locale === undefined) {
        if (building && !id.includes('/node_modules/')) idsByModule.set(id, messageIdsIn(source));
        return null;
      }
      const messages = await compiledCatalog(id);
      if (!building) return catalogModule(JSON.stringify(messages), 'Promise.resolve({})');
      catalogs.set(locale, messages);
      return catalogModule(
        `JSON.parse(${JSON.stringify(token('first', locale))})`,
        `import(${JSON.stringify(id + REST_QUERY)}).then((module) => module.messages)`,
      );
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes('__LINGUI_')) return null;
      if (!split) {
        const ids = new Set<string>();
        for (const first of firstLoadChunks(chunks))
          for (const moduleId of first.moduleIds)
            for (const id of idsByModule.get(moduleId) ?? []) ids.add(id);
        split = new Map([...catalogs].map(([locale, messages]) => [locale, splitCatalog(messages, ids)]));
      }
      const edited = new MagicString(code);
      for (const [locale, parts] of split) {
        for (const part of ['first', 'rest'] as const) {
          const placeholder = new RegExp(`(["'\`])${token(part, locale)}\\1`, 'g');
          for (const match of code.matchAll(placeholder)) {
            const literal = JSON.stringify(JSON.stringify(parts[part]));
            edited.overwrite(match.index, match.index + match[0].length, literal);
          }
        }
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: chunk.fileName }) };
    },
  };
}
