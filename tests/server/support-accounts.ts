import { eq } from 'drizzle-orm';
import type { components } from '#contract';
import { roles, userRoles, users } from '../../server/src/db/schema/accounts.ts';
import { createAccount, startTestSession, type TestAccount } from './test-accounts.ts';
import type { TestServer } from './test-server.ts';

export interface SignedInAccount extends TestAccount {
  token: string;
}

/**
 * A fresh account signed in, in `language`; with `role: 'support'` a support agent (staff through the
 * support role's `admin.support.view`), with `role: 'admin'` an administrator.
 */
export async function signedInAccount(
  server: TestServer,
  { name = 'Test User', language = 'en', role }: { name?: string; language?: string; role?: string } = {},
): Promise<SignedInAccount> {
  const account = await createAccount(server, { name });
  await server.db.update(users).set({ language }).where(eq(users.id, account.id));
  if (role) {
    const [row] = await server.db.select().from(roles).where(eq(roles.name, role));
    if (!row) throw new Error(`the role ${role} is not seeded`);
    await server.db.insert(userRoles).values({ userId: account.id, roleId: row.id });
  }
  return { ...account, token: await startTestSession(server, account.id) };
}

/** A valid ticket to open, with its subject made unique by `subject`. */
export function ticketBody(
  subject: string,
  overrides: Partial<components['schemas']['TicketCreateRequest']> = {},
): components['schemas']['TicketCreateRequest'] {
  return {
    subject,
    category: 'tracking',
    message: 'Events stopped arriving at Meta since yesterday evening.',
    ...overrides,
  };
}
