import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 ranges no delivery may reach: this network, private (RFC 1918), shared (carrier NAT, where
 * Alibaba's metadata service lives), loopback, link-local (the cloud metadata address 169.254.169.254),
 * IETF assignments, documentation, the 6to4 relay, benchmarking, multicast, reserved and broadcast.
 */
const NOT_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 ranges no delivery may reach: IPv4-compatible (and with it `::` and `::1`), local-use NAT64,
 * discard-only, IETF assignments (Teredo, whose addresses hide an IPv4 one, among them), documentation,
 * unique-local (AWS's metadata fd00:ec2::254), link-local, site-local and multicast. IPv4-mapped, NAT64
 * and 6to4 addresses are judged by the IPv4 address inside them (`embeddedIPv4`).
 */
const NOT_PUBLIC_V6: readonly [string, number][] = [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit words of an IPv6 address (`::` expanded, a trailing dotted IPv4 read as two words). */
function ipv6Words(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':').map((word) => parseInt(word, 16)));
  const first = words(head);
  const last = tail === undefined ? [] : words(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

const dottedQuad = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 one carries and stands for: IPv4-mapped (`::ffff:a.b.c.d`), NAT64
 * (`64:ff9b::a.b.c.d`, how IPv6-only networks reach IPv4 hosts) and 6to4 (`2002:AABB:CCDD::`).
 */
function embeddedIPv4(address: string): string | undefined {
  const words = ipv6Words(address);
  const [w0, w1, w2, w3, w4, w5, w6 = 0, w7 = 0] = words;
  const zeroUpTo = (count: number) => words.slice(0, count).every((word) => word === 0);
  if (zeroUpTo(5) && w5 === 0xffff) return dottedQuad(w6, w7);
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return dottedQuad(w6, w7);
  if (w0 === 0x2002) return dottedQuad(w1 ?? 0, w2 ?? 0);
  return undefined;
}

/**
 * Whether `address` (an IP address as text, IPv6 without brackets) is one on the public internet, so a
 * delivery may connect to it. False for loopback, private, shared, link-local (cloud metadata),
 * unique-local, multicast and reserved addresses in every IPv4 and IPv6 form, and for text that is no
 * IP address at all.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const inner = embeddedIPv4(address);
  if (inner !== undefined) return isPublicAddress(inner);
  return !notPublic.check(address, 'ipv6');
}

/**
 * Host names that lead to this machine or a private network by definition, whatever DNS says:
 * `localhost`, the special-use `.localhost`, `.local` (multicast DNS), `.internal` (reserved for private
 * use; Google Cloud's metadata.google.internal) and `.home.arpa`.
 */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** Whether the host name `name` (no IP address) names a private or local place by its form alone. */
export function isPrivateHostName(name: string): boolean {
  return PRIVATE_NAMES.test(name.toLowerCase().replace(/\.$/, ''));
}
