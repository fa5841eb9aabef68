import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import {
  challengeFor,
  createTwoFactorAccount,
  nextCode,
  verifyCode,
  wrongCode,
} from '../../../../tests/server/two-factor.ts';

const server = useTestServer();

/** A sign-in with a made-up email, from `ip`, with extra headers. */
function randomLogin(ip: string, headers: Record<string, string> = {}) {
  return server()
    .client()
    .POST('/auth/login', {
      body: { email: `nobody-${randomUUID()}@example.test`, password: 'Guess12345' },
      headers: { 'x-test-ip': ip, ...headers },
    });
}

describe('limits per client address', () => {
  it('POST /auth/login answers 429 to an address after 30 failed sign-ins with random emails, even for the right password', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await randomLogin('10.70.0.1')).response.status, `attempt ${attempt + 1}`).toBe(422);
    }
    const account = await createAccount(server());
    const limited = await server()
      .client()
      .POST('/auth/login', {
        body: { email: account.email, password: account.password },
        headers: { 'x-test-ip': '10.70.0.1' },
      });
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await randomLogin('10.70.0.2')).response.status).toBe(422);
  });

  it('POST /auth/login counts X-Forwarded-For for nothing when no proxy is trusted', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const forwarded = { 'x-forwarded-for': `198.51.100.${attempt}` };
      expect((await randomLogin('10.71.0.1', forwarded)).response.status).toBe(422);
    }
    const { response } = await randomLogin('10.71.0.1', { 'x-forwarded-for': '198.51.100.200' });
    expect(response.status).toBe(429);
  });

  it('POST /auth/2fa/verify answers 429 to an address whose wrong codes and failed sign-ins reach 30 together', async () => {
    const ip = '10.72.0.1';
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await randomLogin(ip)).response.status).toBe(422);
    }
    // Five accounts, one wrong code each: no limit of an account or a challenge is near.
    for (let account = 0; account < 5; account += 1) {
      const owner = await createTwoFactorAccount(server());
      const challenge = await challengeFor(server(), owner, { ip: '10.72.9.9' });
      const wrong = wrongCode(await nextCode(owner.secret));
      expect((await verifyCode(server(), challenge, wrong, { ip })).response.status).toBe(422);
    }
    const owner = await createTwoFactorAccount(server());
    const challenge = await challengeFor(server(), owner, { ip: '10.72.9.9' });
    const { response } = await verifyCode(server(), challenge, await nextCode(owner.secret), { ip });
    expect(response.status).toBe(429);
  });

  it('POST /auth/forgot-password and POST /auth/magic-link answer 429 to an address after 10 requests for different emails', async () => {
    const ip = '10.73.0.1';
    for (let request = 0; request < 10; request += 1) {
      const path = request % 2 ? '/auth/forgot-password' : '/auth/magic-link';
      const body = { email: `someone-${request}@example.test` };
      const { response } = await server()
        .client()
        .POST(path, { body, headers: { 'x-test-ip': ip } });
      expect(response.status, `request ${request + 1}`).toBe(200);
    }
    for (const path of ['/auth/forgot-password', '/auth/magic-link'] as const) {
      const body = { email: 'someone-else@example.test' };
      const { response } = await server()
        .client()
        .POST(path, { body, headers: { 'x-test-ip': ip } });
      expect(response.status, path).toBe(429);
    }
    await server().app.jobs.settled();
  });
});
