import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { DestinationRequest } from '../../../services/destinations/destination.ts';
import { destinationUrlProblem, parsedUrl } from '../../../services/destinations/destination-url.ts';
import { pinnedLookup, type ResolveHost } from '../../../services/destinations/pinned-lookup.ts';
import type { DeliveryError } from './delivery-errors.ts';

/** What came back from one request: the status and answer, or why none came. */
export interface RequestAnswer {
  status: number | null;
  body: string;
  /** Why no answer came: a time-out, or no connection (what stopped it is in `cause`, never stored). */
  failure: Extract<DeliveryError, { code: 'timeout' | 'unreachable' }> | null;
  /** For the server's log: why the destination could not be reached (`ECONNREFUSED`, `private address`…). */
  cause?: string;
  durationMs: number;
}

/** How deliveries reach destinations. */
export interface DestinationNetwork {
  timeoutMs: number;
  /** DELIVERY_ALLOW_PRIVATE_DESTINATIONS: the tests' local receivers; never in production. */
  allowPrivateAddresses: boolean;
  resolve: ResolveHost;
}

/** The start of an answer that is read: more is never stored (`trimAnswer`) nor needed to judge it. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The answer's status and at most MAX_ANSWER_BYTES of its body. */
function readAnswer(response: IncomingMessage): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_ANSWER_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', reject);
  });
}

/**
 * Sends delivery requests as `network` says, through keep-alive connections of its own that `close`
 * ends. Every connection goes to an address that was checked: an IP address in the URL is judged before
 * anything is sent, a host name when it is resolved (`pinnedLookup`). Never follows a redirect: a
 * destination that redirects is misconfigured, and following it could post the events elsewhere.
 */
export function destinationSender(network: DestinationNetwork) {
  const lookup = pinnedLookup(network.resolve, { allowPrivate: network.allowPrivateAddresses });
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, lookup }),
    'https:': new HttpsAgent({ keepAlive: true, lookup }),
  };

  /** Sends `request`, giving up after the network's time-out; never throws. */
  async function send(request: DestinationRequest): Promise<RequestAnswer> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const unreachable = (cause: string): RequestAnswer => ({
      status: null,
      body: '',
      failure: { code: 'unreachable' },
      cause,
      durationMs: elapsed(),
    });
    const url = parsedUrl(request.url);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return unreachable('not an http URL');
    const problem = destinationUrlProblem(url);
    if (problem === 'credentials') return unreachable('a user and password in the URL');
    if (problem && !network.allowPrivateAddresses) return unreachable('a private address');

    const signal = AbortSignal.timeout(network.timeoutMs);
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const body = Buffer.from(request.body);
        const requestOver = url.protocol === 'https:' ? httpsRequest : httpRequest;
        const outgoing = requestOver(url, {
          method: request.method,
          headers: { ...request.headers, 'Content-Length': String(body.length) },
          agent: agents[url.protocol as keyof typeof agents],
          signal,
        });
        outgoing.on('response', (response) => {
          readAnswer(response).then(resolve, reject);
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
      return { ...answer, failure: null, durationMs: elapsed() };
    } catch (error) {
      if (signal.aborted) {
        return {
          status: null,
          body: '',
          failure: { code: 'timeout', seconds: network.timeoutMs / 1000 },
          durationMs: elapsed(),
        };
      }
      const code = (error as { code?: unknown }).code;
      return unreachable(typeof code === 'string' ? code : String(error));
    }
  }

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

/** Runs `task` over `items`, at most `limit` at once, answering in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
