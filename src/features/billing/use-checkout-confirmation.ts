import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { domainKeys } from '@/api/queries/domains';
import { subscriptionKeys, subscriptionQueries } from '@/api/queries/subscriptions';

/** How often the success screen asks whether the provider has confirmed the payment. */
export const CONFIRMATION_POLL_MS = 2000;
/** How long it waits before saying the confirmation is late, and what to do. */
export const CONFIRMATION_PATIENCE_MS = 60_000;

/**
 * The checkout's outcome, asked every 2 s while it is `open` (the provider's webhook has not arrived),
 * until it is settled or a minute has passed (`late`; `waitAgain` starts another minute). Once paid,
 * the subscriptions and domains are marked stale, so /billing shows the new plan.
 */
export function useCheckoutConfirmation(sessionId: string) {
  const queryClient = useQueryClient();
  const [late, setLate] = useState(false);
  const [round, setRound] = useState(0);
  const checkout = useQuery({
    ...subscriptionQueries.checkout(sessionId),
    refetchInterval: (query) => (query.state.data?.status === 'open' && !late ? CONFIRMATION_POLL_MS : false),
  });
  const status = checkout.data?.status;

  useEffect(() => {
    if (status !== undefined && status !== 'open') return;
    const timer = setTimeout(() => setLate(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [status, round]);

  useEffect(() => {
    if (status !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.details() });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.invoiceLists() });
    void queryClient.invalidateQueries({ queryKey: domainKeys.all });
  }, [status, queryClient]);

  return {
    checkout,
    late: late && status === 'open',
    waitAgain: () => {
      setLate(false);
      setRound((value) => value + 1);
      void checkout.refetch();
    },
  };
}
