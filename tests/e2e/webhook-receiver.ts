import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * The name an owner's webhook is saved under: the browser tests' DNS server answers it with 127.0.0.1 once
 * a test says so (`setDnsAnswer`), and the e2e server trusts the certificate below for it. The API takes
 * only public https addresses, so a receiver on 127.0.0.1 is reached by name, the way a real one is.
 */
export const WEBHOOK_HOST = 'hooks.e2e.test';

/**
 * The receiver's self-signed certificate for WEBHOOK_HOST (valid until 2126), which the e2e server
 * trusts through NODE_EXTRA_CA_CERTS; its key beside it. Test-only: nothing else trusts it.
 */
export const WEBHOOK_CERTIFICATE = 'tests/e2e/webhook-receiver-tls/cert.pem';
const WEBHOOK_KEY = 'tests/e2e/webhook-receiver-tls/key.pem';

/**
 * An HTTPS webhook receiver on 127.0.0.1 (a free port) for a browser test: it answers every request with
 * the status `answerWith` last set (503, a receiver that is down, until told otherwise) and counts the
 * events it took.
 */
export async function startWebhookReceiver() {
  let status = 503;
  let eventsTaken = 0;
  const server = createServer(
    { cert: readFileSync(WEBHOOK_CERTIFICATE), key: readFileSync(WEBHOOK_KEY) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (status === 200) {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { events?: unknown[] };
          eventsTaken += body.events?.length ?? 0;
        }
        response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The webhook's address, to save as an owner's destination. */
    url: `https://${WEBHOOK_HOST}:${String(port)}/tracklane`,
    /** Answers every following request with `next`. */
    answerWith(next: number) {
      status = next;
    },
    /** How many events the receiver took with a 200. */
    eventsTaken: () => eventsTaken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
