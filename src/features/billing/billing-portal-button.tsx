import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { openBillingPortal } from '@/api/queries/subscriptions';
import { Button } from '@/components/ui/button';
import { leaveApp } from '@/lib/leave-app';
import { notify } from '@/lib/notify';

/**
 * POST /subscriptions/portal, then off to the provider's billing portal (cards, billing details), which
 * links back to /billing. Someone who has never paid gets the server's reason instead.
 */
export function BillingPortalButton() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      leaveApp(await openBillingPortal(`${window.location.origin}/billing`));
    } catch (error) {
      notify.error(
        isApiError(error) && error.message
          ? error.message
          : t`The billing portal could not be opened. Try again.`,
      );
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" loading={busy} onClick={() => void open()}>
      <Trans>Billing portal</Trans>
      {busy ? null : <ExternalLink aria-hidden />}
    </Button>
  );
}
