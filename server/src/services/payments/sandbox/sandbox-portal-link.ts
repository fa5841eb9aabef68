import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a portal link works, as Stripe's portal sessions. */
const PORTAL_LINK_SECONDS = 3600;

const portalSignature = (secret: Buffer, customer: string, returnUrl: string, expires: number) =>
  createHmac('sha256', secret).update(`portal\n${customer}\n${returnUrl}\n${expires}`).digest('base64url');

/**
 * A link to the sandbox's billing portal for one customer, on the origin of its way back (the dashboard's,
 * as the route checked). The browser opens it without a token, so the link carries its own proof: the
 * customer, the way back and an expiry, signed with the sandbox's key.
 */
export function sandboxPortalUrl({
  secret,
  providerCustomerId,
  returnUrl,
  now = new Date(),
}: {
  secret: Buffer;
  providerCustomerId: string;
  returnUrl: string;
  now?: Date;
}): string {
  const expires = Math.floor(now.getTime() / 1000) + PORTAL_LINK_SECONDS;
  const url = new URL('/sandbox/portal', new URL(returnUrl).origin);
  url.searchParams.set('customer', providerCustomerId);
  url.searchParams.set('return_url', returnUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', portalSignature(secret, providerCustomerId, returnUrl, expires));
  return url.toString();
}

/** The customer and way back of a portal link, or undefined when it is forged, altered or expired. */
export function openSandboxPortalLink(
  query: Record<string, string | undefined>,
  secret: Buffer,
  now = new Date(),
): { providerCustomerId: string; returnUrl: string } | undefined {
  const { customer, return_url: returnUrl, expires, signature } = query;
  const expiry = Number(expires);
  if (!customer || !returnUrl || !signature || !Number.isInteger(expiry)) return undefined;
  if (expiry < now.getTime() / 1000) return undefined;
  const expected = Buffer.from(portalSignature(secret, customer, returnUrl, expiry));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { providerCustomerId: customer, returnUrl };
}
