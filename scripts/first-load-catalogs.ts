import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { showsOnlyFirstLoad } from '../src/routes/-lib/first-load.ts';
import { firstLoadMessageIds, routeIdIn, routeMessageIds, type ChunkLinks } from './route-message-parts.ts';

/** A compiled Lingui catalog: message id → compiled message. */
export type CompiledMessages = Record<string, unknown>;

/** A locale's catalog, as `import('…/locales/<locale>/messages.po')` finds it (see src/po.d.ts). */
const CATALOG = /\/locales\/([\w-]+)\/messages\.po$/;
const REST_QUERY = '?rest';
/** A message id as Lingui's macro leaves it in the code: `id: "5lWFkC"`, or `id="5lWFkC"` on a `<Trans>`. */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\\]+)\1/g;

/** Generated code that maps to nothing in its source (a .po file): the bundler's way of saying so. */
const NO_SOURCE_MAP = { mappings: '' };

type Part = 'first' | 'rest' | 'routes';
const PARTS: readonly Part[] = ['first', 'rest', 'routes'];
const token = (part: Part, locale: string) => `__LINGUI_${part.toUpperCase()}_LOAD_${locale}__`;

/**
 * A locale's catalog module, as src/po.d.ts types it, given the code of its first part, of the import of
 * the rest and of the object mapping a route's id to the file of its part.
 */
function catalogModule(messages: string, rest: string, routes: string) {
  const loadRoute =
    `const routes = ${routes};\n` +
    'export const loadRoute = (routeId) => routes[routeId] ? ' +
    'import(/* @vite-ignore */ routes[routeId]).then((module) => module.messages) : Promise.resolve({});';
  return {
    code: `export const messages = ${messages};\nexport const loadRest = () => ${rest};\n${loadRoute}`,
    map: NO_SOURCE_MAP,
  };
}

/** A built module holding the messages of a route's part, and its file name in the build, by content. */
function routePartFile(locale: string, messages: CompiledMessages) {
  const source = `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/messages-${locale}-${hash}.js`, source };
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

/** The messages of a catalog whose ids are in `ids`. */
export function pickMessages(messages: CompiledMessages, ids: Iterable<string>): CompiledMessages {
  const picked: CompiledMessages = {};
  for (const id of ids) if (id in messages) picked[id] = messages[id];
  return picked;
}

/** Splits a catalog into the messages whose ids are in `firstLoadIds` and all the others. */
export function splitCatalog(messages: CompiledMessages, firstLoadIds: ReadonlySet<string>) {
  const first: CompiledMessages = {};
  const rest: CompiledMessages = {};
  for (const [id, message] of Object.entries(messages)) (firstLoadIds.has(id) ? first : rest)[id] = message;
  return { first, rest };
}

interface RenderedChunk extends ChunkLinks {
  isEntry: boolean;
}

/** The names of the chunks the entries import statically: what a first visit loads before anything else. */
function firstLoadChunks(chunks: Record<string, RenderedChunk>): Set<string> {
  const names = Object.keys(chunks).filter((name) => chunks[name]?.isEntry);
  for (const name of names)
    for (const imported of chunks[name]?.imports ?? []) if (!names.includes(imported)) names.push(imported);
  return new Set(names);
}

/**
 * Ships each language's messages in parts: those the first load's code uses (the sign-in screen and the
 * app shell) with the catalog module; for each route with code of its own, those its code can show
 * (screen, dialogs, menus), in a file `loadRoute(routeId)` fetches while the route loads; and all the
 * others in a chunk `loadRest()` fetches for code that did not say what it shows. A first visit of the
 * sign-in screen thus downloads a few hundred messages, a signed-in page those of its routes, not every
 * screen's. Lingui's Vite plugin resolves the `.po` imports; this plugin, after it, makes the parts from
 * the catalog as Lingui's API compiles it. The ids a chunk uses are read from the code Lingui's macro left
 * (`id: "…"`): Lingui has no API that lists them. While serving (the dev server, Vitest) a catalog module
 * holds every message and the loaders add nothing.
 */
export function firstLoadCatalogs(): Plugin {
  let building = false;
  const catalogs = new Map<string, CompiledMessages>();
  const idsByModule = new Map<string, string[]>();
  const routeIdByFile = new Map<string, string>();
  /** Each locale's parts: the first load's messages, the rest, and its routes' part files by route id. */
  let split: Map<string, Record<Part, unknown>> | undefined;
  /** The routes' part files, by file name. */
  const routeFiles = new Map<string, string>();

  function splitCatalogs(chunks: Record<string, RenderedChunk>) {
    const firstChunks = firstLoadChunks(chunks);
    const sources = {
      idsOf: (moduleId: string) => idsByModule.get(moduleId) ?? [],
      routeIdOf: (file: string) => routeIdByFile.get(file),
    };
    const { first: firstIds, definitions } = firstLoadMessageIds(chunks, firstChunks, sources, (routeId) =>
      showsOnlyFirstLoad([routeId]),
    );
    const byRoute = routeMessageIds(chunks, firstChunks, sources);
    for (const [routeId, ids] of definitions)
      byRoute.set(routeId, new Set([...ids, ...(byRoute.get(routeId) ?? [])]));
    return new Map(
      [...catalogs].map(([locale, messages]) => {
        const { first, rest } = splitCatalog(messages, firstIds);
        const routes: Record<string, string> = {};
        for (const [routeId, ids] of byRoute) {
          const part = pickMessages(rest, ids);
          if (Object.keys(part).length === 0) continue;
          const { fileName, source } = routePartFile(locale, part);
          routeFiles.set(fileName, source);
          // Relative to the catalog's own chunk, which lives beside it in assets/.
          routes[routeId] = `./${fileName.slice('assets/'.length)}`;
        }
        return [locale, { first, rest, routes }];
      }),
    );
  }

  return {
    name: 'first-load-catalogs',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      catalogs.clear();
      idsByModule.clear();
      routeIdByFile.clear();
      routeFiles.clear();
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
        if (!building || id.includes('/node_modules/')) return null;
        idsByModule.set(id, messageIdsIn(source));
        const routeId = id.includes('?') ? undefined : routeIdIn(source);
        if (routeId !== undefined) routeIdByFile.set(id, routeId);
        return null;
      }
      const messages = await compiledCatalog(id);
      if (!building) return catalogModule(JSON.stringify(messages), 'Promise.resolve({})', '{}');
      catalogs.set(locale, messages);
      return catalogModule(
        `JSON.parse(${JSON.stringify(token('first', locale))})`,
        `import(${JSON.stringify(id + REST_QUERY)}).then((module) => module.messages)`,
        `JSON.parse(${JSON.stringify(token('routes', locale))})`,
      );
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes('__LINGUI_')) return null;
      split ??= splitCatalogs(chunks);
      const edited = new MagicString(code);
      for (const [locale, parts] of split) {
        for (const part of PARTS) {
          const placeholder = new RegExp(`(["'\`])${token(part, locale)}\\1`, 'g');
          for (const match of code.matchAll(placeholder)) {
            const literal = JSON.stringify(JSON.stringify(parts[part]));
            edited.overwrite(match.index, match.index + match[0].length, literal);
          }
        }
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: chunk.fileName }) };
    },
    generateBundle() {
      for (const [fileName, source] of routeFiles) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
