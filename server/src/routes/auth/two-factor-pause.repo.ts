import { and, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activityLogs } from '../../db/schema/accounts.ts';
import { recordActivityFrom, type RequestOrigin } from '../../lib/activity.repo.ts';

/**
 * Wrong two-factor codes an account may get across all its sign-in attempts before its two-factor
 * sign-in pauses for 30 minutes and the account is mailed. Counted over the last 24 hours, since the
 * last pause or successful two-factor sign-in. Each challenge allows 5 wrong codes (the contract), but a
 * fresh one comes with every sign-in, so an attacker who has the password could otherwise try ~140 codes
 * a second. Now they get 10 per 30 minutes: 480 a day, each with a 3 in 1,000,000 chance (the codes of
 * three 30-second steps are accepted), about 0.14 % a day, and the owner is told every 30 minutes;
 * guessing slower earns nothing, as at most 9 a day go unnoticed. A person who mistypes gets two whole
 * sign-in attempts before waiting, and each sign-in that succeeds starts the count again.
 */
export const WRONG_CODES_PER_ACCOUNT = 10;
export const PAUSE_MINUTES = 30;
const COUNTED_HOURS = 24;

const WRONG_CODE = 'auth.2fa_failed';
const PAUSED = 'auth.2fa_paused';
const SIGNED_IN = 'auth.2fa_login';

/*
 * Wrong codes and pauses are entries of the activity log (the owner sees them there), compared with the
 * database's clock, which stamps them. The caller holds the user's row locked, so the attempts of one
 * account are counted one after another, from any number of server processes.
 */

/** Seconds until the account's two-factor sign-in resumes; 0 when it is not paused. */
export async function pauseSecondsLeft(db: Database, userId: string): Promise<number> {
  const resumesAt = sql`${max(activityLogs.createdAt)} + make_interval(mins => ${PAUSE_MINUTES})`;
  const [row] = await db
    .select({ left: sql<number | null>`ceil(extract(epoch from ${resumesAt} - now()))::int` })
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

/** The wrong codes that count: of the last 24 hours, after the last pause or two-factor sign-in. */
async function countedWrongCodes(db: Database, userId: string): Promise<number> {
  const fresh = db
    .select({ at: max(activityLogs.createdAt) })
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), inArray(activityLogs.action, [PAUSED, SIGNED_IN])));
  const [row] = await db
    .select({ wrong: count() })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        eq(activityLogs.action, WRONG_CODE),
        gt(
          activityLogs.createdAt,
          sql`greatest(now() - make_interval(hours => ${COUNTED_HOURS}), coalesce((${fresh}), '-infinity'))`,
        ),
      ),
    );
  return row?.wrong ?? 0;
}

/** Records a wrong code of the account; answers whether it paused the account's two-factor sign-in. */
export async function recordWrongCode(db: Database, userId: string, origin: RequestOrigin): Promise<boolean> {
  await recordActivityFrom(db, origin, { userId, action: WRONG_CODE });
  if ((await countedWrongCodes(db, userId)) < WRONG_CODES_PER_ACCOUNT) return false;
  await recordActivityFrom(db, origin, {
    userId,
    action: PAUSED,
    properties: { wrong_codes: WRONG_CODES_PER_ACCOUNT, minutes: PAUSE_MINUTES },
  });
  return true;
}
