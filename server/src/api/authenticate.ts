import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { sessions, users } from '../db/schema/accounts.ts';
import { hashToken } from '../lib/tokens.ts';

/** `last_active` is written at most this often, so reads do not each cost a write. */
const LAST_ACTIVE_PRECISION_MS = 60_000;

/** Reads the bearer token, if any, into `request.caller`; whether the operation needs one is decided later. */
export function authenticate(db: Database) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const now = new Date();
    const [row] = await db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.accessTokenHash, hashToken(header.slice(7).trim())),
          gt(sessions.accessExpiresAt, now),
        ),
      )
      .limit(1);
    if (!row || row.users.status === 'suspended') return;
    request.caller = { user: row.users, session: row.sessions };
    if (now.getTime() - row.sessions.lastActive.getTime() > LAST_ACTIVE_PRECISION_MS) {
      await db.update(sessions).set({ lastActive: now }).where(eq(sessions.id, row.sessions.id));
      request.caller.session = { ...row.sessions, lastActive: now };
    }
  };
}
