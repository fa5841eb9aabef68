import { expect, type APIRequestContext } from '@playwright/test';

/** The UDP port of the browser tests' DNS server, which the e2e server asks (DNS_RESOLVERS). */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 4353);
/** The HTTP port on which a test tells that DNS server what to answer. */
export const E2E_DNS_CONTROL_PORT = Number(process.env.E2E_DNS_CONTROL_PORT ?? 4354);
/**
 * The e2e server's TRACKING_CNAME_TARGET: the demo seed's own target, so the seeded live tracking domain
 * (t.shop.example.com) keeps verifying against the DNS server's default answer.
 */
export const E2E_CNAME_TARGET = 'edge.tracklane.io';

/** What the DNS server answers for one name (see tests/server/fake-dns-server.ts). */
export type DnsControlAnswer = { cname: string } | { a: string[] } | 'silent' | 'servfail' | 'nxdomain';

/**
 * Tells the browser tests' DNS server what `name` answers from now on; `null` gives the name back to the
 * default answer (a CNAME to E2E_CNAME_TARGET).
 */
export async function setDnsAnswer(
  request: APIRequestContext,
  name: string,
  answer: DnsControlAnswer | null,
) {
  const response = await request.post(`http://127.0.0.1:${E2E_DNS_CONTROL_PORT}/answers`, {
    data: { name, answer },
  });
  expect(response.status()).toBe(204);
}
