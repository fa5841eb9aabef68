import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import type { AdminPlan } from '@/api/queries/admin-plans';
import { RowActionsTrigger } from '@/components/admin-list/row-actions-trigger';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '@/components/ui/dropdown-menu';

export interface PlanActions {
  canCreate: boolean;
  canDelete: boolean;
  onDuplicate: (plan: AdminPlan) => void;
  onDelete: (plan: AdminPlan) => void;
}

/** A plan's "…" menu: edit it, copy it as a new inactive plan, delete it. */
export function PlanRowActions({
  plan,
  canCreate,
  canDelete,
  onDuplicate,
  onDelete,
}: PlanActions & { plan: AdminPlan }) {
  return (
    <DropdownMenu>
      <RowActionsTrigger name={plan.name} />
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/admin/plans/$slug/edit" params={{ slug: plan.slug }}>
            <Pencil aria-hidden />
            <Trans>Edit</Trans>
          </Link>
        </DropdownMenuItem>
        {canCreate ? (
          <DropdownMenuItem onSelect={() => onDuplicate(plan)}>
            <Copy aria-hidden />
            <Trans>Duplicate</Trans>
          </DropdownMenuItem>
        ) : null}
        {canDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(plan)}>
            <Trash2 aria-hidden />
            <Trans>Delete</Trans>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
