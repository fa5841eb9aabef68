import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminPlan } from '@/api/queries/admin-plans';
import type { AdminColumn } from '@/components/admin-list/admin-columns';
import { PlanPrice } from '../plan-price';
import { PlanStateBadges, StripeMismatch } from '../plan-state';
import { PlanRowActions, type PlanActions } from './plan-row-actions';

function PlanCell({ plan }: { plan: AdminPlan }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <Link
        to="/admin/plans/$slug/edit"
        params={{ slug: plan.slug }}
        className="font-medium break-words underline-offset-4 hover:underline"
      >
        {plan.name}
      </Link>
      <span className="text-xs break-all text-muted-foreground">{plan.slug}</span>
    </span>
  );
}

/**
 * The plans list's columns: the plan (name linked to its editor, slug under it), price per interval,
 * whether it is offered, its live subscriptions, a Stripe price that differs (a column only while a plan
 * shown differs), the display order and the row's actions (copy, delete).
 */
export function usePlanColumns(
  actions: PlanActions,
  /** Whether a plan shown differs from its Stripe price: the Stripe column is left out otherwise. */
  stripeDrift: boolean,
): readonly AdminColumn<AdminPlan>[] {
  const { t } = useLingui();
  const { canCreate, canDelete, onDuplicate, onDelete } = actions;
  return useMemo(() => {
    const columns: AdminColumn<AdminPlan>[] = [
      { key: 'name', label: t`Plan`, sortable: true, cell: (plan) => <PlanCell plan={plan} /> },
      {
        key: 'price',
        label: t`Price`,
        sortable: true,
        className: 'tabular-nums',
        cell: (plan) => <PlanPrice price={plan.price} interval={plan.interval} />,
      },
      {
        key: 'is_active',
        label: t`Offered`,
        foldLabel: false,
        cell: (plan) => <PlanStateBadges plan={plan} />,
      },
      {
        key: 'active_subscriptions_count',
        label: t`Subscriptions`,
        align: 'end',
        className: 'tabular-nums',
        cell: (plan) => plan.active_subscriptions_count,
      },
      {
        key: 'sort_order',
        label: t`Order`,
        sortable: true,
        align: 'end',
        hiddenByDefault: true,
        className: 'tabular-nums',
        cell: (plan) => plan.sort_order ?? 0,
      },
      {
        key: 'actions',
        label: t`Actions`,
        hideable: false,
        showFrom: 'always',
        align: 'end',
        foldLabel: false,
        cell: (plan) => (
          <PlanRowActions
            plan={plan}
            canCreate={canCreate}
            canDelete={canDelete}
            onDuplicate={onDuplicate}
            onDelete={onDelete}
          />
        ),
      },
    ];
    if (stripeDrift) {
      columns.splice(4, 0, {
        key: 'stripe',
        label: t`Stripe`,
        showFrom: 'lg',
        foldLabel: false,
        cell: (plan) => <StripeMismatch plan={plan} />,
      });
    }
    return columns;
  }, [t, canCreate, canDelete, onDuplicate, onDelete, stripeDrift]);
}
