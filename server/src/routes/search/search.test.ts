import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOwnedDomain } from '../../../../tests/server/owned-domain.ts';
import { subscribedOwner } from '../../../../tests/server/sandbox-checkout.ts';
import {
  signedInAccount,
  ticketBody,
  type SignedInAccount,
} from '../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { ensureEventPartitions } from '../../db/event-partitions.ts';
import { invoices, payments } from '../../db/schema/billing.ts';
import { events } from '../../db/schema/events.ts';

const server = useTestServer();

/** `GET /search?q=` as the bearer of `token`, in `language`. */
function search(
  token: string | undefined,
  q: string,
  { limit, language = 'en' }: { limit?: number; language?: string } = {},
) {
  return server()
    .client({ token, language })
    .GET('/search', { params: { query: { q, ...(limit ? { limit } : {}) } } });
}

/** The found records of `q`, by group, as ids (tickets as numbers, payments as invoice numbers). */
async function found(token: string, q: string, limit?: number) {
  const { data, response } = await search(token, q, { limit });
  expect(response.status).toBe(200);
  if (!data) throw new Error('no answer');
  const { domains, events: foundEvents, tickets, users, payments: foundPayments } = data.data;
  return {
    domains: domains.map((domain) => domain.name),
    events: foundEvents.map((event) => event.event_id),
    tickets: tickets.map((ticket) => ticket.number),
    users: users.map((user) => user.email),
    payments: foundPayments.map((payment) => payment.invoice_number),
  };
}

/** Stores an event of `domainId` sent as `eventId`, an hour ago. */
async function storeEvent(domainId: string, eventId: string) {
  const eventTime = new Date(Date.now() - 3_600_000);
  await ensureEventPartitions(server().db, eventTime, new Date());
  const [row] = await server()
    .db.insert(events)
    .values({ id: randomUUID(), domainId, eventName: 'Purchase', eventId, status: 'processed', eventTime })
    .returning();
  if (!row) throw new Error('the event was not stored');
  return row;
}

/** Opens a ticket as `account` with `subject`: its number. */
async function openTicket(account: SignedInAccount, subject: string) {
  const { data } = await server()
    .client({ token: account.token })
    .POST('/support/tickets', { body: ticketBody(subject) });
  if (!data) throw new Error('the ticket was not opened');
  return data.data.number;
}

