import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { subdomainSchema, trackingHostnameOf, type SubdomainValues } from './tracking-schema';

/** The fields a 422 may name. */
export const SUBDOMAIN_FIELDS = ['hostname'] as const;
export type SubdomainField = (typeof SUBDOMAIN_FIELDS)[number];

interface SubdomainFormProps {
  domainName: string;
  defaultValues: SubdomainValues;
  /** Registers the subdomain; resolves with what to show when the server refused, or null once added. */
  onSubmit: (values: SubdomainValues) => Promise<FormFailure<SubdomainField> | null>;
}

/**
 * Step 1: the tracking subdomain, typed as a label (`t`) with the domain's name shown after it, or as
 * the full host name. A refusal shows under the field and keeps what was typed.
 */
export function SubdomainForm({ domainName, defaultValues, onSubmit }: SubdomainFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => subdomainSchema(i18n, domainName), [i18n, domainName]);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });

  return (
    <RefusableForm
      form={form}
      refusal={refusal.message}
      aria-label={t`Tracking subdomain`}
      className="grid gap-4"
    >
      <form.AppField name="hostname">
        {(field) => {
          const typed = field.state.value.trim();
          const full = typed === '' ? `t.${domainName}` : trackingHostnameOf(typed, domainName);
          return (
            <div className="grid gap-2">
              <field.TextField
                label={t`Subdomain`}
                placeholder="t"
                autoComplete="off"
                spellCheck={false}
                required
                data-testid="tracking-subdomain-input"
                hint={t`Your tracking address will be ${full}`}
              />
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Type a short label such as <code>t</code> (it is followed by <code>.{domainName}</code>), or
                  the full host name.
                </Trans>
              </p>
            </div>
          );
        }}
      </form.AppField>
      <div>
        <form.SubmitButton>
          <Trans>Add subdomain</Trans>
        </form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
