import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Database } from '../database.ts';
import { users } from '../schema/accounts.ts';
import { storedDeliveryError } from '../../routes/events/delivery/delivery-errors.ts';
import { issueInvoice, type InvoiceInput } from '../../routes/subscriptions/invoice-issue.ts';
import { billingCustomers, payments, subscriptions } from '../schema/billing.ts';
import { domainApiKeys, domains, domainServices, plans, trackingDomains } from '../schema/business.ts';
import { seedDemoEventTraces } from './demo-event-traces.ts';
import { seedDemoEvents, type EventKind, type TrafficProfile } from './demo-events.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OWNER_EMAIL = 'owner@example.com';
/** Where tracking subdomains point their CNAME. */
const CNAME_TARGET = 'edge.tracklane.io';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

const SHOP_KINDS: EventKind[] = [
  { name: 'PageView', weight: 55, path: '/', idPrefix: 'pv' },
  { name: 'ViewContent', weight: 22, path: '/products/trail-jacket', idPrefix: 'vc' },
  { name: 'AddToCart', weight: 11, path: '/cart', idPrefix: 'atc' },
  { name: 'InitiateCheckout', weight: 6, path: '/checkout', idPrefix: 'ic' },
  {
    name: 'Purchase',
    weight: 4,
    path: '/checkout/thank-you',
    idPrefix: 'order',
    identified: true,
    value: (random) => Math.floor(19 + 230 * random() ** 2) + 0.99,
  },
  { name: 'Lead', weight: 2, path: '/newsletter', idPrefix: 'lead', identified: true },
];

const COURSE_PRICES = [49, 99, 149, 299];
const ACADEMY_KINDS: EventKind[] = [
  { name: 'PageView', weight: 60, path: '/', idPrefix: 'pv' },
  { name: 'ViewContent', weight: 15, path: '/courses/analytics-101', idPrefix: 'vc' },
  { name: 'Lead', weight: 12, path: '/free-guide', idPrefix: 'lead', identified: true },
  { name: 'CompleteRegistration', weight: 8, path: '/sign-up', idPrefix: 'signup', identified: true },
  {
    name: 'Purchase',
    weight: 5,
    path: '/checkout/done',
    idPrefix: 'order',
    identified: true,
    value: (random) => COURSE_PRICES[Math.floor(random() ** 1.5 * COURSE_PRICES.length)] ?? 49,
  },
];

/** A demo payment of one period: the invoice to issue for it and what the payment row needs. */
interface DemoPayment {
  invoice: InvoiceInput;
  description: string;
  planId: string;
  kind: 'new' | 'renewal';
}

/**
 * A domain on a paid plan with its subscription since `since`; answers a payment per monthly period,
 * whose invoices `seedDemoBusiness` issues once every domain's are known, in order of issue.
 */
async function subscribe(
  db: Database,
  now: Date,
  {
    userId,
    domain,
    planSlug,
    since,
  }: { userId: string; domain: { id: string; name: string }; planSlug: string; since: Date },
): Promise<DemoPayment[]> {
  const [plan] = await db.select().from(plans).where(eq(plans.slug, planSlug));
  if (!plan) throw new Error(`the plan ${planSlug} is not seeded`);
  let periods = 0;
  while (addMonths(since, periods + 1) <= now) periods += 1;
  const subscriptionId = randomUUID();
  await db.insert(subscriptions).values({
    id: subscriptionId,
    domainId: domain.id,
    userId,
    planId: plan.id,
    status: 'active',
    interval: plan.interval,
    currentPeriodStart: addMonths(since, periods),
    currentPeriodEnd: addMonths(since, periods + 1),
    provider: 'sandbox',
    providerSubscriptionId: `sub_demo_${domain.name.split('.')[0]}`,
    createdAt: since,
  });
  await db
    .update(domains)
    .set({ planId: plan.id, planSource: 'subscription', subscriptionEndsAt: addMonths(since, periods + 1) })
    .where(eq(domains.id, domain.id));

  return Array.from({ length: periods + 1 }, (_, period) => {
    const issuedAt = addMonths(since, period);
    return {
      invoice: {
        userId,
        domainId: domain.id,
        domainName: domain.name,
        subscriptionId,
        totalAmount: plan.priceAmount,
        currency: plan.currency,
        status: 'paid',
        periodStart: issuedAt,
        periodEnd: addMonths(since, period + 1),
        issuedAt,
        paidAt: new Date(issuedAt.getTime() + 2 * MINUTE_MS),
        provider: 'sandbox',
        providerInvoiceId: null,
      },
      description: `${plan.name} – ${domain.name}`,
      planId: plan.id,
      kind: period === 0 ? ('new' as const) : ('renewal' as const),
    };
  });
}

/** Issues the payments' invoices in order of issue, so their numbers run as real ones do, and records each payment. */
async function recordPayments(db: Database, demoPayments: DemoPayment[]) {
  const inOrder = [...demoPayments].sort(
    (a, b) => a.invoice.issuedAt.getTime() - b.invoice.issuedAt.getTime(),
  );
  for (const { invoice, description, planId, kind } of inOrder) {
    const issued = await issueInvoice(db, invoice);
    await db.insert(payments).values({
      userId: invoice.userId,
      domainId: invoice.domainId,
      invoiceId: issued.id,
      planId,
      kind,
      amount: invoice.totalAmount,
      currency: invoice.currency,
      status: 'succeeded',
      provider: 'sandbox',
      providerReference: `pay_demo_${issued.number.toLowerCase()}`,
      description,
      paidAt: invoice.paidAt,
      createdAt: invoice.issuedAt,
    });
  }
}

