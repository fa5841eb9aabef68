import { msg } from '@lingui/core/runtime-macro';
import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { activityLogs } from '../../db/schema/accounts.ts';
import { page } from '../../lib/envelope.ts';
import type { Locale } from '#locales';
import { avatarUrl } from '../user/user-view.ts';
import { actionsMatching, describeActivity } from './activity-description.ts';
import {
  calendarDay,
  escapeLike,
  knownFilters,
  listValue,
  pageWindow,
  sortField,
  type ListQuery,
} from './list-query.ts';
import { signedIn } from './signed-in.ts';

const FILTERS = ['action', 'created_at_from', 'created_at_to'] as const;

/** `filter[action]`: exact action names, or prefixes ending in a dot such as `auth.`. */
function actionCondition(value: string): SQL | undefined {
  const conditions = listValue(value).map((name) =>
    name.endsWith('.') ? like(activityLogs.action, `${escapeLike(name)}%`) : eq(activityLogs.action, name),
  );
  return or(...conditions);
}

/** The caller's own entries that match the query's search and filters. */
function conditionsFor(user: UserRow, locale: Locale, query: ListQuery & { search?: string }) {
  const filters = knownFilters(query.filter, FILTERS);
  const conditions: (SQL | undefined)[] = [eq(activityLogs.userId, user.id)];
  if (filters.action) conditions.push(actionCondition(filters.action));
  // Calendar days in the user's time zone, both ends included.
  const day = sql`(${activityLogs.createdAt} at time zone ${user.timezone})::date`;
  if (filters.created_at_from) {
    conditions.push(sql`${day} >= ${calendarDay(filters.created_at_from, 'filter[created_at_from]')}::date`);
  }
  if (filters.created_at_to) {
    conditions.push(sql`${day} <= ${calendarDay(filters.created_at_to, 'filter[created_at_to]')}::date`);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const actions = actionsMatching(locale, search);
    conditions.push(
      or(
        ilike(activityLogs.description, pattern),
        ilike(activityLogs.ipAddress, pattern),
        ...(actions.length ? [inArray(activityLogs.action, actions)] : []),
      ),
    );
  }
  return and(...conditions);
}

/** The activity-log operation. */
export function activityHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const listActivityLogs: Handler<'listActivityLogs'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const sort = sortField(query.sort, ['created_at', 'action']);
    const direction = query.order === 'asc' ? asc : desc;
    const { page: current, perPage, offset } = pageWindow(query);
    const where = conditionsFor(user, request.locale, query);
    const order =
      sort === 'action'
        ? [direction(activityLogs.action), desc(activityLogs.createdAt), desc(activityLogs.id)]
        : [direction(activityLogs.createdAt), direction(activityLogs.id)];

    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(activityLogs)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset(offset),
      db.select({ value: count() }).from(activityLogs).where(where),
    ]);
    const summary = {
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: user.avatarPath ? avatarUrl(config.appUrl, user.avatarPath) : null,
    };
    const items = rows.map((row) => ({
      id: row.id,
      user: summary,
      action: row.action,
      description: describeActivity(request.locale, row),
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
      properties: row.properties,
      created_at: row.createdAt,
    }));
    return page(
      items,
      { page: current, perPage, total: total?.value ?? 0 },
      request.t(msg`Your account activity`),
    );
  };

  return { listActivityLogs };
}
