import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Notification } from '@/api/queries/auth-notifications';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/cn';

const TYPES: Record<Notification['type'], { icon: LucideIcon; className: string; label: MessageDescriptor }> =
  {
    info: { icon: Info, className: 'text-info', label: msg`Information` },
    success: { icon: CircleCheck, className: 'text-success', label: msg`Success` },
    warning: {
      icon: TriangleAlert,
      className: 'text-warning-foreground dark:text-warning',
      label: msg`Warning`,
    },
    error: { icon: CircleAlert, className: 'text-destructive', label: msg`Error` },
  };

/** An address inside the app ("/support/tickets/7"), which the router opens without loading the page. */
function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

interface NotificationItemProps {
  notification: Notification;
  /** When the notification is shown; "5 minutes ago" is counted from it. */
  now: number;
  /**
   * The user opened the notification: mark it read, and for a link inside the app, close the menu and
   * go there (`navigate` false when the browser follows the link itself: another tab, another site).
   */
  onOpen: (notification: Notification, navigate: boolean) => void;
}

/**
 * One notification of the bell's panel: its type's icon, title, message and time in words. An unread one
 * is bold with a dot, and says "Unread" to screen readers, so colour is never the only sign.
 */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { i18n, t } = useLingui();
  const dates = useDateFormat();
  const unread = notification.read_at === null;
  const type = TYPES[notification.type];
  const Icon = type.icon;
  const kind = i18n._(type.label);
  const url = notification.action_url;
  const body = (
    <>
      <Icon aria-hidden className={cn('mt-0.5', type.className)} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm break-words', unread && 'font-semibold')}>
          <span className="sr-only">{unread ? t`${kind}, unread:` : t`${kind}:`} </span>
          {notification.title}
        </span>
        <span className="line-clamp-2 text-xs break-words text-muted-foreground">{notification.message}</span>
        <time
          dateTime={new Date(notification.created_at).toISOString()}
          title={dates.moment(notification.created_at)}
          className="text-xs text-muted-foreground"
        >
          {dates.relative(notification.created_at, now)}
        </time>
      </span>
      {unread ? <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" /> : null}
    </>
  );
  const className = 'items-start gap-3 py-2';
  if (!url) {
    return (
      <DropdownMenuItem className={className} onSelect={() => onOpen(notification, false)}>
        {body}
      </DropdownMenuItem>
    );
  }
  const inApp = isAppPath(url);
  return (
    <DropdownMenuItem asChild className={className}>
      <a
        href={url}
        {...(inApp ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        onClick={(event) => {
          const navigate = inApp && !isModifiedClick(event);
          // The router goes there instead of the browser: no page load, the session and caches stay.
          if (navigate) event.preventDefault();
          onOpen(notification, navigate);
        }}
      >
        {body}
      </a>
    </DropdownMenuItem>
  );
}
