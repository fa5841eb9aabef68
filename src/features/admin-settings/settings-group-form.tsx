import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminSettingKeys,
  updateAdminSettings,
  type AdminSetting,
  type AdminSettingsUpdateItem,
} from '@/api/queries/admin-settings';
import { isApiError } from '@/api/api-error';
import { formFailure, type FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { notify } from '@/lib/notify';
import { SettingControl, SettingNotes, settingWords } from './setting-field';
import {
  changedItems,
  formValueOf,
  formValuesOf,
  isChanged,
  sentValue,
  settingFormRules,
} from './setting-form-values';

const saveFailed = msg`The settings could not be saved`;
const BATCH_FIELD = /^settings\.(\d+)\.(?:key|value)$/;

/**
 * A refused batch as the form shows it: the server names `settings.N.value`, the form's field is the N-th
 * item's key. Anything else goes above the form.
 */
function batchFailure(
  error: unknown,
  items: readonly AdminSettingsUpdateItem[],
  i18n: ReturnType<typeof useLingui>['i18n'],
): FormFailure<string> {
  if (!isApiError(error)) return formFailure(error, [], saveFailed, i18n);
  const fields: Record<string, string> = {};
  const rest: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.errors)) {
    const key = items[Number(BATCH_FIELD.exec(name)?.[1] ?? -1)]?.key;
    if (key && messages[0]) fields[key] ??= messages[0];
    else rest[name] = messages;
  }
  const above = Object.values(rest)[0]?.[0] ?? null;
  return { fields, message: above ?? (Object.keys(fields).length ? null : error.message) };
}

interface SettingsGroupFormProps {
  settings: readonly AdminSetting[];
  /** Only these are shown (the "changed from default" filter); the others keep what was typed. */
  shown: ReadonlySet<string>;
  canUpdate: boolean;
  label: string;
}

/**
 * One group's settings as one form, a control per type, saved as one batch: all or nothing, a refusal
 * under its field, nothing typed lost. Each setting can be reset to its default on its own, confirmed.
 */
export function SettingsGroupForm({ settings, shown, canUpdate, label }: SettingsGroupFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState<AdminSetting | null>(null);
  const { form, refusal } = useRefusableForm({
    defaultValues: formValuesOf(settings),
    rules: settingFormRules(settings),
    onSubmit: async (values) => {
      const items = changedItems(settings, values);
      if (!items.length) {
        notify.info(t`Nothing to save: no setting was changed`);
        return null;
      }
      try {
        await updateAdminSettings(items);
      } catch (error) {
        return batchFailure(error, items, i18n);
      }
      // Secrets typed in are sent; their fields empty again, so the page shows "Set".
      for (const item of items) {
        const setting = settings.find((candidate) => candidate.key === item.key);
        if (setting?.type === 'secret') form.setFieldValue(item.key as never, '' as never);
      }
      await queryClient.invalidateQueries({ queryKey: adminSettingKeys.all });
      notify.success(t`The settings have been saved`);
      return null;
    },
  });

  async function resetToDefault(setting: AdminSetting) {
    const value = setting.type === 'secret' ? null : (setting.default ?? null);
    await updateAdminSettings([
      { key: setting.key, value: sentValue(setting, formValueOf({ ...setting, value })) },
    ]);
    form.setFieldValue(setting.key as never, formValueOf({ ...setting, value }) as never);
    await queryClient.invalidateQueries({ queryKey: adminSettingKeys.all });
    notify.success(t`The setting is back to its default`);
  }

  const resettingLabel = resetting ? settingWords(i18n, resetting).label : '';

  return (
    <>
      <RefusableForm form={form} refusal={refusal} aria-label={label} className="grid gap-6">
        {settings
          .filter((setting) => shown.has(setting.key))
          .map((setting) => (
            <section key={setting.key} id={setting.key} className="grid gap-2 border-b pb-5 last:border-b-0">
              <form.AppField name={setting.key as never}>
                {() => <SettingControl setting={setting} disabled={!canUpdate} />}
              </form.AppField>
              <SettingNotes
                setting={setting}
                onReset={canUpdate && isChanged(setting) ? setResetting : undefined}
              />
            </section>
          ))}
        {canUpdate ? (
          <div className="flex justify-end">
            <form.AppForm>
              <form.SubmitButton>{t`Save settings`}</form.SubmitButton>
            </form.AppForm>
          </div>
        ) : null}
      </RefusableForm>
      <ConfirmAction
        open={resetting !== null}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
        tone="default"
        title={t`Reset ${resettingLabel} to its default?`}
        description={<Trans>The setting takes its default value at once, in every server process.</Trans>}
        confirmLabel={t`Reset to default`}
        onConfirm={() => (resetting ? resetToDefault(resetting) : Promise.resolve())}
      />
    </>
  );
}
