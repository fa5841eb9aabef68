import createClient, { type Client } from 'openapi-fetch';
import type { ApiEvents } from './api-events';
import { withDateValues } from './date-values';
import { requestHeaders, type RequestHeaderSources } from './middleware/request-headers';
import { responseHandling } from './middleware/response-handling';
import { timeOut } from './middleware/time-out';
import type { paths } from './schema.gen';

/** Spec section 9: a call that has not been answered after 30 s fails. */
export const API_TIMEOUT_MS = 30_000;

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends RequestHeaderSources {
  baseUrl: string;
  events: ApiEvents;
  timeoutMs?: number;
}

/**
 * The one typed client of the contract. Failed calls reject with an ApiError; successful ones resolve with
 * the envelope, its date-time fields as `Date` values.
 */
export function createApiClient({
  baseUrl,
  events,
  timeoutMs = API_TIMEOUT_MS,
  ...sources
}: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl,
    // Looked up per call, not captured once, so that test interceptors installed later still see requests.
    fetch: (request) => globalThis.fetch(request),
    // Lists send filter[name]=value; multiselect values go as one comma-separated value.
    querySerializer: {
      object: { style: 'deepObject', explode: true },
      array: { style: 'form', explode: false },
    },
  });
  client.use(requestHeaders(sources), timeOut(timeoutMs), responseHandling(events));
  return {
    ...client,
    GET: revivingDates(client.GET),
    POST: revivingDates(client.POST),
    PUT: revivingDates(client.PUT),
    PATCH: revivingDates(client.PATCH),
    DELETE: revivingDates(client.DELETE),
  } satisfies ApiClient;
}

function revivingDates<Method extends (...args: never[]) => Promise<{ data?: unknown }>>(
  method: Method,
): Method {
  return (async (...args: Parameters<Method>) => {
    const result = await method(...args);
    return result.data === undefined ? result : { ...result, data: withDateValues(result.data) };
  }) as Method;
}
