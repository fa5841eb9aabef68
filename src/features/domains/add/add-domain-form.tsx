import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Plan, ServiceDefinition } from '@/api/queries/plans';
import { useAppForm } from '@/components/form/form-kit';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { normaliseHostname } from '@/lib/hostname';
import { hostnameError, missingSettings, type DomainFormValues } from '../domain-form-values';
import { ServicesFieldset } from '../services/services-fieldset';
import { servicesValues } from '../services/service-values';
import { PlanChoice } from './plan-choice';

interface AddDomainFormProps {
  schema: readonly ServiceDefinition[];
  /** The plans on offer; undefined while they load or when they could not be loaded. */
  plans: readonly Plan[] | undefined;
  /** Adds the domain; resolves with what to show when the server refused, or null once added. */
  onSubmit: (values: DomainFormValues) => Promise<FormFailure<string> | null>;
}

/**
 * The new domain's name (shown as it will be stored while it is typed), its plan and where its events
 * go. Checked here as the server checks it; a refusal keeps everything typed.
 */
export function AddDomainForm({ schema, plans, onSubmit }: AddDomainFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const defaultValues = useMemo<DomainFormValues>(
    () => ({
      name: '',
      plan_slug: plans?.find((plan) => plan.is_popular)?.slug ?? '',
      services: servicesValues(schema),
    }),
    [schema, plans],
  );
  const form = useAppForm({
    defaultValues,
    validators: {
      onChange: ({ value }) => {
        const fields: Record<string, string> = missingSettings(schema, value.services, undefined, i18n);
        const name = hostnameError(value.name, i18n);
        if (name) fields.name = name;
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      await refusal.submit(formApi, () => onSubmit(value));
    },
  });

  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label={t`Add domain`} className="grid gap-6">
      <Card>
        <CardContent className="grid gap-6">
          <form.AppField name="name">
            {(field) => {
              const normalised = normaliseHostname(field.state.value);
              const shown = 'hostname' in normalised && normalised.hostname !== field.state.value.trim();
              return (
                <field.TextField
                  label={t`Domain`}
                  placeholder="shop.example.com"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  inputMode="url"
                  hint={
                    shown
                      ? t`It will be added as ${normalised.hostname}.`
                      : t`The address of your site, such as shop.example.com. Its subdomains are tracked with it.`
                  }
                />
              );
            }}
          </form.AppField>
          {plans === undefined ? (
            <Alert
              variant="info"
              autoClose={false}
              description={t`The plans could not be loaded. Add the domain now and choose its plan on the billing page.`}
            />
          ) : (
            <form.AppField name="plan_slug">{() => <PlanChoice plans={plans} />}</form.AppField>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ServicesFieldset form={form} schema={schema} />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Add domain`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
