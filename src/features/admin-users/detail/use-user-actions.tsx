import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Ban, KeyRound, LogOut, Pencil, RotateCcw, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  activateAdminUser,
  adminUserKeys,
  deleteAdminUser,
  resetAdminUserTwoFactor,
  signOutAdminUser,
  suspendAdminUser,
  updateAdminUser,
  type AdminUserOverview,
} from '@/api/queries/admin-users';
import { useAccess } from '@/auth/abilities/ability-context';
import { useCurrentUser } from '@/auth/session/use-session';
import type { RecordAction } from '@/components/record-page/record-header';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';
import { useAssignableRoles } from '../use-assignable-roles';
import { ChangeRolesDialog } from './change-roles-dialog';
import { DeletionImpact } from './deletion-impact';

type Asking = 'suspend' | 'activate' | 'sign-out' | 'two-factor' | 'delete' | 'roles';

/**
 * What staff can do on a user's page, offered only to those allowed to (`admin.users.update`,
 * `admin.users.delete`) and never on their own account (the server refuses that too): edit, suspend or
 * reactivate, change roles, sign out everywhere, turn two-factor sign-in off, delete. Each asks first,
 * with a reason for the audit trail; deleting also asks for the email typed in full and first says what
 * goes with the account. `ask` opens one from a button elsewhere on the page.
 */
export function useUserActions(overview: AdminUserOverview) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { allowsAny } = useAccess();
  const me = useCurrentUser();
  const roles = useAssignableRoles();
  const [asking, setAsking] = useState<Asking | null>(null);
  const { user } = overview;
  const { id, email, name } = user;
  const own = me?.id === id;
  const mayUpdate = allowsAny(['admin.users.update']);
  const mayDelete = allowsAny(['admin.users.delete']) && !own;
  const suspended = user.status === 'suspended';

  async function changed(message: string) {
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    notify.success(message);
  }
  const dialog = (which: Asking) => ({
    open: asking === which,
    onOpenChange: (open: boolean) => setAsking(open ? which : null),
  });

  const actions: RecordAction[] = [];
  if (mayUpdate) {
    actions.push({
      id: 'edit',
      label: <Trans>Edit</Trans>,
      icon: <Pencil aria-hidden />,
      onSelect: () => void navigate({ to: '/admin/users/$id/edit', params: { id } }),
    });
  }
  if (mayUpdate && !own) {
    actions.push(
      suspended
        ? {
            id: 'activate',
            label: <Trans>Reactivate</Trans>,
            icon: <RotateCcw aria-hidden />,
            onSelect: () => setAsking('activate'),
          }
        : {
            id: 'suspend',
            label: <Trans>Suspend</Trans>,
            icon: <Ban aria-hidden />,
            tone: 'destructive',
            onSelect: () => setAsking('suspend'),
          },
      {
        id: 'sign-out',
        label: <Trans>Sign out everywhere</Trans>,
        icon: <LogOut aria-hidden />,
        onSelect: () => setAsking('sign-out'),
      },
    );
  }
  if (mayUpdate && roles.allowed) {
    actions.push({
      id: 'roles',
      label: <Trans>Change roles</Trans>,
      icon: <ShieldCheck aria-hidden />,
      onSelect: () => setAsking('roles'),
    });
  }
  if (mayUpdate && user.two_factor_enabled) {
    actions.push({
      id: 'two-factor',
      label: <Trans>Turn off two-factor sign-in</Trans>,
      icon: <KeyRound aria-hidden />,
      onSelect: () => setAsking('two-factor'),
    });
  }
  if (mayDelete) {
    actions.push({
      id: 'delete',
      label: <Trans>Delete</Trans>,
      icon: <Trash2 aria-hidden />,
      tone: 'destructive',
      onSelect: () => setAsking('delete'),
    });
  }

  const dialogs = (
    <>
      <ConfirmAction
        {...dialog('suspend')}
        reason
        title={t`Suspend ${email}?`}
        description={
          <Trans>
            They are signed out everywhere at once and cannot sign in, and their domains stop taking events,
            until they are reactivated. The reason is kept on the account and in the activity log.
          </Trans>
        }
        confirmLabel={<Trans>Suspend</Trans>}
        failure={msg`The account could not be suspended.`}
        onConfirm={async ({ reason }) => {
          await suspendAdminUser(id, reason);
          await changed(t`${email} suspended`);
        }}
      />
      <ConfirmAction
        {...dialog('activate')}
        reason
        tone="default"
        title={t`Reactivate ${email}?`}
        description={<Trans>They can sign in again and their domains take events again.</Trans>}
        confirmLabel={<Trans>Reactivate</Trans>}
        failure={msg`The account could not be reactivated.`}
        onConfirm={async ({ reason }) => {
          await activateAdminUser(id, reason);
          await changed(t`${email} reactivated`);
        }}
      />
      <ConfirmAction
        {...dialog('sign-out')}
        reason
        title={t`Sign ${name} out everywhere?`}
        description={
          <Trans>Every session ends: each open tab of theirs is signed out at its next action.</Trans>
        }
        confirmLabel={<Trans>Sign out everywhere</Trans>}
        failure={msg`The user could not be signed out.`}
        onConfirm={async ({ reason }) => {
          await signOutAdminUser(id, reason);
          await changed(t`${name} signed out everywhere`);
        }}
      />
      <ConfirmAction
        {...dialog('two-factor')}
        reason
        title={t`Turn off two-factor sign-in for ${email}?`}
        description={
          <Trans>
            For someone who lost their authenticator and recovery codes: they sign in with their password
            alone until they turn it on again. Make sure it is really them asking.
          </Trans>
        }
        confirmLabel={<Trans>Turn off</Trans>}
        failure={msg`Two-factor sign-in could not be turned off.`}
        onConfirm={async ({ reason }) => {
          await resetAdminUserTwoFactor(id, reason);
          await changed(t`Two-factor sign-in turned off for ${email}`);
        }}
      />
      <ConfirmAction
        {...dialog('delete')}
        reason
        typedName={email}
        title={t`Delete ${email}?`}
        description={<Trans>This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete user</Trans>}
        failure={msg`The user could not be deleted.`}
        onConfirm={async ({ reason }) => {
          await deleteAdminUser(id, reason);
          notify.success(t`${email} deleted`);
          // Away from the page first: its read, dropped while it shows, would be refused with 404.
          await navigate({ to: '/admin/users' });
          queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
          await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
        }}
      >
        <DeletionImpact impact={overview.deletion_impact} />
      </ConfirmAction>
      {roles.allowed ? (
        <ChangeRolesDialog
          {...dialog('roles')}
          user={user}
          roles={roles.names}
          onSave={async (chosen) => {
            await updateAdminUser(id, { roles: chosen });
            await changed(t`Roles of ${email} saved`);
          }}
        />
      ) : null}
    </>
  );

  return { actions, dialogs, ask: setAsking, mayUpdate, own, rolesEditable: mayUpdate && roles.allowed };
}
