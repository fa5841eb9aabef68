import { afterAll, beforeAll } from 'vitest';
import { startFakeDnsServer, type FakeDnsServer } from './fake-dns-server.ts';
import { useTestServer } from './test-server.ts';

/**
 * A file's test server for tracking subdomains: they must point at `cnameTarget`, and every CNAME lookup
 * goes to a fake DNS server of the file's own, with a short time-out. `dns()` is that server, to set
 * what each name answers.
 */
export function useTrackingTestServer(cnameTarget: string) {
  const server = useTestServer({ trackingCnameTarget: cnameTarget });
  let dns: FakeDnsServer | undefined;
  beforeAll(async () => {
    dns = await startFakeDnsServer();
    server().config.dns = { servers: [dns.address], timeoutMs: 300 };
  });
  afterAll(async () => {
    await dns?.close();
  });
  return {
    server,
    dns: (): FakeDnsServer => {
      if (!dns) throw new Error('the fake DNS server starts in beforeAll');
      return dns;
    },
  };
}

/** The path parameters of an operation on one domain. */
export const domainPath = (domainId: string) => ({ params: { path: { domainId } } });
