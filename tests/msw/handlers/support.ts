import { HttpResponse } from 'msw';
import type {
  Ticket,
  TicketCreateRequest,
  TicketMessage,
  TicketUpdateRequest,
  UserSummary,
} from '@/api/queries/support';
import { aClosedTicket, aTicket, SUPPORT_AGENT, TICKET_OWNER } from '../../fixtures/support';
import { contract, envelope, listEnvelope, refusal } from '../contract';

// Tag `support`: a small in-memory support desk that answers as the reference server does, so a test can
// open a ticket, reply, close and reopen it and see the list and the statistics follow. A test that needs
// another answer (a 429, a 500) puts its own `contract` handler in front with `server.use`.

/** What the fake desk holds; a test may read or change it between calls. */
export interface SupportDesk {
  tickets: Ticket[];
  /** Who calls: the owner by default. */
  viewer: UserSummary;
  /** Whether the caller is support staff (`admin.support.view`): scope=all, staff replies, any status. */
  staff: boolean;
  /** The caller's domains, which a new ticket may name. */
  domains: { id: string; name: string }[];
  /** The queries GET /support/tickets received, in order. */
  listed: Record<string, string>[];
  /** The bodies POST /support/tickets received, in order. */
  created: TicketCreateRequest[];
  /** The bodies PUT /support/tickets/{ticket} received, in order. */
  updates: TicketUpdateRequest[];
}

/** A desk with the owner's two tickets (one answered, one closed), seen by the owner. */
export function aSupportDesk(overrides: Partial<SupportDesk> = {}): SupportDesk {
  return {
    tickets: [aTicket(), aClosedTicket()],
    viewer: TICKET_OWNER,
    staff: false,
    domains: [{ id: 'domain-1', name: 'shop.example.com' }],
    listed: [],
    created: [],
    updates: [],
    ...overrides,
  };
}

const NOW = () => new Date();
const MINUTE = 60_000;

/** The contract's 422 for one field. */
const invalid = (field: string, message: string) =>
  refusal(422, 'The given data was invalid.', { [field]: [message] });

function lengthError(text: string, min: number, max: number): string | null {
  if (text.trim() === '') return 'This field is required';
  if (text.length > max) return `Maximum ${max} characters allowed`;
  if (text.length < min) return `Minimum ${min} characters required`;
  return null;
}

/** The ticket as a list shows it: without its messages. */
function summaryOf({ messages: _messages, ...ticket }: Ticket): Ticket {
  return ticket;
}

function visible(desk: SupportDesk, ticket: Ticket): boolean {
  return desk.staff || ticket.user?.id === desk.viewer.id;
}

function find(desk: SupportDesk, id: string | undefined): Ticket | undefined {
  return desk.tickets.find((ticket) => ticket.id === id && visible(desk, ticket));
}

const notFound = () => refusal(404, 'Ticket not found.');

function words(value: string | null): string[] {
  return (value ?? '').split(',').filter(Boolean);
}

function compare(a: Ticket, b: Ticket, key: string): number {
  const value = (ticket: Ticket): number | string | null => {
    const field = ticket[key as keyof Ticket];
    if (field instanceof Date) return field.getTime();
    return typeof field === 'number' || typeof field === 'string' ? field : null;
  };
  const [left, right] = [value(a), value(b)];
  // Tickets without the value (not waiting, no reply yet) go last either way.
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** GET /support/tickets's answer for the query: scope, filters, search, sort and page. */
function listOf(desk: SupportDesk, url: URL): Response | ReturnType<typeof listEnvelope<Ticket>> {
  const query = url.searchParams;
  desk.listed.push(Object.fromEntries(query));
  if (query.get('scope') === 'all' && !desk.staff) return refusal(403, 'Forbidden.');
  const own = query.get('scope') !== 'all';
  const statuses = words(query.get('filter[status]'));
  const priorities = words(query.get('filter[priority]'));
  const categories = words(query.get('filter[category]'));
  const search = (query.get('search') ?? '').toLowerCase();
  let items = desk.tickets.filter(
    (ticket) =>
      (own ? ticket.user?.id === desk.viewer.id : true) &&
      (statuses.length === 0 || statuses.includes(ticket.status)) &&
      (priorities.length === 0 || priorities.includes(ticket.priority)) &&
      (categories.length === 0 || categories.includes(ticket.category)) &&
      (search === '' ||
        ticket.subject.toLowerCase().includes(search) ||
        String(ticket.number).includes(search)),
  );
  const sort = query.get('sort') ?? 'updated_at';
  const descending = query.get('sort') ? query.get('order') === 'desc' : true;
  items = [...items].sort((a, b) => compare(a, b, sort) * (descending ? -1 : 1));
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 10);
  const shown = items.slice((page - 1) * perPage, page * perPage).map(summaryOf);
  return listEnvelope(shown, { page, perPage, total: items.length });
}

