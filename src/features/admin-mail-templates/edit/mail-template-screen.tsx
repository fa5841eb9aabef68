import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import {
  adminMailTemplateKeys,
  adminMailTemplatesQueries,
  createMailTemplate,
  updateMailTemplate,
  type BuiltInMailTemplate,
  type MailTemplate,
} from '@/api/queries/admin-mail-templates';
import { useAccess } from '@/auth/abilities/ability-context';
import { formFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { notify } from '@/lib/notify';
import { useTemplateLanguages } from '../matrix/use-template-languages';
import { ResetTemplateDialog } from './reset-template-dialog';
import { TemplateAside } from './template-aside';
import { TemplateForm } from './template-form';
import {
  TEMPLATE_FORM_FIELDS,
  templateBody,
  templateFormValues,
  type TemplateFormValues,
  type TemplateText,
} from './template-form-values';
import { TemplateLanguageTabs } from './template-language-tabs';

const routeApi = getRouteApi('/admin/mail-templates/$key');

/**
 * /admin/mail-templates/$key?language=…: one template in one language, beside its preview inside the
 * mail layout, a test send and its difference from the built-in text, with a reset to it. A language
 * without a template starts from the built-in text (or the English template) and is created on save.
 */
export function MailTemplateScreen() {
  const { t, i18n } = useLingui();
  const { key } = routeApi.useParams();
  const search = routeApi.useSearch();
  const queryClient = useQueryClient();
  const { allowsAny } = useAccess();
  const languages = useTemplateLanguages();
  const { data: shippedKeys } = useSuspenseQuery(adminMailTemplatesQueries.builtInKeys());
  const { data: saved } = useSuspenseQuery(adminMailTemplatesQueries.saved(key));
  const shipped = shippedKeys.find((row) => row.key === key);
  const builtIns = useQuery({ ...adminMailTemplatesQueries.builtIn(key), enabled: shipped !== undefined });
  const [resetting, setResetting] = useState(false);
  const language: Locale = search.language ?? languages[0]?.code ?? DEFAULT_LOCALE;
  const template = saved.find((row) => row.language === language);
  const builtIn = builtIns.data?.find((row) => row.language === language);
  const name = template?.name ?? shipped?.name ?? saved[0]?.name ?? key;

  if (!shipped && saved.length === 0) {
    return (
      <main className="grid min-w-0 content-start gap-6">
        <PageHeader />
        <EmptyState title={<Trans>There is no mail template with this key.</Trans>} />
      </main>
    );
  }

  async function afterChange() {
    await queryClient.invalidateQueries({ queryKey: adminMailTemplateKeys.all });
  }

  async function save(values: TemplateFormValues) {
    try {
      const body = templateBody(values);
      const result = template
        ? await updateMailTemplate(template.id, shipped ? { ...body, variables: undefined } : body)
        : await createMailTemplate({
            ...body,
            key,
            language,
            ...(shipped && { variables: shipped.variables }),
          });
      await afterChange();
      const savedName = result.name;
      notify.success(template ? t`${savedName} saved` : t`${savedName} created in this language`);
      return null;
    } catch (error) {
      return formFailure(error, TEMPLATE_FORM_FIELDS, msg`The template could not be saved. Try again.`, i18n);
    }
  }

  async function reset(current: MailTemplate, text: BuiltInMailTemplate) {
    await updateMailTemplate(current.id, {
      name: text.name,
      subject: text.subject,
      body_html: text.body_html,
      body_text: text.body_text,
      variables: text.variables,
    });
    await afterChange();
    notify.success(t`Back to the built-in text`);
  }

  // A missing language starts from the shipped text, else from the English template, else the first one.
  const start: TemplateText | undefined =
    template ?? builtIn ?? saved.find((row) => row.language === 'en') ?? saved[0];
  const canSave = allowsAny([template ? 'admin.mail-templates.update' : 'admin.mail-templates.create']);
  const canReset =
    template !== undefined && builtIn !== undefined && template.built_in === 'changed' && canSave;

  return (
    <main className="grid min-w-0 content-start gap-6">
      <PageHeader title={name} description={key} />
      <TemplateLanguageTabs templateKey={key} languages={languages} saved={saved} current={language} />
      {template ? null : (
        <p className="text-sm text-muted-foreground">
          <Trans>
            No template in this language yet: its mails get the English template, else the built-in text.
            Saving creates it from what the form holds.
          </Trans>
        </p>
      )}
      {start && (!shipped || builtIns.data) ? (
        <TemplateForm
          key={`${language}-${template?.updated_at.toString() ?? 'new'}`}
          defaultValues={templateFormValues({ ...start, is_active: template?.is_active ?? true })}
          variablesEditable={!shipped}
          submitLabel={template ? t`Save` : t`Create in this language`}
          onSubmit={save}
          actions={
            canReset ? (
              <Button type="button" variant="outline" onClick={() => setResetting(true)}>
                <RotateCcw aria-hidden />
                <Trans>Reset to built-in</Trans>
              </Button>
            ) : null
          }
          aside={(values) => <TemplateAside values={values} language={language} builtIn={builtIn} />}
        />
      ) : null}
      {template && builtIn ? (
        <ResetTemplateDialog
          open={resetting}
          onOpenChange={setResetting}
          onReset={() => reset(template, builtIn)}
        />
      ) : null}
    </main>
  );
}
