// Which messages each route's code can show, read from the chunks of a build: the part of a catalog that
// a visit of the route loads (scripts/first-load-catalogs.ts), instead of every screen's messages.

/** `createFileRoute('/_user/dashboard')` in a route file: the id of the route it defines. */
const FILE_ROUTE = /\bcreateFileRoute\(\s*(["'`])([^"'`]+)\1\s*\)/;

/** The query TanStack Router's code splitting gives a route file's lazy part: `…/dashboard.tsx?tsr-split=…`. */
const SPLIT_QUERY = '?tsr-split=';

/** The id of the route a route file defines, if it defines one. */
export function routeIdIn(code: string): string | undefined {
  return FILE_ROUTE.exec(code)?.[2];
}

/** What this needs of a built chunk (Rolldown's RenderedChunk). */
export interface ChunkLinks {
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/** Where the message ids of modules and the ids of routes are found. */
export interface MessageSources {
  /** The message ids a module's code names. */
  idsOf: (moduleId: string) => readonly string[];
  /** The id of the route a route file (its path, without query) defines. */
  routeIdOf: (file: string) => string | undefined;
}

/**
 * For each route with code split off the entry, the message ids its code can show: those of the chunk
 * holding that code and of every chunk it loads, at once or later (the dialogs and menus a screen loads
 * when reached for), except the chunks in `skipped` (the first load's, whose messages come with it).
 */
export function routeMessageIds(
  chunks: Readonly<Record<string, ChunkLinks>>,
  skipped: ReadonlySet<string>,
  { idsOf, routeIdOf }: MessageSources,
): Map<string, Set<string>> {
  const byRoute = new Map<string, Set<string>>();
  for (const [name, chunk] of Object.entries(chunks)) {
    for (const moduleId of chunk.moduleIds) {
      const queryAt = moduleId.indexOf(SPLIT_QUERY);
      const routeId = queryAt < 0 ? undefined : routeIdOf(moduleId.slice(0, queryAt));
      if (routeId === undefined) continue;
      const ids = byRoute.get(routeId) ?? new Set<string>();
      for (const reached of reachableChunks(chunks, name, skipped))
        for (const reachedModule of reached.moduleIds) for (const id of idsOf(reachedModule)) ids.add(id);
      byRoute.set(routeId, ids);
    }
  }
  return byRoute;
}

/** The chunk `start` and every chunk it imports, statically or dynamically, at any depth, but `skipped`. */
function reachableChunks(
  chunks: Readonly<Record<string, ChunkLinks>>,
  start: string,
  skipped: ReadonlySet<string>,
): ChunkLinks[] {
  const names = [start];
  for (const name of names)
    for (const next of [...(chunks[name]?.imports ?? []), ...(chunks[name]?.dynamicImports ?? [])])
      if (!skipped.has(next) && !names.includes(next)) names.push(next);
  return names.flatMap((name) => chunks[name] ?? []);
}

/**
 * The message ids the first load brings: those its chunks (`firstChunks`) name, except those named by the
 * definitions of routes it does not show (their titles, descriptions and breadcrumbs, which sit in the
 * entry beside every route's path). A route shows only once its own part of the messages has arrived, so
 * those are answered apart, by route id, for that part.
 */
export function firstLoadMessageIds(
  chunks: Readonly<Record<string, ChunkLinks>>,
  firstChunks: ReadonlySet<string>,
  { idsOf, routeIdOf }: MessageSources,
  shownByFirstLoad: (routeId: string) => boolean,
): { first: Set<string>; definitions: Map<string, Set<string>> } {
  const first = new Set<string>();
  const definitions = new Map<string, Set<string>>();
  for (const name of firstChunks) {
    for (const moduleId of chunks[name]?.moduleIds ?? []) {
      const routeId = routeIdOf(moduleId);
      if (routeId !== undefined && !shownByFirstLoad(routeId))
        definitions.set(routeId, new Set(idsOf(moduleId)));
      else for (const id of idsOf(moduleId)) first.add(id);
    }
  }
  return { first, definitions };
}
