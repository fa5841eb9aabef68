import { msg } from '@lingui/core/runtime-macro';
import type { Handler, Handlers } from '../../api/handler.ts';
import type { AppContext } from '../../app-context.ts';
import { recordTicketActivity } from '../../lib/activity.repo.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { signedIn } from '../auth/signed-in.ts';
import { findSupportStaff } from './support-staff.repo.ts';
import { visibleTicket } from './ticket-access.ts';
import { replyEffect, ticketUpdate } from './ticket-changes.ts';
import { noticeRecipients, recordNotices } from './ticket-notices.ts';
import { messageView, ticketView } from './ticket-view.ts';
import {
  findMessage,
  findTicket,
  insertMessage,
  insertTicket,
  isOwnDomain,
  ticketMessages,
  updateTicketRecord,
} from './tickets.repo.ts';

/**
 * Spec: at most 10 new tickets per hour per user. Counted in memory like the other abuse limits (see
 * lib/rate-limiter.ts), so RATE_LIMIT_SCALE raises it for the browser tests' server.
 */
const newTickets = new RateLimiter(10, 3_600_000);

/** Opening, changing and answering tickets. */
export function ticketWriteHandlers({ db, config }: AppContext): Handlers {
  /** The ticket as the contract answers it, with its messages. */
  async function fullTicket(ticketId: string) {
    const [row, messages] = await Promise.all([findTicket(db, ticketId), ticketMessages(db, ticketId)]);
    if (!row) throw new Error(`ticket ${ticketId} vanished`);
    return ticketView(config.appUrl, row, messages);
  }

  const createTicket: Handler<'createTicket'> = async (request, reply) => {
    const { user } = signedIn(request);
    const { body } = request;
    const now = new Date();
    if (body.domain_id && !(await isOwnDomain(db, user.id, body.domain_id))) {
      throw invalidField('domain_id', msg`Choose one of your domains`);
    }
    newTickets.check(user.id);
    // A new ticket has nobody assigned, so every support staff user hears of it.
    const recipients = await noticeRecipients(db, { userId: user.id, assigneeId: null }, 'opened', user.id);
    const { ticketId, startJobs } = await db.transaction(async (tx) => {
      const created = await insertTicket(
        tx,
        {
          subject: body.subject.trim(),
          category: body.category,
          priority: body.priority ?? 'normal',
          status: 'open',
          userId: user.id,
          domainId: body.domain_id ?? null,
          waitingSince: now,
          lastReplyAt: now,
          createdAt: now,
          updatedAt: now,
        },
        body.message,
      );
      const start = await recordNotices(tx, request.server.jobs, {
        event: 'opened',
        ticket: { id: created.ticketId, number: created.number, subject: body.subject.trim() },
        messageId: created.messageId,
        authorName: user.name,
        recipients,
      });
      await recordTicketActivity(tx, request, 'support.ticket_opened', {
        id: created.ticketId,
        number: created.number,
      });
      return { ticketId: created.ticketId, startJobs: start };
    });
    newTickets.hit(user.id);
    startJobs();
    void reply.code(201);
    return ok(await fullTicket(ticketId), request.t(msg`Your ticket has been opened`));
  };

  const updateTicket: Handler<'updateTicket'> = async (request) => {
    const { user } = signedIn(request);
    const { row, staff } = await visibleTicket(db, user, request.params.ticket);
    const { body } = request;
    const fields = ticketUpdate(row.ticket, body, { staff, now: new Date() });
    if (body.assignee_id && !(await findSupportStaff(db, body.assignee_id))) {
      throw invalidField('assignee_id', msg`Choose a member of the support staff`);
    }
    if (Object.keys(fields).length) await updateTicketRecord(db, row.ticket.id, fields);
    if (fields.status === 'closed') {
      await recordTicketActivity(db, request, 'support.ticket_closed', row.ticket);
    }
    return ok(await fullTicket(row.ticket.id), request.t(msg`The ticket has been updated`));
  };

  const createTicketMessage: Handler<'createTicketMessage'> = async (request, reply) => {
    const { user } = signedIn(request);
    const { row, staff } = await visibleTicket(db, user, request.params.ticket);
    const { ticket } = row;
    if (!request.body.body.trim()) throw invalidField('body', fieldMessages.required);
    const now = new Date();
    // Staff answering their own ticket write as its owner.
    const staffReply = staff && ticket.userId !== user.id;
    const event = staffReply ? 'staff_replied' : 'owner_replied';
    const recipients = await noticeRecipients(db, ticket, event, user.id);
    const { messageId, startJobs } = await db.transaction(async (tx) => {
      const id = await insertMessage(tx, {
        ticketId: ticket.id,
        authorId: user.id,
        isStaff: staffReply,
        body: request.body.body,
        createdAt: now,
      });
      await updateTicketRecord(tx, ticket.id, {
        ...replyEffect(ticket, { staffReply, now }),
        updatedAt: now,
      });
      const start = await recordNotices(tx, request.server.jobs, {
        event,
        ticket,
        messageId: id,
        authorName: user.name,
        recipients,
      });
      return { messageId: id, startJobs: start };
    });
    startJobs();
    const message = await findMessage(db, messageId);
    if (!message) throw new Error(`message ${messageId} vanished`);
    void reply.code(201);
    return ok(messageView(config.appUrl, message), request.t(msg`Your reply has been sent`));
  };

  return { createTicket, updateTicket, createTicketMessage };
}
