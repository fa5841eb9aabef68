import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useBoundField } from '@/components/form/use-bound-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { FieldMessage } from '@/components/ui/field-message';

interface RolesFieldProps {
  /** Every role that can be given the permission, by name. */
  roles: readonly string[];
  /** Roles granting every permission anyway: shown ticked, not changeable, never sent. */
  builtIn: readonly string[];
}

/** The roles holding a permission: one box per role, bound to a list of role names, its error under it. */
export function RolesField({ roles, builtIn }: RolesFieldProps) {
  const { field, error } = useBoundField<string[]>();
  const id = useId();
  const chosen = field.state.value;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Roles granting it</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {roles.map((role) => {
          const locked = builtIn.includes(role);
          return (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${role}`}
                checked={locked || chosen.includes(role)}
                disabled={locked}
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
          );
        })}
      </div>
      <FieldMessage tone="hint">
        <Trans>The built-in roles grant every permission, so their boxes stay ticked.</Trans>
      </FieldMessage>
      {error ? (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
