import { randomUUID } from 'node:crypto';
import { sessions, users } from '../../server/src/db/schema/accounts.ts';
import { newTokenPair } from '../../server/src/routes/auth/auth-sessions.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import type { TestServer } from './test-server.ts';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

/**
 * A fresh, verified account of its own for a test that changes things, so tests sharing a file's
 * database do not disturb each other. `password: null` makes an account that signs in only socially.
 */
export async function createAccount(
  server: TestServer,
  { password = 'Secret12345', name = 'Test User' }: { password?: string | null; name?: string } = {},
): Promise<TestAccount> {
  const email = `user-${randomUUID()}@example.test`;
  const [row] = await server.db
    .insert(users)
    .values({
      email,
      name,
      passwordHash: password === null ? null : await hashPassword(password),
      emailVerifiedAt: new Date(),
      language: 'en',
      timezone: 'Europe/Warsaw',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the test account was not created');
  return { id: row.id, email, password: password ?? '' };
}

/** A signed-in session of `userId` made directly, for accounts that cannot sign in with a password. */
export async function startTestSession(server: TestServer, userId: string, userAgent: string | null = null) {
  const pair = newTokenPair(true);
  await server.db.insert(sessions).values({ userId, ...pair.row, userAgent, ipAddress: '127.0.0.1' });
  return pair.token;
}
