import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema/accounts.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationType = NotificationRow['type'];

/** Which of a user's notifications a list shows. */
export interface NotificationFilter {
  userId: string;
  status?: 'read' | 'unread';
  types?: NotificationType[];
}

function conditionsFor({ userId, status, types }: NotificationFilter) {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (status)
    conditions.push(status === 'read' ? isNotNull(notifications.readAt) : isNull(notifications.readAt));
  if (types?.length) conditions.push(inArray(notifications.type, types));
  return and(...conditions);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** One page of the notifications that `filter` selects, by time, and how many it selects in all. */
export async function listNotifications(
  db: Database,
  filter: NotificationFilter,
  { order, limit, offset }: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = conditionsFor(filter);
  const direction = order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(direction(notifications.createdAt), direction(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Marks the user's unread notifications read, only those of `ids` when given (other users' ids match
 * nothing); answers how many it marked.
 */
export async function markRead(db: Database, userId: string, ids: string[] | undefined) {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

export async function deleteAllNotifications(db: Database, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
