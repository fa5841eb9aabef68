import type { SearchResults } from '@/api/queries/search';
import { contract, envelope } from '../contract';

// Tag `search`: GET /search, the command palette's request. The fake finds, in the records it is given,
// those whose name, id, number, subject, email or invoice number contains `q` (case-insensitively), as
// the reference server does, and remembers every `q` it was asked.

/** No record in any group. */
export function noResults(): SearchResults {
  return { domains: [], events: [], tickets: [], users: [], payments: [] };
}

/** The owner's shop domain, one of its events and a ticket; the staff groups empty, as for an owner. */
export function ownerRecords(): SearchResults {
  return {
    ...noResults(),
    domains: [
      { id: 'domain-1', name: 'shop.example.com', status: 'active' },
      { id: 'domain-2', name: 'blog.example.com', status: 'active' },
    ],
    events: [
      {
        id: 'event-row-1',
        event_id: 'evt_shop_0001',
        event_name: 'purchase',
        event_time: new Date('2026-11-01T10:00:00Z'),
        status: 'processed',
        domain_id: 'domain-1',
        domain_name: 'shop.example.com',
      },
    ],
    tickets: [
      {
        id: 'ticket-1',
        number: 1042,
        subject: 'Shop events are missing',
        status: 'open',
        domain_name: 'shop.example.com',
      },
    ],
  };
}

function matches(q: string, ...texts: (string | number | null)[]): boolean {
  const wanted = q.toLowerCase();
  return texts.some((text) => text !== null && String(text).toLowerCase().includes(wanted));
}

/** The records of `records` that `q` finds, group by group. */
function find(records: SearchResults, q: string): SearchResults {
  return {
    domains: records.domains.filter((domain) => matches(q, domain.name)),
    events: records.events.filter((event) => matches(q, event.event_id, event.event_name)),
    tickets: records.tickets.filter((ticket) => matches(q, ticket.number, ticket.subject)),
    users: records.users.filter((user) => matches(q, user.name, user.email)),
    payments: records.payments.filter((payment) => matches(q, payment.invoice_number, payment.payer_email)),
  };
}

export const searchHandlers = {
  /** GET /search over `records`; each `q` asked is pushed onto `asked`. */
  everything: (records: SearchResults = ownerRecords(), asked: string[] = []) =>
    contract.get('/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return envelope(find(records, q.trim()));
    }),
};
