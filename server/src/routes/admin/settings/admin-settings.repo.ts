import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { activityLogs, users } from '../../../db/schema/accounts.ts';
import { settings } from '../../../db/schema/content.ts';

export type SettingRow = typeof settings.$inferSelect;

/** The audit trail's action for a changed setting; its `subject_id` is the setting's key. */
export const SETTING_UPDATED = 'admin.setting.updated';

/** Who last changed a setting, and when. */
export interface SettingChange {
  userId: string | null;
  userName: string | null;
  changedAt: Date;
}

/** Every setting, by key (the handlers order them by group). */
export function listSettingRows(db: Database): Promise<SettingRow[]> {
  return db.select().from(settings).orderBy(settings.key);
}

/**
 * The newest audit entry of each of `keys`, by key: one `distinct on` over the log's index of subjects,
 * so it stays quick however long the log grows.
 */
export async function lastSettingChanges(
  db: Database,
  keys: readonly string[],
): Promise<Map<string, SettingChange>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectDistinctOn([activityLogs.subjectId], {
      key: activityLogs.subjectId,
      userId: activityLogs.userId,
      userName: users.name,
      changedAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(and(inArray(activityLogs.subjectId, [...keys]), eq(activityLogs.action, SETTING_UPDATED)))
    .orderBy(activityLogs.subjectId, desc(activityLogs.createdAt));
  return new Map(
    rows.map((row) => [
      row.key ?? '',
      { userId: row.userId, userName: row.userName, changedAt: row.changedAt },
    ]),
  );
}

/** Stores `value` as the setting `key`'s, answering the row as written. */
export async function writeSettingValue(db: Database, key: string, value: unknown): Promise<SettingRow> {
  const [row] = await db
    .update(settings)
    // jsonb: null is stored as SQL null, as the seed stores an unset setting.
    .set({ value: value === null ? sql`null` : value, updatedAt: new Date() })
    .where(eq(settings.key, key))
    .returning();
  if (!row) throw new Error(`the setting ${key} is gone`);
  return row;
}
