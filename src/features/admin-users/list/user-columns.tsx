import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminUser } from '@/api/queries/admin-users';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { Badge } from '@/components/ui/badge';
import { Moment } from '../moment';
import { UserStatusBadge } from '../user-status';

function UserCell({ user }: { user: AdminUser }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <Link
        to="/admin/users/$id"
        params={{ id: user.id }}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {user.name}
      </Link>
      <span className="text-xs break-all text-muted-foreground">{user.email}</span>
    </span>
  );
}

function RolesCell({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} variant="outline">
          {role}
        </Badge>
      ))}
    </span>
  );
}

function YesNo({ value }: { value: boolean }) {
  return value ? <Trans>Yes</Trans> : <Trans>No</Trans>;
}

/**
 * The users list's columns: the user (name linked to their page, email under it), status, roles,
 * domains, last sign-in and when they joined; whether the email is verified and two-factor sign-in is
 * on are hidden until chosen.
 */
export function useUserColumns(): readonly AdminColumn<AdminUser>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { key: 'name', label: t`User`, sortable: true, cell: (user) => <UserCell user={user} /> },
      {
        key: 'status',
        label: t`Status`,
        sortable: true,
        foldLabel: false,
        cell: (user) => <UserStatusBadge status={user.status} />,
      },
      { key: 'roles', label: t`Roles`, cell: (user) => <RolesCell roles={user.roles} /> },
      {
        key: 'domains_count',
        label: t`Domains`,
        align: 'end',
        className: 'tabular-nums',
        cell: (user) => user.domains_count,
      },
      {
        key: 'last_login_at',
        label: t`Last sign-in`,
        sortable: true,
        cell: (user) => <Moment at={user.last_login_at} />,
      },
      {
        key: 'created_at',
        label: t`Joined`,
        sortable: true,
        foldOnPhone: false,
        cell: (user) => <Moment at={user.created_at} style="calendarDay" />,
      },
      {
        key: 'email_verified',
        label: t`Email verified`,
        hiddenByDefault: true,
        cell: (user) => <YesNo value={user.email_verified} />,
      },
      {
        key: 'two_factor_enabled',
        label: t`Two-factor`,
        hiddenByDefault: true,
        cell: (user) => <YesNo value={user.two_factor_enabled} />,
      },
    ],
    [t],
  );
}
