import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { seedDemoBusiness } from './demo-business.ts';

const server = useTestServer();

describe('the demo owner’s billing', () => {
  it('POST /subscriptions/portal shows the card the demo subscriptions were paid with and renew on', async () => {
    await seedDemoBusiness(server().db);
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const { data } = await server().client({ token }).POST('/subscriptions/portal', {});
    const url = new URL(data?.data.url ?? '');
    const page = await server().app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    // The demo owner speaks Polish, and so does their portal.
    expect(page.body).toContain('Visa kończąca się na 4242');
  }, 120_000);
});
