import { lookup as systemLookup, Resolver } from 'node:dns/promises';
import { isIPv6, type LookupFunction } from 'node:net';
import type { DnsSettings } from '../dns/cname-check.ts';
import { isPublicAddress } from './public-address.ts';

/** Every address a host name resolves to now. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** A connection refused before it was opened: the host resolved to an address deliveries never go to. */
export class PrivateDestinationError extends Error {
  readonly code = 'EPRIVATEDESTINATION';

  constructor(hostname: string) {
    super(`${hostname} resolves to an address that is not public`);
    this.name = 'PrivateDestinationError';
  }
}

/**
 * How host names of destinations are resolved: through `settings`' resolvers when DNS_RESOLVERS names
 * some (the tests' own DNS server among them), else the system's (`/etc/hosts` included).
 */
export function hostResolver(settings: DnsSettings): ResolveHost {
  if (!settings.servers.length) {
    return async (hostname) => (await systemLookup(hostname, { all: true })).map((entry) => entry.address);
  }
  const resolver = new Resolver({ timeout: settings.timeoutMs, tries: 2 });
  resolver.setServers([...settings.servers]);
  return async (hostname) => {
    const answers = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    if (addresses.length) return addresses;
    const [v4] = answers;
    throw v4.status === 'rejected'
      ? v4.reason
      : Object.assign(new Error(`${hostname} has no address`), {
          code: 'ENOTFOUND',
        });
  };
}

/**
 * A `lookup` for the sockets of deliveries: it resolves the host name once, refuses the connection when
 * any of its addresses is not public (unless `allowPrivate`, for the tests' local receivers), and hands
 * the socket the very addresses it checked, so no second lookup, which DNS rebinding could answer
 * differently, comes between the check and the connection. TLS still sees the host name, for SNI and
 * the certificate's check.
 */
export function pinnedLookup(
  resolve: ResolveHost,
  { allowPrivate }: { allowPrivate: boolean },
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (resolved) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const entries = resolved
          .map((address) => ({ address, family: isIPv6(address) ? 6 : 4 }))
          .filter((entry) => !family || entry.family === family);
        const [first] = entries;
        if (!first) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        } else if (!allowPrivate && resolved.some((address) => !isPublicAddress(address))) {
          callback(new PrivateDestinationError(hostname), '');
        } else if (options.all) {
          callback(null, entries);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}
