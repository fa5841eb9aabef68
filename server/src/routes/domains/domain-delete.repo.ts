import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { domains } from '../../db/schema/business.ts';
import { domainPurges } from '../../db/schema/events.ts';

/** The domain's subscriptions that a payment provider still runs (any not ended, with the provider's id). */
export async function unendedSubscriptions(db: Database, domainId: string) {
  return db
    .select({
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.domainId, domainId),
        ne(subscriptions.status, 'canceled'),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
}

/**
 * Deletes one of the user's domains and lists it for the purge of its event rows from `purgeAfter`, in
 * one transaction. Its API keys, services, tracking domains, subscriptions and checkout sessions go with
 * the row (their foreign keys cascade); its events and their totals are the purge's. Answers false when
 * the user has no such domain.
 */
export async function deleteOwnDomain(
  db: Database,
  { userId, domainId }: { userId: string; domainId: string },
  { now, purgeAfter }: { now: Date; purgeAfter: Date },
) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(domains)
      .where(and(eq(domains.id, domainId), eq(domains.userId, userId)))
      .returning({ id: domains.id });
    if (!deleted.length) return false;
    await tx.insert(domainPurges).values({ domainId, purgeAfter, deletedAt: now }).onConflictDoNothing();
    return true;
  });
}
