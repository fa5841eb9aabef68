import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/accounts.ts';
import { trials } from '../../db/schema/trials.ts';

/** Whether `domainName` has ever had a trial, and how many trials `userId` has started. */
export async function trialHistory(db: Database, userId: string, domainName: string) {
  const [[named], [started]] = await Promise.all([
    db.select({ id: trials.id }).from(trials).where(eq(trials.domainName, domainName)),
    db.select({ value: count() }).from(trials).where(eq(trials.userId, userId)),
  ]);
  return { nameHadTrial: named !== undefined, startedByUser: started?.value ?? 0 };
}

export interface TrialStart {
  domainName: string;
  userId: string;
  planId: string;
  startedAt: Date;
  endsAt: Date;
}

/**
 * Locks the account's row until the caller's transaction ends, so two domains added at once cannot both
 * take its last trial. Take it first: rows inserted before it that refer to the account (a domain) hold a
 * key-share lock on that row, and two transactions upgrading theirs would deadlock.
 */
export async function lockAccountForTrial(tx: Database, userId: string) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/**
 * Records the start of a trial inside the caller's transaction, which holds `lockAccountForTrial`, when
 * the name never had one and the account has started fewer than `perAccount`; answers whether it did.
 */
export async function recordTrial(tx: Database, trial: TrialStart, perAccount: number): Promise<boolean> {
  const [started] = await tx.select({ value: count() }).from(trials).where(eq(trials.userId, trial.userId));
  if ((started?.value ?? 0) >= perAccount) return false;
  const inserted = await tx
    .insert(trials)
    .values(trial)
    .onConflictDoNothing({ target: trials.domainName })
    .returning({ id: trials.id });
  return inserted.length > 0;
}
