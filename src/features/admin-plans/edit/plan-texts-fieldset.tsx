import { Trans, useLingui } from '@lingui/react/macro';
import { FieldRow } from '@/components/form/field-row';
import { withForm } from '@/components/form/form-kit';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { TRANSLATED_LOCALES } from './plan-form-values';
import { EMPTY_PLAN_VALUES } from './empty-plan-values';

/**
 * The plan's name and description in Polish, Spanish, German and French. A language left blank shows
 * the English ones to its readers.
 */
export const PlanTextsFieldset = withForm({
  defaultValues: EMPTY_PLAN_VALUES,
  render: function PlanTextsFields({ form }) {
    const { t } = useLingui();
    return (
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">
          <Trans>Texts in other languages</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>A language left blank shows the English name and description.</Trans>
        </p>
        {TRANSLATED_LOCALES.map((locale) => (
          // The labels are in the reader's language, what is typed in the fields in the section's.
          <section
            key={locale}
            aria-label={LOCALE_NATIVE_NAMES[locale]}
            className="grid gap-3 rounded-lg border p-4"
          >
            <h2 lang={locale} className="text-sm font-medium">
              {LOCALE_NATIVE_NAMES[locale]}
            </h2>
            <FieldRow>
              <form.AppField name={`texts.${locale}.name`}>
                {() => (
                  <TextField
                    label={t({ message: 'Name', context: 'of a plan or feature' })}
                    lang={locale}
                    maxLength={100}
                  />
                )}
              </form.AppField>
              <form.AppField name={`texts.${locale}.description`}>
                {() => <TextareaField label={t`Description`} lang={locale} maxLength={1000} rows={2} />}
              </form.AppField>
            </FieldRow>
          </section>
        ))}
      </fieldset>
    );
  },
});
