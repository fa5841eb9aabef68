import type { DestinationRequest } from '../../../services/destinations/destination.ts';

/** What came back from one request: the status and answer, or why none came. */
export interface RequestAnswer {
  status: number | null;
  body: string;
  /** Why no answer came (time-out, refused connection), in words for the owner. */
  failure: string | null;
  durationMs: number;
}

/** Sends `request`, giving up after `timeoutMs`; never throws. */
export async function sendRequest(request: DestinationRequest, timeoutMs: number): Promise<RequestAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
      // A destination that redirects is misconfigured; following it could post the event elsewhere.
      redirect: 'manual',
    });
    const body = await response.text();
    return { status: response.status, body, failure: null, durationMs: elapsed() };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const failure = timedOut
      ? `No answer within ${timeoutMs / 1000} s`
      : `The destination could not be reached${cause ? ` (${cause})` : ''}`;
    return { status: null, body: '', failure, durationMs: elapsed() };
  }
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
