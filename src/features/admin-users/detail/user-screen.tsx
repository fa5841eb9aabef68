import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { adminUsersQueries } from '@/api/queries/admin-users';
import { RecordHeader } from '@/components/record-page/record-header';
import { RecordTabs } from '@/components/record-page/record-tabs';
import { Button } from '@/components/ui/button';
import { UserStatusBadge } from '../user-status';
import { UserAccessTab } from './user-access-tab';
import { UserActivityTab } from './user-activity-tab';
import { UserDomainsTab } from './user-domains-tab';
import { UserProfileTab } from './user-profile-tab';
import { UserSessionsTab } from './user-sessions-tab';
import { UserTicketsTab } from './user-tickets-tab';
import { userTabOf, validateUserSearch, type UserTab } from './user-tabs';
import { useUserActions } from './use-user-actions';

const routeApi = getRouteApi('/admin/users/$id/');

/**
 * /admin/users/$id: one user's page as a support console (GET /admin/users/{id}/overview, loaded by the
 * route): the account and its status with the reason, roles, domains and subscriptions, tickets,
 * sessions, recent activity and the staff's changes, and which role grants each permission. The tab is
 * in the URL (`?tab=`); the activity and permissions tabs read their own data when first opened.
 */
export function UserScreen() {
  const { t } = useLingui();
  const { id } = routeApi.useParams();
  const tab = userTabOf(routeApi.useSearch());
  const navigate = routeApi.useNavigate();
  const { data: overview } = useSuspenseQuery(adminUsersQueries.overview(id));
  const { user } = overview;
  const userActions = useUserActions(overview);
  const suspended = user.status === 'suspended';
  const small = (action: 'suspend' | 'activate' | 'roles' | 'sign-out', label: ReactNode) => (
    <Button variant="outline" size="sm" onClick={() => userActions.ask(action)}>
      {label}
    </Button>
  );
  const acts = userActions.mayUpdate && !userActions.own;

  const tabs: { id: UserTab; label: string; content: ReactNode }[] = [
    {
      id: 'profile',
      label: t`Profile`,
      content: (
        <UserProfileTab
          overview={overview}
          statusAction={
            acts
              ? small(
                  suspended ? 'activate' : 'suspend',
                  suspended ? <Trans>Reactivate</Trans> : <Trans>Suspend</Trans>,
                )
              : undefined
          }
          rolesAction={userActions.rolesEditable ? small('roles', <Trans>Change roles</Trans>) : undefined}
        />
      ),
    },
    { id: 'domains', label: t`Domains and billing`, content: <UserDomainsTab overview={overview} /> },
    { id: 'tickets', label: t`Tickets`, content: <UserTicketsTab overview={overview} /> },
    {
      id: 'sessions',
      label: t`Sessions`,
      content: (
        <UserSessionsTab
          overview={overview}
          action={acts ? small('sign-out', <Trans>Sign out everywhere</Trans>) : undefined}
        />
      ),
    },
    { id: 'activity', label: t`Activity`, content: <UserActivityTab overview={overview} /> },
    { id: 'access', label: t`Permissions`, content: <UserAccessTab user={user} /> },
  ];

  return (
    <main className="grid min-w-0 content-start gap-6">
      <RecordHeader
        title={user.name}
        status={<UserStatusBadge status={user.status} />}
        subtitle={<span className="break-all">{user.email}</span>}
        actions={userActions.actions}
      />
      <RecordTabs
        label={t`Sections of the user’s page`}
        tabs={tabs}
        value={tab}
        onValueChange={(next) =>
          void navigate({ to: '.', search: validateUserSearch({ tab: next }), replace: true })
        }
      />
      {userActions.dialogs}
    </main>
  );
}
