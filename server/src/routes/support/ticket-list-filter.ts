import { msg } from '@lingui/core/runtime-macro';
import { fieldMessages } from '../../lib/common-messages.ts';
import { invalidField } from '../../lib/http-error.ts';
import { knownFilters, listValue } from '../auth/list-query.ts';
import type { TicketCategory, TicketFilter, TicketPriority, TicketStatus } from './tickets.repo.ts';

export const TICKET_STATUSES: readonly TicketStatus[] = ['open', 'pending', 'answered', 'closed'];
export const TICKET_PRIORITIES: readonly TicketPriority[] = ['low', 'normal', 'high', 'urgent'];
const CATEGORIES: readonly TicketCategory[] = ['general', 'technical', 'billing', 'tracking', 'account'];

/** `assignee_id` and `waiting_min` are for the staff's queue, and harmless on an owner's own list. */
const FILTERS = ['status', 'priority', 'category', 'assignee_id', 'waiting_min'] as const;

const MINUTE_MS = 60_000;

/** The items of a comma-separated filter, each one of `allowed`; 422 on the filter otherwise. */
function oneOf<V extends string>(value: string, allowed: readonly V[], field: string): V[] {
  const wanted = listValue(value);
  const chosen = allowed.filter((item) => wanted.includes(item));
  if (chosen.length !== wanted.length) {
    throw invalidField(`filter[${field}]`, fieldMessages.enum, { allowed: allowed.join(', ') });
  }
  return chosen;
}

/** Whole minutes of `filter[waiting_min]`; 422 on the filter for anything else. */
function minutes(value: string): number {
  if (!/^\d{1,7}$/.test(value)) {
    throw invalidField('filter[waiting_min]', msg`Enter a whole number of minutes`);
  }
  return Number(value);
}

interface ListScope {
  /** The caller, for `me` and for the owner's own tickets. */
  userId: string;
  /** Every user's tickets (staff, `scope=all`). */
  all: boolean;
  search: string | undefined;
  filter: Record<string, string> | undefined;
  now: Date;
}

/** The repo's filter from the list's query; 422 on a filter the list does not have or a wrong value. */
export function ticketFilter({ userId, all, search, filter, now }: ListScope): TicketFilter {
  const filters = knownFilters(filter, FILTERS);
  const result: TicketFilter = { userId: all ? undefined : userId, search: search?.trim() || undefined };
  if (filters.status) result.statuses = oneOf(filters.status, TICKET_STATUSES, 'status');
  if (filters.priority) result.priorities = oneOf(filters.priority, TICKET_PRIORITIES, 'priority');
  if (filters.category) result.categories = oneOf(filters.category, CATEGORIES, 'category');
  const { assignee_id: assignee, waiting_min: waitingMin } = filters;
  if (assignee) {
    result.assigneeId = assignee === 'none' ? null : assignee === 'me' ? userId : assignee;
  }
  if (waitingMin) {
    result.waitingSinceAtMost = new Date(now.getTime() - minutes(waitingMin) * MINUTE_MS);
  }
  return result;
}