function createFrom(desk: SupportDesk, body: TicketCreateRequest): Ticket | Response {
  const subject = lengthError(body.subject, 5, 200);
  if (subject) return invalid('subject', subject);
  const message = lengthError(body.message, 10, 10_000);
  if (message) return invalid('message', message);
  const domain = body.domain_id ? desk.domains.find((item) => item.id === body.domain_id) : null;
  if (domain === undefined) return invalid('domain_id', 'The selected domain is invalid.');
  const at = NOW();
  const number = Math.max(1000, ...desk.tickets.map((ticket) => ticket.number)) + 1;
  const ticket = aTicket({
    id: `ticket-${number}`,
    number,
    subject: body.subject,
    status: 'open',
    priority: body.priority ?? 'normal',
    category: body.category,
    domain_id: domain?.id ?? null,
    domain_name: domain?.name ?? null,
    user: desk.viewer,
    assignee: null,
    messages: [
      { id: `message-${number}-1`, body: body.message, author: desk.viewer, is_staff: false, created_at: at },
    ],
    waiting_since: at,
    created_at: at,
    updated_at: at,
  });
  desk.tickets.unshift(ticket);
  return ticket;
}

/** The owner's limits on PUT (the contract): close, reopen a closed ticket, change the priority. */
function updateRefusal(desk: SupportDesk, ticket: Ticket, body: TicketUpdateRequest): Response | null {
  if (desk.staff) return null;
  if (body.assignee_id !== undefined) return invalid('assignee_id', 'Only support staff assign tickets.');
  const status = body.status;
  if (status === 'pending' || status === 'answered' || (status === 'open' && ticket.status !== 'closed')) {
    return invalid('status', 'This status is set by support staff.');
  }
  return null;
}

function replyTo(desk: SupportDesk, ticket: Ticket, text: string): TicketMessage {
  const at = NOW();
  const messages = ticket.messages ?? [];
  const message: TicketMessage = {
    id: `message-${ticket.number}-${messages.length + 1}`,
    body: text,
    author: desk.viewer,
    is_staff: desk.staff,
    created_at: at,
  };
  Object.assign(ticket, {
    messages: [...messages, message],
    messages_count: messages.length + 1,
    status: desk.staff ? 'answered' : 'pending',
    waiting_since: desk.staff ? null : (ticket.waiting_since ?? at),
    last_reply_at: at,
    updated_at: at,
  });
  return message;
}

/** Minutes from each ticket's opening to its first staff reply, averaged; null when none has one. */
function averageFirstResponse(tickets: readonly Ticket[]): number | null {
  const minutes = tickets.flatMap((ticket) => {
    const reply = ticket.messages?.find((message) => message.is_staff);
    if (!reply) return [];
    return [(new Date(reply.created_at).getTime() - new Date(ticket.created_at).getTime()) / MINUTE];
  });
  if (minutes.length === 0) return null;
  return Math.round(minutes.reduce((sum, value) => sum + value, 0) / minutes.length);
}

