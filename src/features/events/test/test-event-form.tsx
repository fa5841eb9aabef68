import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import type { Domain } from '@/api/queries/domains';
import { useAppForm } from '@/components/form/form-kit';
import type { FormFailure } from '@/components/form/form-failure';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { isTemplateKey, newTestEventId, TEMPLATE_KEYS, TEMPLATES } from './test-event-templates';
import { pageUrlForDomain, templateValues, testEventErrors, type TestEventValues } from './test-event-values';

interface TestEventFormProps {
  domains: readonly Domain[];
  defaultValues: TestEventValues;
  /** Sends the event; resolves with what to show when the server refused it, or null once it took it. */
  onSubmit: (values: TestEventValues) => Promise<FormFailure<string> | null>;
  /** Every change of the values, for the preview beside the form. */
  onValuesChange: (values: TestEventValues) => void;
}

/**
 * The test event: its domain, a template that fills the rest (name, a new event id, value, currency,
 * page and custom data), and each field to change. Another domain moves the page there and takes a new id. Checked as the server checks it, the custom data's
 * JSON too, before anything is sent; a refusal keeps everything typed.
 */
export function TestEventForm({ domains, defaultValues, onSubmit, onValuesChange }: TestEventFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const form = useAppForm({
    defaultValues,
    validators: {
      onChange: ({ value }) => {
        const fields = testEventErrors(value, i18n);
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });
  const values = useSelector(form.store, (state) => state.values);
  useEffect(() => onValuesChange(values), [values, onValuesChange]);

  const domainName = (id: string) => domains.find((domain) => domain.id === id)?.name;
  const domainOptions = [
    { value: '', label: t`Choose a domain` },
    ...domains.map((domain) => ({ value: domain.id, label: domain.name })),
  ];
  const templateOptions = TEMPLATE_KEYS.map((key) => ({ value: key, label: i18n._(TEMPLATES[key].label) }));

  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label={t`Test event`} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField
          name="domain_id"
          listeners={{
            // What belonged to the last domain goes with it: its page address, and the event id, which
            // may already have been sent (sending it again would be a duplicate).
            onChange: ({ value }) => {
              const names = domains.map((domain) => domain.name);
              form.setFieldValue(
                'page_url',
                pageUrlForDomain(form.getFieldValue('page_url'), domainName(value), names),
              );
              form.setFieldValue('event_id', newTestEventId());
            },
          }}
        >
          {() => <NativeSelectField label={t`Domain`} options={domainOptions} />}
        </form.AppField>
        <form.AppField
          name="template"
          listeners={{
            onChange: ({ value }) => {
              if (!isTemplateKey(value)) return;
              const filled = templateValues(
                value,
                domainName(form.getFieldValue('domain_id')),
                newTestEventId(),
              );
              for (const [name, text] of Object.entries(filled)) {
                form.setFieldValue(name as keyof typeof filled, text);
              }
            },
          }}
        >
          {() => <NativeSelectField label={t`Template`} options={templateOptions} />}
        </form.AppField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="event_name">
          {(field) => (
            <field.TextField label={t`Event name`} autoComplete="off" spellCheck={false} required />
          )}
        </form.AppField>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <form.AppField name="event_id">
              {(field) => (
                <field.TextField
                  label={t`Event ID`}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                />
              )}
            </form.AppField>
          </div>
          <Button
            variant="outline"
            size="icon"
            className="mt-6"
            aria-label={t`New event ID`}
            onClick={() => form.setFieldValue('event_id', newTestEventId())}
          >
            <RefreshCw aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="value">
          {(field) => (
            <field.TextField label={t`Value`} inputMode="decimal" autoComplete="off" placeholder="49.99" />
          )}
        </form.AppField>
        <form.AppField name="currency">
          {(field) => (
            <field.TextField label={t`Currency`} autoComplete="off" placeholder="USD" className="uppercase" />
          )}
        </form.AppField>
      </div>
      <form.AppField name="page_url">
        {(field) => <field.TextField label={t`Page address`} inputMode="url" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="custom_data">
        {() => (
          <TextareaField
            label={t`Custom data (JSON)`}
            rows={6}
            spellCheck={false}
            className="font-mono text-xs"
          />
        )}
      </form.AppField>
      <div className="flex flex-wrap items-center gap-3">
        <form.SubmitButton>
          <Trans>Send test event</Trans>
        </form.SubmitButton>
        <p className="text-sm text-muted-foreground">
          <Trans>Test events are stored and listed, but never forwarded or billed.</Trans>
        </p>
      </div>
    </RefusableForm>
  );
}
