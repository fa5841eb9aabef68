import { DeletedAccount } from './deleted-account';
import { Trans, useLingui } from '@lingui/react/macro';
import { Headset } from 'lucide-react';
import type { TicketMessage } from '@/api/queries/support';
import { useCurrentUser } from '@/auth/session/use-session';
import { Avatar, AvatarFallback, AvatarImage, getInitials } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';

interface TicketThreadProps {
  /** The conversation as the API gives it, oldest first. */
  messages: readonly TicketMessage[];
  /** The ticket owner's id (their messages read as the customer's to staff); undefined once deleted. */
  ownerId: string | undefined;
}

/**
 * A ticket's conversation, oldest first so the newest is last, next to the reply box. Staff replies carry
 * a "Support" badge and a tinted background, so the owner and staff alike tell at a glance who said what;
 * the viewer's own messages say "You".
 */
export function TicketThread({ messages, ownerId }: TicketThreadProps) {
  const { t } = useLingui();
  const viewer = useCurrentUser();
  const ordered = [...messages].sort(
    (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime(),
  );
  return (
    <ol aria-label={t`Messages`} className="grid gap-4" data-slot="ticket-thread">
      {ordered.map((message) => (
        <ThreadMessage
          key={message.id}
          message={message}
          isOwner={message.author !== null && message.author.id === ownerId}
          isViewer={message.author !== null && viewer?.id === message.author.id}
        />
      ))}
    </ol>
  );
}

interface ThreadMessageProps {
  message: TicketMessage;
  isOwner: boolean;
  isViewer: boolean;
}

function ThreadMessage({ message, isOwner, isViewer }: ThreadMessageProps) {
  const format = useDateFormat();
  const now = useNow();
  const { author } = message;
  return (
    <li
      data-staff={message.is_staff || undefined}
      className={cn(
        'grid gap-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr]',
        message.is_staff ? 'border-primary/30 bg-accent/60' : 'bg-card',
      )}
    >
      <Avatar size="sm" className="hidden sm:flex">
        {author?.avatar ? <AvatarImage src={author.avatar} alt="" /> : null}
        <AvatarFallback>{author ? getInitials(author.name) : '?'}</AvatarFallback>
      </Avatar>
      <article className="grid min-w-0 gap-2">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium break-words">{author ? author.name : <DeletedAccount />}</span>
          {isViewer ? (
            <span className="text-muted-foreground">
              (<Trans>you</Trans>)
            </span>
          ) : null}
          {message.is_staff ? (
            <Badge variant="default">
              <Headset aria-hidden />
              <Trans context="message author">Support</Trans>
            </Badge>
          ) : isOwner && !isViewer ? (
            <Badge variant="outline">
              <Trans>Customer</Trans>
            </Badge>
          ) : null}
          <time
            dateTime={new Date(message.created_at).toISOString()}
            title={format.moment(message.created_at)}
            className="text-muted-foreground sm:ml-auto"
          >
            {format.relative(message.created_at, now)}
          </time>
        </header>
        <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
      </article>
    </li>
  );
}
