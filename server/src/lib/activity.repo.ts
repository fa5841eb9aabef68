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
  /** The request's id (its log lines carry it); absent in origins queued before it was kept. */
  requestId?: string | null;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: request.id };
}

/** Writes an entry of the activity log for something a request from `origin` did (also from a job). */
export async function recordActivityFrom(db: Database, origin: RequestOrigin, entry: ActivityEntry) {
  await db.insert(activityLogs).values({ ...entry, ...origin });
}

/** Writes an entry of the activity log, with where the request came from. */
export async function recordActivity(db: Database, request: FastifyRequest, entry: ActivityEntry) {
  await recordActivityFrom(db, requestOrigin(request), entry);
}

/**
 * What a domain's entry names, kept as data so the log words it in the reader's language: the domain,
 * and the tracking subdomain, destination (a service key) or plan (a slug) the action concerned.
 */
export interface DomainFacts {
  domain?: string;
  hostname?: string;
  service?: string;
  plan?: string;
}

/**
 * Writes an entry of the signed-in caller's activity log for something they did to their domain
 * `domainId` (domain, destination, tracking subdomain and billing actions).
 */
export async function recordDomainActivity(
  db: Database,
  request: FastifyRequest,
  action: ActivityAction,
  domainId: string,
  facts: DomainFacts,
) {
  await recordActivity(db, request, {
    userId: request.caller?.user.id ?? null,
    action,
    subjectType: 'domain',
    subjectId: domainId,
    properties: { ...facts },
  });
}

/** Writes an entry of the signed-in caller's activity log for something they did to a support ticket. */
export async function recordTicketActivity(
  db: Database,
  request: FastifyRequest,
  action: ActivityAction,
  ticket: { id: string; number: number },
) {
  await recordActivity(db, request, {
    userId: request.caller?.user.id ?? null,
    action,
    subjectType: 'ticket',
    subjectId: ticket.id,
    properties: { number: ticket.number },
  });
}
