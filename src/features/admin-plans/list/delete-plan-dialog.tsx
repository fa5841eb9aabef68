import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { adminPlanKeys, deleteAdminPlan, type AdminPlan } from '@/api/queries/admin-plans';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';

interface DeletePlanDialogProps {
  plan: AdminPlan | null;
  onClose: () => void;
}

/**
 * Deleting a plan, with a reason and its slug typed in full. A plan subscriptions still name is refused
 * by the server, whose words (switch it off instead) show above the buttons; the dialog says so first.
 */
export function DeletePlanDialog({ plan, onClose }: DeletePlanDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const slug = plan?.slug ?? '';
  const live = plan?.active_subscriptions_count ?? 0;
  return (
    <ConfirmAction
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Delete plan ${slug}?`}
      description={
        live > 0 ? (
          <Trans>
            Subscriptions on this plan: {live}. A plan in use cannot be deleted: switch it off instead, so no
            one new can choose it while its subscribers keep it.
          </Trans>
        ) : (
          <Trans>It disappears from the plans on offer and from this list. This cannot be undone.</Trans>
        )
      }
      confirmLabel={<Trans>Delete plan</Trans>}
      reason
      typedName={slug}
      failure={msg`The plan could not be deleted. Try again.`}
      onConfirm={async ({ reason }) => {
        if (!plan) return;
        await deleteAdminPlan(plan.slug, reason);
        notify.success(t`Plan ${slug} deleted`);
        await queryClient.invalidateQueries({ queryKey: adminPlanKeys.all });
      }}
    />
  );
}
