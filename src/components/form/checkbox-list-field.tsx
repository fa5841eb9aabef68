import { useId, type ReactNode } from 'react';
import { CheckboxList } from '@/components/ui/checkbox-list';
import { FieldMessage } from '@/components/ui/field-message';
import { useBoundField } from './use-bound-field';

interface CheckboxListFieldProps {
  legend: ReactNode;
  /** What may be ticked, by name, each shown as it is. */
  options: readonly string[];
  /** Names shown ticked that cannot be cleared; never part of the field's value. */
  locked?: readonly string[];
  /** Said under the boxes. */
  hint?: ReactNode;
  /** Said instead of the boxes when there is nothing to tick. */
  empty?: ReactNode;
}

/**
 * A box per name (roles, say), two columns from `sm` up, bound to a form field holding the names ticked,
 * with the field's error under them. Render it inside `form.AppField`.
 */
export function CheckboxListField({ legend, options, locked, hint, empty }: CheckboxListFieldProps) {
  const { field, error } = useBoundField<string[]>();
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.length === 0 && empty ? (
        <FieldMessage>{empty}</FieldMessage>
      ) : (
        <CheckboxList
          className="sm:grid-cols-2"
          options={options}
          chosen={field.state.value}
          onChange={(chosen) => field.handleChange(chosen)}
          locked={locked}
          onBlur={field.handleBlur}
        />
      )}
      {hint ? <FieldMessage>{hint}</FieldMessage> : null}
      {error ? (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
