import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of a build in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in a helper that preloads the chunk's dependencies and its CSS. With
 * `modulePreload: false` it preloads only CSS, and no lazy chunk has CSS of its own (Tailwind writes one
 * stylesheet with the entry), yet its 1.7 kB stayed in the first load (0.6 kB gzip). It becomes a plain
 * call; the build fails if a lazy chunk ever brings CSS, which that call would not load.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(
            `${chunk.fileName} imports CSS, which a lazy chunk cannot load without Vite's preload helper`,
          );
        }
      }
    },
  };
}
