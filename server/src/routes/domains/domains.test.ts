import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { domainApiKeys, domainServices } from '../../db/schema/business.ts';
import { seedDemoBusiness } from '../../db/seed/demo-business.ts';
import { hashToken } from '../../lib/tokens.ts';

const server = useTestServer();

// The owner's three domains (shop.example.com with events, academy.example.net, new-store.example.com).
beforeAll(async () => {
  await seedDemoBusiness(server().db);
});

async function signedInClient(language?: 'pl' | 'en') {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  return server().client({ token, language });
}

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function addDomain(client: Client, name: string, extra: { plan_slug?: string } = {}) {
  const { data, response } = await client.POST('/domains', { body: { name, ...extra } });
  expect(response.status).toBe(201);
  if (!data) throw new Error(`${name} was not added`);
  return data.data;
}

describe('POST /domains', () => {
  it.each([
    ['https://WWW.Shop-One.example.com:8443/cart?x=1', 'shop-one.example.com'],
    ['Bücher-Laden.de', 'xn--bcher-laden-thb.de'],
    ['shop-two.example.com.', 'shop-two.example.com'],
  ])('POST /domains stores %j as %j', async (typed, stored) => {
    const client = await signedInClient();
    const domain = await addDomain(client, typed);
    expect(domain.name).toBe(stored);
  });

  it.each([
    ['192.168.0.10', 'not an IP address'],
    ['localhost:3000', 'A local address'],
    ['intranet', 'Enter a full domain name'],
    ['shop_1.example.com', 'This is not a valid domain name'],
  ])('POST /domains answers 422 on name for %j', async (name, message) => {
    const client = await signedInClient();
    const { error, response } = await client.POST('/domains', { body: { name } });
    expect(response.status).toBe(422);
    expect(error?.errors?.name?.[0]).toContain(message);
  });

  it('POST /domains answers 422 on name for a domain another user registered, in any spelling', async () => {
    const client = await signedInClient('pl');
    const { error, response } = await client.POST('/domains', {
      body: { name: 'https://www.SHOP.example.com/' },
    });
    expect(response.status).toBe(422);
    expect(error?.errors?.name).toEqual([
      'shop.example.com jest już zarejestrowana. Jeśli to Twoja witryna, skontaktuj się z pomocą techniczną',
    ]);
  });

  it('POST /domains shows the API key once: its secret answers the key, later reads show only the prefix', async () => {
    const client = await signedInClient();
    const domain = await addDomain(client, 'key-once.example.com');
    const secret = domain.api_key?.secret ?? '';
    expect(secret).toMatch(/^tl_[\w-]{43}$/);
    expect(secret.startsWith(domain.api_key?.prefix ?? '-')).toBe(true);
    const [stored] = await server()
      .db.select()
      .from(domainApiKeys)
      .where(eq(domainApiKeys.domainId, domain.id));
    expect(stored?.keyHash).toBe(hashToken(secret));

    const read = await client.GET('/domains/{domainId}', { params: { path: { domainId: domain.id } } });
    expect(read.data?.data.api_key).toEqual({ ...domain.api_key, secret: undefined });
    expect(JSON.stringify(read.data)).not.toContain(secret);
    const list = await client.GET('/domains');
    expect(JSON.stringify(list.data)).not.toContain(secret);
  });

  it('POST /domains starts the trial of a plan that has one: the domain is active on it', async () => {
    const client = await signedInClient();
    const domain = await addDomain(client, 'trial.example.com', { plan_slug: 'starter-monthly' });
    expect(domain).toMatchObject({ status: 'active', plan: { slug: 'starter-monthly' } });
    const trial = Date.parse(String(domain.subscription_ends_at)) - Date.parse(String(domain.created_at));
    const days = trial / 86_400_000;
    expect(days).toBe(14);
  });

  it('POST /domains leaves a domain on a plan without trial pending, without plan until checkout', async () => {
    const client = await signedInClient();
    const domain = await addDomain(client, 'paid-later.example.com', { plan_slug: 'business-monthly' });
    expect(domain).toMatchObject({ status: 'pending', plan: null, subscription_ends_at: null });
  });

  it('POST /domains answers 422 on plan_slug for a plan that does not exist', async () => {
    const client = await signedInClient();
    const { error, response } = await client.POST('/domains', {
      body: { name: 'no-plan.example.com', plan_slug: 'gold-forever' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['plan_slug']);
  });

  it('POST /domains stores services with their secrets sealed and answers them masked', async () => {
    const client = await signedInClient();
    const { data, response } = await client.POST('/domains', {
      body: {
        name: 'services.example.com',
        services: [
          { key: 'meta_capi', settings: { pixel_id: '104857600012345', access_token: 'EAAB-secret-token' } },
          {
            key: 'webhook',
            enabled: false,
            settings: { url: 'https://hooks.example.com/t', signing_secret: 's3cr3t' },
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    expect(data?.data.services).toEqual([
      {
        key: 'meta_capi',
        enabled: true,
        settings: { pixel_id: '104857600012345', access_token: '••••••••' },
      },
      {
        key: 'webhook',
        enabled: false,
        settings: {
          url: 'https://hooks.example.com/t',
          signing_secret: '••••••••',
          include_user_data: false,
        },
      },
    ]);
    const rows = await server()
      .db.select()
      .from(domainServices)
      .where(eq(domainServices.domainId, data?.data.id ?? ''));
    expect(JSON.stringify(rows)).not.toContain('EAAB-secret-token');
    expect(JSON.stringify(rows)).not.toContain('s3cr3t');
  });

  it('POST /domains answers 422 naming each wrong service field', async () => {
    const client = await signedInClient();
    const { error, response } = await client.POST('/domains', {
      body: {
        name: 'bad-services.example.com',
        services: [
          { key: 'meta_capi', settings: { pixel_id: 'abc', colour: 'blue' } },
          { key: 'carrier_pigeon' },
          { key: 'google_ga4', settings: { measurement_id: 'G-ABC123', api_secret: 'x', region: 'mars' } },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      'services.0.settings.pixel_id': ['A pixel ID is a number of 10 to 20 digits'],
      'services.0.settings.colour': ['This field is not allowed'],
      'services.0.settings.access_token': ['This field is required'],
      'services.1.key': ['This service is not available'],
      'services.2.settings.region': ['Choose one of: global, eu'],
    });
  });

  it("POST /domains answers 422 on services beyond the plan's limit", async () => {
    const client = await signedInClient();
    const service = (key: string, settings: Record<string, string>) => ({ key, settings });
    const { error, response } = await client.POST('/domains', {
      body: {
        name: 'too-many.example.com',
        plan_slug: 'starter-monthly',
        services: [
          service('meta_capi', { pixel_id: '1048576000', access_token: 'a' }),
          service('google_ga4', { measurement_id: 'G-ABCD12', api_secret: 'b' }),
          service('tiktok_events', { pixel_code: 'C4A1B2C3D4E5', access_token: 'c' }),
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(error?.errors?.services).toEqual(['Your plan allows at most 2 services']);
  });
});
