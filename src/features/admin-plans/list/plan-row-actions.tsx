import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { AdminPlan } from '@/api/queries/admin-plans';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

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
  const { t } = useLingui();
  const name = plan.name;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
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
