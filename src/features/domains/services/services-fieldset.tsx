import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { Domain } from '@/api/queries/domains';
import type { ServiceDefinition, ServiceField } from '@/api/queries/plans';
import { withForm } from '@/components/form/form-kit';
import { CheckboxField } from '@/components/form/checkbox-field';
import { NativeSelectField } from '@/components/form/native-select-field';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import type { DomainFormValues } from '../domain-form-values';
import { hasSavedSecret, settingFieldName } from './service-values';
import { FieldRow } from '@/components/form/field-row';

const EMPTY: DomainFormValues = { name: '', plan_slug: '', services: {} };

interface ServicesFieldsetProps {
  /** Every service the platform offers (GET /services/schema), in the request's language. */
  schema: readonly ServiceDefinition[];
  /** The domain's saved services, when editing: their secrets are kept unless typed again. */
  saved?: Domain['services'];
}

/** The props' types, for withForm (which takes them from an example). */
const NO_PROPS: ServicesFieldsetProps = { schema: [] };

/**
 * The destinations a domain's events go to, built from GET /services/schema: a checkbox per service,
 * and once it is ticked, the fields of its settings as the schema describes them (text, secret, switch,
 * choice), with the schema's help under each.
 */
export const ServicesFieldset = withForm({
  defaultValues: EMPTY,
  props: NO_PROPS,
  render: function ServicesFields({ form, schema, saved }) {
    const { t } = useLingui();
    return (
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Where events go</Trans>
        </legend>
        {schema.map((service) => (
          <section key={service.key} aria-label={service.name} className="grid gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <form.AppField name={`services.${service.key}.chosen`}>
                {() => <CheckboxField label={<span className="font-medium">{service.name}</span>} />}
              </form.AppField>
              <p className="pl-6 text-sm text-muted-foreground">
                {service.description}
                {service.docs_url ? (
                  <>
                    {' '}
                    <a
                      href={service.docs_url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <Trans>Documentation</Trans>
                      <ExternalLink aria-hidden className="size-3" />
                    </a>
                  </>
                ) : null}
              </p>
            </div>
            <form.Subscribe selector={(state) => state.values.services[service.key]?.chosen === true}>
              {(chosen) =>
                chosen ? (
                  <FieldRow className="gap-4 sm:pl-6">
                    {service.fields.map((setting) => (
                      <form.AppField key={setting.key} name={settingFieldName(service.key, setting.key)}>
                        {() => (
                          <SettingControl
                            setting={setting}
                            savedSecret={hasSavedSecret(saved, service.key, setting.key)}
                            keepHint={t`Saved. Leave it empty to keep it, or type a new one.`}
                          />
                        )}
                      </form.AppField>
                    ))}
                  </FieldRow>
                ) : null
              }
            </form.Subscribe>
          </section>
        ))}
      </fieldset>
    );
  },
});

interface SettingControlProps {
  setting: ServiceField;
  savedSecret: boolean;
  keepHint: string;
}

/** One setting's control, by the type the schema gives it; inside `form.AppField`, which binds it. */
function SettingControl({ setting, savedSecret, keepHint }: SettingControlProps) {
  const label = setting.required ? setting.label : <Trans>{setting.label} (optional)</Trans>;
  switch (setting.type) {
    case 'boolean':
      return <CheckboxField label={setting.label} />;
    case 'select':
      return (
        <NativeSelectField
          label={label}
          options={(setting.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
          hint={setting.help ?? undefined}
        />
      );
    case 'secret':
      return (
        <PasswordField
          label={label}
          autoComplete="off"
          spellCheck={false}
          placeholder={savedSecret ? '••••••••' : (setting.placeholder ?? undefined)}
          hint={savedSecret ? keepHint : (setting.help ?? undefined)}
        />
      );
    default:
      return (
        <TextField
          label={label}
          autoComplete="off"
          spellCheck={false}
          placeholder={setting.placeholder ?? undefined}
          hint={setting.help ?? undefined}
        />
      );
  }
}
