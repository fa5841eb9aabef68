import { useMatches } from '@tanstack/react-router';
import { mergeRouteMeta, type RouteMeta } from '@/router/route-meta';

/** The meta of the current match chain (layout routes first, the page last), merged as the guard merges it. */
export function useRouteMeta(): RouteMeta {
  const chain = useMatches({ select: (matches) => matches.map((match) => match.staticData) });
  return mergeRouteMeta(chain);
}
