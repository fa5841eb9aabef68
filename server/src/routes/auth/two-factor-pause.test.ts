import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import {
  challengeFor,
  createTwoFactorAccount,
  nextCode,
  verifyCode,
  wrongCode,
  type TwoFactorAccount,
} from '../../../../tests/server/two-factor.ts';
import { activityLogs, users } from '../../db/schema/accounts.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

/** `count` wrong codes for the account, 5 per challenge (a challenge dies after 5), all answered 422. */
async function wrongCodes(account: TwoFactorAccount, count: number, ip: string) {
  const wrong = wrongCode(await nextCode(account.secret));
  let challenge = '';
  for (let attempt = 0; attempt < count; attempt += 1) {
    if (attempt % 5 === 0) challenge = await challengeFor(server(), account, { ip });
    const { response } = await verifyCode(server(), challenge, wrong, { ip });
    expect(response.status, `wrong code ${attempt + 1}`).toBe(422);
  }
}

/** A new sign-in with the right code. */
async function rightCode(account: TwoFactorAccount, ip: string) {
  const challenge = await challengeFor(server(), account, { ip });
  return verifyCode(server(), challenge, await nextCode(account.secret), { ip });
}

/** Moves the account's activity `hours` into the past, as if that much time went by on the database's clock. */
async function hoursLater(account: TwoFactorAccount, hours: number) {
  await server()
    .db.update(activityLogs)
    .set({ createdAt: sql`${activityLogs.createdAt} - make_interval(mins => ${Math.round(hours * 60)})` })
    .where(eq(activityLogs.userId, account.id));
}

async function actionsOf(userId: string) {
  const rows = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
  return rows.map((row) => row.action);
}

describe('POST /auth/2fa/verify across sign-in attempts', () => {
  it('POST /auth/2fa/verify answers 429 to every attempt of the account after 10 wrong codes over two challenges, even with the right code, and mails the account once in its language', async () => {
    const account = await createTwoFactorAccount(server());
    await server().db.update(users).set({ language: 'pl' }).where(eq(users.id, account.id));
    await wrongCodes(account, 10, '10.60.0.1');

    const paused = await rightCode(account, '10.60.0.2');
    expect(paused.response.status).toBe(429);
    expect(paused.error?.message).toBe('Too many wrong codes for this account. Try again in 30 minutes');
    const retryAfter = Number(paused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect((await rightCode(account, '10.60.0.3')).response.status).toBe(429);

    await server().app.jobs.settled();
    const mails = server().mailTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Logowanie do Tracklane wstrzymane po błędnych kodach');
    expect(mails[0]?.text).toContain('10 błędnych kodów');
    expect(mails[0]?.text).toContain('10.60.0.1');
    expect(mails[0]?.links).toContain(`${ORIGIN}/settings/change-password`);

    const actions = await actionsOf(account.id);
    expect(actions.filter((action) => action === 'auth.2fa_failed')).toHaveLength(10);
    expect(actions.filter((action) => action === 'auth.2fa_paused')).toHaveLength(1);
    expect(actions).not.toContain('auth.2fa_login');
  });

  it('POST /auth/2fa/verify answers 429 in the language of the request', async () => {
    const account = await createTwoFactorAccount(server());
    await wrongCodes(account, 10, '10.61.0.1');
    const challenge = await challengeFor(server(), account, { ip: '10.61.0.2' });
    const { error } = await server()
      .client({ language: 'pl' })
      .POST('/auth/2fa/verify', {
        body: { two_factor_token: challenge, code: await nextCode(account.secret) },
        headers: { 'x-test-ip': '10.61.0.2' },
      });
    expect(error?.message).toBe('Zbyt wiele błędnych kodów dla tego konta. Spróbuj ponownie za 30 minut');
  });

  it('POST /auth/2fa/verify signs in with the right code after 9 wrong codes', async () => {
    const account = await createTwoFactorAccount(server());
    await wrongCodes(account, 9, '10.62.0.1');
    expect((await rightCode(account, '10.62.0.1')).response.status).toBe(200);
  });

  it('POST /auth/2fa/verify counts wrong codes over a day, so guessing slowly earns no more guesses', async () => {
    const account = await createTwoFactorAccount(server());
    await wrongCodes(account, 9, '10.62.2.1');
    await hoursLater(account, 20);
    await wrongCodes(account, 1, '10.62.2.1');
    expect((await rightCode(account, '10.62.2.1')).response.status).toBe(429);
  });

  it('POST /auth/2fa/verify starts the count again after a sign-in with two-factor', async () => {
    const account = await createTwoFactorAccount(server());
    await wrongCodes(account, 9, '10.62.3.1');
    const challenge = await challengeFor(server(), account, { ip: '10.62.3.1' });
    const recovered = await verifyCode(server(), challenge, account.recoveryCodes[0] ?? '', {
      ip: '10.62.3.1',
    });
    expect(recovered.response.status).toBe(200);
    await wrongCodes(account, 9, '10.62.3.1');
    expect((await rightCode(account, '10.62.3.1')).response.status).toBe(200);
  });

  it('POST /auth/2fa/verify signs in with the right code again once the pause is over', async () => {
    const account = await createTwoFactorAccount(server());
    await wrongCodes(account, 10, '10.62.1.1');
    expect((await rightCode(account, '10.62.1.1')).response.status).toBe(429);
    await hoursLater(account, 31 / 60);
    expect((await rightCode(account, '10.62.1.1')).response.status).toBe(200);
  });

  it('POST /auth/2fa/verify keeps counting per account: another account still signs in', async () => {
    const attacked = await createTwoFactorAccount(server());
    const other = await createTwoFactorAccount(server());
    await wrongCodes(attacked, 10, '10.63.0.1');
    expect((await rightCode(other, '10.63.0.2')).response.status).toBe(200);
    const rows = await server()
      .db.select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, other.id), eq(activityLogs.action, 'auth.2fa_paused')));
    expect(rows).toEqual([]);
  });
});
