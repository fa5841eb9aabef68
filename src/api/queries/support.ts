import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components, operations } from '@/api/schema.gen';

// Tag `support` (spec section 7, Support): the user's tickets and, for support staff (`scope: 'all'`),
// everyone's, with their conversations, the statistics and the staff a ticket can be assigned to.

type Schemas = components['schemas'];
export type Ticket = Schemas['Ticket'];
export type TicketMessage = Schemas['TicketMessage'];
export type TicketStatus = Schemas['TicketStatus'];
export type TicketPriority = Schemas['TicketPriority'];
export type TicketCategory = Schemas['TicketCategory'];
export type TicketCreateRequest = Schemas['TicketCreateRequest'];
export type TicketUpdateRequest = Schemas['TicketUpdateRequest'];
export type UserSummary = Schemas['UserSummary'];

/** Whose tickets: the caller's own, or every user's (support staff only). */
export type TicketScope = 'own' | 'all';

/** The list call's query: page, size, sort, search, `filter[…]` and `scope`. */
export type TicketListQuery = NonNullable<operations['listTickets']['parameters']['query']>;

export const TICKET_STATUSES: readonly TicketStatus[] = ['open', 'pending', 'answered', 'closed'];
export const TICKET_PRIORITIES: readonly TicketPriority[] = ['low', 'normal', 'high', 'urgent'];
export const TICKET_CATEGORIES: readonly TicketCategory[] = [
  'general',
  'technical',
  'billing',
  'tracking',
  'account',
];

export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (query: TicketListQuery) => [...supportKeys.lists(), query] as const,
  details: () => [...supportKeys.all, 'detail'] as const,
  detail: (id: string) => [...supportKeys.details(), id] as const,
  statistics: (scope: TicketScope) => [...supportKeys.all, 'statistics', scope] as const,
  agents: () => [...supportKeys.all, 'agents'] as const,
};

export const supportQueries = {
  /** GET /support/tickets: one page of tickets (without messages) and the list's total. */
  list: (query: TicketListQuery) =>
    queryOptions({
      queryKey: supportKeys.list(query),
      queryFn: async ({ signal }) => {
        const { data } = await api.GET('/support/tickets', { params: { query }, signal });
        return { items: data.data, total: data.meta.total };
      },
    }),
  /** GET /support/tickets/{ticket}: the ticket with its messages, oldest first. */
  detail: (id: string) =>
    queryOptions({
      queryKey: supportKeys.detail(id),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/support/tickets/{ticket}', { params: { path: { ticket: id } }, signal })),
    }),
  /** GET /support/statistics: counts by status and the average time to a first staff reply. */
  statistics: (scope: TicketScope = 'own') =>
    queryOptions({
      queryKey: supportKeys.statistics(scope),
      queryFn: ({ signal }) =>
        dataOf(api.GET('/support/statistics', { params: { query: { scope } }, signal })),
    }),
  /** GET /support/agents (extension, staff only): who a ticket can be assigned to, by name. */
  agents: () =>
    queryOptions({
      queryKey: supportKeys.agents(),
      queryFn: ({ signal }) => dataOf(api.GET('/support/agents', { signal })),
      staleTime: 5 * 60_000,
    }),
};

/** POST /support/tickets: opens a ticket with its first message. */
export function createTicket(body: TicketCreateRequest): Promise<Ticket> {
  return dataOf(api.POST('/support/tickets', { body }));
}

/** PUT /support/tickets/{ticket}: close, reopen, reprioritise; staff also set any status and assign. */
export function updateTicket(id: string, body: TicketUpdateRequest): Promise<Ticket> {
  return dataOf(api.PUT('/support/tickets/{ticket}', { params: { path: { ticket: id } }, body }));
}

/** POST /support/tickets/{ticket}/messages: the caller's reply. */
export function replyToTicket(id: string, body: string): Promise<TicketMessage> {
  return dataOf(
    api.POST('/support/tickets/{ticket}/messages', { params: { path: { ticket: id } }, body: { body } }),
  );
}
