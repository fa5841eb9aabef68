import { msg } from '@lingui/core/runtime-macro';
import type { Locale } from '#locales';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { UserRow } from '../../api/request-context.ts';
import type { AppContext } from '../../app-context.ts';
import { page } from '../../lib/envelope.ts';
import { avatarUrl } from '../user/user-view.ts';
import { actionsMatching, describeActivity } from './activity-description.ts';
import { listActivity, type ActivityFilter } from './activity.repo.ts';
import { calendarDay, knownFilters, listValue, pageWindow, sortField, type ListQuery } from './list-query.ts';
import { signedIn } from './signed-in.ts';

const FILTERS = ['action', 'created_at_from', 'created_at_to'] as const;

/** The repo's filter for the caller's entries that match the query's search and filters. */
function filterFor(user: UserRow, locale: Locale, query: ListQuery & { search?: string }): ActivityFilter {
  const filters = knownFilters(query.filter, FILTERS);
  const search = query.search?.trim();
  return {
    userId: user.id,
    timeZone: user.timezone,
    ...(filters.action && { actions: listValue(filters.action) }),
    ...(filters.created_at_from && {
      from: calendarDay(filters.created_at_from, 'filter[created_at_from]'),
    }),
    ...(filters.created_at_to && { to: calendarDay(filters.created_at_to, 'filter[created_at_to]') }),
    ...(search && { search, searchActions: actionsMatching(locale, search) }),
  };
}

/** The activity-log operation. */
export function activityHandlers(context: AppContext): Handlers {
  const { db, config } = context;

  const listActivityLogs: Handler<'listActivityLogs'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    const sort = sortField(query.sort, ['created_at', 'action']);
    const { page: current, perPage, offset } = pageWindow(query);
    const { rows, total } = await listActivity(db, filterFor(user, request.locale, query), {
      sort,
      order: query.order === 'asc' ? 'asc' : 'desc',
      limit: perPage,
      offset,
    });
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
    return page(items, { page: current, perPage, total }, request.t(msg`Your account activity`));
  };

  return { listActivityLogs };
}
