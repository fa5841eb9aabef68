import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adminAccessQueries, updateRole, type Role } from '@/api/queries/admin-access';
import { useAccess } from '@/auth/abilities/ability-context';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleColumnHeader, type RoleRights } from './role-column-header';
import { showSavedRole } from '../access-cache';
import { isBuiltIn } from '../built-in-roles';
import { RoleGrid } from './role-grid';
import {
  grantedCount,
  groupPermissions,
  stagedChanges,
  stageGrants,
  type StagedGrants,
} from './role-grid-model';
import { RoleSheet, type RoleEditing } from './role-sheet';
import { SaveGrantsBar } from './save-grants-bar';
import { SaveGrantsDialog } from './save-grants-dialog';
import { useLeaveGuard } from './use-leave-guard';

const NOTHING_STAGED: StagedGrants = new Map();

/**
 * /admin/roles: the roles × permissions grid. Ticking boxes stages changes; saving says first how many
 * users hold the roles changed. Roles are made, duplicated, renamed and deleted from their column heads;
 * a role's holders count opens the users list filtered by it, and who holds a role is changed on the
 * user's page.
 */
export function RolesScreen() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: roles } = useSuspenseQuery(adminAccessQueries.roles());
  const { data: permissions } = useSuspenseQuery(adminAccessQueries.everyPermission());
  const groups = useMemo(() => groupPermissions(permissions), [permissions]);
  const { allowsAny } = useAccess();
  const rights: RoleRights = {
    create: allowsAny(['admin.roles.create']),
    update: allowsAny(['admin.roles.update']),
    delete: allowsAny(['admin.roles.delete']),
    viewUsers: allowsAny(['admin.users.view']),
  };
  const [staged, setStaged] = useState<StagedGrants>(NOTHING_STAGED);
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const changes = stagedChanges(roles, staged);
  const leaveGuard = useLeaveGuard(changes.length > 0);

  async function saveChanges() {
    const saved = new Set<string>();
    try {
      // One role at a time; on a refusal, the roles saved before it leave the staged changes.
      for (const { role } of changes) {
        const wanted = staged.get(role.id);
        if (!wanted) continue;
        showSavedRole(queryClient, await updateRole(role.id, { permissions: [...wanted].sort() }));
        saved.add(role.id);
      }
      notify.success(t`The roles have been saved`);
    } finally {
      setStaged((previous) => new Map([...previous].filter(([id]) => !saved.has(id))));
    }
  }

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader
        actions={
          rights.create ? (
            <Button onClick={() => setEditing({ kind: 'create' })}>
              <Plus aria-hidden />
              <Trans>New role</Trans>
            </Button>
          ) : null
        }
      />
      <RoleGrid
        roles={roles}
        groups={groups}
        staged={staged}
        editable={rights.update}
        onStage={(role, names, grant) => setStaged((previous) => stageGrants(previous, role, names, grant))}
        header={(role) => (
          <RoleColumnHeader
            role={role}
            granted={grantedCount(role, permissions, staged)}
            total={permissions.length}
            rights={rights}
            onEdit={() => setEditing({ kind: 'edit', role })}
            onDuplicate={() =>
              setEditing({
                kind: 'duplicate',
                from: role,
                permissions: isBuiltIn(role) ? permissions.map(({ name }) => name) : role.permissions,
              })
            }
            onDelete={() => setDeleting(role)}
          />
        )}
      />
      {changes.length > 0 ? (
        <SaveGrantsBar
          changes={changes}
          onDiscard={() => setStaged(NOTHING_STAGED)}
          onReview={() => setReviewing(true)}
        />
      ) : null}
      <SaveGrantsDialog open={reviewing} onOpenChange={setReviewing} changes={changes} onSave={saveChanges} />
      <RoleSheet editing={editing} onClose={() => setEditing(null)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
      {leaveGuard}
    </main>
  );
}
