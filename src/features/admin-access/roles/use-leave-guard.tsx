import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';

/**
 * While the grid holds changes not saved, leaving the page asks first (and the browser asks before a
 * reload or closing the tab). Signing out, by the user or for inactivity, is never held up.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useLingui();
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => !next.pathname.startsWith('/auth/'),
    enableBeforeUnload: dirty,
    disabled: !dirty,
    withResolver: true,
  });
  return (
    <ConfirmAction
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title={t`Leave without saving?`}
      description={<Trans>The permissions you ticked or cleared are not saved yet and will be lost.</Trans>}
      confirmLabel={<Trans>Leave without saving</Trans>}
      onConfirm={() => {
        blocker.proceed?.();
        return Promise.resolve();
      }}
    />
  );
}
