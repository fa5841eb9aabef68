import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { activityLogs } from '../db/schema/accounts.ts';
import type { ActivityAction } from './activity-actions.ts';

export interface ActivityEntry {
  userId: string | null;
  action: ActivityAction;
  description?: string;
  subjectType?: string;
  subjectId?: string;
  properties?: Record<string, unknown>;
}

/** Where a request came from, as the activity log keeps it; plain data, so a job can carry it. */
export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Writes an entry of the activity log for something a request from `origin` did (also from a job). */
export async function recordActivityFrom(db: Database, origin: RequestOrigin, entry: ActivityEntry) {
  await db.insert(activityLogs).values({ ...entry, ...origin });
}

/** Writes an entry of the activity log, with where the request came from. */
export async function recordActivity(db: Database, request: FastifyRequest, entry: ActivityEntry) {
  await recordActivityFrom(db, requestOrigin(request), entry);
}
