import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { ActivityAction } from './activity-actions.ts';
import { activityLogs } from '../db/schema/accounts.ts';
import { recordActivity, requestOrigin, type ActivityEntry } from './activity.repo.ts';
import { auditChanges } from './audit-changes.ts';

/** The record an admin change concerns, with the label the log shows for it (a name, an email). */
export interface AuditSubject {
  type:
    | 'user'
    | 'role'
    | 'permission'
    | 'plan'
    | 'feature'
    | 'domain'
    | 'payment'
    | 'language'
    | 'backup'
    | 'mail_template'
    | 'page'
    | 'job'
    | 'setting';
  id: string;
  label: string;
}

export interface AdminChange {
  action: ActivityAction & `admin.${string}`;
  subject: AuditSubject;
  /** Why, where the action asks for a reason. */
  reason?: string;
  /** Further names the wording uses (`{role}` for a role given or taken). */
  details?: Readonly<Record<string, string>>;
  /** The record's fields before and after, as the contract names them; only those that differ are kept. */
  before?: Readonly<Record<string, unknown>>;
  after?: Readonly<Record<string, unknown>>;
}

/** The activity entry of `change` by the request's caller. */
function adminEntry(request: FastifyRequest, change: AdminChange): ActivityEntry {
  const changes = auditChanges(change.before, change.after);
  return {
    userId: request.caller?.user.id ?? null,
    action: change.action,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    properties: {
      target: change.subject.label,
      ...change.details,
      ...(change.reason ? { reason: change.reason } : {}),
      ...(Object.keys(changes).length ? { changes } : {}),
    },
  };
}

/**
 * Writes the audit trail's entry for an admin write: who (the caller), what, on which record, why and
 * what changed, secrets masked (audit-changes.ts). Stored as data and worded when read, in the
 * reader's language. Pass the transaction of the change where there is one, so both land or neither.
 */
export async function recordAdminChange(db: Database, request: FastifyRequest, change: AdminChange) {
  await recordActivity(db, request, adminEntry(request, change));
}

/** recordAdminChange for many records at once (a bulk change), in one statement. */
export async function recordAdminChanges(
  db: Database,
  request: FastifyRequest,
  changes: readonly AdminChange[],
) {
  if (!changes.length) return;
  const origin = requestOrigin(request);
  await db
    .insert(activityLogs)
    .values(changes.map((change) => ({ ...adminEntry(request, change), ...origin })));
}
