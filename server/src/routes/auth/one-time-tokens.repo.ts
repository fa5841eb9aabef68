import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens, users } from '../../db/schema/accounts.ts';

export type NewOneTimeToken = typeof oneTimeTokens.$inferInsert;
export type OneTimePurpose = NewOneTimeToken['purpose'];

export async function insertOneTimeToken(db: Database, token: NewOneTimeToken) {
  await db.insert(oneTimeTokens).values(token);
}

/** Marks the user's unused tokens of `purpose` used, so none of them works any more. */
export async function expireUnusedTokens(db: Database, userId: string, purpose: OneTimePurpose, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

interface TokenLookup {
  tokenHash: string;
  purpose: OneTimePurpose;
  /** Only a token mailed to this address. */
  email?: string;
  now: Date;
}

/** The unused, unexpired token of `purpose` with this hash (with `email`, mailed to that address). */
function usableToken(db: Database, { tokenHash, purpose, email, now }: TokenLookup) {
  return and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    email === undefined
      ? undefined
      : inArray(
          oneTimeTokens.userId,
          db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())),
        ),
  );
}

/** The account a usable token belongs to, with its password hash, leaving the token unused. */
export async function findTokenAccount(db: Database, lookup: TokenLookup) {
  const [account] = await db
    .select({ userId: users.id, passwordHash: users.passwordHash })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(usableToken(db, lookup));
  return account;
}

/**
 * Uses up the unused, unexpired token of `purpose` with this hash, and answers whose it was; undefined
 * when there is none (or, with `email`, when it was mailed to another address). One statement: of two
 * requests with one token, only one gets the user back.
 */
export async function spendOneTimeToken(db: Database, lookup: TokenLookup): Promise<string | undefined> {
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: lookup.now })
    .where(usableToken(db, lookup))
    .returning({ userId: oneTimeTokens.userId });
  return spent?.userId;
}
