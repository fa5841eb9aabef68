import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { updateDomainServices, type Domain } from '@/api/queries/domains';
import type { ServiceDefinition } from '@/api/queries/plans';
import { formFailure } from '@/components/form/form-failure';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { missingSettings, type DomainFormValues } from '../domain-form-values';
import { ServicesFieldset } from '../services/services-fieldset';
import {
  servicesInput,
  servicesValues,
  settingFieldNames,
  withServiceFieldNames,
} from '../services/service-values';
import { useDomainUpdate } from './use-domain-update';

interface ServicesEditFormProps {
  domain: Domain;
  schema: readonly ServiceDefinition[];
  /** Leaves the form: after saving, or on Cancel. */
  onDone: () => void;
}

/**
 * PUT /domains/{domainId}/services (an extension of the spec): the domain's destinations as one form.
 * Saved secrets stay unless typed again; a service unticked is removed.
 */
export function ServicesEditForm({ domain, schema, onDone }: ServicesEditFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const filed = useDomainUpdate();
  const defaultValues = useMemo<DomainFormValues>(
    () => ({ name: domain.name, plan_slug: '', services: servicesValues(schema, domain.services) }),
    [domain, schema],
  );
  const form = useAppForm({
    defaultValues,
    validators: {
      onChange: ({ value }) => {
        const fields = missingSettings(schema, value.services, domain.services, i18n);
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const services = servicesInput(schema, value.services);
      const saved = await refusal.submit(formApi, async () => {
        try {
          await filed(await updateDomainServices(domain.id, services));
          return null;
        } catch (error) {
          return formFailure(
            withServiceFieldNames(error, services),
            settingFieldNames(schema),
            msg`The destinations could not be saved`,
            i18n,
          );
        }
      });
      if (!saved) return;
      notify.success(t`Destinations saved`);
      onDone();
    },
  });

  return (
    <RefusableForm
      form={form}
      refusal={refusal.message}
      aria-label={t`Edit destinations`}
      className="grid gap-4"
    >
      <ServicesFieldset form={form} schema={schema} saved={domain.services} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t`Cancel`}
        </Button>
        <form.SubmitButton>{t`Save destinations`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
