import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useBoundField } from './use-bound-field';

type TextFieldProps = Omit<
  ComponentProps<typeof Input>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  label: ReactNode;
};

/** A labelled text input bound to its form field, with the field's error under it. */
export function TextField({ label, ...inputProps }: TextFieldProps) {
  const { field, error, touched, leave } = useBoundField<string>();
  const id = useId();
  return (
    <div data-slot="text-field" className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Everything under the label in one slot, so a FieldRow lines the controls up. */}
      <div data-slot="field-body" className="grid gap-2">
        <Input
          id={id}
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.currentTarget.value)}
          onBlur={leave}
          error={error}
          touched={touched}
          {...inputProps}
        />
      </div>
    </div>
  );
}
