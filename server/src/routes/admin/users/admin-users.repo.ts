import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { roles, userRoles, users, userStatusTotals } from '../../../db/schema/accounts.ts';
import { domains } from '../../../db/schema/business.ts';
import { orderedBatches } from '../../../lib/ordered-batches.ts';
import { escapeLike } from '../../auth/list-query.ts';
import { holdsAdminRole } from './admin-user-rules.ts';

export type UserStatus = 'active' | 'suspended' | 'pending';
export type UserSort = 'created_at' | 'name' | 'email' | 'last_login_at' | 'status';

/** Which users a page of the staff's list (or its export) shows. */
export interface UserFilter {
  /** Text in the name or email. */
  search?: string;
  statuses?: UserStatus[];
  /** A role name the user holds. */
  role?: string;
  isAdmin?: boolean;
  emailVerified?: boolean;
  /** Calendar days `YYYY-MM-DD` in UTC, both ends included. */
  createdFrom?: string;
  createdTo?: string;
}

export interface UserOrder {
  sort: UserSort;
  order: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  created_at: users.createdAt,
  name: users.name,
  email: users.email,
  last_login_at: users.lastLoginAt,
  status: users.status,
} as const;

function holdsRole(role: string) {
  return exists(
    sql`(select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${users.id} and ${roles.name} = ${role})`,
  );
}

function conditionsFor(filter: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (filter.statuses) conditions.push(inArray(users.status, filter.statuses));
  if (filter.role) conditions.push(holdsRole(filter.role));
  if (filter.isAdmin !== undefined) {
    conditions.push(filter.isAdmin ? holdsAdminRole : sql`not ${holdsAdminRole}`);
  }
  if (filter.emailVerified !== undefined) {
    conditions.push(filter.emailVerified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  }
  // Whole UTC days as instants, so the index on created_at serves the range.
  const midnight = (day: string) => sql`((${day}::date)::timestamp at time zone 'UTC')`;
  if (filter.createdFrom) conditions.push(sql`${users.createdAt} >= ${midnight(filter.createdFrom)}`);
  if (filter.createdTo)
    conditions.push(sql`${users.createdAt} < ${midnight(filter.createdTo)} + interval '1 day'`);
  return and(...conditions);
}

/**
 * The order of the list: the chosen column (never-signed-in users last), then newest, then id. Each
 * has its index (migration 0015): the order walks it and stops at the page, whatever the table's size.
 */
function orderOf({ sort, order }: UserOrder) {
  const direction = order === 'asc' ? asc : desc;
  const column =
    sort === 'last_login_at'
      ? sql`${users.lastLoginAt} ${sql.raw(order === 'asc' ? 'asc' : 'desc')} nulls last`
      : direction(SORT_COLUMNS[sort]);
  return [column, desc(users.createdAt), asc(users.id)];
}

/**
 * How many users `filter` selects. No filter, or statuses alone, add up the totals per status, which
 * are exact (migration 0016's triggers): counting the accounts would read the whole table.
 */
export async function countUsers(db: Database, filter: UserFilter): Promise<number> {
  const { statuses, search, role, isAdmin, emailVerified, createdFrom, createdTo } = filter;
  if ((search ?? role ?? isAdmin ?? emailVerified ?? createdFrom ?? createdTo) !== undefined) {
    const [total] = await db.select({ value: count() }).from(users).where(conditionsFor(filter));
    return total?.value ?? 0;
  }
  const [total] = await db
    .select({ value: sql<number | string | null>`sum(${userStatusTotals.users})` })
    .from(userStatusTotals)
    .where(statuses && inArray(userStatusTotals.status, statuses));
  return Number(total?.value ?? 0);
}

/** One page of the users `filter` selects, and how many it selects in all. */
export async function listUsers(
  db: Database,
  filter: UserFilter,
  order: UserOrder,
  window: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(conditionsFor(filter))
      .orderBy(...orderOf(order))
      .limit(window.limit)
      .offset(window.offset),
    countUsers(db, filter),
  ]);
  return { rows, total };
}

/** The users `filter` selects, in order, a thousand at a time, for an export that never holds them all. */
export function usersInBatches(db: Database, filter: UserFilter, order: UserOrder) {
  return orderedBatches(
    () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(conditionsFor(filter))
        .orderBy(...orderOf(order)),
    (ids) => db.select().from(users).where(inArray(users.id, ids)),
    (row) => row.id,
  );
}

/** Each user's role names and number of domains, for the users of one page. */
export async function rolesAndDomainCounts(db: Database, userIds: string[]) {
  if (!userIds.length)
    return { rolesByUser: new Map<string, string[]>(), domainsByUser: new Map<string, number>() };
  const [roleRows, domainRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, userIds)),
    db
      .select({ userId: domains.userId, value: count() })
      .from(domains)
      .where(inArray(domains.userId, userIds))
      .groupBy(domains.userId),
  ]);
  const rolesByUser = new Map<string, string[]>();
  for (const { userId, name } of roleRows)
    rolesByUser.set(userId, [...(rolesByUser.get(userId) ?? []), name]);
  return { rolesByUser, domainsByUser: new Map(domainRows.map((row) => [row.userId, row.value])) };
}
