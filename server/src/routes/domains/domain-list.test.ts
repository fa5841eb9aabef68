import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { seedDemoBusiness } from '../../db/seed/demo-business.ts';

const server = useTestServer();

// The owner's three domains (shop.example.com with events, academy.example.net, new-store.example.com).
beforeAll(async () => {
  await seedDemoBusiness(server().db);
});

async function signedInClient() {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  return server().client({ token });
}

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function addDomain(client: Client, name: string, extra: { plan_slug?: string } = {}) {
  const { data, response } = await client.POST('/domains', { body: { name, ...extra } });
  expect(response.status).toBe(201);
  if (!data) throw new Error(`${name} was not added`);
  return data.data;
}

describe('GET /domains', () => {
  it("GET /domains answers the owner's domains, newest first, with plan, services and tracking domains", async () => {
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const { data, response } = await server().client({ token }).GET('/domains');
    expect(response.status).toBe(200);
    expect(data?.data.map((domain) => domain.name)).toEqual([
      'new-store.example.com',
      'academy.example.net',
      'shop.example.com',
    ]);
    const shop = data?.data[2];
    expect(shop?.plan?.slug).toBe('pro-monthly');
    expect(shop?.services.map((service) => service.key)).toEqual(['google_ga4', 'meta_capi']);
    expect(shop?.tracking_domains.map((tracking) => tracking.hostname)).toEqual(['t.shop.example.com']);
    expect(shop?.events_count).toBeGreaterThan(0);
    expect(shop?.api_key?.secret).toBeUndefined();
    expect(data?.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
  });

  it('GET /domains pages, searches, sorts and filters on the server', async () => {
    const client = await signedInClient();
    for (const name of ['alpha.example.com', 'beta.example.org', 'gamma.example.com'])
      await addDomain(client, name);
    await addDomain(client, 'delta.example.com', { plan_slug: 'pro-monthly' });
    const names = async (query: Record<string, unknown>) => {
      const { data, response } = await client.GET('/domains', { params: { query } });
      expect(response.status).toBe(200);
      return { names: data?.data.map((domain) => domain.name), meta: data?.meta };
    };

    const second = await names({ per_page: 3, page: 2 });
    expect(second.names).toEqual(['alpha.example.com']);
    expect(second.meta).toMatchObject({ total: 4, last_page: 2, from: 4, to: 4 });
    expect((await names({ search: 'example.com', sort: 'name', order: 'asc' })).names).toEqual([
      'alpha.example.com',
      'delta.example.com',
      'gamma.example.com',
    ]);
    expect((await names({ sort: 'name', order: 'desc', per_page: 2 })).names).toEqual([
      'gamma.example.com',
      'delta.example.com',
    ]);
    expect((await names({ 'filter[status]': 'active' })).names).toEqual(['delta.example.com']);
    expect((await names({ 'filter[plan]': 'pro-monthly,starter-monthly' })).names).toEqual([
      'delta.example.com',
    ]);
    expect(
      (
        await names({
          'filter[plan]': 'none',
          'filter[status]': 'pending,active',
          sort: 'name',
          order: 'asc',
        })
      ).names,
    ).toEqual(['alpha.example.com', 'beta.example.org', 'gamma.example.com']);
    expect((await names({ search: '100%_' })).names).toEqual([]);
    expect((await names({ search: 'Gamma.EXAMPLE' })).names).toEqual(['gamma.example.com']);
  });

  it('GET /domains sorts by events this billing period', async () => {
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const counts = async (order: 'asc' | 'desc') => {
      const { data } = await server()
        .client({ token })
        .GET('/domains', { params: { query: { sort: 'events_count', order } } });
      return data?.data.map((domain) => [domain.name, domain.events_count]);
    };
    const descending = await counts('desc');
    expect(descending?.at(-1)).toEqual(['new-store.example.com', 0]);
    const values = descending?.map(([, events]) => Number(events)) ?? [];
    expect(values[0]).toBeGreaterThan(values[1] ?? Infinity);
    expect(values[1]).toBeGreaterThan(0);
    expect(await counts('asc')).toEqual(descending?.toReversed());
  });

  it('GET /domains answers 422 on an unknown status filter or sort field', async () => {
    const client = await signedInClient();
    const status = await client.GET('/domains', {
      params: { query: { 'filter[status]': 'active,lost' } as never },
    });
    expect(status.response.status).toBe(422);
    expect(Object.keys(status.error?.errors ?? {})).toEqual(['filter[status]']);
    const sort = await client.GET('/domains', { params: { query: { sort: 'owner' } } });
    expect(Object.keys(sort.error?.errors ?? {})).toEqual(['sort']);
  });
});
