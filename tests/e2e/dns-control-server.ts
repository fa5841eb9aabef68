import { createServer } from 'node:http';
import { startFakeDnsServer, type FakeDnsAnswer } from '../server/fake-dns-server.ts';

/**
 * The browser tests' DNS server (`node tests/e2e/dns-control-server.ts`, a `webServer` of
 * playwright.config.ts): the fake DNS server of the server tests on UDP 127.0.0.1:E2E_DNS_PORT, answering
 * every name with a CNAME to TRACKING_CNAME_TARGET unless a test set another answer, and an HTTP control
 * endpoint on 127.0.0.1:E2E_DNS_CONTROL_PORT:
 *
 *   POST /answers {"name": "t.shop.example", "answer": {"cname": "x.example"} | {"a": ["127.0.0.1"]} |
 *                  "silent" | "servfail" | "nxdomain" | null}
 *                                        → 204 (null gives the name back to the default answer)
 *   GET  /health                         → 200 once both listen
 *
 * The target itself answers NXDOMAIN, so a chain of CNAMEs ends there.
 */

const dnsPort = Number(process.env.E2E_DNS_PORT ?? 4353);
const controlPort = Number(process.env.E2E_DNS_CONTROL_PORT ?? 4354);
const target = (process.env.TRACKING_CNAME_TARGET ?? 'edge.tracklane.io').toLowerCase();

const dns = await startFakeDnsServer({
  port: dnsPort,
  fallback: (name) => (name === target ? undefined : { cname: target }),
});

function isAnswer(value: unknown): value is FakeDnsAnswer | null {
  if (value === null || value === 'silent' || value === 'servfail' || value === 'nxdomain') return true;
  if (typeof value !== 'object') return false;
  const { cname, a } = value as { cname?: unknown; a?: unknown };
  return typeof cname === 'string' || (Array.isArray(a) && a.every((address) => typeof address === 'string'));
}

const control = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`dns ${dns.address}`);
    return;
  }
  if (request.method !== 'POST' || request.url !== '/answers') {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    try {
      const { name, answer } = JSON.parse(body) as { name?: unknown; answer?: unknown };
      if (typeof name !== 'string' || name === '' || !isAnswer(answer)) throw new Error('bad request');
      dns.set(name, answer ?? undefined);
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
});

control.listen(controlPort, '127.0.0.1');

function stop() {
  control.close();
  void dns.close().then(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
