import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activityLogs } from '../../db/schema/accounts.ts';
import { recordActivityFrom, type RequestOrigin } from '../../lib/activity.repo.ts';

/**
 * Wrong two-factor codes an account may get within 15 minutes, across all its sign-in attempts; the
 * next pauses its two-factor sign-in for 30 minutes and mails the account. Each challenge allows 5
 * (the contract), but a fresh one comes with every sign-in, so an attacker who has the password could
 * otherwise try ~140 codes a second. With these numbers they get 10 guesses per 30 minutes at most:
 * 480 a day, each with a 3 in 1,000,000 chance (the codes of three 30-second steps are accepted), so
 * about 0.14 % a day, and the owner hears of it with every pause. A person who mistypes gets two whole
 * sign-in attempts before waiting.
 */
export const WRONG_CODES_PER_ACCOUNT = 10;
const WINDOW_MINUTES = 15;
export const PAUSE_MINUTES = 30;

const WRONG_CODE = 'auth.2fa_failed';
const PAUSED = 'auth.2fa_paused';

/*
 * The wrong codes and pauses are entries of the activity log (the owner sees them there), counted on
 * the database's clock, which stamps them; the caller holds the user's row locked, so two attempts of
 * one account are counted one after the other, from any number of server processes.
 */

/** Seconds until the account's two-factor sign-in resumes; 0 when it is not paused. */
export async function pauseSecondsLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({
      left: sql<
        number | null
      >`ceil(extract(epoch from ${max(activityLogs.createdAt)} + make_interval(mins => ${PAUSE_MINUTES}) - now()))::int`,
    })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        eq(activityLogs.action, PAUSED),
        gt(activityLogs.createdAt, sql`now() - make_interval(mins => ${PAUSE_MINUTES})`),
      ),
    );
  return Math.max(row?.left ?? 0, 0);
}

/** Records a wrong code of the account; answers whether it paused the account's two-factor sign-in. */
export async function recordWrongCode(db: Database, userId: string, origin: RequestOrigin): Promise<boolean> {
  await recordActivityFrom(db, origin, { userId, action: WRONG_CODE });
  const [row] = await db
    .select({ wrong: count() })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        eq(activityLogs.action, WRONG_CODE),
        gt(activityLogs.createdAt, sql`now() - make_interval(mins => ${WINDOW_MINUTES})`),
      ),
    );
  if ((row?.wrong ?? 0) < WRONG_CODES_PER_ACCOUNT) return false;
  await recordActivityFrom(db, origin, {
    userId,
    action: PAUSED,
    properties: { wrong_codes: WRONG_CODES_PER_ACCOUNT, minutes: PAUSE_MINUTES },
  });
  return true;
}
