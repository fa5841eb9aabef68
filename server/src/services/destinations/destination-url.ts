import { isIP } from 'node:net';
import { isPrivateHostName, isPublicAddress } from './public-address.ts';

/**
 * What makes an address one deliveries must not go to: a user and password in it (`credentials`), or a
 * host that is a private, local or metadata address, or a name that is one by its form (`private`).
 */
export type DestinationUrlProblem = 'credentials' | 'private';

/** The host of `url` as a socket takes it: an IPv6 address without its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * What is wrong with `url` as a destination, judged from the address alone, or undefined when nothing
 * is. The URL parser has already brought every spelling of an IPv4 address (`127.1`, `0x7f.0.0.1`,
 * `2130706433`, `%31%32%37.0.0.1`) to its dotted form, and IPv6 to its compressed one; a name that
 * resolves to a private address is caught when connecting (`pinnedLookup`).
 */
export function destinationUrlProblem(url: URL): DestinationUrlProblem | undefined {
  if (url.username !== '' || url.password !== '') return 'credentials';
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? undefined : 'private';
  return isPrivateHostName(host) ? 'private' : undefined;
}

/** `text` as a URL, or undefined when it is none. */
export function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
