import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/** The query TanStack Router's code splitting gives a route file's lazy part: `…/dashboard.tsx?tsr-split=…`. */
const SPLIT_QUERY = '?tsr-split=';

/** The file of a route id, as the file-based routes name them: `/_user` is `_user.tsx`, `/x/` `x/index.tsx`. */
export function routeFileOf(routeId: string): string {
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

/**
 * Preloads, for the routes in `routeIds` only, the chunks their split-off code imports, together with
 * that code (`<link rel="modulepreload">` from Vite's preload helper) rather than each level of imports
 * once the level above has arrived: a signed-in page's screen sits four imports deep in shared chunks,
 * four round trips before its loader can ask for data. Other routes keep their imports unlisted: each
 * list is code in the entry, which every first visit downloads (all routes' lists: 4 kB gzip).
 *
 * Answers the build plugin that sees which chunk holds which route's code, and the function for Vite's
 * `build.modulePreload.resolveDependencies`, which Vite calls after the plugin has seen the bundle.
 */
export function routePreloads(root: string, routeIds: readonly string[]) {
  const files = new Set(routeIds.map((routeId) => `${root}/${routeFileOf(routeId)}`));
  let bundle: Rolldown.OutputBundle | undefined;

  const holdsPreloadedRoute = (fileName: string) => {
    const chunk = bundle?.[fileName];
    if (chunk?.type !== 'chunk') return false;
    return chunk.moduleIds.some((id) => {
      const queryAt = id.indexOf(SPLIT_QUERY);
      return queryAt >= 0 && files.has(id.slice(0, queryAt));
    });
  };

  const plugin: Plugin = {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output;
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (fileName, dependencies) =>
    holdsPreloadedRoute(fileName) ? dependencies : [];
  return { plugin, resolveDependencies };
}
