import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { domainKeys, type Domain } from '@/api/queries/domains';

/**
 * Files a domain the server answered after a change as the page's domain, and marks the lists stale,
 * since they show its services and state too.
 */
export function useDomainUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (domain: Domain) => {
      queryClient.setQueryData(domainKeys.detail(domain.id), domain);
      await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
    },
    [queryClient],
  );
}
