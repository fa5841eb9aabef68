import { msg } from '@lingui/core/runtime-macro';
import type { FastifyRequest } from 'fastify';
import { BlockList, isIPv6 } from 'node:net';

/** Said of a way back (success, cancel, return URL) that leads off the dashboard, naming where it is. */
export const foreignUrlMessage = msg({
  message:
    'Open the dashboard at {address} and try again: the server does not know it by this page’s address',
});

/** The placeholder a provider replaces in the way back by the checkout's session id. */
const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Where a request reached this server: its own socket's scheme, address and port. */
export interface ServedAt {
  protocol: 'http:' | 'https:';
  address: string;
  port: number;
}

/**
 * The address `request` came to, read off the server's own socket (not the Host header, which the client
 * writes); undefined for a request made in process, which came over no socket.
 */
export function servedAt(request: FastifyRequest): ServedAt | undefined {
  const socket = request.raw.socket as (typeof request.raw.socket & { encrypted?: boolean }) | undefined;
  const address = socket?.localAddress;
  const port = socket?.localPort;
  if (!address || !port) return undefined;
  // A dual-stack socket writes an IPv4 peer as ::ffff:a.b.c.d.
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return { protocol: socket.encrypted ? 'https:' : 'http:', address: plain, port };
}

function isLoopback(address: string): boolean {
  return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * Whether `url` leads back to the dashboard: to `appUrl`'s origin (APP_URL), or to the very address the
 * request reached this server at (`served`; `localhost` too when that address is loopback, since only
 * this machine reaches it there), as when the dashboard is opened at http://127.0.0.1:3000 while APP_URL
 * says localhost. Never another host or port, whatever the request's headers claim: the provider would
 * send the payer there.
 */
export function onDashboardOrigin(url: string, appUrl: string, served?: ServedAt): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.origin === new URL(appUrl).origin) return true;
  if (!served || target.protocol !== served.protocol) return false;
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  if (port !== served.port) return false;
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  return host === served.address || (host === 'localhost' && isLoopback(served.address));
}

/**
 * `url` with `{CHECKOUT_SESSION_ID}` replaced by our session's id, before any provider sees it: so both
 * ways back name the session with every provider (Stripe fills the placeholder only in `success_url`).
 * The URL parser percent-encodes the braces, so both spellings are replaced.
 */
export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll(SESSION_PLACEHOLDER, sessionId).replaceAll(encodeURI(SESSION_PLACEHOLDER), sessionId);
}
