import { msg } from '@lingui/core/runtime-macro';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Handler, Handlers, RequestBody } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema/accounts.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok, page } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { knownFilters, listValue, pageWindow, sortField } from './list-query.ts';
import { notificationView } from './notification-view.ts';
import { signedIn } from './signed-in.ts';

const FILTERS = ['status', 'type'] as const;
const STATUSES = ['unread', 'read'] as const;
const TYPES = ['info', 'success', 'warning', 'error'] as const;
type NotificationType = (typeof TYPES)[number];

async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

function filterConditions(filter: Record<string, string> | undefined): SQL[] {
  const filters = knownFilters(filter, FILTERS);
  const conditions: SQL[] = [];
  if (filters.status) {
    const status = STATUSES.find((name) => name === filters.status);
    if (!status) {
      throw invalidField('filter[status]', fieldMessages.enum, { allowed: STATUSES.join(', ') });
    }
    conditions.push(status === 'read' ? isNotNull(notifications.readAt) : isNull(notifications.readAt));
  }
  if (filters.type) {
    const types = listValue(filters.type);
    const known = types.filter((type): type is NotificationType =>
      (TYPES as readonly string[]).includes(type),
    );
    if (known.length !== types.length) {
      throw invalidField('filter[type]', fieldMessages.enum, { allowed: TYPES.join(', ') });
    }
    if (known.length) conditions.push(inArray(notifications.type, known));
  }
  return conditions;
}

/** The notification operations. */
export function notificationsHandlers(context: AppContext): Handlers {
  const { db } = context;

  const listNotifications: Handler<'listNotifications'> = async (request) => {
    const { user } = signedIn(request);
    const { query } = request;
    sortField(query.sort, ['created_at']);
    const direction = query.order === 'asc' ? asc : desc;
    const { page: current, perPage, offset } = pageWindow(query);
    const where = and(eq(notifications.userId, user.id), ...filterConditions(query.filter));
    const [rows, [total], unread] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(direction(notifications.createdAt), direction(notifications.id))
        .limit(perPage)
        .offset(offset),
      db.select({ value: count() }).from(notifications).where(where),
      unreadCount(db, user.id),
    ]);
    const body = page(
      rows.map((row) => notificationView(row, request.locale)),
      { page: current, perPage, total: total?.value ?? 0 },
      request.t(msg`Your notifications`),
    );
    return { ...body, meta: { ...body.meta, unread_count: unread } };
  };

  const markNotificationsAsRead: Handler<'markNotificationsAsRead'> = async (request) => {
    const { user } = signedIn(request);
    // The body is optional in the contract, so it may be absent whatever its type says.
    const body = request.body as RequestBody<'markNotificationsAsRead'> | undefined;
    const ids = body?.ids;
    // Other users' ids simply match nothing: the user id is part of the condition.
    const marked = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, user.id),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return ok(
      { marked_count: marked.length, unread_count: await unreadCount(db, user.id) },
      request.t(msg`Notifications marked as read`),
    );
  };

  const clearNotifications: Handler<'clearNotifications'> = async (request) => {
    const { user } = signedIn(request);
    await db.delete(notifications).where(eq(notifications.userId, user.id));
    return ok(null, request.t(msg`All notifications deleted`));
  };

  return { listNotifications, markNotificationsAsRead, clearNotifications };
}
