import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../../tests/server/test-server.ts';

const server = useTestServer({ production: true, demoMode: true, appSecret: 'x'.repeat(64) });

describe('the local OpenID provider in production', () => {
  it('GET /__dev/oidc/.well-known/openid-configuration answers 404 in production even in demo mode', async () => {
    const reply = await server().app.inject({
      method: 'GET',
      url: '/__dev/oidc/.well-known/openid-configuration',
    });
    expect(reply.statusCode).toBe(404);
  });

  it('GET /auth/social/local/redirect answers 404 in production even in demo mode', async () => {
    const { response } = await server()
      .client()
      .GET('/auth/social/{provider}/redirect', { params: { path: { provider: 'local' }, query: {} } });
    expect(response.status).toBe(404);
  });
});
