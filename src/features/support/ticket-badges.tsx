import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  ArrowDown,
  ArrowUp,
  CircleCheck,
  CircleDot,
  Clock,
  MessageSquareReply,
  Minus,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { TicketCategory, TicketPriority, TicketStatus } from '@/api/queries/support';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

// Shared by the owner's screens (/support) and the staff's (/admin/support). Every badge carries its
// words and an icon, so colour is never the only signal. The labels have a context because "Open" or
// "Normal" alone translate differently as a button or an adjective of something else.

type BadgeLook = { label: MessageDescriptor; variant: BadgeVariant; icon: LucideIcon };

/** A ticket's status in words: `pending` waits for staff, `answered` for the owner. */
export const TICKET_STATUS_LOOKS: Record<TicketStatus, BadgeLook> = {
  open: { label: msg({ message: 'Open', context: 'ticket status' }), variant: 'info', icon: CircleDot },
  pending: {
    label: msg({ message: 'Awaiting support', context: 'ticket status' }),
    variant: 'warning',
    icon: Clock,
  },
  answered: {
    label: msg({ message: 'Answered', context: 'ticket status' }),
    variant: 'success',
    icon: MessageSquareReply,
  },
  closed: {
    label: msg({ message: 'Closed', context: 'ticket status' }),
    variant: 'secondary',
    icon: CircleCheck,
  },
};

/** A ticket's priority in words, from the calmest to the most pressing. */
export const TICKET_PRIORITY_LOOKS: Record<TicketPriority, BadgeLook> = {
  low: { label: msg({ message: 'Low', context: 'ticket priority' }), variant: 'outline', icon: ArrowDown },
  normal: {
    label: msg({ message: 'Normal', context: 'ticket priority' }),
    variant: 'secondary',
    icon: Minus,
  },
  high: { label: msg({ message: 'High', context: 'ticket priority' }), variant: 'warning', icon: ArrowUp },
  urgent: {
    label: msg({ message: 'Urgent', context: 'ticket priority' }),
    variant: 'destructive',
    icon: TriangleAlert,
  },
};

/** What a ticket is about, in words. */
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, MessageDescriptor> = {
  general: msg({ message: 'General question', context: 'ticket category' }),
  technical: msg({ message: 'Technical problem', context: 'ticket category' }),
  billing: msg({ message: 'Billing and payments', context: 'ticket category' }),
  tracking: msg({ message: 'Tracking and events', context: 'ticket category' }),
  account: msg({ message: 'Account and access', context: 'ticket category' }),
};

function LookBadge({ look, className }: { look: BadgeLook; className?: string }) {
  const { i18n } = useLingui();
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} className={className}>
      <Icon aria-hidden />
      {i18n._(look.label)}
    </Badge>
  );
}

/** A ticket's status as a badge: "Open", "Answered"… */
export function TicketStatusBadge({ status, className }: { status: TicketStatus; className?: string }) {
  return <LookBadge look={TICKET_STATUS_LOOKS[status]} className={className} />;
}

/** A ticket's priority as a badge: "Low" … "Urgent". */
export function TicketPriorityBadge({
  priority,
  className,
}: {
  priority: TicketPriority;
  className?: string;
}) {
  return <LookBadge look={TICKET_PRIORITY_LOOKS[priority]} className={className} />;
}

/** A ticket's category in words, for tables, selects and text. */
export function useTicketCategoryLabel() {
  const { i18n } = useLingui();
  return (category: TicketCategory) => i18n._(TICKET_CATEGORY_LABELS[category]);
}

/** A ticket's category as plain text. */
export function TicketCategoryLabel({ category }: { category: TicketCategory }) {
  const label = useTicketCategoryLabel();
  return <>{label(category)}</>;
}
