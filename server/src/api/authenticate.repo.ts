import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions, users } from '../db/schema/accounts.ts';

/** The session of a bearer token (by its hash) that has not expired at `now`, with its user. */
export async function findLiveSession(db: Database, accessTokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.accessTokenHash, accessTokenHash), gt(sessions.accessExpiresAt, now)))
    .limit(1);
  return row && { session: row.sessions, user: row.users };
}

export async function touchSession(db: Database, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastActive: now }).where(eq(sessions.id, sessionId));
}
