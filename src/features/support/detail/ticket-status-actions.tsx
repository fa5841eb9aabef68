import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Ticket } from '@/api/queries/support';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { notify } from '@/lib/notify';
import { useTicketUpdate } from './use-ticket-update';

/**
 * Close (after a confirmation) or, for a closed ticket, reopen: the two statuses the owner may set. A
 * reply also reopens a closed ticket, so closing asks but warns of nothing lost.
 */
export function TicketStatusActions({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const update = useTicketUpdate(ticket.id);
  const [confirming, setConfirming] = useState(false);
  const number = ticket.number;
  // Closing or reopening swaps the button (and closing unmounts the dialog that had the focus): once the
  // status the user asked for shows, its successor takes the focus, or it would be left on the page itself.
  const statusButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    statusButton.current?.focus();
  }, [ticket.status]);

  if (ticket.status === 'closed') {
    return (
      <div className="grid justify-items-end gap-1">
        <Button
          ref={statusButton}
          variant="outline"
          loading={update.busy}
          onClick={() => {
            asked.current = true;
            void update.run({ status: 'open' }).then((done) => {
              if (done) notify.success(t`Ticket #${number} reopened`);
              else asked.current = false;
            });
          }}
        >
          <RotateCcw aria-hidden />
          <Trans>Reopen ticket</Trans>
        </Button>
        {update.failure ? <FieldMessage tone="error">{update.failure}</FieldMessage> : null}
      </div>
    );
  }

  return (
    <>
      <Button ref={statusButton} variant="outline" onClick={() => setConfirming(true)}>
        <CircleCheck aria-hidden />
        <Trans>Close ticket</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          update.clearFailure();
        }}
        title={<Trans>Close ticket #{number}?</Trans>}
        description={
          <Trans>
            Close it when your question is answered. You can reopen it later, or reply to it, which reopens it
            too.
          </Trans>
        }
        confirmLabel={<Trans>Close ticket</Trans>}
        tone="default"
        busy={update.busy}
        error={update.failure}
        onConfirm={() => {
          asked.current = true;
          void update.run({ status: 'closed' }).then((done) => {
            if (!done) {
              asked.current = false;
              return;
            }
            setConfirming(false);
            notify.success(t`Ticket #${number} closed`);
          });
        }}
      />
    </>
  );
}
