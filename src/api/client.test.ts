import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contract, envelope, listEnvelope, refusal } from '../../tests/msw/contract';
import { server, TEST_API } from '../../tests/msw/server';
import { ApiError } from './api-error';
import { createApiEvents, type ApiEventType } from './api-events';
import { API_TIMEOUT_MS, createApiClient } from './client';

function setup({
  token = null as string | null,
  locale = 'de',
  timeoutMs = undefined as number | undefined,
} = {}) {
  const events = createApiEvents();
  const seen: { type: ApiEventType; error: ApiError }[] = [];
  for (const type of [
    'auth-error',
    'permission-error',
    'rate-limit',
    'server-error',
    'network-error',
  ] as const) {
    events.on(type, (error) => seen.push({ type, error }));
  }
  const api = createApiClient({
    baseUrl: TEST_API,
    events,
    getAccessToken: () => token,
    getLocale: () => locale,
    timeoutMs,
  });
  return { api, seen };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('request headers', () => {
  it('sends the bearer token when signed in, with the language and the XHR marker', async () => {
    let headers = new Headers();
    server.use(
      contract.get('/auth/abilities', ({ request }) => {
        headers = request.headers;
        return envelope([]);
      }),
    );

    await setup({ token: 'secret-token', locale: 'fr' }).api.GET('/auth/abilities');

    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends no Authorization header when signed out', async () => {
    let authorization: string | null = 'unset';
    server.use(
      contract.get('/languages/active', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return envelope([]);
      }),
    );

    await setup().api.GET('/languages/active');

    expect(authorization).toBeNull();
  });
});

describe('list queries', () => {
  it('serialises paging, sorting, search and filter[name] parameters', async () => {
    let url = new URL('about:blank');
    server.use(
      contract.get('/domains', ({ request }) => {
        url = new URL(request.url);
        return listEnvelope([], { page: 2, perPage: 20 });
      }),
    );

    await setup().api.GET('/domains', {
      params: {
        query: {
          page: 2,
          per_page: 20,
          search: 'shop',
          sort: 'created_at',
          order: 'asc',
          filter: { status: 'active', created_at_from: '2026-01-01' },
        },
      },
    });

    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per_page: '20',
      search: 'shop',
      sort: 'created_at',
      order: 'asc',
      'filter[status]': 'active',
      'filter[created_at_from]': '2026-01-01',
    });
  });
});

describe('status reactions', () => {
  it.each([
    [401, 'auth-error'],
    [403, 'permission-error'],
    [429, 'rate-limit'],
    [500, 'server-error'],
    [502, 'server-error'],
    [503, 'server-error'],
    [504, 'server-error'],
  ] as const)('announces %i as %s and rejects with the status', async (status, type) => {
    server.use(
      contract.get('/user/profile', () =>
        HttpResponse.json({ success: false, message: 'Nope' }, { status, headers: { 'Retry-After': '30' } }),
      ),
    );
    const { api, seen } = setup();

    const error = await rejection(api.GET('/user/profile'));

    expect(error).toMatchObject({ status, message: 'Nope', errors: {} });
    expect(seen).toEqual([{ type, error }]);
  });

  it('tells how long to wait after a 429', async () => {
    server.use(
      contract.post('/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Slow down' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );

    const error = await rejection(
      setup().api.POST('/auth/login', { body: { email: 'a@b.co', password: 'x' } }),
    );

    expect(error.retryAfter).toBe(42);
  });

  it('carries the errors map of a 422 and announces nothing', async () => {
    const errors = { email: ['Please enter a valid email address'], password: ['Password is required'] };
    server.use(contract.post('/auth/login', () => refusal(422, 'Invalid data', errors)));
    const { api, seen } = setup();

    const error = await rejection(api.POST('/auth/login', { body: { email: 'x', password: '' } }));

    expect({ message: error.message, errors: error.errors, status: error.status }).toEqual({
      message: 'Invalid data',
      errors,
      status: 422,
    });
    expect(seen).toEqual([]);
  });

  it('rejects with status 0 and announces a network error when no response comes back', async () => {
    server.use(contract.get('/user/profile', () => HttpResponse.error()));
    const { api, seen } = setup();

    const error = await rejection(api.GET('/user/profile'));

    expect(error).toMatchObject({
      status: 0,
      errors: {},
      message: 'No connection to the server. Check your network and try again.',
    });
    expect(seen.map((event) => event.type)).toEqual(['network-error']);
  });
});

describe('time-out', () => {
  it('gives every call 30 seconds by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    server.use(contract.get('/languages', () => envelope([])));

    await setup().api.GET('/languages');

    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(timeout).toHaveBeenCalledWith(30_000);
  });

  it('rejects a call that is not answered in time as a network error', async () => {
    server.use(
      contract.get('/languages', async () => {
        await delay('infinite');
        return envelope([]);
      }),
    );
    const { api, seen } = setup({ timeoutMs: 50 });

    const error = await rejection(api.GET('/languages'));

    expect(error).toMatchObject({
      status: 0,
      message: 'The server did not answer in time. Please try again.',
    });
    expect(seen.map((event) => event.type)).toEqual(['network-error']);
  });
});

