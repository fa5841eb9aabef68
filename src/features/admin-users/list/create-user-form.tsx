import { useLingui } from '@lingui/react/macro';
import { CheckboxListField } from '@/components/form/checkbox-list-field';
import { FieldRow } from '@/components/form/field-row';
import type { FormFailure } from '@/components/form/form-failure';
import { RefusableForm } from '@/components/form/refusable-form';
import { useRefusableForm } from '@/components/form/use-refusable-form';
import { UserIdentityFields, UserLanguageField } from '../user-fields';
import { createUserSchema, type CreateUserValues } from '../user-schemas';

type CreateUserField = keyof CreateUserValues;

interface CreateUserFormProps {
  defaultValues: CreateUserValues;
  /** The roles that may be given. */
  roles: readonly string[];
  /** Every change, so a draft survives the sheet being closed and opened again. */
  onDraft: (values: CreateUserValues) => void;
  /** Creates; resolves with what to show when the server refused, or null once created. */
  onSubmit: (values: CreateUserValues) => Promise<FormFailure<CreateUserField> | null>;
}

/**
 * A new account: name, email, password, language, roles, and whether the address counts as verified
 * and a welcome mail goes out. The server's refusals show under their fields; nothing typed is lost.
 */
export function CreateUserForm({ defaultValues, roles, onDraft, onSubmit }: CreateUserFormProps) {
  const { t } = useLingui();
  const { form, refusal } = useRefusableForm({
    defaultValues,
    rules: createUserSchema,
    onSubmit,
    onChange: onDraft,
  });

  return (
    <RefusableForm form={form} refusal={refusal} aria-label={t`New user`} className="grid gap-5">
      <UserIdentityFields form={form} fields={{ name: 'name', email: 'email' }} />
      <FieldRow>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label={t`Password`} autoComplete="new-password" showStrength required />
          )}
        </form.AppField>
        <form.AppField name="language">
          {() => <UserLanguageField hint={t`The emails they get are written in it.`} />}
        </form.AppField>
      </FieldRow>
      <form.AppField name="roles">
        {() => <CheckboxListField legend={t`Roles`} options={roles} empty={t`No roles can be given here.`} />}
      </form.AppField>
      <div className="grid gap-3">
        <form.AppField name="email_verified">
          {(field) => <field.CheckboxField label={t`The email address is verified`} />}
        </form.AppField>
        <form.AppField name="send_welcome">
          {(field) => <field.CheckboxField label={t`Send a welcome email with a sign-in link`} />}
        </form.AppField>
      </div>
      <div className="flex justify-end">
        <form.SubmitButton>{t`Create user`}</form.SubmitButton>
      </div>
    </RefusableForm>
  );
}
