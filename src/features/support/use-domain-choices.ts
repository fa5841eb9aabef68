import { useQuery } from '@tanstack/react-query';
import { domainQueries } from '@/api/queries/domains';

/** The user's domains to choose from: the first hundred (the most a page holds), newest first. */
const DOMAIN_CHOICES_QUERY = { page: 1, per_page: 100 } as const;

/** The user's domains for the new ticket's domain picker; empty while they load. */
export function useDomainChoices() {
  const domains = useQuery(domainQueries.list(DOMAIN_CHOICES_QUERY));
  return domains.data?.items ?? [];
}