describe('cancellation', () => {
  it('passes on a call the caller aborted, without announcing a network error', async () => {
    server.use(
      contract.get('/languages', async () => {
        await delay('infinite');
        return envelope([]);
      }),
    );
    const { api, seen } = setup();
    const controller = new AbortController();

    const call = api.GET('/languages', { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });
});

describe('server error bodies', () => {
  it('strips trace, file, line and exception from what the error carries', async () => {
    server.use(
      contract.get('/user/profile', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Server Error',
            exception: 'PDOException',
            file: '/srv/app/db.php',
            line: 42,
            trace: [{ file: '/srv/app/db.php', line: 42 }],
          },
          { status: 500 },
        ),
      ),
    );

    const error = await rejection(setup().api.GET('/user/profile'));

    expect(Object.keys(error).sort()).toEqual(['errors', 'name', 'retryAfter', 'status']);
    expect(error.message).toBe('Server Error');
    expect(JSON.stringify(error)).not.toMatch(/PDOException|db\.php|trace/);
  });

  it('replaces a message that carries SQL text with a generic one', async () => {
    server.use(
      contract.get('/user/profile', () =>
        HttpResponse.json(
          { success: false, message: 'SQLSTATE[42S02]: select * from users where id = 1' },
          { status: 500 },
        ),
      ),
    );

    const error = await rejection(setup().api.GET('/user/profile'));

    expect(error.message).toBe('The server ran into a problem. Please try again later.');
  });

  it("turns connection-refused text into 'Service temporarily unavailable'", async () => {
    server.use(
      contract.get('/user/profile', () =>
        HttpResponse.text('connect ECONNREFUSED 127.0.0.1:5432', { status: 502 }),
      ),
    );

    const error = await rejection(setup().api.GET('/user/profile'));

    expect(error).toMatchObject({ status: 502, message: 'Service temporarily unavailable' });
  });
});

describe('response envelope', () => {
  it("treats a response without 'success' as a success with the message 'Success'", async () => {
    server.use(contract.get('/auth/abilities', () => HttpResponse.json({ data: ['domains.view'] })));

    const { data } = await setup().api.GET('/auth/abilities');

    expect(data).toMatchObject({ success: true, message: 'Success', data: ['domains.view'] });
  });

  it('turns the date-time fields of a response into Date values, at any depth', async () => {
    server.use(
      contract.get('/auth/sessions', () =>
        HttpResponse.json(
          envelope([
            {
              id: 's1',
              ip_address: '127.0.0.1',
              user_agent: 'Chromium',
              device: { browser: 'Chromium', os: 'Linux', type: 'desktop' },
              location: null,
              is_current: true,
              last_active: '2026-11-22T09:58:00.000Z',
              created_at: '2026-11-20T08:00:00+01:00',
            },
          ]),
        ),
      ),
    );

    const { data } = await setup().api.GET('/auth/sessions');
    const session = data.data[0];

    expect(session?.last_active).toEqual(new Date('2026-11-22T09:58:00.000Z'));
    expect(session?.created_at).toEqual(new Date('2026-11-20T07:00:00.000Z'));
    expect(data.timestamp).toBeInstanceOf(Date);
    expect(data.meta.timestamp).toBeInstanceOf(Date);
    expect(session?.ip_address).toBe('127.0.0.1');
  });
});
