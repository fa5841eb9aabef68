import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { adminPlanKeys, deleteAdminFeature, type AdminFeature } from '@/api/queries/admin-plans';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';

/** Deleting a feature with a reason; one that plans offer is refused by the server, in its words. */
export function DeleteFeatureDialog({
  feature,
  onClose,
}: {
  feature: AdminFeature | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = feature?.name ?? '';
  const count = feature?.plans_count ?? 0;
  return (
    <ConfirmAction
      open={feature !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Delete feature ${name}?`}
      description={
        count > 0 ? (
          <Trans>
            Plans offering this feature: {count}. Take it off them first, or switch it off to hide it from
            plan pages.
          </Trans>
        ) : (
          <Trans>No plan offers it. It disappears from the list of features for good.</Trans>
        )
      }
      confirmLabel={<Trans>Delete feature</Trans>}
      reason
      failure={msg`The feature could not be deleted. Try again.`}
      onConfirm={async ({ reason }) => {
        if (!feature) return;
        await deleteAdminFeature(feature.slug, reason);
        notify.success(t`Feature ${name} deleted`);
        await queryClient.invalidateQueries({ queryKey: adminPlanKeys.features() });
      }}
    />
  );
}
