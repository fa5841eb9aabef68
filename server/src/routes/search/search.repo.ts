import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database.ts';
import type { users } from '../../db/schema/accounts.ts';
import type { payments } from '../../db/schema/billing.ts';
import type { domains } from '../../db/schema/business.ts';
import type { events } from '../../db/schema/events.ts';
import type { supportTickets } from '../../db/schema/support.ts';
import { escapeLike } from '../auth/list-query.ts';

type StatusOf<Table extends { $inferSelect: { status: string } }> = Table['$inferSelect']['status'];

/** What was typed, in the shapes the groups' conditions compare it in. */
export interface SearchText {
  /** Trimmed, as typed. */
  text: string;
  /** The LIKE pattern of text starting with it. */
  prefix: string;
  /** The LIKE pattern of text holding it anywhere; undefined below 3 characters (no trigram to use). */
  contains?: string;
  /** The ticket number it names (`12` or `#12`), if it names one. */
  ticketNumber?: number;
}

/** Shorter text is matched whole or at the start only: inside, it would match nearly every row. */
const CONTAINS_FROM = 3;

/** The patterns of the trimmed `text`. */
export function searchText(text: string): SearchText {
  const escaped = escapeLike(text);
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  return {
    text,
    prefix: `${escaped}%`,
    contains: text.length >= CONTAINS_FROM ? `%${escaped}%` : undefined,
    ticketNumber: number ? Number(number) : undefined,
  };
}

/** `column` matching `search`'s prefix, or its text anywhere when long enough; `ilike` for any case. */
function startsOrHolds(column: SQL, search: SearchText, operator: SQL = sql`ilike`) {
  return search.contains
    ? sql`(${column} ${operator} ${search.prefix} or ${column} ${operator} ${search.contains})`
    : sql`${column} ${operator} ${search.prefix}`;
}

/**
 * The owner's domains by name (stored in lower case): the whole name, then names starting with it, then
 * names holding it; then by name.
 */
export function findDomains(db: Database, userId: string, search: SearchText, limit: number) {
  const lower = { ...search, prefix: search.prefix.toLowerCase(), contains: search.contains?.toLowerCase() };
  return rowsOf<{ id: string; name: string; status: StatusOf<typeof domains> }>(
    db,
    sql`select id, name, status from domains
      where user_id = ${userId} and ${startsOrHolds(sql`name`, lower, sql`like`)}
      order by case when name = ${search.text.toLowerCase()} then 0 when name like ${lower.prefix} then 1 else 2 end,
        name, id
      limit ${limit}`,
  );
}

export interface FoundEvent {
  id: string;
  event_id: string;
  event_name: string;
  event_time: Date | string;
  status: StatusOf<typeof events>;
  domain_id: string;
  domain_name: string;
}

/**
 * The events of the owner's domains whose sender's id is the text or starts with it (as the events
 * list's search, case as sent), or whose own id is the text. In the sender's ids' byte order, which puts
 * the whole id first and which their index (migration 0023) is read in, so only the first matches are
 * read however many there are; then the newest.
 */
export function findEvents(db: Database, userId: string, search: SearchText, limit: number) {
  return rowsOf<FoundEvent>(
    db,
    sql`select e.id, e.event_id, e.event_name, e.event_time, e.status, e.domain_id, d.name as domain_name
      from events e join domains d on d.id = e.domain_id
      where d.user_id = ${userId}
        and (e.event_id collate "C" like ${search.prefix} or e.id = ${search.text})
      order by e.event_id collate "C", e.event_time desc, e.id
      limit ${limit}`,
  );
}

/**
 * Tickets by number or subject: the owner's (`userId`), or every user's (undefined, for support
 * staff). The numbered ticket first, then subjects starting with the text, then holding it; then the
 * latest changed.
 */
export function findTickets(db: Database, userId: string | undefined, search: SearchText, limit: number) {
  const number = search.ticketNumber ?? null;
  return rowsOf<{
    id: string;
    number: number;
    subject: string;
    status: StatusOf<typeof supportTickets>;
    domain_name: string | null;
  }>(
    db,
    sql`select t.id, t.number, t.subject, t.status, d.name as domain_name
      from support_tickets t left join domains d on d.id = t.domain_id
      where ${userId === undefined ? sql`true` : sql`t.user_id = ${userId}`}
        and (t.number = ${number}::integer or ${startsOrHolds(sql`t.subject`, search)})
      order by case when t.number = ${number}::integer then 0 when t.subject ilike ${search.prefix} then 1 else 2 end,
        t.updated_at desc, t.number desc
      limit ${limit}`,
  );
}

/**
 * Accounts by email (stored in lower case) or name: the whole email first, then emails starting with
 * the text, then names starting with it, then either holding it (the users' trigram indexes); then by email.
 */
export function findUsers(db: Database, search: SearchText, limit: number) {
  const email = search.text.toLowerCase();
  return rowsOf<{ id: string; name: string; email: string; status: StatusOf<typeof users> }>(
    db,
    sql`select id, name, email, status from users
      where ${startsOrHolds(sql`email`, search)} or ${startsOrHolds(sql`name`, search)}
      order by case when email = ${email} then 0 when email ilike ${search.prefix} then 1
        when name ilike ${search.prefix} then 2 else 3 end, email, id
      limit ${limit}`,
  );
}

export interface FoundPayment {
  id: string;
  invoice_number: string;
  amount: number;
  currency: string;
  status: StatusOf<typeof payments>;
  payer_email: string | null;
  created_at: Date | string;
}

/** Payments by their invoice's number, in any case: the whole number first, then numbers starting with it; newest first. */
export function findPayments(db: Database, search: SearchText, limit: number) {
  return rowsOf<FoundPayment>(
    db,
    sql`select p.id, i.number as invoice_number, p.amount, p.currency, p.status, u.email as payer_email,
        p.created_at
      from payments p join invoices i on i.id = p.invoice_id left join users u on u.id = p.user_id
      where i.number ilike ${search.prefix}
      order by case when lower(i.number) = ${search.text.toLowerCase()} then 0 else 1 end,
        p.created_at desc, p.id
      limit ${limit}`,
  );
}
