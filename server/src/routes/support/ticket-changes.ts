import { msg } from '@lingui/core/runtime-macro';
import type { RequestBody } from '../../api/handler.ts';
import { invalidField } from '../../lib/http-error.ts';
import type { TicketRecord, TicketStatus } from './tickets.repo.ts';

type TicketUpdate = RequestBody<'updateTicket'>;
type TicketFields = Partial<Pick<TicketRecord, 'status' | 'priority' | 'assigneeId' | 'waitingSince'>>;

const staffOnlyStatus = msg`Only support staff can set this status`;
const reopenOnlyClosed = msg`Only a closed ticket can be reopened`;
const staffOnlyAssignee = msg`Only support staff can assign a ticket`;

/**
 * What a new status does to `waiting_since`: closing or answering stops the wait, reopening starts it
 * now, and a ticket put back to open or pending that was already waiting keeps its time.
 */
function waitingFor(ticket: TicketRecord, status: TicketStatus, now: Date): Date | null {
  if (status === 'closed' || status === 'answered') return null;
  if (ticket.status === 'closed') return now;
  return ticket.waitingSince ?? now;
}

/**
 * The owner's part of an update: close, reopen a closed ticket, change the priority. Anything else
 * answers 422 on its field, so the form can say why.
 */
function checkOwnerUpdate(ticket: TicketRecord, body: TicketUpdate) {
  if (body.status === 'pending' || body.status === 'answered') throw invalidField('status', staffOnlyStatus);
  if (body.status === 'open' && ticket.status !== 'closed') throw invalidField('status', reopenOnlyClosed);
  if (body.assignee_id !== undefined) throw invalidField('assignee_id', staffOnlyAssignee);
}

/**
 * The columns an update changes, once the caller may make it. `staff` may set any status, priority and
 * assignee (the handler has checked the assignee is staff).
 */
export function ticketUpdate(
  ticket: TicketRecord,
  body: TicketUpdate,
  { staff, now }: { staff: boolean; now: Date },
): TicketFields {
  if (!staff) checkOwnerUpdate(ticket, body);
  const fields: TicketFields = {};
  if (body.status && body.status !== ticket.status) {
    fields.status = body.status;
    fields.waitingSince = waitingFor(ticket, body.status, now);
  }
  if (body.priority) fields.priority = body.priority;
  if (body.assignee_id !== undefined) fields.assigneeId = body.assignee_id;
  return fields;
}

/**
 * What a reply does to its ticket. The owner's reply makes it wait for staff (`pending`, reopening a
 * closed one), keeping the time it already waited since; a staff reply answers it.
 */
export function replyEffect(
  ticket: TicketRecord,
  { staffReply, now }: { staffReply: boolean; now: Date },
): Partial<TicketRecord> {
  if (staffReply) {
    return {
      status: 'answered',
      waitingSince: null,
      firstStaffReplyAt: ticket.firstStaffReplyAt ?? now,
      lastReplyAt: now,
    };
  }
  return { status: 'pending', waitingSince: ticket.waitingSince ?? now, lastReplyAt: now };
}
