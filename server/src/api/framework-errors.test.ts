import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/server/test-server.ts';

const server = useTestServer();

/** What helmet adds to every answer; a failure must carry it as much as a success. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBeDefined();
}

describe('failures of the router, Fastify and its plugins', () => {
  it('GET /pages/%ff answers 400 in the envelope, in the caller’s language, with the security headers', async () => {
    const reply = await server().app.inject({
      url: '/api/v1/pages/%ff',
      headers: { 'accept-language': 'pl' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message: 'Nie udało się odczytać żądania' });
    expectSecurityHeaders(reply.headers);
  });

  it('GET /pages/{slug} answers 414 in the envelope to a slug over 100 characters', async () => {
    const reply = await server().app.inject({ url: `/api/v1/pages/${'a'.repeat(101)}` });
    expect(reply.statusCode).toBe(414);
    expect(reply.json()).toMatchObject({ success: false, message: 'The request address is too long' });
    expectSecurityHeaders(reply.headers);
  });

  it('DELETE /auth/sessions/{id} with an undecodable id answers 400 whatever the body', async () => {
    const reply = await server().app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/%e0%a4%a',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(reply.statusCode).toBe(400);
    expectSecurityHeaders(reply.headers);
  });

  it.each(['/avatars/', '/avatars/.hidden', '/avatars/..%2f..%2fetc%2fpasswd'])(
    'GET %s answers a 4xx envelope with the security headers',
    async (url) => {
      const reply = await server().app.inject({ url });
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      expect(reply.json()).toMatchObject({ success: false });
      expectSecurityHeaders(reply.headers);
    },
  );

  it('GET /avatars/.hidden answers 403, the static plugin’s refusal, not 500', async () => {
    const reply = await server().app.inject({ url: '/avatars/.hidden' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ message: 'You do not have permission to do this' });
  });

  it('POST /auth/login answers 413 in the envelope to a body over the limit', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: JSON.stringify({ email: 'a'.repeat(2_000_000), password: 'x' }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ message: 'Der Inhalt der Anfrage ist zu groß' });
    expectSecurityHeaders(reply.headers);
  });

  it('POST /auth/login answers 400 in the envelope to JSON it cannot read', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'The request body could not be read' });
    expectSecurityHeaders(reply.headers);
  });
});
