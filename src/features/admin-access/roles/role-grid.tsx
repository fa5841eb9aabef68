import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { Role } from '@/api/queries/admin-access';
import { PermissionName } from '../permission-name';
import { actionName, areaName } from '../permission-words';
import { isBuiltIn } from '../built-in-roles';
import { GrantCell } from './grant-cell';
import { grantedNames, grantingRoles, type PermissionGroup, type StagedGrants } from './role-grid-model';

interface RoleGridProps {
  roles: readonly Role[];
  groups: readonly PermissionGroup[];
  staged: StagedGrants;
  /** False for staff who may look but not change roles: every box is then read-only. */
  editable: boolean;
  /** Stages granting (or taking away) permissions on a role. */
  onStage: (role: Role, names: readonly string[], grant: boolean) => void;
  /** Each role's column head. */
  header: (role: Role) => ReactNode;
}

/** The sticky first column: it stays in view while the roles scroll sideways on a narrow screen. */
const STICKY = 'sticky left-0 z-10 border-b border-r bg-card px-3 text-start';

/**
 * Roles × permissions, one column per role and one row per permission, the rows grouped by admin area.
 * An area's row grants or takes its whole area at once. Boxes stage changes; built-in roles grant
 * everything and their boxes cannot be changed.
 */
export function RoleGrid({ roles, groups, staged, editable, onStage, header }: RoleGridProps) {
  const { i18n, t } = useLingui();
  const lockedReason = t`This role grants every permission, including ones made later.`;
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card" data-slot="role-grid">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          <Trans>Roles and the permissions they grant, by admin area</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${STICKY} z-20 w-40 min-w-36 py-3 align-bottom font-medium sm:w-64`}>
              <Trans>Permission</Trans>
            </th>
            {roles.map((role) => (
              <Fragment key={role.id}>{header(role)}</Fragment>
            ))}
          </tr>
        </thead>
        {groups.map(({ group, permissions }) => {
          const names = permissions.map((permission) => permission.name);
          const area = areaName(i18n, group);
          return (
            <tbody key={group}>
              <tr className="bg-muted">
                <th scope="rowgroup" className={`${STICKY} bg-muted py-2 font-semibold`}>
                  {area}
                  <span className="block text-xs font-normal text-muted-foreground">
                    <Plural value={permissions.length} one="# permission" other="# permissions" />
                  </span>
                </th>
                {roles.map((role) => {
                  const granted = grantedNames(role, staged);
                  const count = isBuiltIn(role) ? names.length : names.filter((n) => granted.has(n)).length;
                  const roleName = role.name;
                  return (
                    <GrantCell
                      key={role.id}
                      label={t`${roleName} grants all of ${area}`}
                      checked={count === names.length ? true : count === 0 ? false : 'indeterminate'}
                      staged={
                        !isBuiltIn(role) && names.some((n) => granted.has(n) !== role.permissions.includes(n))
                      }
                      disabled={!editable || isBuiltIn(role)}
                      lockedReason={isBuiltIn(role) ? lockedReason : undefined}
                      onChange={(grant) => onStage(role, names, grant)}
                      summary={isBuiltIn(role) ? undefined : `${count}/${names.length}`}
                    />
                  );
                })}
              </tr>
              {permissions.map((permission) => {
                const permissionName = permission.name;
                return (
                  <tr key={permission.id}>
                    <th scope="row" className={`${STICKY} py-1.5 font-normal`}>
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="font-medium">{actionName(i18n, permissionName)}</span>
                        <span className="text-xs text-muted-foreground">
                          <Plural
                            value={grantingRoles(permissionName, roles, staged)}
                            one="# role"
                            other="# roles"
                          />
                        </span>
                      </span>
                      <PermissionName name={permissionName} className="block text-muted-foreground" />
                    </th>
                    {roles.map((role) => {
                      const builtIn = isBuiltIn(role);
                      const granted = builtIn || grantedNames(role, staged).has(permissionName);
                      const roleName = role.name;
                      return (
                        <GrantCell
                          key={role.id}
                          label={t`${roleName} grants ${permissionName}`}
                          checked={granted}
                          staged={!builtIn && granted !== role.permissions.includes(permissionName)}
                          disabled={!editable || builtIn}
                          lockedReason={builtIn ? lockedReason : undefined}
                          onChange={(grant) => onStage(role, [permissionName], grant)}
                        />
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
