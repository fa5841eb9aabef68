// Shared by the server, which stores a domain under this name, and the add-domain form, which shows the
// name before it is sent: so this module imports nothing and uses only what Node and browsers both have.

/** Why a typed-in site address is no public host name a domain can be registered under. */
export type HostnameProblem = 'ip_address' | 'local' | 'single_label' | 'invalid';

export type HostnameResult = { hostname: string } | { problem: HostnameProblem };

const MAX_HOSTNAME = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters, or an internationalised one in punycode (`xn--p1ai` for `рф`). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The host in ASCII as a URL reads it: lower case, IDN in punycode, numeric hosts read as IPv4 the way
 * browsers do (`0x7f.1` is 127.0.0.1); '' for what no URL could hold (spaces…).
 */
function asciiHost(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

/** The host part of what people paste: without scheme, credentials, path, query, fragment or port. */
function hostPart(input: string): string {
  const withoutScheme = input.trim().replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  // A bracketed IPv6 address keeps its colons; anything else loses its port.
  return host.startsWith('[') ? host : host.replace(/:\d*$/, '');
}

/**
 * The host name a domain is registered under, from what the owner typed: `https://WWW.Shop.com:8080/cart`
 * becomes `shop.com` and `bücher.de` becomes `xn--bcher-kva.de` (IDN to punycode, as DNS and browsers
 * send it). A trailing dot and a leading `www.` go, since both name the same site.
 * Refuses IP addresses, local names, single labels and labels DNS does not allow.
 */
export function normaliseHostname(input: string): HostnameResult {
  const host = hostPart(input);
  if (host.startsWith('[')) return { problem: 'ip_address' };
  const ascii = host === '' ? '' : asciiHost(host).replace(/\.$/, '');
  if (IPV4.test(ascii)) return { problem: 'ip_address' };
  const hostname = ascii.replace(/^www\./, '');
  if (hostname === '' || hostname.length > MAX_HOSTNAME) return { problem: 'invalid' };
  const labels = hostname.split('.');
  const topLevel = labels.at(-1) ?? '';
  if (topLevel === 'localhost' || topLevel === 'local') return { problem: 'local' };
  if (labels.length < 2) return { problem: 'single_label' };
  if (!labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(topLevel)) return { problem: 'invalid' };
  return { hostname };
}
