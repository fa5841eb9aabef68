import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { activityLogs, roles, userRoles, users } from '../../db/schema/accounts.ts';
import { settings } from '../../db/schema/content.ts';
import { verifyPassword } from '../../lib/passwords.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

const newEmail = () => `new-${randomUUID()}@example.test`;

interface Registration {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  language?: 'pl' | 'en' | 'es' | 'de' | 'fr';
  timezone?: string;
}

function register(body: Partial<Registration>, { ip = '127.0.0.1', language = 'en' } = {}) {
  const full: Registration = {
    name: 'Nina New',
    email: newEmail(),
    password: 'Secret12345',
    password_confirmation: 'Secret12345',
    ...body,
  };
  return server()
    .client({ language })
    .POST('/auth/register', { body: full, headers: { 'x-test-ip': ip } });
}

async function userByEmail(email: string) {
  const [user] = await server().db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe('POST /auth/register', () => {
  it('POST /auth/register answers 201 with tokens for a new unverified user with the user role', async () => {
    const email = newEmail();
    const { data, response } = await register(
      { email: email.toUpperCase(), language: 'fr', timezone: 'America/New_York' },
      { ip: '10.3.0.1' },
    );
    expect(response.status).toBe(201);
    const tokens = data?.data;
    if (!tokens) throw new Error('no tokens');
    expect(tokens.user).toMatchObject({
      email,
      name: 'Nina New',
      language: 'fr',
      timezone: 'America/New_York',
      email_verified: false,
      roles: ['user'],
      permissions: [],
    });
    const verified = await server().client({ token: tokens.token }).POST('/auth/verify-token');
    expect(verified.data?.data.user.email).toBe(email);

    const row = await userByEmail(email);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'Secret12345')).toBe(true);
    const [role] = await server()
      .db.select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, row.id));
    expect(role?.name).toBe('user');
    const actions = await server().db.select().from(activityLogs).where(eq(activityLogs.userId, row.id));
    expect(actions.map((entry) => entry.action)).toEqual(['auth.registered']);
  });

  it('POST /auth/register mails a signed verification link in the account’s language', async () => {
    const email = newEmail();
    await register({ email, language: 'de' }, { ip: '10.3.0.2' });
    const [mail] = server().mailTo(email);
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Tracklane');
    expect(mail.text).toContain('Hallo Nina New,');
    const { id } = await userByEmail(email);
    const link = mail.links.find((url) => url.includes('/auth/email/verify/'));
    expect(link).toMatch(
      new RegExp(`^${ORIGIN}/auth/email/verify/${id}/[a-f0-9]{64}\\?expires=\\d+&signature=[a-f0-9]{64}$`),
    );
  });

  it('POST /auth/register takes the language of the request when the body names none', async () => {
    const { data } = await register({}, { ip: '10.3.0.3', language: 'es-ES,es;q=0.9' });
    expect(data?.data.user.language).toBe('es');
    expect(data?.message).toBe('Tu cuenta se ha creado. Revisa tu correo para confirmar tu dirección');
  });

  it('POST /auth/register answers 422 on email for an address already taken, in any case', async () => {
    const { error, response } = await register({ email: 'Owner@Example.com' }, { ip: '10.3.0.4' });
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ email: ['An account with this email address already exists'] });
  });

  it('POST /auth/register answers 422 on password_confirmation when the passwords differ', async () => {
    const email = newEmail();
    const { error, response } = await register(
      { email, password_confirmation: 'Secret12346' },
      { ip: '10.3.0.5', language: 'pl' },
    );
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({ password_confirmation: ['Hasła nie są takie same'] });
    expect(await server().db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('POST /auth/register answers 422 naming each bad field at once, and says nothing of a taken address then', async () => {
    const { error, response } = await register(
      { email: 'owner@example.com', timezone: 'Mars/Olympus_Mons', name: '  x ' },
      { ip: '10.3.0.6' },
    );
    expect(response.status).toBe(422);
    expect(error?.errors).toEqual({
      name: ['Minimum 2 characters required'],
      timezone: ['Choose a valid time zone'],
    });
  });

  it('POST /auth/register answers 422 for a weak password', async () => {
    const { error, response } = await register(
      { password: 'alllowercase', password_confirmation: 'alllowercase' },
      { ip: '10.3.0.7' },
    );
    expect(response.status).toBe(422);
    expect(error?.errors?.password).toBeDefined();
  });

  it('POST /auth/register answers 403 while registration is closed', async () => {
    const { db } = server();
    const closed = eq(settings.key, 'auth.registration_enabled');
    await db.update(settings).set({ value: false }).where(closed);
    try {
      const email = newEmail();
      const { error, response } = await register({ email }, { ip: '10.3.0.8' });
      expect(response.status).toBe(403);
      expect(error?.message).toBe('Registration is closed at the moment');
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await db.update(settings).set({ value: true }).where(closed);
    }
  });

  it('POST /auth/register answers 429 with Retry-After after 10 attempts an hour from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { response } = await register({ password_confirmation: 'Different1' }, { ip: '10.3.0.9' });
      expect(response.status).toBe(422);
    }
    const { response } = await register({}, { ip: '10.3.0.9' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await register({}, { ip: '10.3.0.10' })).response.status).toBe(201);
  });
});
