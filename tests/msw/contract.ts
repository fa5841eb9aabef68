import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { components, paths } from '@/api/schema.gen';
import { TEST_API } from './test-api';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What an operation answers on success, as the contract types it (its `Date`s go out as ISO strings). */
export type SuccessOf<Path extends keyof paths, M extends Method> = SuccessResponseJSON<
  paths[Path][M] & Record<string | number, unknown>
>;

interface ResolverInfo {
  request: Request;
  /** The path's parameters by the contract's names (`{id}` → `params.id`). */
  params: Readonly<Record<string, string>>;
}

/** A handler's answer: the operation's success body (typed by the contract), or any Response (refusals). */
type Resolver<Path extends keyof paths, M extends Method> = (
  info: ResolverInfo,
) => SuccessOf<Path, M> | Response | Promise<SuccessOf<Path, M> | Response>;

function on<M extends Method>(method: M) {
  return <Path extends PathsWithMethod<paths, M>>(path: Path, resolve: Resolver<Path, M>) =>
    http[method](`${TEST_API}${path.replace(/\{(\w+)\}/g, ':$1')}`, async ({ request, params }) => {
      const answer = await resolve({ request, params: params as Record<string, string> });
      return answer instanceof Response ? answer : HttpResponse.json(answer as JsonBodyType);
    });
}

/**
 * MSW handlers for the contract's operations, at the address the app's client uses in tests, typed from
 * the contract: a path that does not exist, or an answer of the wrong shape, fails to compile.
 *
 *   server.use(contract.get('/user/profile', () => envelope(aUser())));
 */
export const contract = {
  get: on('get'),
  post: on('post'),
  put: on('put'),
  patch: on('patch'),
  delete: on('delete'),
};

type Meta = components['schemas']['Meta'];

/** The success envelope around `data` (spec section 8). */
export function envelope<Data, Extra extends object = object>(
  data: Data,
  { message = 'OK', meta }: { message?: string; meta?: Extra } = {},
): { success: true; message: string; data: Data; meta: Meta & Extra; timestamp: Date } {
  const timestamp = new Date();
  return { success: true, message, data, meta: { timestamp, ...meta } as Meta & Extra, timestamp };
}

/** A refusal as the server sends it: the status, its message and, for a 422, the field messages. */
export function refusal(status: number, message: string, errors?: Record<string, string[]>): Response {
  return HttpResponse.json({ success: false, message, ...(errors && { errors }) }, { status });
}

type PaginationMeta = components['schemas']['PaginationMeta'];

/** A list's envelope: `items` as one page, with the pagination meta of spec section 8 (and `meta`'s extras). */
export function listEnvelope<Item, Extra extends object = object>(
  items: Item[],
  {
    page = 1,
    perPage = 15,
    total = items.length,
    meta,
  }: { page?: number; perPage?: number; total?: number; meta?: Extra } = {},
): ReturnType<typeof envelope<Item[], Omit<PaginationMeta, 'timestamp'> & Extra>> {
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const pagination = {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + items.length - 1,
  };
  return envelope(items, { meta: { ...pagination, ...meta } as Omit<PaginationMeta, 'timestamp'> & Extra });
}
