import { useSelector } from '@tanstack/react-form';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { visibleFieldError } from './field-error';
import { useFieldContext } from './form-context';

type TextFieldProps = Omit<
  ComponentProps<typeof Input>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  label: ReactNode;
};

/** A labelled text input bound to its form field, with the field's error under it. */
export function TextField({ label, ...inputProps }: TextFieldProps) {
  const field = useFieldContext<string>();
  const submissionAttempts = useSelector(field.form.store, (state) => state.submissionAttempts);
  const id = useId();
  return (
    <div data-slot="text-field" className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.currentTarget.value)}
        onBlur={() => {
          field.handleBlur();
          // A field left untouched is judged too (an empty required field), by the same rules as typing.
          void field.validate('change');
        }}
        error={visibleFieldError(field.state.meta, submissionAttempts)}
        {...inputProps}
      />
    </div>
  );
}
