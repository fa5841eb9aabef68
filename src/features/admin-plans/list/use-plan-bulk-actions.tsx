import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { adminPlanKeys, bulkUpdateAdminPlans } from '@/api/queries/admin-plans';
import type { BulkAction } from '@/components/admin-list/bulk-action';
import type { BulkTarget } from '@/components/admin-list/list-selection';
import { notify } from '@/lib/notify';

/** "3 plans", in the active language. */
export function usePlanCount() {
  const { t } = useLingui();
  return (count: number) => t`${plural(count, { one: '# plan', other: '# plans' })}`;
}

const slugsOf = (target: BulkTarget): readonly string[] => (target.kind === 'rows' ? target.ids : []);

/**
 * The plans list's bulk actions: switch the ticked plans on or off in one request, all or none (a
 * refusal keeps the confirmation open with the server's words).
 */
export function usePlanBulkActions(): readonly BulkAction[] {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const plans = usePlanCount();

  async function switchTo(target: BulkTarget, isActive: boolean) {
    const slugs = slugsOf(target);
    await bulkUpdateAdminPlans(slugs.map((slug) => ({ slug, is_active: isActive })));
    await queryClient.invalidateQueries({ queryKey: adminPlanKeys.all });
    notify.success(isActive ? t`Offered: ${plans(slugs.length)}` : t`Switched off: ${plans(slugs.length)}`);
    return { done: slugs.length, failed: [] };
  }

  return [
    {
      id: 'activate',
      label: <Trans>Offer</Trans>,
      icon: <Eye aria-hidden />,
      targets: ['rows'],
      confirm: (count) => ({
        title: t`Offer ${plans(count)}?`,
        description: <Trans>They appear on the plans page and at checkout at once.</Trans>,
        confirmLabel: <Trans>Offer</Trans>,
      }),
      run: (target) => switchTo(target, true),
    },
    {
      id: 'deactivate',
      label: <Trans>Switch off</Trans>,
      icon: <EyeOff aria-hidden />,
      targets: ['rows'],
      tone: 'destructive',
      confirm: (count) => ({
        title: t`Switch off ${plans(count)}?`,
        description: (
          <Trans>
            No one new can choose them. Their subscribers keep them, at their price, until they change plan or
            cancel.
          </Trans>
        ),
        confirmLabel: <Trans>Switch off</Trans>,
      }),
      run: (target) => switchTo(target, false),
    },
  ];
}
