import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppForm } from '@/components/form/form-kit';
import { RefusableForm, useRefusal } from '@/components/form/refusable-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { SelectField, type SelectFieldOption } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { FormFailure } from '@/components/form/form-failure';
import { PROFILE_LIMITS, profileSchema, type ProfileValues } from './profile-schema';
import { timeZoneLabel, timeZoneNames } from './time-zones';
import { FieldRow } from '@/components/form/field-row';

export type ProfileField = keyof ProfileValues;

/** The fields a 422 may name, each shown under its own input. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'first_name',
  'last_name',
  'phone',
  'company',
  'bio',
  'timezone',
  'language',
];

interface ProfileFormProps {
  defaultValues: ProfileValues;
  /** The languages to offer, by code, each under its own name. */
  languages: readonly SelectFieldOption[];
  /** Saves; resolves with what to show when the server refused, or null once saved. */
  onSubmit: (values: ProfileValues) => Promise<FormFailure<ProfileField> | null>;
}

/** Name, contact details, bio, time zone and language; a refusal shows without losing what was typed. */
export function ProfileForm({ defaultValues, languages, onSubmit }: ProfileFormProps) {
  const { i18n, t } = useLingui();
  const refusal = useRefusal();
  const schema = useMemo(() => profileSchema(i18n), [i18n]);
  const timeZones = useMemo(
    () =>
      timeZoneNames(defaultValues.timezone).map((zone) => ({
        value: zone,
        label: timeZoneLabel(zone, i18n.locale),
      })),
    [defaultValues.timezone, i18n.locale],
  );
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
      aria-label={t`Profile details`}
      className="grid gap-5"
    >
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label={t`Display name`}
            autoComplete="name"
            required
            maxLength={PROFILE_LIMITS.name}
          />
        )}
      </form.AppField>
      <FieldRow>
        <form.AppField name="first_name">
          {(field) => (
            <field.TextField
              label={t`First name`}
              autoComplete="given-name"
              maxLength={PROFILE_LIMITS.first_name}
            />
          )}
        </form.AppField>
        <form.AppField name="last_name">
          {(field) => (
            <field.TextField
              label={t`Last name`}
              autoComplete="family-name"
              maxLength={PROFILE_LIMITS.last_name}
            />
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" />}
        </form.AppField>
        <form.AppField name="company">
          {(field) => (
            <field.TextField
              label={t`Company`}
              autoComplete="organization"
              maxLength={PROFILE_LIMITS.company}
            />
          )}
        </form.AppField>
      </FieldRow>
      <form.AppField name="bio">
        {() => <TextareaField label={t`Bio`} rows={4} maxLength={PROFILE_LIMITS.bio} />}
      </form.AppField>
      <FieldRow>
        <form.AppField name="timezone">
          {() => (
            <NativeSelectField
              label={t`Time zone`}
              options={timeZones}
              hint={t`Dates and daily figures follow this time zone.`}
            />
          )}
        </form.AppField>
        <form.AppField name="language">
          {() => (
            <SelectField
              label={t`Language`}
              options={languages}
              hint={t`The dashboard and the emails you get use this language.`}
            />
          )}
        </form.AppField>
      </FieldRow>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Save changes`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