export const supportHandlers = {
  /** GET /support/tickets. */
  list: (desk: SupportDesk) =>
    contract.get('/support/tickets', ({ request }) => listOf(desk, new URL(request.url))),
  /** GET /support/tickets/{ticket}: 404 for another user's ticket, as the server answers. */
  detail: (desk: SupportDesk) =>
    contract.get('/support/tickets/{ticket}', ({ params }) => {
      const ticket = find(desk, params.ticket);
      return ticket ? envelope(ticket) : notFound();
    }),
  /** POST /support/tickets: the contract's limits (422 on the field), then a new open ticket (201). */
  create: (desk: SupportDesk) =>
    contract.post('/support/tickets', async ({ request }) => {
      const body = (await request.json()) as TicketCreateRequest;
      desk.created.push(body);
      const ticket = createFrom(desk, body);
      return ticket instanceof Response ? ticket : HttpResponse.json(envelope(ticket), { status: 201 });
    }),
  /** PUT /support/tickets/{ticket}: the owner closes, reopens and reprioritises; staff set anything. */
  update: (desk: SupportDesk) =>
    contract.put('/support/tickets/{ticket}', async ({ params, request }) => {
      const ticket = find(desk, params.ticket);
      if (!ticket) return notFound();
      const body = (await request.json()) as TicketUpdateRequest;
      desk.updates.push(body);
      const refused = updateRefusal(desk, ticket, body);
      if (refused) return refused;
      const assignee =
        body.assignee_id === undefined
          ? ticket.assignee
          : body.assignee_id === SUPPORT_AGENT.id
            ? SUPPORT_AGENT
            : null;
      Object.assign(ticket, {
        ...(body.status ? { status: body.status } : {}),
        ...(body.priority ? { priority: body.priority } : {}),
        assignee,
        updated_at: NOW(),
      });
      return envelope(ticket);
    }),
  /** POST /support/tickets/{ticket}/messages: 1 to 10,000 characters; the status follows who wrote. */
  reply: (desk: SupportDesk) =>
    contract.post('/support/tickets/{ticket}/messages', async ({ params, request }) => {
      const ticket = find(desk, params.ticket);
      if (!ticket) return notFound();
      const { body } = (await request.json()) as { body: string };
      const problem = lengthError(body, 1, 10_000);
      if (problem) return invalid('body', problem);
      return HttpResponse.json(envelope(replyTo(desk, ticket, body)), { status: 201 });
    }),
  /** GET /support/statistics: the visible tickets counted by status. */
  statistics: (desk: SupportDesk) =>
    contract.get('/support/statistics', ({ request }) => {
      const all = new URL(request.url).searchParams.get('scope') === 'all';
      if (all && !desk.staff) return refusal(403, 'Forbidden.');
      const tickets = desk.tickets.filter((ticket) => all || ticket.user?.id === desk.viewer.id);
      const count = (status: Ticket['status']) => tickets.filter((ticket) => ticket.status === status).length;
      return envelope({
        total: tickets.length,
        by_status: {
          open: count('open'),
          pending: count('pending'),
          answered: count('answered'),
          closed: count('closed'),
        },
        average_first_response_minutes: averageFirstResponse(tickets),
      });
    }),
  /** GET /support/agents: the one agent, to staff only. */
  agents: (desk: SupportDesk) =>
    contract.get('/support/agents', () =>
      desk.staff ? envelope([SUPPORT_AGENT]) : refusal(403, 'Forbidden.'),
    ),
  /** Every operation above on one desk: `server.use(...supportHandlers.all(desk))`. */
  all: (desk: SupportDesk = aSupportDesk()) => [
    supportHandlers.list(desk),
    supportHandlers.detail(desk),
    supportHandlers.create(desk),
    supportHandlers.update(desk),
    supportHandlers.reply(desk),
    supportHandlers.statistics(desk),
    supportHandlers.agents(desk),
  ],
};
