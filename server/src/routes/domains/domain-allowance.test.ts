import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { DOMAINS_WITHOUT_PLAN } from './domain-allowance.ts';

const server = useTestServer();

async function signedInClient(language?: 'pl' | 'en') {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  return server().client({ token, language });
}

type Client = Awaited<ReturnType<typeof signedInClient>>;

const add = (client: Client, name: string, planSlug?: string) =>
  client.POST('/domains', { body: { name, ...(planSlug && { plan_slug: planSlug }) } });

/** Fills the account's allowance with domains without a plan, named after `tag`. */
async function fillAllowance(client: Client, tag: string) {
  for (let index = 0; index < DOMAINS_WITHOUT_PLAN; index++) {
    expect((await add(client, `${tag}-${String(index)}.example.com`)).response.status).toBe(201);
  }
}

describe('POST /domains, the domain allowance', () => {
  it('POST /domains answers 422 on plan_slug for the next domain without a plan once 3 are held', async () => {
    const client = await signedInClient();
    await fillAllowance(client, 'unpaid');
    const { error, response } = await add(client, 'unpaid-next.example.com');
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      plan_slug: [
        'Your account already has 3 domains without a plan, the most it may hold: choose a plan with a free trial, or complete the checkout of one of them first',
      ],
    });
    // A plan without a trial waits for its checkout, so the domain would still have none.
    expect((await add(client, 'unpaid-next.example.com', 'business-monthly')).response.status).toBe(422);
  });

  it('POST /domains still adds a domain whose trial starts at once, and those on a plan do not count', async () => {
    const client = await signedInClient();
    expect((await add(client, 'trial-a.example.com', 'starter-monthly')).response.status).toBe(201);
    await fillAllowance(client, 'after-trial');
    expect((await add(client, 'trial-b.example.com', 'pro-monthly')).response.status).toBe(201);
    expect((await add(client, 'after-trial-next.example.com')).response.status).toBe(422);
  });

  it('POST /domains frees a place in the allowance when a domain without a plan is deleted', async () => {
    const client = await signedInClient('pl');
    await fillAllowance(client, 'freed');
    const { data } = await client.GET('/domains');
    const first = data?.data.find((domain) => domain.name === 'freed-0.example.com');
    await client.DELETE('/domains/{domainId}', { params: { path: { domainId: first?.id ?? '' } } });
    expect((await add(client, 'freed-next.example.com')).response.status).toBe(201);
    const refused = await add(client, 'freed-last.example.com');
    expect(refused.error?.errors?.plan_slug?.[0]).toMatch(/^Twoje konto ma już 3 domeny bez planu/);
  });
});
