import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { domains } from './business.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';

const TICKET_STATUSES = ['open', 'pending', 'answered', 'closed'] as const;
const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
const TICKET_CATEGORIES = ['general', 'technical', 'billing', 'tracking', 'account'] as const;

/**
 * A user's question to support. `waiting_since` is when the ticket started waiting for staff (its
 * opening, an owner's reply after a staff one, a reopening); null while staff have answered or it is
 * closed, so the staff's queue sorts on it.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    /** Shown to people (#12); one sequence across all users, from 1. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('normal'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    /** Who opened it; null once their account is deleted: the ticket stays for the records. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    domainId: text('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    waitingSince: at('waiting_since'),
    firstStaffReplyAt: at('first_staff_reply_at'),
    lastReplyAt: at('last_reply_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('support_tickets_number_unique').on(table.number),
    // The owner's list, newest change first.
    index('support_tickets_user_updated_idx').on(table.userId, table.updatedAt),
    // The staff's queue: open tickets by how long they wait, and each agent's tickets.
    index('support_tickets_queue_idx').on(table.status, table.waitingSince),
    index('support_tickets_assignee_idx').on(table.assigneeId),
  ],
);

/**
 * One message of a ticket's conversation. It stays when its author's account is deleted (the author
 * then null), so the other side of a conversation never loses what was said in it.
 */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: id(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    isStaff: boolean('is_staff').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);
