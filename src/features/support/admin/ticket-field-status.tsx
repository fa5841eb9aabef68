import { Trans } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';

type TicketFieldStatusProps = { id: string; saving: boolean; saved: boolean; failure: string | null };

/**
 * What became of a control's last change, under it: saving, saved, or why not. Read out as it changes;
 * a failure as an alert.
 */
export function TicketFieldStatus({ id, saving, saved, failure }: TicketFieldStatusProps) {
  if (failure) {
    return (
      <p id={id} role="alert" className="flex items-center gap-1.5 text-xs text-destructive">
        <CircleAlert aria-hidden className="size-3.5 shrink-0" />
        {failure}
      </p>
    );
  }
  return (
    <p id={id} role="status" className="flex min-h-4 items-center gap-1.5 text-xs text-muted-foreground">
      {saving ? (
        <>
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
          <Trans>Saving…</Trans>
        </>
      ) : saved ? (
        <>
          <CircleCheck aria-hidden className="size-3.5 text-success" />
          <Trans>Saved</Trans>
        </>
      ) : null}
    </p>
  );
}
