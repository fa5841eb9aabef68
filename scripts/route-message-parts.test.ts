import { describe, expect, it } from 'vitest';
import { firstLoadMessageIds, routeIdIn, routeMessageIds, type ChunkLinks } from './route-message-parts';

describe('routeIdIn', () => {
  it('reads the id a route file gives createFileRoute', () => {
    const code = "export const Route = createFileRoute('/_user/dashboard')({ component: Dashboard });";
    expect(routeIdIn(code)).toBe('/_user/dashboard');
    expect(routeIdIn('export const Route = createFileRoute("/_user/domains/$domainId")({})')).toBe(
      '/_user/domains/$domainId',
    );
  });

  it('finds none in a file that defines no route', () => {
    expect(routeIdIn('export function createFileRouteLike() {}')).toBeUndefined();
  });
});

describe('routeMessageIds', () => {
  const chunk = (moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []): ChunkLinks => ({
    moduleIds,
    imports,
    dynamicImports,
  });
  const chunks = {
    'entry.js': chunk(
      ['/src/main.tsx', '/src/routes/_user/dashboard.tsx'],
      [],
      ['dashboard.js', 'domains.js'],
    ),
    'dashboard.js': chunk(
      ['/src/routes/_user/dashboard.tsx?tsr-split=component---loader', '/src/features/dashboard/screen.tsx'],
      ['card.js', 'entry.js'],
      ['menu.js'],
    ),
    'domains.js': chunk(
      ['/src/routes/_user/domains.tsx?tsr-split=component', '/src/features/domains/list.tsx'],
      ['card.js'],
    ),
    'card.js': chunk(['/src/components/card.tsx']),
    'menu.js': chunk(['/src/components/menu.tsx'], ['card.js']),
  };
  const ids: Record<string, string[]> = {
    '/src/main.tsx': ['signIn'],
    '/src/routes/_user/dashboard.tsx?tsr-split=component---loader': ['dashboardTitle'],
    '/src/features/dashboard/screen.tsx': ['revenue'],
    '/src/features/domains/list.tsx': ['domains'],
    '/src/components/card.tsx': ['retry'],
    '/src/components/menu.tsx': ['signOut'],
  };
  const sources = {
    idsOf: (moduleId: string) => ids[moduleId] ?? [],
    routeIdOf: (file: string) =>
      ({
        '/src/routes/_user/dashboard.tsx': '/_user/dashboard',
        '/src/routes/_user/domains.tsx': '/_user/domains',
      })[file],
  };

  it("gives each split route the messages of its chunk and of every chunk it loads, now or later, but the first load's", () => {
    const byRoute = routeMessageIds(chunks, new Set(['entry.js']), sources);
    expect([...(byRoute.get('/_user/dashboard') ?? [])].sort()).toEqual(
      ['dashboardTitle', 'retry', 'revenue', 'signOut'].sort(),
    );
    expect([...(byRoute.get('/_user/domains') ?? [])].sort()).toEqual(['domains', 'retry']);
    expect(byRoute.size).toBe(2);
  });

  it('knows no route whose file defines none', () => {
    const byRoute = routeMessageIds(chunks, new Set(['entry.js']), {
      ...sources,
      routeIdOf: () => undefined,
    });
    expect(byRoute.size).toBe(0);
  });
});

describe('firstLoadMessageIds', () => {
  const chunks: Record<string, ChunkLinks> = {
    'entry.js': {
      moduleIds: [
        '/src/main.tsx',
        '/src/routes/_auth-card/auth/login.tsx',
        '/src/routes/_user/dashboard.tsx',
        '/src/routes/admin/queues.tsx',
      ],
      imports: [],
      dynamicImports: [],
    },
  };
  const ids: Record<string, string[]> = {
    '/src/main.tsx': ['signIn', 'loading'],
    '/src/routes/_auth-card/auth/login.tsx': ['signInTitle'],
    '/src/routes/_user/dashboard.tsx': ['dashboardTitle', 'dashboardDescription', 'loading'],
    '/src/routes/admin/queues.tsx': ['queuesTitle'],
  };
  const routes: Record<string, string> = {
    '/src/routes/_auth-card/auth/login.tsx': '/_auth-card/auth/login',
    '/src/routes/_user/dashboard.tsx': '/_user/dashboard',
    '/src/routes/admin/queues.tsx': '/admin/queues',
  };
  const sources = {
    idsOf: (moduleId: string) => ids[moduleId] ?? [],
    routeIdOf: (file: string) => routes[file],
  };

  it('leaves the titles of routes the first load does not show to their own parts', () => {
    const { first, definitions } = firstLoadMessageIds(
      chunks,
      new Set(['entry.js']),
      sources,
      (routeId) => routeId === '/_auth-card/auth/login',
    );
    expect([...first].sort()).toEqual(['loading', 'signIn', 'signInTitle']);
    expect(Object.fromEntries([...definitions].map(([route, named]) => [route, [...named].sort()]))).toEqual({
      '/_user/dashboard': ['dashboardDescription', 'dashboardTitle', 'loading'],
      '/admin/queues': ['queuesTitle'],
    });
  });
});
