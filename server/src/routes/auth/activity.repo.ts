import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { activityLogs } from '../../db/schema/accounts.ts';
import { escapeLike } from './list-query.ts';

/** Which of a user's entries a page of the log shows. */
export interface ActivityFilter {
  userId: string;
  /** Exact action names, or prefixes ending in a dot such as `auth.`. */
  actions?: string[];
  /** Calendar days `YYYY-MM-DD` in `timeZone`, both ends included. */
  from?: string;
  to?: string;
  timeZone: string;
  /**
   * Text in the description, the IP address or the domain or subdomain an entry names; `searchActions`
   * are the actions whose wording has it.
   */
  search?: string;
  searchActions?: string[];
}

export interface ActivityPage {
  sort: 'created_at' | 'action';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function actionCondition(names: string[]): SQL | undefined {
  return or(
    ...names.map((name) =>
      name.endsWith('.') ? like(activityLogs.action, `${escapeLike(name)}%`) : eq(activityLogs.action, name),
    ),
  );
}

function conditionsFor({ userId, actions, from, to, timeZone, search, searchActions = [] }: ActivityFilter) {
  const conditions: (SQL | undefined)[] = [eq(activityLogs.userId, userId)];
  if (actions) conditions.push(actionCondition(actions));
  const day = sql`(${activityLogs.createdAt} at time zone ${timeZone})::date`;
  if (from) conditions.push(sql`${day} >= ${from}::date`);
  if (to) conditions.push(sql`${day} <= ${to}::date`);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(activityLogs.description, pattern),
        ilike(activityLogs.ipAddress, pattern),
        ilike(sql`${activityLogs.properties}->>'domain'`, pattern),
        ilike(sql`${activityLogs.properties}->>'hostname'`, pattern),
        ...(searchActions.length ? [inArray(activityLogs.action, searchActions)] : []),
      ),
    );
  }
  return and(...conditions);
}

/** One page of the entries that `filter` selects, and how many it selects in all. */
export async function listActivity(db: Database, filter: ActivityFilter, page: ActivityPage) {
  const where = conditionsFor(filter);
  const direction = page.order === 'asc' ? asc : desc;
  const order =
    page.sort === 'action'
      ? [direction(activityLogs.action), desc(activityLogs.createdAt), desc(activityLogs.id)]
      : [direction(activityLogs.createdAt), direction(activityLogs.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLogs)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(activityLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
