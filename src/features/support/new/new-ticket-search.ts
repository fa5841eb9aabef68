/** The URL state of /support/new: `domain`, the id of a domain to preselect (a domain's page links so). */
export interface NewTicketSearch {
  domain?: string;
}

/** The route's `validateSearch`: a non-empty `domain` is kept, anything else dropped. */
export function validateNewTicketSearch(search: Record<string, unknown>): NewTicketSearch {
  const { domain } = search;
  return typeof domain === 'string' && domain.trim() !== '' ? { domain: domain.trim() } : {};
}
