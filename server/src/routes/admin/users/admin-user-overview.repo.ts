import { and, count, desc, eq, inArray, ne, sum } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { activityLogs, users } from '../../../db/schema/accounts.ts';
import { invoices, payments, subscriptions } from '../../../db/schema/billing.ts';
import { domains, plans, trackingDomains } from '../../../db/schema/business.ts';
import { eventTotalsDaily } from '../../../db/schema/events.ts';
import { supportTicketMessages, supportTickets } from '../../../db/schema/support.ts';
import { listLiveSessions } from '../../auth/sessions.repo.ts';

/** What staff see of one user beside their account: domains, billing, support, sessions and activity. */
export async function userOverviewFacts(db: Database, userId: string, now: Date) {
  const owned = await db
    .select({ id: domains.id, name: domains.name, status: domains.status, planName: plans.name })
    .from(domains)
    .leftJoin(plans, eq(plans.id, domains.planId))
    .where(eq(domains.userId, userId))
    .orderBy(domains.name);
  const domainIds = owned.map((domain) => domain.id);
  const [tracking, subscriptionRows, tickets, [ticketCount], sessions, activity, impact] = await Promise.all([
    domainIds.length
      ? db
          .select({
            domainId: trackingDomains.domainId,
            hostname: trackingDomains.hostname,
            status: trackingDomains.status,
          })
          .from(trackingDomains)
          .where(inArray(trackingDomains.domainId, domainIds))
      : [],
    db
      .select({
        id: subscriptions.id,
        domainName: domains.name,
        planName: plans.name,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions)
      .innerJoin(domains, eq(domains.id, subscriptions.domainId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt)),
    db
      .select({
        id: supportTickets.id,
        number: supportTickets.number,
        subject: supportTickets.subject,
        status: supportTickets.status,
        updatedAt: supportTickets.updatedAt,
      })
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.updatedAt))
      .limit(10),
    db.select({ value: count() }).from(supportTickets).where(eq(supportTickets.userId, userId)),
    listLiveSessions(db, userId, now),
    db
      .select({
        entry: activityLogs,
        actor: { id: users.id, name: users.name, email: users.email, avatarPath: users.avatarPath },
      })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(eq(activityLogs.userId, userId))
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(10),
    deletionImpact(db, userId, domainIds),
  ]);
  return {
    domains: owned.map((domain) => ({
      ...domain,
      tracking: tracking.filter((row) => row.domainId === domain.id),
    })),
    subscriptions: subscriptionRows,
    tickets,
    ticketsTotal: ticketCount?.value ?? 0,
    sessions,
    activity,
    impact,
  };
}

/**
 * What deleting the account takes (domains, their events as the daily totals count them, running
 * subscriptions) and keeps for the records (tickets, messages, invoices, payments).
 */
async function deletionImpact(db: Database, userId: string, domainIds: string[]) {
  const counted = async (query: Promise<{ value: number | string | null }[]>) =>
    Number((await query)[0]?.value ?? 0);
  const [events, running, tickets, messages, invoiceCount, paymentCount] = await Promise.all([
    domainIds.length
      ? counted(
          db
            .select({ value: sum(eventTotalsDaily.events) })
            .from(eventTotalsDaily)
            .where(inArray(eventTotalsDaily.domainId, domainIds)),
        )
      : 0,
    counted(
      db
        .select({ value: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled'))),
    ),
    counted(db.select({ value: count() }).from(supportTickets).where(eq(supportTickets.userId, userId))),
    counted(
      db
        .select({ value: count() })
        .from(supportTicketMessages)
        .where(eq(supportTicketMessages.authorId, userId)),
    ),
    counted(db.select({ value: count() }).from(invoices).where(eq(invoices.userId, userId))),
    counted(db.select({ value: count() }).from(payments).where(eq(payments.userId, userId))),
  ]);
  return {
    domains: domainIds.length,
    events,
    subscriptionsToCancel: running,
    ticketsKept: tickets,
    messagesKept: messages,
    invoicesKept: invoiceCount,
    paymentsKept: paymentCount,
  };
}
