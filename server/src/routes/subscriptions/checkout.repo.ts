import { and, eq } from 'drizzle-orm';
import type { Locale } from '#locales';
import type { Database } from '../../db/database.ts';
import { planNameIn } from '../../db/plan-texts.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { domains, plans } from '../../db/schema/business.ts';

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export async function insertCheckoutSession(db: Database, values: NewCheckoutSession) {
  await db.insert(checkoutSessions).values(values);
}

/** One of the caller's checkout sessions with its domain and plan (named in `locale`); undefined for another user's. */
export async function findOwnCheckoutSession(
  db: Database,
  userId: string,
  sessionId: string,
  locale: Locale,
) {
  const [row] = await db
    .select({
      session: checkoutSessions,
      domain: { id: domains.id, name: domains.name },
      plan: { id: plans.id, slug: plans.slug, name: planNameIn(locale) },
    })
    .from(checkoutSessions)
    .innerJoin(domains, eq(domains.id, checkoutSessions.domainId))
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  return row;
}
