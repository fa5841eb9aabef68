import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers, RequestBody } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok, page } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { knownFilters, listValue, pageWindow, sortField } from './list-query.ts';
import { notificationView } from './notification-view.ts';
import {
  countUnread,
  deleteAllNotifications,
  listNotifications,
  markRead,
  type NotificationFilter,
  type NotificationType,
} from './notifications.repo.ts';
import { signedIn } from './signed-in.ts';

const FILTERS = ['status', 'type'] as const;
const STATUSES = ['unread', 'read'] as const;
const TYPES: readonly NotificationType[] = ['info', 'success', 'warning', 'error'];

/** The repo's filter for the user's notifications that match `filter[status]` and `filter[type]`. */
function filterFor(userId: string, filter: Record<string, string> | undefined): NotificationFilter {
  const filters = knownFilters(filter, FILTERS);
  const result: NotificationFilter = { userId };
  if (filters.status) {
    const status = STATUSES.find((name) => name === filters.status);
    if (!status) {
      throw invalidField('filter[status]', fieldMessages.enum, { allowed: STATUSES.join(', ') });
    }
    result.status = status;
  }
  if (filters.type) {
    const types = listValue(filters.type);
    const known = TYPES.filter((type) => types.includes(type));
    if (known.length !== types.length) {
      throw invalidField('filter[type]', fieldMessages.enum, { allowed: TYPES.join(', ') });
    }
    result.types = known;
  }
  return result;
}

/** The notification operations. */
export function notificationsHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listNotificationsHandler: Handler<'listNotifications'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    sortField(query.sort, ['created_at']);
    const { page: current, perPage, offset } = pageWindow(query);
    const [{ rows, total }, unread] = await Promise.all([
      listNotifications(db, filterFor(user.id, query.filter), {
        order: query.order === 'asc' ? 'asc' : 'desc',
        limit: perPage,
        offset,
      }),
      countUnread(db, user.id),
    ]);
    const body = page(
      rows.map((row) => notificationView(row, request.locale)),
      { page: current, perPage, total },
      request.t(msg`Your notifications`),
    );
    return { ...body, meta: { ...body.meta, unread_count: unread } };
  };

  const markNotificationsAsRead: Handler<'markNotificationsAsRead'> = async (request) => {
    const { user } = signedIn(request);
    // The body is optional in the contract, so it may be absent whatever its type says.
    const body = request.body as RequestBody<'markNotificationsAsRead'> | undefined;
    const marked = await markRead(db, user.id, body?.ids);
    return ok(
      { marked_count: marked, unread_count: await countUnread(db, user.id) },
      request.t(msg`Notifications marked as read`),
    );
  };

  const clearNotifications: Handler<'clearNotifications'> = async (request) => {
    const { user } = signedIn(request);
    await deleteAllNotifications(db, user.id);
    return ok(null, request.t(msg`All notifications deleted`));
  };

  return { listNotifications: listNotificationsHandler, markNotificationsAsRead, clearNotifications };
}
