import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routeFileOf, routePreloads } from './route-preloads';

describe('routeFileOf', () => {
  it('names the file of a route, a layout and an index route', () => {
    expect(routeFileOf('/_user/dashboard')).toBe('src/routes/_user/dashboard.tsx');
    expect(routeFileOf('/_user')).toBe('src/routes/_user.tsx');
    expect(routeFileOf('/_user/domains/')).toBe('src/routes/_user/domains/index.tsx');
  });
});

describe('routePreloads', () => {
  const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk', fileName, moduleIds });
  const bundle = {
    'assets/dashboard-1.js': chunk('assets/dashboard-1.js', [
      '/app/src/routes/_user/dashboard.tsx?tsr-split=component---loader',
      '/app/src/features/dashboard/dashboard-screen.tsx',
    ]),
    'assets/domains-2.js': chunk('assets/domains-2.js', [
      '/app/src/routes/_user/domains/index.tsx?tsr-split=component---loader',
    ]),
    // The definition of the route (in the entry) is not its split-off code.
    'assets/index-3.js': chunk('assets/index-3.js', [
      '/app/src/routes/_user/dashboard.tsx',
      '/app/src/main.tsx',
    ]),
  } as unknown as Rolldown.OutputBundle;

  /** The preloads of `routeIds` once the build has written `bundle`. */
  function afterBuild(routeIds: string[]) {
    const preloads = routePreloads('/app', routeIds);
    const generateBundle = preloads.plugin.generateBundle as (options: unknown, output: unknown) => void;
    generateBundle({}, bundle);
    return (fileName: string) =>
      preloads.resolveDependencies(fileName, ['assets/card-4.js', 'assets/badge-5.js'], {
        hostId: 'assets/index-3.js',
        hostType: 'js',
      });
  }

  it("preloads the imports of a listed route's split-off code with it", () => {
    expect(afterBuild(['/_user/dashboard'])('assets/dashboard-1.js')).toEqual([
      'assets/card-4.js',
      'assets/badge-5.js',
    ]);
  });

  it('lists nothing for any other chunk, so the entry carries no list of theirs', () => {
    const resolve = afterBuild(['/_user/dashboard']);
    expect(resolve('assets/domains-2.js')).toEqual([]);
    expect(resolve('assets/index-3.js')).toEqual([]);
    expect(resolve('assets/unknown.js')).toEqual([]);
  });
});
