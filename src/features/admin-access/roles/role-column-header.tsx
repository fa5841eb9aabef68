import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Copy, Lock, Pencil, Trash2 } from 'lucide-react';
import type { Role } from '@/api/queries/admin-access';
import { RowActionsTrigger } from '@/components/admin-list/row-actions-trigger';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { isBuiltIn } from '../built-in-roles';

/** What the user may do to roles, from their permissions; the server checks again. */
export interface RoleRights {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** May open the users list, where a role's holders are listed (and given or taken the role). */
  viewUsers: boolean;
}

interface RoleColumnHeaderProps {
  role: Role;
  /** How many permissions the role grants on screen, out of `total`. */
  granted: number;
  total: number;
  rights: RoleRights;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** A role's column head: its name, who holds it, how much it grants, and what can be done to it. */
export function RoleColumnHeader({
  role,
  granted,
  total,
  rights,
  onEdit,
  onDuplicate,
  onDelete,
}: RoleColumnHeaderProps) {
  const { t } = useLingui();
  const builtIn = isBuiltIn(role);
  const holders = role.users_count ?? 0;
  const name = role.name;
  return (
    <th scope="col" className="min-w-28 border-b px-2 py-3 text-center align-top font-normal">
      <div className="grid justify-items-center gap-1">
        <span className="flex items-center gap-1 font-semibold break-all">
          {builtIn ? (
            <Lock
              className="size-3.5 shrink-0 text-muted-foreground"
              aria-label={t`Built-in role`}
              role="img"
            />
          ) : null}
          {name}
        </span>
        {rights.viewUsers ? (
          <Link
            to="/admin/users"
            search={{ role: name }}
            className="text-xs text-primary underline-offset-4 hover:underline"
          >
            <Plural value={holders} one="# user" other="# users" />
          </Link>
        ) : (
          <span className="text-xs text-muted-foreground">
            <Plural value={holders} one="# user" other="# users" />
          </span>
        )}
        <span className="text-xs text-muted-foreground tabular-nums" data-slot="granted-count">
          {builtIn ? (
            <Trans>All</Trans>
          ) : (
            <Trans>
              {granted} of {total}
            </Trans>
          )}
        </span>
        {rights.create || rights.update || rights.delete ? (
          <DropdownMenu>
            <RowActionsTrigger name={name} />
            <DropdownMenuContent align="center" className="max-w-64">
              {rights.update ? (
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden />
                  {builtIn ? <Trans>Edit description</Trans> : <Trans>Rename or describe</Trans>}
                </DropdownMenuItem>
              ) : null}
              {rights.create ? (
                <DropdownMenuItem onSelect={onDuplicate}>
                  <Copy aria-hidden />
                  <Trans>Duplicate</Trans>
                </DropdownMenuItem>
              ) : null}
              {rights.delete ? (
                <DropdownMenuItem variant="destructive" disabled={builtIn} onSelect={onDelete}>
                  <Trash2 aria-hidden />
                  <span className="grid">
                    <Trans>Delete</Trans>
                    {builtIn ? (
                      <span className="text-xs text-muted-foreground">
                        <Trans>The platform relies on this role: it cannot be deleted or renamed.</Trans>
                      </span>
                    ) : null}
                  </span>
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
    </th>
  );
}
