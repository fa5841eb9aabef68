import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const PROXY = '10.74.0.1';
const server = useTestServer({ trustProxy: PROXY });

/** A sign-in with a made-up email, sent from `peer` with X-Forwarded-For `client`. */
function randomLogin(peer: string, client: string) {
  return server()
    .client()
    .POST('/auth/login', {
      body: { email: `nobody-${randomUUID()}@example.test`, password: 'Guess12345' },
      headers: { 'x-test-ip': peer, 'x-forwarded-for': client },
    });
}

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('POST /auth/login records the address the proxy forwards for the session', async () => {
    const account = await createAccount(server());
    const { data } = await server()
      .client()
      .POST('/auth/login', {
        body: { email: account.email, password: account.password },
        headers: { 'x-test-ip': PROXY, 'x-forwarded-for': '203.0.113.7' },
      });
    if (!data || !('token' in data.data)) throw new Error('no session');
    const sessions = await server().client({ token: data.data.token }).GET('/auth/sessions');
    expect(sessions.data?.data.map((session) => session.ip_address)).toEqual(['203.0.113.7']);
  });

  it('POST /auth/login limits each forwarded client on its own, and believes no other peer', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await randomLogin(PROXY, '203.0.113.8')).response.status).toBe(422);
    }
    expect((await randomLogin(PROXY, '203.0.113.8')).response.status).toBe(429);
    expect((await randomLogin(PROXY, '203.0.113.9')).response.status).toBe(422);
    // A client that is not the proxy cannot take another client's address.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await randomLogin('10.74.0.2', `203.0.113.${attempt + 10}`)).response.status).toBe(422);
    }
    expect((await randomLogin('10.74.0.2', '203.0.113.100')).response.status).toBe(429);
  });
});
