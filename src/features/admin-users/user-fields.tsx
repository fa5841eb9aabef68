import { useLingui } from '@lingui/react/macro';
import { FieldRow } from '@/components/form/field-row';
import { withFieldGroup } from '@/components/form/form-kit';
import { SelectField } from '@/components/form/select-field';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@/i18n/locales';
import { USER_LIMITS } from './user-schemas';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }));

/**
 * Who the account is, side by side: its name and its email, as every staff form about a user asks them.
 * Give it the form and its fields (`fields={{ name: 'name', email: 'email' }}`): the rules' and the
 * server's messages show under them as under the form's own.
 */
export const UserIdentityFields = withFieldGroup({
  defaultValues: { name: '', email: '' },
  render: function UserIdentity({ group }) {
    const { t } = useLingui();
    return (
      <FieldRow>
        <group.AppField name="name">
          {(field) => (
            <field.TextField label={t`Name`} autoComplete="off" required maxLength={USER_LIMITS.name} />
          )}
        </group.AppField>
        <group.AppField name="email">
          {(field) => (
            <field.TextField
              label={t`Email`}
              type="email"
              autoComplete="off"
              required
              maxLength={USER_LIMITS.email}
            />
          )}
        </group.AppField>
      </FieldRow>
    );
  },
});

/**
 * The language of the account: its emails are written in it. A choice of the app's languages, each in
 * its own words; render it inside `form.AppField`.
 */
export function UserLanguageField({ hint }: { hint?: string }) {
  const { t } = useLingui();
  return <SelectField label={t`Language`} options={LANGUAGE_OPTIONS} hint={hint} />;
}
