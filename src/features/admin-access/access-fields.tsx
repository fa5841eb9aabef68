import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { ACCESS_LIMITS } from './access-schemas';

type AccessNameFieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & {
  /** "Name" unless told otherwise (the permission's admin area). */
  label?: ReactNode;
};

/**
 * A name of the access rules (a role's, a permission's, an admin area's), typed as the server stores it:
 * lower-case, so no capital, spelling fix or autofill gets in the way. Render it inside `form.AppField`.
 */
export function AccessNameField({ label, ...props }: AccessNameFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t({ message: 'Name', context: 'record' })}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** What a role or a permission is for, in the contract's 255 characters; inside `form.AppField`. */
export function AccessDescriptionField() {
  const { t } = useLingui();
  return <TextareaField label={t`Description`} rows={3} maxLength={ACCESS_LIMITS.description.maxLength} />;
}
