import createClient, { type MaybeOptionalInit } from 'openapi-fetch';
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { ApiEvents } from './api-events';
import { withDateValues } from './date-values';
import { requestHeaders, type RequestHeaderSources } from './middleware/request-headers';
import { responseHandling } from './middleware/response-handling';
import { timeOut } from './middleware/time-out';
import type { paths } from './schema.gen';

/** Spec section 9: a call that has not been answered after 30 s fails. */
export const API_TIMEOUT_MS = 30_000;

/** The success body of an operation as the contract types it: date-times as `Date`, as the client revives them. */
export type SuccessBody<Path extends keyof paths, Method extends HttpMethod> = SuccessResponseJSON<
  paths[Path][Method] & Record<string | number, unknown>
>;

// openapi-fetch's own init argument: optional when the operation needs no parameters or body.
type InitArguments<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & Record<string, unknown>)?] : [Init & Record<string, unknown>];

/**
 * A call of one HTTP method, as openapi-fetch types it but for the answer: openapi-fetch passes response
 * types through a mapping (`Readable`) that turns a `Date` into a plain object type, which the revived
 * values are not. Failures reject (ApiError), so an answer always has its body.
 */
type CallOf<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitArguments<Init>
) => Promise<{ data: SuccessBody<Path, Method>; response: Response }>;

export interface ApiClient {
  GET: CallOf<'get'>;
  POST: CallOf<'post'>;
  PUT: CallOf<'put'>;
  PATCH: CallOf<'patch'>;
  DELETE: CallOf<'delete'>;
}

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
    GET: revivingDates(client.GET),
    POST: revivingDates(client.POST),
    PUT: revivingDates(client.PUT),
    PATCH: revivingDates(client.PATCH),
    DELETE: revivingDates(client.DELETE),
  } as unknown as ApiClient;
}

/** The call with the answer's date-time fields turned into `Date` values; an answer without a body is a broken server. */
function revivingDates(method: (...args: never[]) => Promise<{ data?: unknown; response: Response }>) {
  return async (...args: never[]) => {
    const { data, response } = await method(...args);
    if (data === undefined) throw new TypeError('The server answered without a body');
    return { data: withDateValues(data), response };
  };
}
