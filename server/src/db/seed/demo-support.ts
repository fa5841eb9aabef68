import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/accounts.ts';
import { domains } from '../schema/business.ts';
import { supportTicketMessages, supportTickets } from '../schema/support.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Ticket = typeof supportTickets.$inferInsert;

interface DemoMessage {
  /** The support account's message, else the owner's. */
  staff?: boolean;
  body: string;
  /** How long before the seed run it was written. */
  ago: number;
}

interface DemoTicket {
  subject: string;
  category: Ticket['category'];
  priority: Ticket['priority'];
  status: NonNullable<Ticket['status']>;
  /** Names the owner's shop domain. */
  aboutShop?: boolean;
  /** Assigned to the support account. */
  assigned?: boolean;
  /** Oldest first; the first is the owner's opening message. */
  messages: DemoMessage[];
}

/** The owner's tickets, in Polish and English, so the support screens have something in every state. */
const TICKETS: readonly DemoTicket[] = [
  {
    subject: 'Zdarzenia Purchase nie docierają do Meta',
    category: 'tracking',
    priority: 'high',
    status: 'pending',
    aboutShop: true,
    messages: [
      {
        body: 'Od wczoraj w Menedżerze zdarzeń Meta nie widzę zakupów ze sklepu, choć w Tracklane są widoczne. Czy coś się zmieniło w konfiguracji?',
        ago: 26 * HOUR_MS,
      },
    ],
  },
  {
    subject: 'How do I add a second tracking domain?',
    category: 'technical',
    priority: 'normal',
    status: 'answered',
    assigned: true,
    messages: [
      {
        body: 'Hi, I would like to track a second subdomain for our blog. Is that possible on the Pro plan, and how do I set it up?',
        ago: 3 * DAY_MS,
      },
      {
        staff: true,
        body: 'Hello Olga, yes: Pro allows three tracking domains. Open the domain, choose “Tracking domains”, add the subdomain and create the CNAME record we show. It is verified within minutes.',
        ago: 3 * DAY_MS - 95 * MINUTE_MS,
      },
    ],
  },
  {
    subject: 'Faktura za październik – brak numeru NIP',
    category: 'billing',
    priority: 'low',
    status: 'closed',
    messages: [
      {
        body: 'Na fakturze za październik brakuje numeru NIP mojej firmy. Proszę o korektę.',
        ago: 12 * DAY_MS,
      },
      {
        staff: true,
        body: 'Dzień dobry, dodaliśmy NIP do danych rozliczeniowych i wystawiliśmy korektę faktury. Znajdzie ją Pani w zakładce Płatności.',
        ago: 11 * DAY_MS,
      },
      { body: 'Dziękuję, wszystko się zgadza.', ago: 11 * DAY_MS - 2 * HOUR_MS },
    ],
  },
  {
    subject: 'Checkout events counted twice',
    category: 'tracking',
    priority: 'urgent',
    status: 'pending',
    assigned: true,
    messages: [
      {
        body: 'Since this morning every InitiateCheckout is counted twice in the analytics. We send each event once with the same event_id.',
        ago: 2 * DAY_MS,
      },
      {
        staff: true,
        body: 'Thanks for the report. Could you send us one event_id that appears twice, and tell us whether you also send events from the browser pixel?',
        ago: 2 * DAY_MS - 3 * HOUR_MS,
      },
      {
        body: 'Sure: order-48213. Yes, the browser pixel sends the same events with the same event_id.',
        ago: 40 * MINUTE_MS,
      },
    ],
  },
  {
    subject: 'Zmiana adresu e-mail konta',
    category: 'account',
    priority: 'normal',
    status: 'open',
    messages: [
      {
        body: 'Chciałabym zmienić adres e-mail, na który loguję się do konta, na adres firmowy. Jak to zrobić?',
        ago: 3 * HOUR_MS,
      },
    ],
  },
];

/** Where a ticket stands once its messages are in: who it waits for, and when it was last answered. */
function timeline(ticket: DemoTicket, now: Date) {
  const at = (message: DemoMessage) => new Date(now.getTime() - message.ago);
  const first = ticket.messages[0];
  const last = ticket.messages.at(-1);
  if (!first || !last) throw new Error(`the demo ticket ${ticket.subject} has no message`);
  const firstStaff = ticket.messages.find((message) => message.staff);
  // It waits since the owner's first message after the last staff reply, unless answered or closed.
  const lastStaffIndex = ticket.messages.findLastIndex((message) => message.staff);
  const waitingFrom = ticket.messages[lastStaffIndex + 1];
  const waiting = ticket.status === 'open' || ticket.status === 'pending';
  return {
    createdAt: at(first),
    updatedAt: at(last),
    lastReplyAt: at(last),
    firstStaffReplyAt: firstStaff ? at(firstStaff) : null,
    waitingSince: waiting && waitingFrom ? at(waitingFrom) : null,
  };
}

/**
 * The owner's support tickets (DESIGN.md's demo accounts), answered by the support account: one about
 * the shop's domain waiting for a day, an answered one, a closed one, one waiting again after a staff
 * question, a new one. Runs once: an owner who already has tickets is left alone.
 */
export async function seedDemoSupport(db: Database, now = new Date()) {
  const [[owner], [support]] = await Promise.all([
    db.select().from(users).where(eq(users.email, 'owner@example.com')),
    db.select().from(users).where(eq(users.email, 'support@example.com')),
  ]);
  if (!owner || !support) return;
  const existing = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.userId, owner.id))
    .limit(1);
  if (existing.length) return;
  const [shop] = await db.select().from(domains).where(eq(domains.name, 'shop.example.com'));

  // In order of opening, so the numbers run as real ones would.
  const oldestFirst = [...TICKETS].sort((a, b) => (b.messages[0]?.ago ?? 0) - (a.messages[0]?.ago ?? 0));
  for (const ticket of oldestFirst) {
    const [row] = await db
      .insert(supportTickets)
      .values({
        subject: ticket.subject,
        category: ticket.category,
        priority: ticket.priority,
        status: ticket.status,
        userId: owner.id,
        domainId: ticket.aboutShop && shop?.userId === owner.id ? shop.id : null,
        assigneeId: ticket.assigned ? support.id : null,
        ...timeline(ticket, now),
      })
      .returning({ id: supportTickets.id });
    if (!row) continue;
    await db.insert(supportTicketMessages).values(
      ticket.messages.map((message) => ({
        ticketId: row.id,
        authorId: message.staff ? support.id : owner.id,
        isStaff: message.staff ?? false,
        body: message.body,
        createdAt: new Date(now.getTime() - message.ago),
      })),
    );
  }
}
