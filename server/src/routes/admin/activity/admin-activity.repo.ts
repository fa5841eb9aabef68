import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.ts';
import { activityLogDailyTotals, activityLogs, users } from '../../../db/schema/accounts.ts';
import { orderedBatches } from '../../../lib/ordered-batches.ts';
import { escapeLike } from '../../auth/list-query.ts';

/** Which entries of every user's activity the staff's log shows. */
export interface AdminActivityFilter {
  /** The actor. */
  userId?: string;
  /** Exact action names, or prefixes ending in a dot such as `admin.`. */
  actions?: string[];
  subjectType?: string;
  /** The record an entry concerns (a user, a role, a domain…). */
  subjectId?: string;
  ipAddress?: string;
  /** The request that wrote the entries (the system log's link). */
  requestId?: string;
  /** Calendar days `YYYY-MM-DD` in UTC, both ends included. */
  from?: string;
  to?: string;
  /** Text in the action, description, IP address, or the actor's name or email; `searchActions` are the actions whose wording has it. */
  search?: string;
  searchActions?: string[];
}

export interface AdminActivityOrder {
  sort: 'created_at' | 'action';
  order: 'asc' | 'desc';
}

function actionCondition(action: AnyPgColumn, names: string[]): SQL | undefined {
  return or(
    ...names.map((name) => (name.endsWith('.') ? like(action, `${escapeLike(name)}%`) : eq(action, name))),
  );
}

/** A calendar day's first instant in UTC, whatever the session's time zone. */
const midnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'UTC')`;

function conditionsFor(filter: AdminActivityFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.userId) conditions.push(eq(activityLogs.userId, filter.userId));
  if (filter.actions) conditions.push(actionCondition(activityLogs.action, filter.actions));
  if (filter.subjectType) conditions.push(eq(activityLogs.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(activityLogs.subjectId, filter.subjectId));
  if (filter.ipAddress) conditions.push(eq(activityLogs.ipAddress, filter.ipAddress));
  if (filter.requestId) conditions.push(eq(activityLogs.requestId, filter.requestId));
  // Whole days as instants, so the index on created_at serves the range.
  if (filter.from) conditions.push(sql`${activityLogs.createdAt} >= ${midnight(filter.from)}`);
  if (filter.to) conditions.push(sql`${activityLogs.createdAt} < ${midnight(filter.to)} + interval '1 day'`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const actors = sql`select ${users.id} from ${users} where ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}`;
    conditions.push(
      or(
        ilike(activityLogs.action, pattern),
        ilike(activityLogs.description, pattern),
        ilike(activityLogs.ipAddress, pattern),
        sql`${activityLogs.userId} in (${actors})`,
        ...(filter.searchActions?.length ? [inArray(activityLogs.action, filter.searchActions)] : []),
      ),
    );
  }
  return and(...conditions);
}

function orderOf({ sort, order }: AdminActivityOrder) {
  const direction = order === 'asc' ? asc : desc;
  return sort === 'action'
    ? [direction(activityLogs.action), desc(activityLogs.createdAt), desc(activityLogs.id)]
    : [direction(activityLogs.createdAt), direction(activityLogs.id)];
}

/** The entries' columns with their actor's summary. */
function entriesWithActors(db: Database) {
  return db
    .select({
      entry: activityLogs,
      actor: { id: users.id, name: users.name, email: users.email, avatarPath: users.avatarPath },
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId));
}

/**
 * How many entries `filter` selects. A filter of actions and days alone (the unfiltered log among them)
 * adds up the daily totals, which are exact (migration 0015's triggers): counting the entries of a
 * broad one would read most of the log. Any other filter narrows the entries enough to count them.
 */
export async function countAdminActivity(db: Database, filter: AdminActivityFilter): Promise<number> {
  const { actions, from, to, ...others } = filter;
  if (Object.values(others).some(Boolean)) {
    const [total] = await db.select({ value: count() }).from(activityLogs).where(conditionsFor(filter));
    return total?.value ?? 0;
  }
  const totals = activityLogDailyTotals;
  const [total] = await db
    .select({ value: sql<number | string | null>`sum(${totals.entries})` })
    .from(totals)
    .where(
      and(
        actions && actionCondition(totals.action, actions),
        from ? sql`${totals.day} >= ${from}::date` : undefined,
        to ? sql`${totals.day} <= ${to}::date` : undefined,
      ),
    );
  return Number(total?.value ?? 0);
}

/** One page of the entries `filter` selects, with their actors, and how many it selects in all. */
export async function listAdminActivity(
  db: Database,
  filter: AdminActivityFilter,
  order: AdminActivityOrder,
  window: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    entriesWithActors(db)
      .where(conditionsFor(filter))
      .orderBy(...orderOf(order))
      .limit(window.limit)
      .offset(window.offset),
    countAdminActivity(db, filter),
  ]);
  return { rows, total };
}

/** The entries `filter` selects, in order, a thousand at a time, for an export that never holds them all. */
export function adminActivityInBatches(db: Database, filter: AdminActivityFilter, order: AdminActivityOrder) {
  return orderedBatches(
    () =>
      db
        .select({ id: activityLogs.id })
        .from(activityLogs)
        .where(conditionsFor(filter))
        .orderBy(...orderOf(order)),
    (ids) => entriesWithActors(db).where(inArray(activityLogs.id, ids)),
    (row) => row.entry.id,
  );
}
