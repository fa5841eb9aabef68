import { beforeAll, describe, expect, it } from 'vitest';
import { domainOwner } from '../../../../tests/server/owned-domain.ts';
import { subscribedOwner } from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

// APP_URL is the test server's http://127.0.0.1:3999; the server also listens on a port of its own here,
// as `npm start` does, so a request reaches it over a real socket.
const server = useTestServer();
let port = 0;

beforeAll(async () => {
  port = Number(new URL(await server().app.listen({ port: 0, host: '127.0.0.1' })).port);
});

/** POST over the socket, as the dashboard opened at http://127.0.0.1:<port> sends it. */
async function post(path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message: string;
      errors?: Record<string, string[]>;
      data?: { checkout_url?: string; url?: string };
    },
  };
}

const waysBack = (origin: string) => ({
  success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${origin}/checkout/failed?session_id={CHECKOUT_SESSION_ID}`,
});

describe('the ways back of checkout and portal', () => {
  it('POST /subscriptions/checkout accepts ways back to the address the request reached the server at, and to localhost for its loopback address, with the sandbox’s page there', async () => {
    const { token, domain } = await domainOwner(server());
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const started = await post('/subscriptions/checkout', token, {
        domain_id: domain.id,
        plan_slug: 'pro-monthly',
        ...waysBack(origin),
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(new URL(started.body.data?.checkout_url ?? '').origin).toBe(origin);
    }
  });

  it('POST /subscriptions/checkout answers 422 on a way back to another port, another scheme or another site, whatever the Host header says', async () => {
    const { token, domain } = await domainOwner(server());
    const foreign = [
      `http://127.0.0.1:${port + 1}`,
      `https://127.0.0.1:${port}`,
      'http://evil.example',
      `http://evil.example:${port}`,
    ];
    for (const origin of foreign) {
      const refused = await post(
        '/subscriptions/checkout',
        token,
        { domain_id: domain.id, plan_slug: 'pro-monthly', ...waysBack(origin) },
        { host: new URL(origin).host },
      );
      expect(refused.status, origin).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['cancel_url', 'success_url']);
    }
  });

  it('POST /subscriptions/checkout names the dashboard’s address in the refusal, in the request’s language', async () => {
    const { token, domain } = await domainOwner(server());
    const refused = await post(
      '/subscriptions/checkout',
      token,
      { domain_id: domain.id, plan_slug: 'pro-monthly', ...waysBack('http://evil.example') },
      { 'accept-language': 'pl' },
    );
    expect(refused.body.errors?.success_url).toEqual([
      'Otwórz panel pod adresem http://127.0.0.1:3999 i spróbuj ponownie: serwer nie zna go pod adresem tej strony',
    ]);
  });

  it('POST /subscriptions/portal accepts return_url on the address the request reached the server at', async () => {
    const { token } = await subscribedOwner(server());
    const opened = await post('/subscriptions/portal', token, {
      return_url: `http://127.0.0.1:${port}/billing`,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(new URL(opened.body.data?.url ?? '').origin).toBe(`http://127.0.0.1:${port}`);
    const refused = await post('/subscriptions/portal', token, {
      return_url: `http://127.0.0.1:${port + 1}/`,
    });
    expect(refused.status).toBe(422);
  });
});
