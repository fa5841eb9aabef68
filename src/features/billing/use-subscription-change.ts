import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { subscriptionKeys, type Subscription } from '@/api/queries/subscriptions';
import { domainKeys } from '@/api/queries/domains';
import { failureMessage } from '@/components/form/form-failure';

/**
 * Runs a change of one domain's subscription (cancel, resume) for a confirmation dialog: busy while it
 * runs, the server's reason when it fails. The answer becomes the domain's subscription, and the domains'
 * lists are marked stale, since they show when each subscription ends.
 */
export function useSubscriptionChange(domainId: string) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(change: () => Promise<Subscription>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      queryClient.setQueryData(subscriptionKeys.detail(domainId), await change());
      await queryClient.invalidateQueries({ queryKey: domainKeys.lists() });
      return true;
    } catch (error) {
      setFailure(failureMessage(error, msg`Something went wrong. Try again.`, i18n));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
