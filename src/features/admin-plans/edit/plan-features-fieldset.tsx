import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import type { AdminFeature } from '@/api/queries/admin-plans';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldRow } from '@/components/form/field-row';
import { withForm } from '@/components/form/form-kit';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { EMPTY_PLAN_VALUES } from './empty-plan-values';
import { textIn } from '../text-in-language';
import { TRANSLATED_LOCALES } from './plan-form-values';

/** The props' types, for withForm (which takes them from an example). */
const NO_PROPS: { features: readonly AdminFeature[] } = { features: [] };

/**
 * What the plan offers, chosen from the feature list: a switch is ticked or not; a limit, once ticked,
 * takes its number (empty for unlimited); a text feature its wording in English and the other languages.
 */
export const PlanFeaturesFieldset = withForm({
  defaultValues: EMPTY_PLAN_VALUES,
  props: NO_PROPS,
  render: function PlanFeaturesFields({ form, features }) {
    const { t, i18n } = useLingui();
    // A feature's name in the reader's language where it has one: the list is read, not edited, here.
    const nameOf = (feature: AdminFeature) => textIn(feature, i18n.locale).name;
    const choices = useSelector(form.store, (state) => state.values.features);
    return (
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-base font-semibold">
          <Trans>Features</Trans>
        </legend>
        {features.map((feature) => {
          const offered = choices[feature.slug]?.offered ?? false;
          return (
            <section
              key={feature.slug}
              aria-label={nameOf(feature)}
              className="grid gap-3 rounded-lg border p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <form.AppField name={`features.${feature.slug}.offered`}>
                  {() => <CheckboxField label={<span className="font-medium">{nameOf(feature)}</span>} />}
                </form.AppField>
                {feature.is_active ? null : (
                  <Badge variant="secondary">
                    <Trans context="feature state">Switched off</Trans>
                  </Badge>
                )}
              </div>
              {offered && feature.type === 'limit' ? (
                <form.AppField name={`features.${feature.slug}.value`}>
                  {() => (
                    <TextField
                      label={t`Limit`}
                      inputMode="numeric"
                      hint={t`Leave it empty for unlimited.`}
                      className="max-w-48"
                    />
                  )}
                </form.AppField>
              ) : null}
              {offered && feature.type === 'text' ? (
                <FieldRow>
                  <form.AppField name={`features.${feature.slug}.value`}>
                    {() => <TextField label={t`Wording in English`} maxLength={200} />}
                  </form.AppField>
                  {TRANSLATED_LOCALES.map((locale) => {
                    const language = LOCALE_NATIVE_NAMES[locale];
                    return (
                      <form.AppField key={locale} name={`features.${feature.slug}.translations.${locale}`}>
                        {() => <TextField label={t`Wording: ${language}`} lang={locale} maxLength={200} />}
                      </form.AppField>
                    );
                  })}
                </FieldRow>
              ) : null}
            </section>
          );
        })}
      </fieldset>
    );
  },
});
