import { and, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import { insertEvents } from '../../db/event-inserts.ts';
import { users } from '../../db/schema/accounts.ts';
import { domainApiKeys, domains, domainServices, plans } from '../../db/schema/business.ts';
import { eventDedup, events } from '../../db/schema/events.ts';
import { periodStartOf } from './period-usage.repo.ts';

/** How long a received `event_name` + `event_id` makes a second one a duplicate. */
export const DEDUP_WINDOW_MS = 48 * 3_600_000;

/** An event to store, its id and time chosen: its deliveries are queued by them. */
export type NewEvent = typeof events.$inferInsert & { id: string; eventTime: Date };

/**
 * A domain as ingestion sees it: whose it is, its status, its plan's monthly limit and when the period
 * that limit counts in began (its events are counted apart, see monthly-limit.ts).
 */
export interface IngestDomain {
  id: string;
  userId: string;
  status: (typeof domains.$inferSelect)['status'];
  /** Staff suspended the owner's account: none of its domains takes events meanwhile. */
  ownerSuspended: boolean;
  /** Why staff blocked this domain's events; null when they did not. */
  blockedReason: string | null;
  /** The owner's language, which a refusal of theirs is worded in. */
  ownerLanguage: string;
  eventsPerMonth: number | null;
  periodStart: Date;
}

/** The domains `domainIds` that meet `condition`, with their limit and period, months in `timeZone`. */
function ingestDomains(
  db: Database,
  { now, timeZone }: { now: Date; timeZone: string },
  domainIds: string[],
  condition?: SQL,
): Promise<IngestDomain[]> {
  return db
    .select({
      id: domains.id,
      userId: domains.userId,
      status: domains.status,
      ownerSuspended: sql<boolean>`${users.status} = 'suspended'`,
      blockedReason: domains.ingestionBlockedReason,
      ownerLanguage: users.language,
      eventsPerMonth: plans.eventsPerMonth,
      periodStart: periodStartOf(domains.id, now, timeZone),
    })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.userId))
    .leftJoin(plans, eq(plans.id, domains.planId))
    .where(and(inArray(domains.id, domainIds), condition));
}

/**
 * The key of hash `keyHash` that works at `now` (never revoked, or revoked in the future: a rotated key
 * keeps working for its grace period), with its domain; undefined for none.
 */
export async function findWorkingKey(db: Database, keyHash: string, now: Date) {
  const [key] = await db
    .select({
      id: domainApiKeys.id,
      domainId: domainApiKeys.domainId,
      lastUsedAt: domainApiKeys.lastUsedAt,
      timeZone: users.timezone,
    })
    .from(domainApiKeys)
    .innerJoin(domains, eq(domains.id, domainApiKeys.domainId))
    .innerJoin(users, eq(users.id, domains.userId))
    .where(
      and(
        eq(domainApiKeys.keyHash, keyHash),
        or(isNull(domainApiKeys.revokedAt), gt(domainApiKeys.revokedAt, now)),
      ),
    )
    .limit(1);
  if (!key) return undefined;
  const [domain] = await ingestDomains(db, { now, timeZone: key.timeZone }, [key.domainId]);
  return domain && { id: key.id, lastUsedAt: key.lastUsedAt, domain };
}

/** The domains among `domainIds` that belong to `userId` (others are left out). */
export function findOwnDomains(
  db: Database,
  { userId, timeZone }: { userId: string; timeZone: string },
  domainIds: string[],
  now: Date,
): Promise<IngestDomain[]> {
  if (!domainIds.length) return Promise.resolve([]);
  return ingestDomains(db, { now, timeZone }, domainIds, eq(domains.userId, userId));
}

/** Notes that the key was used at `now`, unless someone already did since `since`. */
export async function touchKey(db: Database, keyId: string, now: Date, since: Date) {
  await db
    .update(domainApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(domainApiKeys.id, keyId),
        or(isNull(domainApiKeys.lastUsedAt), lt(domainApiKeys.lastUsedAt, since)),
      ),
    );
}

/** The services each of `domainIds` forwards to now (enabled ones), by domain. */
export async function enabledServices(db: Database, domainIds: string[]) {
  const rows = domainIds.length
    ? await db
        .select({ domainId: domainServices.domainId, key: domainServices.key })
        .from(domainServices)
        .where(and(inArray(domainServices.domainId, domainIds), eq(domainServices.enabled, true)))
        .orderBy(domainServices.createdAt, domainServices.key)
    : [];
  const byDomain = new Map<string, string[]>();
  for (const row of rows) byDomain.set(row.domainId, [...(byDomain.get(row.domainId) ?? []), row.key]);
  return byDomain;
}

/** Queues work for what a transaction stored, answering what to call once it committed. */
export type QueueStored = (tx: Pick<Database, 'execute'>, stored: NewEvent[]) => Promise<() => void>;

/**
 * Stores the events of a batch (no two with the same domain, name and id) that no event of the last 48
 * hours duplicates, in one transaction: one statement claims their keys in the dedup table (a key older
 * than the window is taken over), one inserts the events whose key it claimed, and `queue` queues their
 * deliveries in the same transaction. Answers those events.
 */
export async function storeNewEvents(
  db: Database,
  batch: NewEvent[],
  now: Date,
  queue: QueueStored,
): Promise<NewEvent[]> {
  if (!batch.length) return [];
  const windowStart = new Date(now.getTime() - DEDUP_WINDOW_MS);
  const keyOf = (event: { domainId: string; eventName: string; eventId: string }) =>
    JSON.stringify([event.domainId, event.eventName, event.eventId]);
  // Claimed in one order whatever the batch's, so two batches sharing keys wait for each other rather
  // than deadlock.
  const claims = batch
    .map((event) => ({ domainId: event.domainId, eventName: event.eventName, eventId: event.eventId }))
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  const { stored, queued } = await db.transaction(async (tx) => {
    // Raw statements with one array parameter per column: Drizzle's builder spent most of the batch's
    // CPU on a parameter per cell.
    const claimed = await rowsOf<{ domain_id: string; event_name: string; event_id: string }>(
      tx,
      sql`insert into ${eventDedup} (domain_id, event_name, event_id, received_at)
        select domain_id, event_name, event_id, ${now.toISOString()}::timestamptz from unnest(
          ${sql.param(claims.map((claim) => claim.domainId))}::text[],
          ${sql.param(claims.map((claim) => claim.eventName))}::text[],
          ${sql.param(claims.map((claim) => claim.eventId))}::text[]) as keys (domain_id, event_name, event_id)
        on conflict (domain_id, event_name, event_id) do update set received_at = excluded.received_at
          where ${eventDedup}.received_at < ${windowStart.toISOString()}::timestamptz
        returning domain_id, event_name, event_id`,
    );
    const fresh = new Set(
      claimed.map((claim) =>
        keyOf({ domainId: claim.domain_id, eventName: claim.event_name, eventId: claim.event_id }),
      ),
    );
    const stored = batch.filter((event) => fresh.has(keyOf(event)));
    if (!stored.length) return { stored, queued: () => {} };
    await insertEvents(tx, stored);
    return { stored, queued: await queue(tx, stored) };
  });
  queued();
  return stored;
}
