import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { activityLogs } from '../db/schema/accounts.ts';

export interface ActivityEntry {
  userId: string | null;
  /** Dot-separated, e.g. `auth.login`, `auth.password_changed`, `auth.session_revoked`. */
  action: string;
  description?: string;
  subjectType?: string;
  subjectId?: string;
  properties?: Record<string, unknown>;
}

/** Writes an entry of the activity log, with where the request came from. */
export async function recordActivity(db: Database, request: FastifyRequest, entry: ActivityEntry) {
  await db.insert(activityLogs).values({
    ...entry,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
}
