import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { domains } from '../../db/schema/business.ts';
import { supportTicketMessages, supportTickets } from '../../db/schema/support.ts';
import { escapeLike } from '../auth/list-query.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './ticket-list-filter.ts';

export type TicketRecord = typeof supportTickets.$inferSelect;
export type TicketStatus = TicketRecord['status'];
export type TicketPriority = TicketRecord['priority'];
export type TicketCategory = TicketRecord['category'];
export type TicketSort =
  | 'updated_at'
  | 'number'
  | 'subject'
  | 'status'
  | 'priority'
  | 'last_reply_at'
  | 'created_at'
  | 'waiting_since';

/** Which tickets a page of the list shows. */
export interface TicketFilter {
  /** The owner's tickets only; undefined for every user's (staff). */
  userId?: string;
  /** Text in the subject, or the ticket's number (`12` or `#12`). */
  search?: string;
  statuses?: TicketStatus[];
  priorities?: TicketPriority[];
  categories?: TicketCategory[];
  /** A staff user's id, or null for tickets nobody is assigned to. */
  assigneeId?: string | null;
  /** Only tickets waiting for staff since this moment or longer. */
  waitingSinceAtMost?: Date;
}

export interface TicketPage {
  sort: TicketSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const owner = alias(users, 'ticket_owner');
const assignee = alias(users, 'ticket_assignee');
const author = alias(users, 'message_author');

/** Tickets with their owner, assignee, domain name and number of messages. */
function ticketRows(db: Database) {
  return (
    db
      .select({
        ticket: supportTickets,
        owner: { id: owner.id, name: owner.name, email: owner.email, avatarPath: owner.avatarPath },
        assignee: {
          id: assignee.id,
          name: assignee.name,
          email: assignee.email,
          avatarPath: assignee.avatarPath,
        },
        domainName: domains.name,
        messagesCount:
          sql<number>`(select count(*) from ${supportTicketMessages} where ${supportTicketMessages.ticketId} = ${supportTickets.id})`.mapWith(
            Number,
          ),
      })
      .from(supportTickets)
      // A ticket stays when its owner's account is deleted: the owner is then null.
      .leftJoin(owner, eq(owner.id, supportTickets.userId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
      .leftJoin(domains, eq(domains.id, supportTickets.domainId))
  );
}

export type TicketRow = Awaited<ReturnType<typeof ticketRows>>[number];
export type PersonRow = TicketRow['owner'];

function conditionsFor(filter: TicketFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.userId) conditions.push(eq(supportTickets.userId, filter.userId));
  if (filter.statuses) conditions.push(inArray(supportTickets.status, filter.statuses));
  if (filter.priorities) conditions.push(inArray(supportTickets.priority, filter.priorities));
  if (filter.categories) conditions.push(inArray(supportTickets.category, filter.categories));
  if (filter.assigneeId !== undefined) {
    conditions.push(
      filter.assigneeId === null
        ? isNull(supportTickets.assigneeId)
        : eq(supportTickets.assigneeId, filter.assigneeId),
    );
  }
  if (filter.waitingSinceAtMost) conditions.push(lte(supportTickets.waitingSince, filter.waitingSinceAtMost));
  if (filter.search) {
    const number = /^#?(\d{1,9})$/.exec(filter.search)?.[1];
    conditions.push(
      or(
        ilike(supportTickets.subject, `%${escapeLike(filter.search)}%`),
        number ? eq(supportTickets.number, Number(number)) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** Statuses and priorities sort in their meaning's order (open first, low first), not alphabetically. */
const rank = (column: AnyPgColumn, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;

const SORT_COLUMNS: Record<Exclude<TicketSort, 'waiting_since' | 'last_reply_at'>, SQL> = {
  updated_at: sql`${supportTickets.updatedAt}`,
  number: sql`${supportTickets.number}`,
  subject: sql`lower(${supportTickets.subject})`,
  status: rank(supportTickets.status, TICKET_STATUSES),
  priority: rank(supportTickets.priority, TICKET_PRIORITIES),
  created_at: sql`${supportTickets.createdAt}`,
};

/** The ORDER BY of a page; tickets without the time sorted on (not waiting, never replied) go last. */
function orderFor({ sort, order }: TicketPage): SQL[] {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const primary =
    sort === 'waiting_since' || sort === 'last_reply_at'
      ? sql`${sort === 'waiting_since' ? supportTickets.waitingSince : supportTickets.lastReplyAt} ${direction} nulls last`
      : sql`${SORT_COLUMNS[sort]} ${direction}`;
  return [primary, desc(supportTickets.number)];
}

/** One page of the tickets that `filter` selects, and how many it selects in all. */
export async function listTickets(db: Database, filter: TicketFilter, page: TicketPage) {
  const where = conditionsFor(filter);
  const [rows, [total]] = await Promise.all([
    ticketRows(db)
      .where(where)
      .orderBy(...orderFor(page))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(supportTickets).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findTicket(db: Database, id: string): Promise<TicketRow | undefined> {
  const [row] = await ticketRows(db).where(eq(supportTickets.id, id));
  return row;
}

/** Messages with their authors. */
function messageRows(db: Database) {
  return (
    db
      .select({
        message: supportTicketMessages,
        author: { id: author.id, name: author.name, email: author.email, avatarPath: author.avatarPath },
      })
      .from(supportTicketMessages)
      // A message stays when its author's account is deleted: the author is then null.
      .leftJoin(author, eq(author.id, supportTicketMessages.authorId))
  );
}

/** A ticket's messages, oldest first. */
export function ticketMessages(db: Database, ticketId: string) {
  return messageRows(db)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
}

export async function findMessage(db: Database, id: string) {
  const [row] = await messageRows(db).where(eq(supportTicketMessages.id, id));
  return row;
}

export type MessageRow = Awaited<ReturnType<typeof ticketMessages>>[number];

/** Whether `domainId` is one of the user's domains. */
export async function isOwnDomain(db: Database, userId: string, domainId: string) {
  const [row] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.userId, userId)));
  return row !== undefined;
}

type Writer = Pick<Database, 'insert' | 'update'>;

/** Tells users something in their notification bells. */
export async function insertNotifications(tx: Writer, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length) await tx.insert(notifications).values(rows);
}

/** A new ticket with its first message; answers the ticket's id and number, and the message's id. */
export async function insertTicket(
  tx: Writer,
  ticket: Omit<typeof supportTickets.$inferInsert, 'number'>,
  body: string,
) {
  const [row] = await tx
    .insert(supportTickets)
    .values(ticket)
    .returning({ id: supportTickets.id, number: supportTickets.number });
  if (!row) throw new Error('the ticket was not inserted');
  const messageId = await insertMessage(tx, {
    ticketId: row.id,
    authorId: ticket.userId,
    isStaff: false,
    body,
    createdAt: ticket.createdAt,
  });
  return { ticketId: row.id, number: row.number, messageId };
}

export async function insertMessage(tx: Writer, values: typeof supportTicketMessages.$inferInsert) {
  const [row] = await tx
    .insert(supportTicketMessages)
    .values(values)
    .returning({ id: supportTicketMessages.id });
  if (!row) throw new Error('the message was not inserted');
  return row.id;
}

export async function updateTicketRecord(
  tx: Writer,
  id: string,
  values: Partial<Omit<typeof supportTickets.$inferInsert, 'id' | 'number'>>,
) {
  await tx.update(supportTickets).set(values).where(eq(supportTickets.id, id));
}

/** The tickets' counts by status and the average minutes from opening to the first staff reply. */
export async function ticketStatistics(db: Database, userId: string | undefined) {
  const where = userId ? eq(supportTickets.userId, userId) : undefined;
  const [byStatus, [average]] = await Promise.all([
    db
      .select({ status: supportTickets.status, value: count() })
      .from(supportTickets)
      .where(where)
      .groupBy(supportTickets.status),
    db
      .select({
        minutes: sql<
          number | null
        >`avg(extract(epoch from ${supportTickets.firstStaffReplyAt} - ${supportTickets.createdAt})) / 60`.mapWith(
          Number,
        ),
      })
      .from(supportTickets)
      .where(and(where, isNotNull(supportTickets.firstStaffReplyAt))),
  ]);
  return { byStatus, averageMinutes: average?.minutes ?? null };
}
