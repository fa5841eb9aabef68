import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { BuiltInMailTemplate } from '@/api/queries/admin-mail-templates';
import { useCurrentUser } from '@/auth/session/use-session';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Locale } from '@/i18n/locales';
import { BuiltInDiff } from './built-in-diff';
import { SampleAccountPicker, type SampleAccount } from './sample-account-picker';
import { sampleValuesFor } from './sample-values';
import { TemplatePreview } from './template-preview';
import { variablesOf, type TemplateFormValues } from './template-form-values';
import { TestSend } from './test-send';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card padding={20} className="min-w-0">
      <section aria-labelledby={id} className="grid min-w-0 gap-4">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function SampleField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="font-mono text-xs">{`{{ ${name} }}`}</Label>
      <Input id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </div>
  );
}

/**
 * Beside the template's form: its preview inside the mail layout (sample values, or a chosen account's),
 * a test send of what the form holds, and how it differs from the built-in text.
 */
export function TemplateAside({
  values,
  language,
  builtIn,
}: {
  values: TemplateFormValues;
  language: Locale;
  builtIn: BuiltInMailTemplate | undefined;
}) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const variables = variablesOf(values);
  const [samples, setSamples] = useState<Record<string, string>>(() => sampleValuesFor(variables));
  const [account, setAccount] = useState<SampleAccount | null>(null);
  const shownSamples = { ...sampleValuesFor(variables), ...samples };
  const filled = Object.fromEntries(
    variables.filter((name) => shownSamples[name]).map((name) => [name, shownSamples[name] ?? '']),
  );
  const content = {
    subject: values.subject,
    body_html: values.body_html,
    body_text: values.body_text.trim() ? values.body_text : null,
    language,
    sample_variables: filled,
    ...(account && { user_id: account.id }),
  };
  const editable = Object.keys(sampleValuesFor(variables)).filter(
    (name) => !(account && (name === 'name' || name === 'email')),
  );
  return (
    <div className="grid min-w-0 content-start gap-6">
      <Section title={<Trans>Preview</Trans>}>
        <SampleAccountPicker chosen={account} onChoose={setAccount} />
        {editable.length ? (
          <details className="grid gap-3">
            <summary className="cursor-pointer text-sm font-medium">
              <Trans>Sample values</Trans>
            </summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {editable.map((name) => (
                <SampleField
                  key={name}
                  name={name}
                  value={shownSamples[name] ?? ''}
                  onChange={(value) => setSamples((previous) => ({ ...previous, [name]: value }))}
                />
              ))}
            </div>
          </details>
        ) : null}
        {values.subject.trim() && values.body_html.trim() ? (
          <TemplatePreview request={content} />
        ) : (
          <p className="text-sm text-muted-foreground">{t`Write a subject and a body to see the mail.`}</p>
        )}
      </Section>
      <Section title={<Trans>Test send</Trans>}>
        <TestSend content={content} defaultRecipient={me?.email ?? ''} />
      </Section>
      {builtIn ? (
        <Section title={<Trans>Compared with the built-in text</Trans>}>
          <BuiltInDiff builtIn={builtIn} values={values} />
        </Section>
      ) : null}
    </div>
  );
}
