import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer({ demoMode: false });

describe('GET /settings outside demo mode', () => {
  it('GET /settings says demo_mode false and lists neither demo accounts nor the local provider', async () => {
    const { data, response } = await server().client().GET('/settings');
    expect(response.status).toBe(200);
    expect(data?.data.demo_mode).toBe(false);
    expect(data?.data).not.toHaveProperty('demo_accounts');
    expect(data?.data.social_providers).toEqual([]);
    expect(data?.data.app_name).toBe('Tracklane');
  });
});
