import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  adminPlanKeys,
  createAdminFeature,
  updateAdminFeature,
  type AdminFeature,
} from '@/api/queries/admin-plans';
import { planKeys } from '@/api/queries/plans';
import { formFailure } from '@/components/form/form-failure';
import { FormSheet } from '@/components/form/form-sheet';
import { notify } from '@/lib/notify';
import { FeatureForm } from './feature-form';
import {
  FEATURE_FORM_FIELDS,
  featureBody,
  featureFormValues,
  type FeatureFormValues,
} from './feature-form-values';

/** What the sheet is open for: a new feature, or one to change. */
export type FeatureEditing = { kind: 'create' } | { kind: 'edit'; feature: AdminFeature };

/** The sheet that creates or changes a feature; the list, plan editors and public plans follow once saved. */
export function FeatureSheet({ editing, onClose }: { editing: FeatureEditing | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  if (!editing) return null;
  const feature = editing.kind === 'edit' ? editing.feature : null;

  async function save(values: FeatureFormValues) {
    try {
      const body = featureBody(values);
      const saved = feature
        ? await updateAdminFeature(feature.slug, {
            name: body.name,
            description: body.description,
            type: body.type,
            is_active: body.is_active,
            sort_order: body.sort_order,
            translations: body.translations,
          })
        : await createAdminFeature(body);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlanKeys.features() }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
      const name = saved.name;
      notify.success(feature ? t`Feature ${name} saved` : t`Feature ${name} created`);
      onClose();
      return null;
    } catch (error) {
      return formFailure(error, FEATURE_FORM_FIELDS, msg`The feature could not be saved. Try again.`, i18n);
    }
  }

  const subject = feature?.name ?? '';
  return (
    <FormSheet
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={feature ? <Trans>Edit feature {subject}</Trans> : <Trans>New feature</Trans>}
      description={
        feature ? (
          <Trans>Plan pages show the change at once.</Trans>
        ) : (
          <Trans>No plan offers a new feature until you add it to a plan.</Trans>
        )
      }
    >
      <FeatureForm
        defaultValues={featureFormValues(feature)}
        editing={feature !== null}
        kindLocked={(feature?.plans_count ?? 0) > 0}
        submitLabel={feature ? t`Save` : t`Create feature`}
        onSubmit={save}
      />
    </FormSheet>
  );
}
