import { createFormHook } from '@tanstack/react-form';
import { CheckboxField } from './checkbox-field';
import { fieldContext, formContext } from './form-context';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/**
 * The app's one form hook: `form.AppField` renders the kit's fields bound to the form, `form.AppForm`
 * gives its parts (the submit button) the form. Validation messages come from the feature's zod schema.
 * `withForm` splits a part of one form into its own file; `withFieldGroup` writes fields once for every
 * form that holds them (such as a user's name and email in the new-user and the edit forms).
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, CheckboxField },
  formComponents: { SubmitButton },
});
