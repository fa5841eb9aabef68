import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { settings } from '../../db/schema/content.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';
import { TRIALS_PER_ACCOUNT } from './trials.ts';

const server = useTestServer();

/** A new signed-in account and its client in `language`. */
async function newOwner(language: 'en' | 'pl' = 'en') {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  return server().client({ token, language });
}

type Client = Awaited<ReturnType<typeof newOwner>>;

/** A domain name no other test uses. */
const uniqueName = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}.example.com`;

const add = (client: Client, name: string, planSlug?: string) =>
  client.POST('/domains', { body: { name, ...(planSlug && { plan_slug: planSlug }) } });

async function addAndDelete(client: Client, name: string, planSlug: string) {
  const { data } = await add(client, name, planSlug);
  if (!data) throw new Error(`${name} was not added`);
  expect(data.data.status).toBe('active');
  await client.DELETE('/domains/{domainId}', { params: { path: { domainId: data.data.id } } });
}

const trialOf = async (client: Client, domainId: string) =>
  (await client.GET('/subscriptions/{domain}', { params: { path: { domain: domainId } } })).data?.data;

describe('POST /domains, free trials', () => {
  it('POST /domains starts no second trial for a domain name deleted and added again: 422 on plan_slug, and it may come back without a plan', async () => {
    const client = await newOwner();
    const name = uniqueName('again');
    await addAndDelete(client, name, 'pro-monthly');

    const { error, response } = await add(client, name, 'pro-monthly');
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      plan_slug: [
        `${name} has had its free trial already, and a domain name gets one only once: add it without a plan and subscribe on the billing page, or choose a plan without a trial`,
      ],
    });
    expect((await add(client, name, 'starter-yearly')).response.status).toBe(422);

    const { data } = await add(client, name);
    expect(data?.data).toMatchObject({ name, status: 'pending', plan: null });
  });

  it('POST /domains starts no trial for a name another account had one for, and says so in the user’s language', async () => {
    const name = uniqueName('moved');
    await addAndDelete(await newOwner(), name, 'starter-monthly');
    const { error, response } = await add(await newOwner('pl'), name, 'pro-monthly');
    expect(response.status).toBe(422);
    expect(error?.errors?.plan_slug?.[0]).toContain(`Domena ${name} miała już bezpłatny okres próbny`);
  });

  it('POST /domains starts at most 3 trials per account, deleted domains counting, and still adds a domain on a plan without a trial', async () => {
    const client = await newOwner();
    const first = uniqueName('first');
    await addAndDelete(client, first, 'pro-monthly');
    for (const tag of ['second', 'third']) {
      const { data } = await add(client, uniqueName(tag), 'starter-monthly');
      expect(data?.data.status).toBe('active');
      expect(await trialOf(client, data?.data.id ?? '')).toMatchObject({ status: 'trialing' });
    }

    const { error, response } = await add(client, uniqueName('fourth'), 'pro-yearly');
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      plan_slug: [
        'Your account has used its 3 free trials: add the domain without a plan and subscribe on the billing page, or choose a plan without a trial',
      ],
    });
    // A plan without a trial waits for its checkout.
    const { data } = await add(client, uniqueName('fourth'), 'business-monthly');
    expect(data?.data.status).toBe('pending');
  });

  it('POST /domains starts one trial, not two, when an account with one left adds two domains at once', async () => {
    const client = await newOwner();
    for (const tag of ['one', 'two']) {
      expect((await add(client, uniqueName(tag), 'starter-monthly')).response.status).toBe(201);
    }
    const both = await Promise.all([
      add(client, uniqueName('racing-a'), 'pro-monthly'),
      add(client, uniqueName('racing-b'), 'pro-monthly'),
    ]);
    expect(both.map(({ response }) => response.status).sort()).toEqual([201, 422]);
    const { data } = await client.GET('/domains');
    expect(data?.data.filter((domain) => domain.status === 'active')).toHaveLength(3);
  });

  it('POST /domains follows the trials-per-account setting, which GET /settings publishes', async () => {
    const { db } = server();
    const { data: published } = await server().client().GET('/settings');
    expect(published?.data.trials_per_account).toBe(3);

    await db.update(settings).set({ value: 1 }).where(eq(settings.key, TRIALS_PER_ACCOUNT));
    invalidatePublicReads(db);
    try {
      const { data: changed } = await server().client().GET('/settings');
      expect(changed?.data.trials_per_account).toBe(1);
      const client = await newOwner();
      expect((await add(client, uniqueName('only'), 'pro-monthly')).response.status).toBe(201);
      const { error } = await add(client, uniqueName('over'), 'pro-monthly');
      expect(error?.errors?.plan_slug?.[0]).toMatch(/^Your account has used its 1 free trial:/);
    } finally {
      await db.update(settings).set({ value: 3 }).where(eq(settings.key, TRIALS_PER_ACCOUNT));
      invalidatePublicReads(db);
    }
  });
});
