import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { UserRow } from '../../api/request-context.ts';
import type { Database } from '../../db/database.ts';
import { MAIL_TEMPLATE_KEYS, type MailTemplateKey } from '../../db/seed/mail-templates.ts';
import { inEveryLocale } from '../../lib/every-locale.ts';
import { translate } from '../../lib/i18n.ts';
import { defineJob, type JobQueue } from '../../services/jobs/job-queue.ts';
import { findUserById } from '../auth/accounts.repo.ts';
import { appLink } from '../auth/app-link.ts';
import { mailUser } from '../auth/auth-mail.ts';
import { findSupportStaff, listSupportStaff } from './support-staff.repo.ts';
import { findMessage, findTicket, insertNotifications, type TicketRecord } from './tickets.repo.ts';

/** What happened to a ticket that someone is told about. */
export type TicketEvent = 'opened' | 'owner_replied' | 'staff_replied';

interface EventWording {
  template: MailTemplateKey;
  kind: 'support_ticket' | 'support_reply';
  title: MessageDescriptor;
  message: MessageDescriptor;
}

const WORDINGS: Readonly<Record<TicketEvent, EventWording>> = {
  opened: {
    template: MAIL_TEMPLATE_KEYS.supportTicketOpened,
    kind: 'support_ticket',
    title: msg({ message: 'New support ticket #{number}' }),
    message: msg({ message: '{name} opened “{subject}”.' }),
  },
  owner_replied: {
    template: MAIL_TEMPLATE_KEYS.supportOwnerReplied,
    kind: 'support_reply',
    title: msg({ message: 'New reply on ticket #{number}' }),
    message: msg({ message: '{name} replied on “{subject}”.' }),
  },
  staff_replied: {
    template: MAIL_TEMPLATE_KEYS.supportStaffReplied,
    kind: 'support_reply',
    title: msg({ message: 'Support answered your ticket #{number}' }),
    message: msg({ message: '{name} replied on “{subject}”.' }),
  },
};

/** The page of the ticket for its reader: the staff's queue or the owner's own tickets. */
const ticketPath = (event: TicketEvent, ticketId: string) =>
  event === 'staff_replied' ? `/support/tickets/${ticketId}` : `/admin/support/tickets/${ticketId}`;

/**
 * Who hears of `event`: the owner of a staff reply; otherwise the ticket's assignee or, when nobody
 * (or someone no longer staff) is assigned, every support staff user. Never the author themself.
 */
export async function noticeRecipients(
  db: Database,
  ticket: Pick<TicketRecord, 'userId' | 'assigneeId'>,
  event: TicketEvent,
  authorId: string,
): Promise<UserRow[]> {
  let recipients: UserRow[];
  if (event === 'staff_replied') {
    // A ticket whose owner's account was deleted has nobody to tell.
    const owner = ticket.userId ? await findUserById(db, ticket.userId) : undefined;
    recipients = owner ? [owner] : [];
  } else {
    const assignee = ticket.assigneeId ? await findSupportStaff(db, ticket.assigneeId) : undefined;
    recipients = assignee ? [assignee] : await listSupportStaff(db);
  }
  return recipients.filter((user) => user.id !== authorId);
}

interface TicketNotice {
  event: TicketEvent;
  ticketId: string;
  messageId: string;
  recipientId: string;
}

/** The first words of a message for a mail, on one line. */
function excerpt(body: string, limit = 240): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length <= limit ? line : `${line.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * Mails one recipient about one event of a ticket, in the recipient's language. A job, so the answer
 * does not wait for SMTP and a mail that cannot be sent is retried (pg-boss) or logged, never answered.
 */
const TICKET_NOTICE_MAIL = defineJob<TicketNotice>(
  'support.mail_ticket_notice',
  async (context, { event, ticketId, messageId, recipientId }) => {
    const [recipient, ticket, message] = await Promise.all([
      findUserById(context.db, recipientId),
      findTicket(context.db, ticketId),
      findMessage(context.db, messageId),
    ]);
    // An author whose account was deleted meanwhile has no name to give.
    if (!recipient || !ticket || !message?.author || recipient.status === 'suspended') return;
    await mailUser(context, recipient, WORDINGS[event].template, {
      url: appLink(context.config, ticketPath(event, ticketId)),
      ticket_number: ticket.ticket.number,
      subject: ticket.ticket.subject,
      excerpt: excerpt(message.message.body),
      author_name: message.author.name,
    });
  },
);

interface NoticeFacts {
  event: TicketEvent;
  ticket: { id: string; number: number; subject: string };
  messageId: string;
  authorName: string;
  recipients: UserRow[];
}

/**
 * Tells the recipients of a ticket's event: a notification in each one's bell (every language kept,
 * so it reads in the reader's) and a mail job each, both in transaction `tx`. Call the answer once `tx`
 * has committed.
 */
export async function recordNotices(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  jobs: JobQueue,
  { event, ticket, messageId, authorName, recipients }: NoticeFacts,
): Promise<() => void> {
  const wording = WORDINGS[event];
  const values = { number: ticket.number, subject: ticket.subject, name: authorName };
  const title = inEveryLocale((locale) => translate(wording.title, locale, values));
  const message = inEveryLocale((locale) => translate(wording.message, locale, values));
  await insertNotifications(
    tx,
    recipients.map((recipient) => ({
      userId: recipient.id,
      type: 'info' as const,
      title: title.en,
      message: message.en,
      actionUrl: ticketPath(event, ticket.id),
      data: { kind: wording.kind, ticket_id: ticket.id, translations: { title, message } },
    })),
  );
  return jobs.sendInTransaction(
    tx,
    TICKET_NOTICE_MAIL,
    recipients.map((recipient) => ({ event, ticketId: ticket.id, messageId, recipientId: recipient.id })),
  );
}
