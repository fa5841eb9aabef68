import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#locales';
import { createAccount, startTestSession, type TestAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, users } from '../../db/schema/accounts.ts';
import { verifyPassword } from '../../lib/passwords.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

/** A registration with every field valid, of `email`, from the client address `ip`. */
function register(email: string, ip: string) {
  return server()
    .client()
    .POST('/auth/register', {
      body: { name: 'Mallory', email, password: 'Other12345', password_confirmation: 'Other12345' },
      headers: { 'x-test-ip': ip },
    });
}

/** A verified account whose language is `language`. */
async function ownerSpeaking(language: Locale): Promise<TestAccount> {
  const account = await createAccount(server());
  await server().db.update(users).set({ language }).where(eq(users.id, account.id));
  return account;
}

/** The mails the owner received once the queued work has run. */
async function mailsOf(account: TestAccount) {
  await server().app.jobs.settled();
  return server().mailTo(account.email);
}

async function triesLogged(account: TestAccount) {
  return server()
    .db.select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, account.id), eq(activityLogs.action, 'auth.registration_attempted')));
}

describe('POST /auth/register with an address that has an account', () => {
  it('POST /auth/register answers 422 on email for a taken address, changes nothing, and mails its owner in Polish who tried and from where', async () => {
    const owner = await ownerSpeaking('pl');
    const { error, response } = await register(owner.email.toUpperCase(), '10.31.0.1');

    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ email: ['An account with this email address already exists'] });
    const rows = await server().db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]?.passwordHash ?? null, owner.password)).toBe(true);

    const [mail, ...more] = await mailsOf(owner);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Ktoś próbował założyć konto Tracklane z Twoim adresem e-mail');
    expect(mail?.text).toContain('Cześć Test User,');
    expect(mail?.text).toContain(owner.email);
    expect(mail?.text).toContain('10.31.0.1');
    expect(mail?.links).toContain(`${ORIGIN}/auth/login`);
  });

  it.each(LOCALES)(
    'POST /auth/register tells an owner whose language is %s in their own words',
    async (language) => {
      const owner = await ownerSpeaking(language);
      await register(owner.email, `10.32.${LOCALES.indexOf(language)}.1`);

      const [mail] = await mailsOf(owner);
      const subjects: Record<Locale, string> = {
        en: 'Someone tried to create a Tracklane account with your email address',
        pl: 'Ktoś próbował założyć konto Tracklane z Twoim adresem e-mail',
        es: 'Alguien intentó crear una cuenta de Tracklane con tu dirección de correo',
        de: 'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein Tracklane-Konto zu erstellen',
        fr: 'Quelqu’un a tenté de créer un compte Tracklane avec votre adresse e-mail',
      };
      expect(mail?.subject).toBe(subjects[language]);
      expect(mail?.html).toContain(`lang="${language}"`);
    },
  );

  it('POST /auth/register logs each try in the owner’s activity log, worded in the reader’s language', async () => {
    const owner = await ownerSpeaking('de');
    await register(owner.email, '10.33.0.1');

    const token = await startTestSession(server(), owner.id);
    const { data } = await server()
      .client({ token, language: 'de' })
      .GET('/auth/activity-logs', {
        params: { query: { filter: { action: 'auth.registration_attempted' } } },
      });
    expect(data?.data).toMatchObject([
      {
        action: 'auth.registration_attempted',
        description: 'Jemand hat versucht, mit Ihrer E-Mail-Adresse ein Konto zu erstellen',
        ip_address: '10.33.0.1',
      },
    ]);
  });

  it('POST /auth/register mails the owner once an hour however often the address is tried', async () => {
    const owner = await ownerSpeaking('en');
    for (const ip of ['10.34.0.1', '10.34.0.2', '10.34.0.3']) {
      expect((await register(owner.email, ip)).response.status).toBe(422);
    }

    expect(await mailsOf(owner)).toHaveLength(1);
    expect(await triesLogged(owner)).toHaveLength(3);
  });

  it('POST /auth/register answers 429 to the sixth try of one taken address within an hour, from any client address', async () => {
    const owner = await ownerSpeaking('en');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await register(owner.email, `10.35.0.${attempt}`);
      expect(response.status, `try ${attempt + 1}`).toBe(422);
    }

    const limited = await register(owner.email, '10.35.1.1');
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await triesLogged(owner)).toHaveLength(5);
    const fresh = await register(`new-${randomUUID()}@example.test`, '10.35.1.1');
    expect(fresh.response.status).toBe(201);
  });

  it('POST /auth/register counts a try of a taken address among the client address’s failed checks, as a wrong password', async () => {
    const ip = '10.36.0.1';
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const { response } = await server()
        .client()
        .POST('/auth/login', {
          body: { email: `nobody-${randomUUID()}@example.test`, password: 'Guess12345' },
          headers: { 'x-test-ip': ip },
        });
      expect(response.status).toBe(422);
    }
    for (let owner = 0; owner < 5; owner += 1) {
      const account = await createAccount(server());
      expect((await register(account.email, ip)).response.status, `owner ${owner + 1}`).toBe(422);
    }

    const account = await createAccount(server());
    const { response } = await server()
      .client()
      .POST('/auth/login', {
        body: { email: account.email, password: account.password },
        headers: { 'x-test-ip': ip },
      });
    expect(response.status).toBe(429);
    expect((await register(`new-${randomUUID()}@example.test`, ip)).response.status).toBe(429);
  });
});
