import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UserStatus } from '@/api/queries/admin-users';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Each account status's words and badge. */
export const USER_STATUS_LOOKS: Record<UserStatus, { label: MessageDescriptor; variant: BadgeVariant }> = {
  active: { label: msg({ message: 'Active', context: 'account status' }), variant: 'success' },
  suspended: { label: msg({ message: 'Suspended', context: 'account status' }), variant: 'destructive' },
  pending: { label: msg({ message: 'Pending', context: 'account status' }), variant: 'warning' },
};

/** An account's status as a badge. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  const look = USER_STATUS_LOOKS[status];
  return <Badge variant={look.variant}>{i18n._(look.label)}</Badge>;
}
