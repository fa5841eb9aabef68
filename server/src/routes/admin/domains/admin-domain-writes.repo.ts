import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { users } from '../../../db/schema/accounts.ts';
import { checkoutSessions, subscriptions } from '../../../db/schema/billing.ts';
import { domainApiKeys, domains, plans, trackingDomains } from '../../../db/schema/business.ts';

type DomainChanges = Partial<
  Pick<
    typeof domains.$inferInsert,
    | 'userId'
    | 'name'
    | 'status'
    | 'planId'
    | 'planSource'
    | 'subscriptionEndsAt'
    | 'ingestionBlockedReason'
    | 'ingestionBlockedAt'
  >
>;

/** A domain with its owner's email and its plan's slug, as a staff change compares it; undefined for none. */
export async function findDomainForChange(db: Database, id: string) {
  const [row] = await db
    .select({ domain: domains, ownerEmail: users.email, planSlug: plans.slug })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.userId))
    .leftJoin(plans, eq(plans.id, domains.planId))
    .where(eq(domains.id, id));
  return row;
}

export type DomainForChange = NonNullable<Awaited<ReturnType<typeof findDomainForChange>>>;

/** A plan by slug, active or not (staff may grant any); undefined for none. */
export async function planBySlug(db: Database, slug: string) {
  const [plan] = await db.select({ id: plans.id, slug: plans.slug }).from(plans).where(eq(plans.slug, slug));
  return plan;
}

/** A user by id, with the email the log names them by; undefined for none. */
export async function userForDomain(db: Database, id: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/** Adds a domain for a user with its API key; answers its id, or undefined when the name was taken meanwhile. */
export async function insertAdminDomain(
  db: Database,
  values: Pick<
    typeof domains.$inferInsert,
    'userId' | 'name' | 'status' | 'planId' | 'planSource' | 'subscriptionEndsAt'
  >,
  apiKey: { prefix: string; keyHash: string },
) {
  return db.transaction(async (tx) => {
    const [domain] = await tx
      .insert(domains)
      .values(values)
      .onConflictDoNothing({ target: domains.name })
      .returning({ id: domains.id });
    if (!domain) return undefined;
    await tx.insert(domainApiKeys).values({ domainId: domain.id, ...apiKey });
    return domain.id;
  });
}

/** Changes a domain's row; answers false when it is gone. */
export async function updateDomain(db: Database, id: string, changes: DomainChanges) {
  const rows = await db
    .update(domains)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(domains.id, id))
    .returning({ id: domains.id });
  return rows.length > 0;
}

/**
 * Hands the domain's subscriptions and unfinished checkouts to its new owner `userId` (its events are
 * the domain's and go with it). Invoices and payments stay with whoever paid them.
 */
export async function moveBilling(db: Database, domainId: string, userId: string) {
  await db.update(subscriptions).set({ userId }).where(eq(subscriptions.domainId, domainId));
  await db.update(checkoutSessions).set({ userId }).where(eq(checkoutSessions.domainId, domainId));
}

/** The domains `ids` as a bulk change compares them: name, status, plan and where the plan came from. */
export async function domainStates(db: Database, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: domains.id,
      name: domains.name,
      status: domains.status,
      planId: domains.planId,
      planSource: domains.planSource,
      planSlug: plans.slug,
    })
    .from(domains)
    .leftJoin(plans, eq(plans.id, domains.planId))
    .where(inArray(domains.id, ids));
}

/** Sets status and/or plan on the domains `ids` that differ from it, in one statement; answers their ids. */
export async function updateDomains(
  db: Database,
  ids: string[],
  set: { status?: DomainChanges['status']; planId?: string | null },
) {
  if (!ids.length) return [];
  const differs = or(
    set.status === undefined ? undefined : sql`${domains.status} <> ${set.status}`,
    set.planId === undefined ? undefined : sql`${domains.planId} is distinct from ${set.planId}`,
  );
  const rows = await db
    .update(domains)
    .set({
      ...(set.status !== undefined && { status: set.status }),
      ...(set.planId !== undefined && {
        planId: set.planId,
        planSource: set.planId === null ? null : 'staff',
      }),
      updatedAt: new Date(),
    })
    .where(and(inArray(domains.id, ids), differs))
    .returning({ id: domains.id });
  return rows.map((row) => row.id);
}

/** The domain's tracking subdomain, whoever owns it; undefined for none. */
export async function trackingDomainOf(db: Database, domainId: string) {
  const [row] = await db.select().from(trackingDomains).where(eq(trackingDomains.domainId, domainId));
  return row;
}
