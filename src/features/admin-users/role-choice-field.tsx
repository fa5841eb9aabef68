import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useBoundField } from '@/components/form/use-bound-field';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';

/**
 * The roles a user holds: one box per role that may be given here, bound to a list of role names, its
 * error under it. Render it inside `form.AppField`.
 */
export function RoleChoiceField({ roles }: { roles: readonly string[] }) {
  const { field, error } = useBoundField<string[]>();
  const id = useId();
  const chosen = field.state.value;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Roles</Trans>
      </legend>
      {roles.length === 0 ? (
        <FieldMessage>
          <Trans>No roles can be given here.</Trans>
        </FieldMessage>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {roles.map((role) => (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${role}`}
                checked={chosen.includes(role)}
                onCheckedChange={(checked) =>
                  field.handleChange(
                    checked === true ? [...chosen, role] : chosen.filter((name) => name !== role),
                  )
                }
                onBlur={field.handleBlur}
              />
              <Label htmlFor={`${id}-${role}`} className="font-normal break-all">
                {role}
              </Label>
            </div>
          ))}
        </div>
      )}
      {error ? (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
