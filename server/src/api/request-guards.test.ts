import { describe, expect, it } from 'vitest';
import { createAccount, startTestSession } from '../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../tests/server/test-server.ts';

const server = useTestServer();

const JSON_TYPE = { 'content-type': 'application/json' };

async function signedIn(password?: null) {
  const account = await createAccount(server(), { password });
  return { authorization: `Bearer ${await startTestSession(server(), account.id)}` };
}

describe('the body an operation takes', () => {
  it('POST /auth/login answers 415 in the envelope to a text/plain body', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain', 'accept-language': 'de' },
      payload: 'owner@example.com',
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Diese Operation akzeptiert keinen Inhalt dieses Typs',
    });
  });

  it('POST /auth/login answers 415 to a multipart body, which only uploads take', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n',
    });
    expect(reply.statusCode).toBe(415);
  });

  it('GET /auth/sessions answers 401 rather than 415 to a signed-out caller sending text', async () => {
    const reply = await server().app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(reply.statusCode).toBe(401);
  });

  it('POST /auth/verify-token answers the user to a call with Content-Type: application/json and no body', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-token',
      headers: { ...(await signedIn()), ...JSON_TYPE },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, data: { user: { name: 'Test User' } } });
  });

  it('POST /auth/login answers 422 naming the body when the JSON body is empty', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...JSON_TYPE, 'accept-language': 'fr' },
      payload: '',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ errors: { body: ['Ce champ est obligatoire'] } });
  });

  it('POST /auth/login answers 422 naming the body when no body is sent', async () => {
    const reply = await server().app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ success: false, errors: { body: ['This field is required'] } });
  });

  it('POST /auth/login answers 422 naming the body when the JSON is null', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: JSON_TYPE,
      payload: 'null',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ errors: { body: ['This value has the wrong type'] } });
  });

  it('DELETE /auth/sessions/terminate-others answers a social-only account that sends no body, which is optional', async () => {
    const reply = await server().app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/terminate-others',
      headers: await signedIn(null),
    });
    expect(reply.statusCode).toBe(200);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('POST /auth/register answers 422 naming the field that holds a NUL byte', async () => {
    const reply = await server().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'es' },
      payload: {
        name: 'Ann\u0000',
        email: 'nul-byte@example.test',
        password: 'Secret12345',
        password_confirmation: 'Secret12345',
      },
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      message: 'Los datos enviados no son válidos',
      errors: { name: ['Este texto contiene caracteres que no se admiten'] },
    });
  });

  it('PUT /user/profile answers 422 naming a nested field that holds a lone surrogate', async () => {
    const reply = await server().app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      headers: { ...(await signedIn()), ...JSON_TYPE },
      // A lone surrogate can only travel as a JSON escape: JSON.stringify writes it as one.
      payload: JSON.stringify({ name: 'Ann', preferences: { note: 'a\ud800b' } }),
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      errors: { 'preferences.note': ['This text contains characters that are not allowed'] },
    });
  });

  it('GET /auth/activity-logs answers 422 naming search when it holds a NUL byte', async () => {
    const reply = await server().app.inject({
      url: '/api/v1/auth/activity-logs?search=a%00b',
      headers: await signedIn(),
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      errors: { search: ['This text contains characters that are not allowed'] },
    });
  });

  it('DELETE /auth/sessions/{id} answers 422 naming id when it holds a NUL byte', async () => {
    const reply = await server().app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/a%00b',
      headers: await signedIn(),
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      errors: { id: ['This text contains characters that are not allowed'] },
    });
  });
});

describe('paging parameters', () => {
  it.each([
    ['page=1e999', 'page'],
    ['page=Infinity', 'page'],
    ['page=922337203685477580', 'page'],
    ['per_page=Infinity', 'per_page'],
    ['per_page=-1e999', 'per_page'],
  ])('GET /auth/activity-logs?%s answers 422 naming %s', async (query, field) => {
    const reply = await server().app.inject({
      url: `/api/v1/auth/activity-logs?${query}`,
      headers: await signedIn(),
    });
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(reply.json<{ errors: object }>().errors)).toEqual([field]);
  });

  it('GET /auth/notifications?page=10000000 answers an empty last page', async () => {
    const { data, response } = await server()
      .client({ token: await startTestSession(server(), (await createAccount(server())).id) })
      .GET('/auth/notifications', { params: { query: { page: 10_000_000, per_page: 100 } } });
    expect(response.status).toBe(200);
    expect(data?.data).toEqual([]);
  });
});
