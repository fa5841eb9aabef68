import { Trans } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/auth/session/session-context';
import { useSession } from '@/auth/session/use-session';
import { useSignOut } from '@/auth/session/use-sign-out';

/**
 * The warning shown shortly before the inactivity log-out. Staying signed in is the default answer:
 * it has the focus, and closing the dialog (Escape) counts as it too, since only a present user can do so.
 */
export function InactivityWarning() {
  const store = useSessionStore();
  const { inactivityWarning } = useSession();
  const signOut = useSignOut();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={inactivityWarning}
      onOpenChange={(open) => {
        if (!open) store.staySignedIn();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="inactivity-warning"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stay.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-popover p-6 text-popover-foreground shadow-lg outline-none"
        >
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Are you still there?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            <Trans>
              You have not been active for a while. For your security, you will be signed out in less than a
              minute.
            </Trans>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </Button>
            <Button ref={stay} onClick={() => store.staySignedIn()}>
              <Trans>Stay signed in</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
