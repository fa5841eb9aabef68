import { useQuery } from '@tanstack/react-query';
import { domainQueries } from '@/api/queries/domains';

/** The user's domains for a domain filter or picker; empty while they load. */
export function useDomainChoices() {
  const domains = useQuery(domainQueries.choices());
  return { domains: domains.data?.items ?? [], query: domains };
}
