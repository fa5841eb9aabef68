/** Where a message shows, read from one of its catalog source references (`path/to/file.tsx:42`). */
export interface MessagePlace {
  /** The screen's address (`/auth/login`) when the file is a route's, else its area (`auth › login`). */
  screen: string;
  /** The address to open, when the screen has one without parameters. */
  link: string | null;
  /** The reference as the catalog gives it. */
  reference: string;
  /** Whether the server says it (an API answer or a mail) rather than the dashboard. */
  server: boolean;
}

const EXTENSION = /\.(tsx?|jsx?)$/;

/** A route file's address: layout folders (`_auth-card`) and `index`/`route` files say nothing of it. */
function routePath(segments: readonly string[]): string {
  const kept = segments.filter((segment) => !segment.startsWith('_') && !segment.startsWith('-'));
  const last = kept.at(-1);
  if (last === 'index' || last === 'route') kept.pop();
  return `/${kept.join('/')}`;
}

/**
 * Where the message of a source reference shows: the route's address for a route file (a link when it has
 * no parameters), else the feature's area and screen folder, for the server its folder under `src`.
 */
export function placeOf(reference: string): MessagePlace {
  const file = reference.replace(/:\d+$/, '').replace(EXTENSION, '');
  const segments = file.split('/');
  const server = segments[0] === 'server';
  if (!server && segments[1] === 'routes') {
    const screen = routePath(segments.slice(2));
    return { screen, link: screen.includes('$') ? null : screen, reference, server };
  }
  const inner = segments.slice(server ? 2 : 1, -1);
  if (!server && inner[0] === 'features') inner.shift();
  return { screen: inner.join(' › ') || (segments.at(-1) ?? file), link: null, reference, server };
}

/** The places of a message's references, each screen once. */
export function placesOf(references: readonly string[]): MessagePlace[] {
  const seen = new Set<string>();
  return references.map(placeOf).filter((place) => {
    if (seen.has(place.screen)) return false;
    seen.add(place.screen);
    return true;
  });
}
