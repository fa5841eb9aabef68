import type { Locale } from '#locales';
import type { activityLogs } from '../../../db/schema/accounts.ts';
import { describeActivity } from '../../auth/activity-description.ts';
import { userSummary } from '../../support/ticket-view.ts';

/** An entry of the activity log with its actor (null once their account is deleted). */
export interface EntryWithActor {
  entry: typeof activityLogs.$inferSelect;
  actor: { id: string; name: string; email: string; avatarPath: string | null } | null;
}

/** The ActivityLogEntry of the contract, worded in `locale`. */
export function entryView(appUrl: string, locale: Locale, { entry, actor }: EntryWithActor) {
  return {
    id: entry.id,
    user: actor && userSummary(appUrl, actor),
    action: entry.action,
    description: describeActivity(locale, entry),
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    ip_address: entry.ipAddress,
    user_agent: entry.userAgent,
    request_id: entry.requestId,
    properties: entry.properties,
    created_at: entry.createdAt,
  };
}
