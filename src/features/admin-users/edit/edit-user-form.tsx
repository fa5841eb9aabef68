import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FieldRow } from '@/components/form/field-row';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { Button } from '@/components/ui/button';
import { UserIdentityFields, UserLanguageField } from '../user-fields';
import { editUserSchema, type EditUserValues } from '../user-schemas';

type EditUserField = keyof EditUserValues;

interface EditUserFormProps {
  userId: string;
  defaultValues: EditUserValues;
  /** Saves; resolves with what to show when the server refused, or null once saved. */
  onSubmit: (values: EditUserValues) => Promise<FormFailure<EditUserField> | null>;
}

/**
 * An account's details: name, email (a new one is unverified and mailed unless marked verified),
 * language, a new password (blank keeps the current one; a new one signs the user out everywhere).
 */
export function EditUserForm({ userId, defaultValues, onSubmit }: EditUserFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({ defaultValues, rules: editUserSchema, onSubmit });

  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`User details`} className="grid gap-5">
      <UserIdentityFields form={form} fields={{ name: 'name', email: 'email' }} />
      <FieldRow>
        <form.AppField name="language">{() => <UserLanguageField />}</form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={t`New password`}
              autoComplete="new-password"
              showStrength
              hint={t`Leave it blank to keep the current one. A new one signs the user out everywhere.`}
            />
          )}
        </form.AppField>
      </FieldRow>
      <form.AppField name="email_verified">
        {(field) => <field.CheckboxField label={t`The email address is verified`} />}
      </form.AppField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" asChild>
          <Link to="/admin/users/$id" params={{ id: userId }}>
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <form.SubmitButton>{t`Save changes`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
