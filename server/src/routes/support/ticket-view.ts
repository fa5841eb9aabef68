import type { components } from '#contract';
import { avatarUrl } from '../user/user-view.ts';
import type { MessageRow, PersonRow, TicketRow } from './tickets.repo.ts';

type TicketView = components['schemas']['Ticket'];
type TicketMessageView = components['schemas']['TicketMessage'];
type UserSummaryView = components['schemas']['UserSummary'];

export function userSummary(appUrl: string, row: NonNullable<PersonRow>): UserSummaryView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatarPath ? avatarUrl(appUrl, row.avatarPath) : null,
  };
}

export function messageView(appUrl: string, { message, author }: MessageRow): TicketMessageView {
  return {
    id: message.id,
    body: message.body,
    author: author && userSummary(appUrl, author),
    is_staff: message.isStaff,
    created_at: message.createdAt,
  };
}

/** The Ticket entity of the contract; with `messages` for a single ticket, without for a list. */
export function ticketView(appUrl: string, row: TicketRow, messages?: MessageRow[]): TicketView {
  const { ticket } = row;
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.category,
    domain_id: ticket.domainId,
    domain_name: row.domainName,
    user: row.owner && userSummary(appUrl, row.owner),
    assignee: row.assignee ? userSummary(appUrl, row.assignee) : null,
    messages_count: row.messagesCount,
    ...(messages && { messages: messages.map((message) => messageView(appUrl, message)) }),
    last_reply_at: ticket.lastReplyAt,
    waiting_since: ticket.waitingSince,
    created_at: ticket.createdAt,
    updated_at: ticket.updatedAt,
  };
}
