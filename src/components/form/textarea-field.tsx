import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useBoundField } from './use-bound-field';

type TextareaFieldProps = Omit<
  ComponentProps<typeof Textarea>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  label: ReactNode;
};

/**
 * A labelled multi-line text bound to its form field, with the field's error under it and, with a
 * `maxLength` or `maxWords`, the textarea's counter. Render it inside `form.AppField`.
 */
export function TextareaField({ label, ...textareaProps }: TextareaFieldProps) {
  const { field, error, touched, leave } = useBoundField<string>();
  const id = useId();
  return (
    <div data-slot="textarea-field" className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Everything under the label in one slot, so a FieldRow lines the controls up. */}
      <div data-slot="field-body" className="grid gap-2">
        <Textarea
          id={id}
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.currentTarget.value)}
          onBlur={leave}
          error={error}
          touched={touched}
          {...textareaProps}
        />
      </div>
    </div>
  );
}
