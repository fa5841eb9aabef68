import { expect, type APIRequestContext } from '@playwright/test';
import { registerAccount } from './accounts';

const API = '/api/v1';

/**
 * A domain of a new owner of the test's own, forwarding its events to the webhook at `url`, made through
 * the API: `send` posts batches of purchases with the domain's key (each batch one delivery job), and
 * `remove` deletes the domain again, so the shared server's lists are as they were.
 */
export async function webhookDomain(request: APIRequestContext, { tag, url }: { tag: string; url: string }) {
  const account = await registerAccount(request, { tag, password: 'Webhook12345', language: 'en' });
  const login = await request.post(`${API}/auth/login`, { data: account });
  expect(login.status()).toBe(200);
  const owner = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  const name = `${tag}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}.example.com`;
  const added = await request.post(`${API}/domains`, {
    headers: { Authorization: owner },
    data: {
      name,
      services: [{ key: 'webhook', settings: { url, signing_secret: `whsec-${tag}-0123456789` } }],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { data } = (await added.json()) as { data: { id: string; api_key: { secret: string } } };
  return {
    id: data.id,
    name,
    /** Sends one batch of `size` purchases per entry of `sizes`. */
    async send(sizes: number[]) {
      for (const [batch, size] of sizes.entries()) {
        const sent = await request.post(`${API}/events`, {
          headers: { 'X-Api-Key': data.api_key.secret },
          data: {
            events: Array.from({ length: size }, (_, index) => ({
              event_name: 'Purchase',
              event_id: `${name}-${String(batch)}-${String(index)}`,
              value: 10 * (index + 1),
              currency: 'EUR',
            })),
          },
        });
        expect(sent.status(), await sent.text()).toBe(202);
      }
    },
    async remove() {
      const deleted = await request.delete(`${API}/domains/${data.id}`, {
        headers: { Authorization: owner },
      });
      expect(deleted.ok()).toBe(true);
    },
  };
}
