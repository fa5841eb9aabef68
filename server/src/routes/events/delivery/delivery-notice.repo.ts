import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { notifications } from '../../../db/schema/accounts.ts';
import { domains } from '../../../db/schema/business.ts';

type NewNotification = typeof notifications.$inferInsert;

/** Who owns domain `domainId` and its name, or undefined once it is gone. */
export async function domainOwnerOf(db: Database, domainId: string) {
  const [row] = await db
    .select({ userId: domains.userId, name: domains.name })
    .from(domains)
    .where(eq(domains.id, domainId));
  return row;
}

/**
 * Adds `notification` unless its user still has an unread one of the same `data.kind` for the same
 * `data.domain_id` and `data.service`. Deliveries of one domain and service
 * run side by side, so the check and the insert hold a lock on that pair until they commit.
 */
export async function insertUnlessUnread(
  db: Database,
  notification: NewNotification & { userId: string },
  { kind, domainId, service }: { kind: string; domainId: string; service: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}|${domainId}|${service}`}, 0))`,
    );
    const [unread] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, notification.userId),
          isNull(notifications.readAt),
          sql`${notifications.data} @> ${JSON.stringify({ kind, domain_id: domainId, service })}::jsonb`,
        ),
      )
      .limit(1);
    if (!unread) await tx.insert(notifications).values(notification);
  });
}
