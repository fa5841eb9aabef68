import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activityLogs } from '../../db/schema/accounts.ts';
import { recordActivityFrom, type RequestOrigin } from '../../lib/activity.repo.ts';

/**
 * Registrations an address that has an account may be tried with in an hour, from any number of client
 * addresses: the answer to each tells that the address is taken and mails its owner, so beyond a few a
 * script learns nothing new and the owner's mailbox and log would fill. Such a registration can never
 * succeed, so the limit stops nobody who means well.
 */
export const TRIES_PER_TAKEN_ADDRESS = 5;
const WINDOW_MINUTES = 60;
const TRIED = 'auth.registration_attempted';

/*
 * The tries are entries of the owner's activity log (the owner sees them there), compared with the
 * database's clock, which stamps them, so the count holds across server processes and restarts.
 */
const inWindow = (userId: string) =>
  and(
    eq(activityLogs.userId, userId),
    eq(activityLogs.action, TRIED),
    gt(activityLogs.createdAt, sql`now() - make_interval(mins => ${WINDOW_MINUTES})`),
  );

/** The account's tries in the last hour, and the seconds until the oldest of them leaves the window. */
export async function recentTries(
  db: Database,
  userId: string,
): Promise<{ count: number; secondsLeft: number }> {
  const oldestEnds = sql`${min(activityLogs.createdAt)} + make_interval(mins => ${WINDOW_MINUTES})`;
  const [row] = await db
    .select({
      count: count(),
      secondsLeft: sql<number | null>`ceil(extract(epoch from ${oldestEnds} - now()))::int`,
    })
    .from(activityLogs)
    .where(inWindow(userId));
  return { count: row?.count ?? 0, secondsLeft: Math.max(row?.secondsLeft ?? 0, 1) };
}

/** Records a registration tried with the address of `userId`'s account, from `origin`. */
export async function recordTry(db: Database, userId: string, origin: RequestOrigin) {
  await recordActivityFrom(db, origin, { userId, action: TRIED });
}