/** A domain with its API key (whose secret nobody knows: the owner makes a new one to send events). */
async function addDomain(
  db: Database,
  values: typeof domains.$inferInsert,
  services: Record<string, Record<string, string>>,
) {
  const domain = { id: randomUUID(), name: values.name };
  await db.insert(domains).values({ ...values, id: domain.id });
  const secret = `tl_${newToken()}`;
  await db.insert(domainApiKeys).values({
    domainId: domain.id,
    prefix: secret.slice(0, 10),
    keyHash: hashToken(secret),
    createdAt: values.createdAt,
  });
  const rows = Object.entries(services).map(([key, settings]) => ({ domainId: domain.id, key, settings }));
  if (rows.length) await db.insert(domainServices).values(rows);
  return domain;
}

/**
 * The owner's business (DESIGN.md's demo accounts): shop.example.com on Pro with a working tracking
 * domain, academy.example.net on Starter whose tracking domain waits for its DNS record, and
 * new-store.example.com just added, without plan or tracking domain; 90 days of events for the first two.
 * Runs once: an owner who already has domains is left alone.
 */
export async function seedDemoBusiness(db: Database, now = new Date()) {
  const [owner] = await db.select().from(users).where(eq(users.email, OWNER_EMAIL));
  if (!owner) return;
  const existing = await db.select({ id: domains.id }).from(domains).where(eq(domains.userId, owner.id));
  if (existing.length) return;

  const shopSince = ago(now, 130 * DAY_MS);
  const shop = await addDomain(
    db,
    {
      userId: owner.id,
      name: 'shop.example.com',
      status: 'active',
      verifiedAt: shopSince,
      createdAt: shopSince,
    },
    { meta_capi: { pixel_id: '104857600012345' }, google_ga4: { measurement_id: 'G-DEMO4SHOP1' } },
  );
  const academySince = addMonths(ago(now, 27 * DAY_MS), -2);
  const academy = await addDomain(
    db,
    {
      userId: owner.id,
      name: 'academy.example.net',
      status: 'active',
      verifiedAt: ago(now, 100 * DAY_MS),
      createdAt: ago(now, 100 * DAY_MS),
    },
    { meta_capi: { pixel_id: '209715200054321' } },
  );
  await addDomain(db, { userId: owner.id, name: 'new-store.example.com', createdAt: ago(now, DAY_MS) }, {});

  await recordPayments(db, [
    ...(await subscribe(db, now, {
      userId: owner.id,
      domain: shop,
      planSlug: 'pro-monthly',
      since: shopSince,
    })),
    ...(await subscribe(db, now, {
      userId: owner.id,
      domain: academy,
      planSlug: 'starter-monthly',
      since: academySince,
    })),
  ]);
  // The card the demo payments were made with, which the renewals charge (and the portal shows).
  await db.insert(billingCustomers).values({
    userId: owner.id,
    provider: 'sandbox',
    providerCustomerId: 'cus_demo_owner',
    cardBrand: 'visa',
    cardLast4: '4242',
  });

  const shopTracking = ago(now, 120 * DAY_MS);
  await db.insert(trackingDomains).values([
    {
      domainId: shop.id,
      hostname: 't.shop.example.com',
      cnameTarget: CNAME_TARGET,
      status: 'active',
      cloudflareHostnameId: 'cf-demo-shop-0001',
      cnameVerifiedAt: new Date(shopTracking.getTime() + 12 * MINUTE_MS),
      cloudflareCreatedAt: new Date(shopTracking.getTime() + 13 * MINUTE_MS),
      certificateDeployedAt: new Date(shopTracking.getTime() + 31 * MINUTE_MS),
      lastCheckedAt: ago(now, 3 * 60 * MINUTE_MS),
      createdAt: shopTracking,
    },
    {
      domainId: academy.id,
      hostname: 't.academy.example.net',
      cnameTarget: CNAME_TARGET,
      status: 'pending',
      lastCheckedAt: ago(now, 20 * MINUTE_MS),
      nextCheckAt: new Date(now.getTime() + 10 * MINUTE_MS),
      createdAt: ago(now, 2 * DAY_MS),
    },
  ]);

  await seedDemoEvents(db, trafficProfiles(shop.id, academy.id), now);
  await seedDemoEventTraces(db, [shop.id, academy.id]);
}

function trafficProfiles(shopId: string, academyId: string): TrafficProfile[] {
  return [
    {
      domainId: shopId,
      host: 'shop.example.com',
      days: 90,
      dailyFrom: 200,
      dailyTo: 400,
      // Shoppers buy on Sundays and Mondays, less on Fridays and Saturdays.
      weekly: [1.2, 1.15, 1.0, 0.95, 0.95, 0.85, 0.9],
      kinds: SHOP_KINDS,
      currency: 'USD',
      browserShare: 0.3,
      services: ['meta_capi', 'google_ga4'],
      incident: {
        daysAgo: [38, 37],
        service: 'meta_capi',
        // Meta refuses events sent with an expired access token.
        error: storedDeliveryError({ code: 'refused', status: 401 }),
        rate: 0.35,
      },
      testEvents: 8,
    },
    {
      domainId: academyId,
      host: 'academy.example.net',
      days: 90,
      dailyFrom: 110,
      dailyTo: 170,
      // Learners study on weekdays.
      weekly: [0.7, 1.1, 1.15, 1.1, 1.05, 1.0, 0.75],
      kinds: ACADEMY_KINDS,
      currency: 'USD',
      browserShare: 0,
      services: ['meta_capi'],
      testEvents: 4,
    },
  ];
}
