import { msg } from '@lingui/core/runtime-macro';
import { sql } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { rowsOf } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/http-error.ts';
import { usagePeriod } from '../user/usage-period.ts';
import { periodBounds } from './analytics-period.ts';
import { signedIn } from '../auth/signed-in.ts';
import { checkInterval } from './analytics-request.ts';
import { bucketStarts, fillBuckets } from './buckets.ts';

/** New accounts per UTC hour of [from, to), and how many existed before `from`. */
async function signUps(db: AppContext['db'], from: number, to: number) {
  const [hours, [before]] = await Promise.all([
    rowsOf<{ hour: string | Date; users: string | number }>(
      db,
      sql`select date_trunc('hour', created_at, 'UTC') as hour, count(*) as users from users
          where created_at >= ${new Date(from).toISOString()}::timestamptz
            and created_at < ${new Date(to).toISOString()}::timestamptz
          group by 1`,
    ),
    rowsOf<{ users: string | number }>(
      db,
      sql`select count(*) as users from users where created_at < ${new Date(from).toISOString()}::timestamptz`,
    ),
  ]);
  return {
    hours: hours.map((row) => ({ hour: new Date(row.hour).getTime(), users: Number(row.users) })),
    before: Number(before?.users ?? 0),
  };
}

function getUserGrowth({ db }: AppContext): Handler<'getUserGrowth'> {
  return async (request) => {
    const { user } = signedIn(request);
    if (!user.isAdmin) throw forbidden();
    const timeZone = user.timezone;
    const period = usagePeriod(request.query, timeZone);
    const interval = request.query.interval ?? 'day';
    checkInterval(interval, period);
    const { from, to } = periodBounds(period, timeZone);
    const buckets = bucketStarts(period, interval, timeZone);
    const { hours, before } = await signUps(db, from, to);
    const counts = fillBuckets(
      buckets,
      hours,
      () => ({ users: 0 }),
      (bucket, row) => (bucket.users += row.users),
    );
    let total = before;
    const series = counts.map(({ users }, index) => {
      total += users;
      return { bucket: new Date(buckets.starts[index] ?? 0), new_users: users, total_users: total };
    });
    return ok(
      {
        start_date: period.startDate,
        end_date: period.endDate,
        interval,
        timezone: timeZone,
        new_users: total - before,
        total_users: total,
        series,
      },
      request.t(msg`New accounts over time`),
    );
  };
}

export function userGrowthHandlers(context: AppContext): Handlers {
  return { getUserGrowth: getUserGrowth(context) };
}
