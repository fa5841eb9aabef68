import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { adminUsersQueries, type AdminUser } from '@/api/queries/admin-users';
import { useAccess } from '@/auth/abilities/ability-context';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAssignableRoles } from '../use-assignable-roles';
import { CreateUserSheet } from './create-user-sheet';
import { useUserBulkActions, useUserCount } from './use-user-bulk-actions';
import { useUserColumns } from './user-columns';
import { usersFilters } from './users-filters';
import { DEFAULT_USERS_SORT, USERS_SEARCH_OPTIONS } from './users-search';
import { usersQueryOf } from './users-query';

const routeApi = getRouteApi('/admin/users/');

const getRowId = (user: AdminUser) => user.id;
const rowLabel = (user: AdminUser) => user.email;

/**
 * /admin/users: every account, on the admin panel's list pattern. Search, filters, sort and page in the
 * URL; suspend or reactivate the ticked users with a reason; export what the filters match; and a new
 * user from a sheet. Changing accounts is offered only to staff allowed to.
 */
export function UsersScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...USERS_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const result = useQuery({
    ...adminUsersQueries.list(usersQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });
  const { allowsAny } = useAccess();
  const roles = useAssignableRoles();
  const columns = useUserColumns();
  const countLabel = useUserCount();
  const allActions = useUserBulkActions(url.state);
  const canChange = allowsAny(['admin.users.update']);
  const canCreate = allowsAny(['admin.users.create']);
  const bulkActions = allActions.filter((action) => action.id === 'export' || canChange);
  const [creating, setCreating] = useState(false);
  const chosenRole = url.state.filters.role;

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden />
              <Trans>New user</Trans>
            </Button>
          ) : undefined
        }
      />
      <AdminList
        id="admin-users"
        caption={t`Users`}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        url={url}
        filters={usersFilters(roles.names, typeof chosenRole === 'string' ? chosenRole : undefined)}
        result={result}
        defaultSort={DEFAULT_USERS_SORT}
        countLabel={countLabel}
        bulkActions={bulkActions}
        empty={<EmptyState icon={<Users />} title={<Trans>No users yet.</Trans>} />}
      />
      {canCreate ? <CreateUserSheet open={creating} onOpenChange={setCreating} roles={roles.names} /> : null}
    </main>
  );
}
