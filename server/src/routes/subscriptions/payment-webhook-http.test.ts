import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardForm, ownerInCheckout, TEST_CARDS } from '../../../../tests/server/sandbox-checkout.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer();
let origin = '';

beforeAll(async () => {
  origin = await server().app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('the sandbox on a listening server', () => {
  it('posts its signed webhook over HTTP to the server’s own socket before redirecting the browser', async () => {
    const { api, domain, checkout } = await ownerInCheckout(server());
    const fetches = vi.spyOn(globalThis, 'fetch');
    const paid = await fetch(`${origin}/sandbox/checkout/${checkout.session_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: cardForm(TEST_CARDS.pays),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/checkout/success');
    const urls = fetches.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls.filter((url) => url.endsWith('/webhooks/payments'))).toEqual([`${origin}/webhooks/payments`]);
    const { data } = await api.GET('/subscriptions/{domain}', { params: { path: { domain: domain.id } } });
    expect(data?.data?.status).toBe('active');
  });
});
