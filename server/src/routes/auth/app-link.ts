import type { ServerConfig } from '../../config.ts';

/**
 * A link to a page of the dashboard (the SPA), for mail. `appUrl` may carry a path of its own, so the
 * page's path is appended to it rather than resolved against it.
 */
export function appLink(
  config: Pick<ServerConfig, 'appUrl'>,
  path: string,
  query: Record<string, string | number> = {},
): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return `${config.appUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
