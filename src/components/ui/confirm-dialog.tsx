import { Trans } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useRevealRefusal } from '@/components/form/use-reveal-refusal';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/lib/use-return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's words, naming the action ("Sign out"), never a bare "OK". */
  confirmLabel: ReactNode;
  /**
   * Runs when confirmed; the caller closes the dialog once the action succeeded. A promise it returns is
   * waited for, so that a refusal takes the user to the field it marks invalid (as the kit's forms do).
   */
  onConfirm: () => unknown;
  /** While the action runs: the confirm button shows progress and neither button can be used again. */
  busy?: boolean;
  /** Keeps the confirm button off until what is asked is filled in (the name of what is deleted). */
  confirmDisabled?: boolean;
  /** Why the last attempt failed, shown above the buttons; the dialog stays open to try again. */
  error?: string | null;
  /** More to fill in before confirming, such as the password. */
  children?: ReactNode;
  /** What takes the focus on opening (the field to fill in); Cancel otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The confirm button's look: red for what is lost (the default), plain for what is kept (resuming). */
  tone?: 'destructive' | 'default';
}

/**
 * Asks before an action that cannot be undone (signing a browser out, disconnecting an account). Cancel
 * has the focus at first, so Enter alone never confirms; with fields inside, Enter in a field confirms.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  error,
  children,
  initialFocus,
  tone = 'destructive',
}: ConfirmDialogProps) {
  const { formRef, afterSubmit } = useRevealRefusal();
  // Opened by the caller's own button or a menu item, never an AlertDialog.Trigger.
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={returnFocus.giveBack}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-popover p-6 text-popover-foreground shadow-lg outline-none"
        >
          <form
            ref={formRef}
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy && !confirmDisabled) void afterSubmit(Promise.resolve(onConfirm()));
            }}
          >
            <div className="grid gap-2">
              <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
              {/* A div, not Radix's <p>: a description may hold a list of what is lost. */}
              <AlertDialog.Description asChild>
                <div className="text-sm text-muted-foreground">{description}</div>
              </AlertDialog.Description>
            </div>
            {children}
            {error ? <Alert variant="destructive" autoClose={false} description={error} /> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  <Trans>Cancel</Trans>
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant={tone} loading={busy} disabled={confirmDisabled}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