describe('GET /search', () => {
  /** A word no other test's records hold, so each search sees this file's records only. */
  const word = `zq${randomUUID().slice(0, 6)}`;
  let owner: SignedInAccount;
  let other: SignedInAccount;
  let ownTicket: number;
  let othersTicket: number;

  beforeAll(async () => {
    owner = await signedInAccount(server(), { name: 'Search Owner' });
    other = await signedInAccount(server(), { name: 'Other Owner' });
    const shop = await createOwnedDomain(server(), owner.id, `shop-${word}.example.test`);
    await createOwnedDomain(server(), owner.id, `${word}.example.test`);
    const foreign = await createOwnedDomain(server(), other.id, `blog-${word}.example.test`);
    await storeEvent(shop.id, `order-${word}-1`);
    await storeEvent(shop.id, `order-${word}-2`);
    await storeEvent(foreign.id, `order-${word}-3`);
    ownTicket = await openTicket(owner, `Refund for ${word} please`);
    othersTicket = await openTicket(other, `Question about ${word}`);
  });

  it('finds the owner’s own domains by part of the name, the whole name first', async () => {
    const result = await found(owner.token, word.toUpperCase());
    expect(result.domains).toEqual([`${word}.example.test`, `shop-${word}.example.test`]);
    expect((await found(owner.token, `shop-${word}`)).domains).toEqual([`shop-${word}.example.test`]);
  });

  it('finds the owner’s events by the start of their event_id, and one by its own id', async () => {
    expect((await found(owner.token, `order-${word}`)).events.sort()).toEqual([
      `order-${word}-1`,
      `order-${word}-2`,
    ]);
    expect((await found(owner.token, `order-${word}-2`)).events).toEqual([`order-${word}-2`]);
    // Only the start of an event_id matches.
    expect((await found(owner.token, `${word}-2`)).events).toEqual([]);
    const event = await storeEvent((await createOwnedDomain(server(), owner.id)).id, `by-id-${word}`);
    const { data } = await search(owner.token, event.id);
    expect(data?.data.events).toEqual([
      expect.objectContaining({ id: event.id, event_id: `by-id-${word}`, event_name: 'Purchase' }),
    ]);
  });

  it('finds the owner’s ticket by #number, by number and by a word of its subject', async () => {
    expect((await found(owner.token, `#${String(ownTicket)}`)).tickets).toEqual([ownTicket]);
    expect((await found(owner.token, String(ownTicket))).tickets).toEqual([ownTicket]);
    expect((await found(owner.token, word)).tickets).toEqual([ownTicket]);
    expect((await found(owner.token, 'REFUND FOR ' + word)).tickets).toEqual([ownTicket]);
  });

  it('never answers another owner’s domains, events or tickets', async () => {
    const result = await found(owner.token, word);
    expect(result.domains).not.toContain(`blog-${word}.example.test`);
    expect((await found(owner.token, `order-${word}-3`)).events).toEqual([]);
    expect((await found(owner.token, `#${String(othersTicket)}`)).tickets).toEqual([]);
    const theirs = await found(other.token, word);
    expect(theirs.domains).toEqual([`blog-${word}.example.test`]);
    expect(theirs.tickets).toEqual([othersTicket]);
    expect((await found(other.token, `order-${word}`)).events).toEqual([`order-${word}-3`]);
  });

  it('answers no users or payments to an owner, even for a matching email', async () => {
    const result = await found(owner.token, other.email);
    expect(result.users).toEqual([]);
    expect(result.payments).toEqual([]);
  });

  it('finds users by email and name and payments by invoice number for an administrator', async () => {
    const admin = await signedInAccount(server(), { role: 'admin' });
    const paid = await subscribedOwner(server());
    const [payment] = await server()
      .db.select({ number: invoices.number })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(payments.userId, paid.account.id));
    if (!payment) throw new Error('the sandbox checkout recorded no invoiced payment');

    expect((await found(admin.token, other.email.toUpperCase())).users).toEqual([other.email]);
    expect((await found(admin.token, other.email.slice(0, 12))).users).toContain(other.email);
    expect((await found(admin.token, payment.number.toLowerCase())).payments).toEqual([payment.number]);
    // The admin's own records only: no other owner's domains or events.
    const result = await found(admin.token, word);
    expect(result.domains).toEqual([]);
    expect(result.events).toEqual([]);
  });

  it('lets support staff find every user’s tickets, but no users or payments', async () => {
    const support = await signedInAccount(server(), { role: 'support' });
    const result = await found(support.token, word);
    expect(result.tickets.sort()).toEqual([ownTicket, othersTicket].sort());
    expect((await found(support.token, owner.email)).users).toEqual([]);
  });

  it('answers at most `limit` records of each group', async () => {
    expect((await found(owner.token, word, 1)).domains).toEqual([`${word}.example.test`]);
  });

  it('answers 401 to a visitor', async () => {
    const { response } = await search(undefined, word);
    expect(response.status).toBe(401);
  });

  it('answers 422 in the caller’s language to an empty, blank or too long q and a limit past 10', async () => {
    const empty = await search(owner.token, '', { language: 'pl' });
    expect(empty.response.status).toBe(422);
    expect(empty.error?.errors?.q).toEqual(['To pole jest wymagane']);
    const blank = await search(owner.token, '   ');
    expect(blank.response.status).toBe(422);
    expect(blank.error?.errors?.q).toEqual(['This field is required']);
    const long = await search(owner.token, 'a'.repeat(201), { language: 'pl' });
    expect(long.response.status).toBe(422);
    expect(long.error?.errors?.q).toEqual(['Dozwolone maksimum 200 znaków']);
    const many = await search(owner.token, word, { limit: 11 });
    expect(many.response.status).toBe(422);
    expect(many.error?.errors?.limit).toEqual(['Must be at most 10']);
  });
});
