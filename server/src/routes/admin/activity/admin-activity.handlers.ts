import { msg } from '@lingui/core/runtime-macro';
import type { Locale } from '#locales';
import type { Handler, Handlers } from '../../../api/handler.ts';
import type { AppContext } from '../../../app-context.ts';
import { page } from '../../../lib/envelope.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { csvLine, sendCsv } from '../../analytics/csv.ts';
import { actionsMatching, describeActivity } from '../../auth/activity-description.ts';
import { entryView } from './admin-entry-view.ts';
import {
  calendarDay,
  knownFilters,
  listValue,
  pageWindow,
  sortField,
  type ListQuery,
} from '../../auth/list-query.ts';
import {
  adminActivityInBatches,
  countAdminActivity,
  listAdminActivity,
  type AdminActivityFilter,
  type AdminActivityOrder,
} from './admin-activity.repo.ts';

const FILTERS = [
  'user_id',
  'action',
  'subject_type',
  'subject_id',
  'ip_address',
  'request_id',
  'created_at_from',
  'created_at_to',
] as const;

/** The most entries one export holds, as for the users' export. */
const EXPORT_CAP = 50_000;

const EXPORT_HEADER = [
  'created_at',
  'user_id',
  'user_name',
  'user_email',
  'action',
  'description',
  'subject_type',
  'subject_id',
  'ip_address',
  'reason',
  'changes',
];

/** The repo's filter and order from the query; 422 on a filter the log does not have or a malformed one. */
function activityQuery(locale: Locale, query: ListQuery & { search?: string }) {
  const filters = knownFilters(query.filter, FILTERS);
  const search = query.search?.trim();
  const filter: AdminActivityFilter = {
    userId: filters.user_id,
    subjectType: filters.subject_type,
    subjectId: filters.subject_id,
    ipAddress: filters.ip_address,
    requestId: filters.request_id,
    ...(filters.action && { actions: listValue(filters.action) }),
    ...(filters.created_at_from && { from: calendarDay(filters.created_at_from, 'filter[created_at_from]') }),
    ...(filters.created_at_to && { to: calendarDay(filters.created_at_to, 'filter[created_at_to]') }),
    ...(search && { search, searchActions: actionsMatching(locale, search) }),
  };
  const order: AdminActivityOrder = {
    sort: sortField(query.sort, ['created_at', 'action']),
    order: query.order === 'asc' ? 'asc' : 'desc',
  };
  return { filter, order };
}

/** The staff's activity log: every user's entries, and their export. */
export function adminActivityHandlers({ db, config }: AppContext): Handlers {
  const adminListActivityLogs: Handler<'adminListActivityLogs'> = async (request) => {
    const { filter, order } = activityQuery(request.locale, request.query);
    const { page: current, perPage, offset } = pageWindow(request.query);
    const { rows, total } = await listAdminActivity(db, filter, order, { limit: perPage, offset });
    const items = rows.map((row) => entryView(config.appUrl, request.locale, row));
    return page(items, { page: current, perPage, total }, request.t(msg`Activity of every user`));
  };

  const adminExportActivityLogs: Handler<'adminExportActivityLogs'> = async (request, reply) => {
    const { filter, order } = activityQuery(request.locale, request.query);
    const total = await countAdminActivity(db, filter);
    if (total > EXPORT_CAP) {
      const cap = EXPORT_CAP;
      throw invalidField(
        'filter',
        msg`${{ count: total }} entries match, more than an export holds (${{ cap }}): narrow the search or the filters`,
      );
    }
    async function* lines() {
      yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
      for await (const rows of adminActivityInBatches(db, filter, order)) {
        let chunk = '';
        for (const { entry, actor } of rows) {
          const { reason, changes } = entry.properties as { reason?: string; changes?: unknown };
          chunk += csvLine([
            entry.createdAt.toISOString(),
            entry.userId,
            actor?.name ?? null,
            actor?.email ?? null,
            entry.action,
            describeActivity(request.locale, entry),
            entry.subjectType,
            entry.subjectId,
            entry.ipAddress,
            reason ?? null,
            changes === undefined ? null : JSON.stringify(changes),
          ]);
        }
        yield chunk;
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `activity-${day}.csv`, lines());
  };

  return { adminListActivityLogs, adminExportActivityLogs };
}
