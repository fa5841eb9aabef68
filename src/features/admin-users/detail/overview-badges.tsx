import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

// The statuses the support console shows for a user's domains, tracking subdomains, subscriptions and
// tickets, in the words the owner's own screens use for them (the same messages, so one translation).

type Look = { label: MessageDescriptor; variant: BadgeVariant };

const LOOKS: Record<'domain' | 'tracking' | 'subscription' | 'ticket', Record<string, Look>> = {
  domain: {
    pending: { label: msg`Pending`, variant: 'warning' },
    active: { label: msg`Active`, variant: 'success' },
    suspended: { label: msg`Suspended`, variant: 'destructive' },
    expired: { label: msg`Expired`, variant: 'secondary' },
  },
  tracking: {
    pending: { label: msg`Waiting for DNS`, variant: 'info' },
    verifying: { label: msg`Waiting for DNS`, variant: 'info' },
    configuring: { label: msg`Configuring`, variant: 'info' },
    active: { label: msg`Live`, variant: 'success' },
    failed: { label: msg`Failed`, variant: 'destructive' },
  },
  subscription: {
    trialing: { label: msg`Trial`, variant: 'info' },
    active: { label: msg`Active`, variant: 'success' },
    past_due: { label: msg`Past due`, variant: 'destructive' },
    incomplete: { label: msg`Awaiting payment`, variant: 'warning' },
    canceled: { label: msg`Canceled`, variant: 'secondary' },
  },
  ticket: {
    open: { label: msg({ message: 'Open', context: 'ticket status' }), variant: 'info' },
    pending: { label: msg({ message: 'Awaiting support', context: 'ticket status' }), variant: 'warning' },
    answered: { label: msg({ message: 'Answered', context: 'ticket status' }), variant: 'success' },
    closed: { label: msg({ message: 'Closed', context: 'ticket status' }), variant: 'secondary' },
  },
};

/** A status of something the user owns as a badge; a status this screen does not know shows as sent. */
export function OverviewBadge({ kind, status }: { kind: keyof typeof LOOKS; status: string }) {
  const { i18n } = useLingui();
  const look = LOOKS[kind][status];
  return <Badge variant={look?.variant ?? 'outline'}>{look ? i18n._(look.label) : status}</Badge>;
}
