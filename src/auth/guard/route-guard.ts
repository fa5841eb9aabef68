import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { authQueries } from '@/api/queries/auth';
import { userQueries } from '@/api/queries/user';
import { isSignedIn } from '@/auth/session/session-machine';
import { mergeRouteMeta } from '@/router/route-meta';
import type { RouterContext } from '@/router/router-context';
import { runGuard } from './run-guard';

interface GuardedNavigation {
  location: ParsedLocation;
  matches: readonly { staticData?: object }[];
  preload: boolean;
}

/**
 * The root route's `beforeLoad`: runs the guard of spec section 4 on the merged meta of every matched
 * route, on the session and the queries of the router's context (the user, the abilities), and turns its
 * decision into the router's redirect or not-found.
 */
export async function guardNavigation(
  { location, matches, preload }: GuardedNavigation,
  { session, queryClient }: RouterContext,
): Promise<void> {
  const decision = await runGuard(
    {
      pathname: location.pathname,
      href: location.href,
      meta: mergeRouteMeta(matches.map((match) => match.staticData)),
      preload,
    },
    {
      ensureSession: async () =>
        isSignedIn(await session.initialise())
          ? queryClient.query({ ...userQueries.profile(), staleTime: 'static' })
          : null,
      ensureAbilities: () => queryClient.query({ ...authQueries.abilities(), staleTime: 'static' }),
    },
  );
  if (decision.kind === 'not-found') throw notFound();
  if (decision.kind === 'redirect') {
    const query = decision.search ? `?${new URLSearchParams(decision.search).toString()}` : '';
    throw redirect({ href: `${decision.to}${query}` });
  }
}
