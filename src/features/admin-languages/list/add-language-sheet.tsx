import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { adminLanguageKeys, createAdminLanguage } from '@/api/queries/admin-languages';
import { formFailure } from '@/components/form/form-failure';
import { FormSheet } from '@/components/form/form-sheet';
import { notify } from '@/lib/notify';
import { LanguageForm } from './language-form';
import {
  BLANK_LANGUAGE,
  LANGUAGE_FORM_FIELDS,
  languageBody,
  type LanguageFormValues,
} from './language-form-values';

/** The sheet that adds a language; once added, its translations open, to be synced and translated. */
export function AddLanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function save(values: LanguageFormValues) {
    try {
      const added = await createAdminLanguage(languageBody(values));
      await queryClient.invalidateQueries({ queryKey: adminLanguageKeys.all });
      const name = added.name;
      notify.success(t`${name} added`);
      onClose();
      await navigate({ to: '/admin/languages/$code', params: { code: added.code } });
      return null;
    } catch (error) {
      return formFailure(error, LANGUAGE_FORM_FIELDS, msg`The language could not be added. Try again.`, i18n);
    }
  }

  return (
    <FormSheet
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={<Trans>Add a language</Trans>}
      description={
        <Trans>
          It starts with no translations: add the default language’s keys with “Add missing keys”, then
          translate them.
        </Trans>
      }
    >
      <LanguageForm defaultValues={BLANK_LANGUAGE} onSubmit={save} />
    </FormSheet>
  );
}
