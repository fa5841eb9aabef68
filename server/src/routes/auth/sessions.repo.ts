import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { SessionRow, UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens, sessions, users } from '../../db/schema/accounts.ts';

export type NewSession = typeof sessions.$inferInsert;

/** The hashes and expiry times of a session's current pair of tokens. */
export type TokenPairRow = Pick<
  NewSession,
  'accessTokenHash' | 'accessExpiresAt' | 'refreshTokenHash' | 'refreshExpiresAt'
>;

export async function insertSession(db: Database, session: NewSession) {
  await db.insert(sessions).values(session);
}

/**
 * The user's live sessions, the most recently active first. A session lives while it can still be
 * refreshed; the refresh token never expires before the access token.
 */
export function listLiveSessions(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.refreshExpiresAt, now)))
    .orderBy(desc(sessions.lastActive), desc(sessions.createdAt));
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Deletes session `sessionId` when it is the user's; answers whether it was. */
export async function deleteUserSession(db: Database, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Deletes every session of the user but `keepId`; answers when each deleted one could still be refreshed. */
export async function deleteOtherSessions(db: Database, userId: string, keepId: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ refreshExpiresAt: sessions.refreshExpiresAt });
}

export type Rotation<Pair> =
  | { kind: 'refused' }
  | { kind: 'reused'; userId: string; sessionId: string | null }
  | { kind: 'rotated'; user: UserRow; pair: Pair };

/**
 * Gives the session of refresh token `refreshHash` the new pair of tokens that `newPair` makes (told
 * whether the session is a "remember me" one), remembering the old token's hash. A refresh token that was already
 * exchanged is a copy in someone else's hands (or a replay): its whole session ends. The session row is
 * locked, so of two exchanges of one token only the first wins.
 */
export function rotateRefreshToken<Pair extends { row: TokenPairRow }>(
  db: Database,
  refreshHash: string,
  newPair: (remember: boolean, now: Date) => Pair,
): Promise<Rotation<Pair>> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.refreshTokenHash, refreshHash))
      .for('update', { of: sessions });
    if (!row) {
      const [spent] = await tx
        .select()
        .from(oneTimeTokens)
        .where(
          and(eq(oneTimeTokens.tokenHash, refreshHash), eq(oneTimeTokens.purpose, 'refresh_token_rotated')),
        );
      if (!spent) return { kind: 'refused' };
      const sessionId = typeof spent.data.session_id === 'string' ? spent.data.session_id : null;
      if (sessionId) await tx.delete(sessions).where(eq(sessions.id, sessionId));
      return { kind: 'reused', userId: spent.userId, sessionId };
    }
    const { sessions: session, users: user } = row;
    if (session.refreshExpiresAt <= now || user.status === 'suspended') return { kind: 'refused' };

    // "Remember me" sessions are the ones whose refresh token outlives the access token.
    const pair = newPair(session.refreshExpiresAt > session.accessExpiresAt, now);
    await tx
      .update(sessions)
      .set({ ...pair.row, lastActive: now })
      .where(eq(sessions.id, session.id));
    await tx.insert(oneTimeTokens).values({
      userId: user.id,
      purpose: 'refresh_token_rotated',
      tokenHash: refreshHash,
      data: { session_id: session.id },
      expiresAt: session.refreshExpiresAt,
      usedAt: now,
    });
    return { kind: 'rotated', user, pair };
  });
}

/** Forgets exchanged refresh tokens that could no longer be used anyway. */
export async function deleteExpiredRotatedTokens(db: Database, now: Date) {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, 'refresh_token_rotated'), lt(oneTimeTokens.expiresAt, now)));
}
