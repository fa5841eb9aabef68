import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { clearNotifications, markNotificationsRead } from '@/api/queries/auth-notifications';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

interface NotificationMenuActionsProps {
  unread: number;
  /** Nothing to clear. */
  empty: boolean;
}

/**
 * The panel's footer: "Mark all as read" and "Clear all". Clearing cannot be undone, so it asks once
 * more in place, the menu staying open, with the focus on the confirming item.
 */
export function NotificationMenuActions({ unread, empty }: NotificationMenuActionsProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const markAll = useMutation({ mutationFn: () => markNotificationsRead(queryClient) });
  const clear = useMutation({
    mutationFn: () => clearNotifications(queryClient),
    onSettled: () => setConfirming(false),
  });
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (confirming) {
    return (
      <div role="group" aria-labelledby="notifications-clear-question">
        <p id="notifications-clear-question" className="px-2 py-1.5 text-sm">
          <Trans>Delete every notification? This cannot be undone.</Trans>
        </p>
        <DropdownMenuItem
          ref={confirmRef}
          variant="destructive"
          disabled={clear.isPending}
          onSelect={(event) => {
            event.preventDefault();
            clear.mutate();
          }}
        >
          <Trash2 aria-hidden />
          <Trans>Yes, clear all</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            setConfirming(false);
          }}
        >
          <X aria-hidden />
          <Trans>Cancel</Trans>
        </DropdownMenuItem>
      </div>
    );
  }
  return (
    <>
      <DropdownMenuItem
        disabled={unread === 0 || markAll.isPending}
        onSelect={(event) => {
          event.preventDefault();
          markAll.mutate();
        }}
      >
        <CheckCheck aria-hidden />
        <Trans>Mark all as read</Trans>
      </DropdownMenuItem>
      <DropdownMenuItem
        disabled={empty}
        onSelect={(event) => {
          // The menu stays open for the question that follows.
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden />
        <Trans>Clear all</Trans>
      </DropdownMenuItem>
    </>
  );
}
