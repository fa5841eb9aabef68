import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer();

describe('GET /services/schema', () => {
  it('GET /services/schema answers every destination with its typed fields, without a token', async () => {
    const { data, response } = await server().client().GET('/services/schema');
    expect(response.status).toBe(200);
    const services = data?.data ?? [];
    expect(services.map((service) => service.key)).toEqual([
      'meta_capi',
      'google_ga4',
      'tiktok_events',
      'webhook',
    ]);
    const meta = services[0];
    expect(meta?.name).toBe('Meta Conversions API');
    expect(meta?.docs_url).toMatch(/^https:\/\//);
    expect(meta?.fields.map(({ key, type, required }) => ({ key, type, required }))).toEqual([
      { key: 'pixel_id', type: 'string', required: true },
      { key: 'access_token', type: 'secret', required: true },
      { key: 'test_event_code', type: 'string', required: false },
    ]);
    const region = services[1]?.fields.find((field) => field.key === 'region');
    expect(region).toMatchObject({ type: 'select', default: 'global' });
    expect(region?.options?.map((option) => option.value)).toEqual(['global', 'eu']);
    const webhook = services[3]?.fields.map(({ key, type }) => [key, type]);
    expect(webhook).toEqual([
      ['url', 'string'],
      ['signing_secret', 'secret'],
      ['include_user_data', 'boolean'],
    ]);
  });

  it('GET /services/schema answers labels and help in the request language', async () => {
    const { data } = await server().client({ language: 'de' }).GET('/services/schema');
    const pixel = data?.data[0]?.fields[0];
    expect(pixel?.label).toBe('Pixel-ID');
    expect(data?.data[0]?.description).not.toBe(
      'Sends conversions to Meta (Facebook and Instagram ads) from the server',
    );
  });
});
