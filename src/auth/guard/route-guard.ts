import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { session } from '@/auth/session/session';
import { sessionAbilities, sessionUser } from '@/auth/session/session-machine';
import { mergeRouteMeta } from '@/router/route-meta';
import { runGuard } from './run-guard';

interface GuardedNavigation {
  location: ParsedLocation;
  matches: readonly { staticData?: object }[];
  preload: boolean;
}

/**
 * The root route's `beforeLoad`: runs the guard of spec section 4 on the merged meta of every matched
 * route, on the app's session, and turns its decision into the router's redirect or not-found.
 */
export async function guardNavigation({ location, matches, preload }: GuardedNavigation): Promise<void> {
  const decision = await runGuard(
    {
      pathname: location.pathname,
      href: location.href,
      meta: mergeRouteMeta(matches.map((match) => match.staticData)),
      preload,
    },
    {
      ensureSession: async () => sessionUser(await session.initialise()),
      ensureAbilities: () => Promise.resolve(sessionAbilities(session.getSnapshot().state)),
    },
  );
  if (decision.kind === 'not-found') throw notFound();
  if (decision.kind === 'redirect') {
    const query = decision.search ? `?${new URLSearchParams(decision.search).toString()}` : '';
    throw redirect({ href: `${decision.to}${query}` });
  }
}
