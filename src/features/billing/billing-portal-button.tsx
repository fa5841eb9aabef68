import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { openBillingPortal } from '@/api/queries/subscriptions';
import { failureMessage } from '@/components/form/form-failure';
import { Button } from '@/components/ui/button';
import { leaveApp } from '@/lib/leave-app';
import { notify } from '@/lib/notify';

/**
 * POST /subscriptions/portal, then off to the provider's billing portal (cards, billing details), which
 * links back to /billing. Someone who has never paid gets the server's reason instead.
 */
export function BillingPortalButton() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      leaveApp(await openBillingPortal(`${window.location.origin}/billing`));
    } catch (error) {
      notify.error(failureMessage(error, msg`The billing portal could not be opened. Try again.`, i18n));
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
