import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { activityLogs, users } from '../../../db/schema/accounts.ts';
import { offsetBatches } from '../../../lib/offset-batches.ts';
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

function actionCondition(names: string[]): SQL | undefined {
  return or(
    ...names.map((name) =>
      name.endsWith('.') ? like(activityLogs.action, `${escapeLike(name)}%`) : eq(activityLogs.action, name),
    ),
  );
}

function conditionsFor(filter: AdminActivityFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.userId) conditions.push(eq(activityLogs.userId, filter.userId));
  if (filter.actions) conditions.push(actionCondition(filter.actions));
  if (filter.subjectType) conditions.push(eq(activityLogs.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(activityLogs.subjectId, filter.subjectId));
  if (filter.ipAddress) conditions.push(eq(activityLogs.ipAddress, filter.ipAddress));
  // Whole days as instants, so the index on created_at serves the range.
  if (filter.from) conditions.push(sql`${activityLogs.createdAt} >= ${filter.from}::date::timestamptz`);
  if (filter.to) conditions.push(sql`${activityLogs.createdAt} < (${filter.to}::date + 1)::timestamptz`);
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

/** One page of the entries `filter` selects, with their actors, and how many it selects in all. */
export async function listAdminActivity(
  db: Database,
  filter: AdminActivityFilter,
  order: AdminActivityOrder,
  window: { limit: number; offset: number },
) {
  const where = conditionsFor(filter);
  const [rows, [total]] = await Promise.all([
    entriesWithActors(db)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(activityLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many entries `filter` selects. */
export async function countAdminActivity(db: Database, filter: AdminActivityFilter) {
  const [total] = await db.select({ value: count() }).from(activityLogs).where(conditionsFor(filter));
  return total?.value ?? 0;
}

/** The entries `filter` selects, in order, a thousand at a time, for an export that never holds them all. */
export function adminActivityInBatches(db: Database, filter: AdminActivityFilter, order: AdminActivityOrder) {
  return offsetBatches(({ limit, offset }) =>
    entriesWithActors(db)
      .where(conditionsFor(filter))
      .orderBy(...orderOf(order))
      .limit(limit)
      .offset(offset),
  );
}
